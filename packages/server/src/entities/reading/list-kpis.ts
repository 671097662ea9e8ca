import type { ListKpis } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { TenantReads } from '../../tenancy/with-tenant.ts';
import type { ListRequest } from './list-records.ts';
import { matchingRecords } from './list-records.ts';
import { resolveSearch } from './search-condition.ts';

/** Records counted at most: past it the strip says "more than", and a count never scans a whole table. */
const kpiCountLimit = 100_000;

/**
 * `GET {route}/kpis` with a list call's filters and free text: how many records, how many in each
 * status, and the declared amounts totalled. A value of an amount field that is not a number is
 * left out of its total rather than failing the call.
 */
export async function listKpis(
  trx: TenantReads,
  tenant: string,
  entity: EntityDefinition,
  request: Pick<ListRequest, 'filters' | 'search'>,
): Promise<ListKpis> {
  const term = request.search?.trim();
  const search = term ? await resolveSearch(trx, entity, term) : undefined;
  const matching = () => matchingRecords(trx, tenant, entity, request, search);
  const counted = await trx
    .selectFrom(
      matching()
        .select(sql<number>`1`.as('one'))
        .limit(kpiCountLimit + 1)
        .as('counted'),
    )
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  const count = Number(counted.count);
  const statuses = await matching()
    .select(['status', sql<string>`count(*)`.as('count')])
    .groupBy('status')
    .orderBy(sql`count(*)`, 'desc')
    .limit(50)
    .execute();
  const fields = entity.listPage?.kpiSums ?? [];
  const sums =
    fields.length === 0 || count > kpiCountLimit
      ? undefined
      : await matching()
          .select(
            fields.map((field) =>
              sql<
                string | null
              >`sum(case when jsonb_typeof(data->${sql.lit(field)}) = 'number' then (data->>${sql.lit(field)})::numeric end)`.as(
                field,
              ),
            ),
          )
          .executeTakeFirst();
  return {
    count: Math.min(count, kpiCountLimit),
    countIsLimited: count > kpiCountLimit,
    statuses: statuses.map((row) => ({ status: String(row.status ?? ''), count: Number(row.count) })),
    sums: fields.map((field) => ({
      field,
      total: Number((sums as Record<string, string | null> | undefined)?.[field] ?? 0),
    })),
  };
}
