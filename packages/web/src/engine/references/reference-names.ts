import type { EntityDefinition } from '@lessor/domain/entities';
import { apiJson } from '../../api/api-client.ts';

/** The registration and name of a record named elsewhere, as its entity's list answers them. */
interface ReferenceName {
  registration: string;
  name?: string | null;
}

interface Waiter {
  resolve(name: string | null): void;
  reject(error: unknown): void;
}

/** At most this many registrations in one list call's filter: a page stays small and its address short. */
const perCall = 100;

const waiting = new Map<EntityDefinition, Map<string, Waiter[]>>();
let flushScheduled = false;

/**
 * The name of the record of `entity` that `registration` names. The names asked in the same
 * moment (every reference of a page, every person of its cards) are fetched together: one list
 * call per entity, `?registration=A,B&projection=registration,name`. A registration the tenant
 * does not have answers null.
 */
export function fetchReferenceName(entity: EntityDefinition, registration: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const byRegistration = waiting.get(entity) ?? new Map<string, Waiter[]>();
    waiting.set(entity, byRegistration);
    byRegistration.set(registration, [...(byRegistration.get(registration) ?? []), { resolve, reject }]);
    if (!flushScheduled) {
      flushScheduled = true;
      setTimeout(flush, 0);
    }
  });
}

function flush(): void {
  flushScheduled = false;
  const batches = [...waiting];
  waiting.clear();
  for (const [entity, byRegistration] of batches) {
    const registrations = [...byRegistration.keys()];
    for (let start = 0; start < registrations.length; start += perCall) {
      const chunk = registrations.slice(start, start + perCall);
      const waitersOf = (registration: string) => byRegistration.get(registration) ?? [];
      const query = new URLSearchParams({
        registration: chunk.join(','),
        projection: 'registration,name',
        range: `0-${chunk.length - 1}`,
      });
      apiJson<ReferenceName[]>(`${entity.apiPath}?${query}`).then(
        (records) => {
          const names = new Map(records.map((record) => [record.registration, record.name ?? null]));
          for (const registration of chunk)
            for (const waiter of waitersOf(registration)) waiter.resolve(names.get(registration) ?? null);
        },
        (error: unknown) => {
          for (const registration of chunk)
            for (const waiter of waitersOf(registration)) waiter.reject(error);
        },
      );
    }
  }
}
