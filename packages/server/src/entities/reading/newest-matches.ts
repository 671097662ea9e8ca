import type { EntityDefinition } from '@lessor/domain/entities';
import type { PageRange, SortKey } from '@lessor/domain/query';
import { sql } from 'kysely';
import {
  hasSearchText,
  searchTextColumn,
  searchTextSeparator,
} from '../../db/migrations/search-text-migration.ts';
import type { TenantReads } from '../../tenancy/with-tenant.ts';
import { containsPattern, type ResolvedSearch, registrationRange } from './search-condition.ts';

/** How many of the tenant's newest entries a free-text search reads before it asks the trigram index. */
const newestEntriesWalked = 5000;

/**
 * The page of a free-text search in the list's default order, when the tenant's newest entries
 * hold it: a common term ('martin', 'garage') fills a page within a few hundred of them, read from
 * the index that keeps each entry's search text beside its date (no table row is read), in a
 * millisecond or two. The trigram index would first fetch its thousand matches from the table, the
 * largest share of such a search's time. Answers the ids of the page's rows and of one more (which
 * tells that the list continues), the same rows the whole walk would find; undefined when the
 * list has another order or filters, for a term shaped like a registration, or when the walked
 * entries hold less than that.
 */
export async function newestMatches(
  reads: TenantReads,
  tenant: string,
  entity: EntityDefinition,
  request: { range: PageRange; sort: readonly SortKey[]; filters: readonly unknown[] },
  term: string,
): Promise<ResolvedSearch | undefined> {
  const wanted = request.range.offset + request.range.limit + 1;
  if (request.sort.length > 0 || request.filters.length > 0 || wanted > newestEntriesWalked) return undefined;
  if (!hasSearchText(entity) || term.includes(searchTextSeparator)) return undefined;
  // A clerk typing a registration reads the registrations' own order (resolveSearch).
  if (registrationRange(entity, term)) return undefined;
  const pattern = containsPattern(term);
  const { rows } = await sql<{ id: string }>`select id from (
      select id, _insert_date, ${sql.ref(searchTextColumn)} as text from ${sql.table(entity.table)}
      where tenant = ${tenant} order by _insert_date desc, id desc limit ${newestEntriesWalked}
    ) as newest
    where text like lower(${pattern}) order by _insert_date desc, id desc limit ${wanted}`.execute(reads);
  return rows.length === wanted ? { ids: rows.map((row) => row.id) } : undefined;
}
