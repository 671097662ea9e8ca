import type { EntityDefinition } from '@lessor/domain/entities';

/**
 * A record's page, `/{route}/{id}`. A record named by another field than its registration (a
 * user's username) has its dots encoded too (business-areas.md §2: `/user/{username}`, dots
 * encoded), so that the name never reads as a file name to what serves the application.
 * @example recordPath(users, 'ada.lovelace@demo') // '/user/ada%2Elovelace%40demo'
 */
export function recordPath(entity: EntityDefinition, id: string): string {
  const encoded = encodeURIComponent(id);
  return `/${entity.route}/${entity.recordKey ? encoded.replace(/\./g, '%2E') : encoded}`;
}
