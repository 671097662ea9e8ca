import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { readTenantLists } from './read-tenant-lists.ts';
import { referenceListDefaults } from './reference-list-defaults.ts';
import { toAnswerEntry } from './reference-list-entry.ts';

interface ListsQuery {
  lists?: string;
  locale?: string;
  valuesOnly?: string;
}

/**
 * `GET /api/script/lists?valuesOnly=true&locale=&lists=a,b`: one array per list, in the order
 * asked; a list nobody declared answers `['ERROR', 'List not found {name}']` (foundation.md §7).
 */
export function registerReferenceListRoutes(
  app: FastifyInstance,
  db: Database,
  catalogue: EntityCatalogue,
): void {
  // Walked once: the declarations do not change while the server runs.
  const defaults = referenceListDefaults(catalogue.entities);
  app.get<{ Querystring: ListsQuery }>(
    '/api/script/lists',
    { config: { permission: false } },
    async (request) => {
      const { lists, locale, valuesOnly } = request.query;
      if (typeof lists !== 'string' || lists.trim() === '')
        throw new LessorError('MISSING_FIELD_IN_QUERY', ['lists']);
      if (locale !== undefined && typeof locale !== 'string')
        throw new LessorError('INVALID_FIELD_IN_QUERY', ['locale']);
      const actor = actorOf(request);
      const configured = await withTenant(db.app, actor.tenant, (trx) =>
        readTenantLists(trx, actor.tenant, catalogue),
      );
      return lists.split(',').map((name) => {
        const entries = configured.get(name) ?? defaults.get(name);
        if (!entries) return ['ERROR', `List not found ${name}`];
        return valuesOnly === 'true'
          ? entries.map((entry) => entry.value)
          : entries.map((entry) => toAnswerEntry(entry, locale));
      });
    },
  );
}
