import { assetEntity } from '../entities/asset/asset.entity.ts';
import { contractEntity } from '../entities/contract/contract.entity.ts';
import type { EntityDefinition } from '../entities/entity-definition.ts';
import { personEntity } from '../entities/person/person.entity.ts';
import { taskEntity } from '../entities/task/task.entity.ts';

/**
 * A write kept while offline, to be replayed when the server answers again (foundation.md §3,
 * offline queue entry): its method and address, its body, the idempotency key that makes its
 * replay happen once whatever the network does, who made it, how often it was tried and why it
 * last failed.
 */
export interface OfflineQueueEntry {
  method: 'POST' | 'PATCH';
  url: string;
  data: Readonly<Record<string, unknown>>;
  key: string;
  username: string;
  trials: number;
  error?: string;
}

/** The entities written offline (foundation.md §4): contracts, assets, persons and tasks. */
export const offlineEntities: readonly EntityDefinition[] = [
  contractEntity,
  assetEntity,
  personEntity,
  taskEntity,
];

/** The entity a queued write is of, by its address; undefined for any other. */
export function entityOfQueuedWrite(entry: Pick<OfflineQueueEntry, 'url'>): EntityDefinition | undefined {
  const path = entry.url.split('?')[0] ?? '';
  return offlineEntities.find((entity) => path === entity.apiPath || path.startsWith(`${entity.apiPath}/`));
}

/** The registration a queued write is about: the one its body gives a record created, else the last part of its address. */
export function registrationOfQueuedWrite(entry: Pick<OfflineQueueEntry, 'method' | 'url' | 'data'>): string {
  if (entry.method === 'POST')
    return typeof entry.data.registration === 'string' ? entry.data.registration : '';
  const path = entry.url.split('?')[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * The order writes are replayed in: as they were made, contracts last (foundation.md §4), since a
 * contract names the persons and assets made before it, never the other way round.
 */
export function replayOrder<T extends Pick<OfflineQueueEntry, 'url'>>(entries: readonly T[]): T[] {
  const isContract = (entry: T) => entityOfQueuedWrite(entry) === contractEntity;
  return [...entries.filter((entry) => !isContract(entry)), ...entries.filter(isContract)];
}

/**
 * The entries still to replay once the server named a record made offline: its temporary
 * registration replaced by the real one wherever it stands, in the bodies (a contract's client, an
 * asset's contract) and in the addresses (a later update of the same record). An entry that does not
 * name it is the same object, so that only the entries changed need writing back.
 */
export function withRegistration<T extends Pick<OfflineQueueEntry, 'url' | 'data'>>(
  entries: readonly T[],
  temporary: string,
  registration: string,
): T[] {
  return entries.map((entry) => {
    const url = withSegment(entry.url, encodeURIComponent(temporary), encodeURIComponent(registration));
    const data = replaced(entry.data, temporary, registration) as T['data'];
    return url === entry.url && data === entry.data ? entry : { ...entry, url, data };
  });
}

/** The address with each path segment that is `from` (whole, never a part of one) made `to`. */
function withSegment(url: string, from: string, to: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt);
  const segments = path.split('/');
  if (!segments.includes(from)) return url;
  return `${segments.map((segment) => (segment === from ? to : segment)).join('/')}${query}`;
}

/** The value with `temporary` made `registration` wherever it stands; the same value when it stands nowhere. */
function replaced(value: unknown, temporary: string, registration: string): unknown {
  if (value === temporary) return registration;
  if (Array.isArray(value)) {
    const items = value.map((item) => replaced(item, temporary, registration));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    const changed = entries.map(([key, item]) => [key, replaced(item, temporary, registration)] as const);
    return changed.some(([, item], index) => item !== entries[index]?.[1])
      ? Object.fromEntries(changed)
      : value;
  }
  return value;
}
