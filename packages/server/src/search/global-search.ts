import type { GlobalSearchHit } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Records of every entity whose registration or name matches `term`, best first: the exact
 * registration, then registrations and names starting with the term, then those containing it.
 * One statement: each entity's best few, then the best of all.
 */
export async function searchEverywhere(
  trx: TenantTransaction,
  tenant: string,
  entities: readonly EntityDefinition[],
  term: string,
  limit: number,
): Promise<GlobalSearchHit[]> {
  if (entities.length === 0) return [];
  const prefix = `${escapeLike(term)}%`;
  const contains = `%${escapeLike(term)}%`;
  const perEntity = entities.map(
    (entity) => sql`(select ${entity.name}::text as entity, registration, name,
        case when lower(registration) = lower(${term}) then 0
             when registration ilike ${prefix} then 1
             when name ilike ${prefix} then 2
             else 3 end as rank
      from ${sql.table(entity.table)}
      where tenant = ${tenant} and (registration ilike ${contains} or name ilike ${contains})
      order by rank, name, registration
      limit ${limit})`,
  );
  const { rows } = await sql<{ entity: string; registration: string; name: string | null }>`
    select entity, registration, name from (${sql.join(perEntity, sql` union all `)}) as hits
    order by rank, name nulls last, registration
    limit ${limit}`.execute(trx);
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  return rows.flatMap((row) => {
    const entity = byName.get(row.entity);
    return entity
      ? [
          {
            entity: entity.name,
            label: entity.label,
            route: entity.route,
            registration: row.registration,
            name: row.name,
          },
        ]
      : [];
  });
}
