import type { EntityDefinition } from '@lessor/domain/entities';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { fieldExpression } from '../../db/entity-columns.ts';
import {
  hasSearchText,
  searchIdsFunction,
  searchTextColumn,
  searchTextSeparator,
} from '../../db/migrations/search-text-migration.ts';
import type { CoreDatabase } from '../../db/schema.ts';
import { unselective } from './unselective.ts';

/** Text for a LIKE pattern in which `\`, `%` and `_` stand for themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The LIKE pattern of a free-text term: the term anywhere, its own `%` and `_` standing for themselves. */
export function containsPattern(term: string): string {
  return `%${likeLiteral(term)}%`;
}

/**
 * Above this many matches a search reads the tenant's index in its own order instead: matches are
 * then common enough that the first page fills after a few entries.
 */
export const searchIdsCap = 1000;

/** What a list's free text selects: the ids of the records it matches, or the term to test row by row. */
export type ResolvedSearch =
  | { ids: readonly string[] }
  | { term: string }
  | { registrations: RegistrationRange };

/** Registrations from `from` (included) to `below` (excluded): those starting with a prefix. */
interface RegistrationRange {
  from: string;
  below: string;
}

/**
 * How a list finds the records its free text matches. A term of three characters or more on an
 * entity with a search text first asks the trigram index (`{table}_search_ids`, see
 * search-text-migration.ts) for the ids of its matches: a rare term, or one matching nothing (a
 * picker's worst case), is answered in milliseconds whatever the table's size. A common one (more
 * than `searchIdsCap` matches) is tested entry by entry in the list's order, which finds a page of
 * them at once. Both find the same records.
 */
export async function resolveSearch(
  db: Kysely<CoreDatabase>,
  entity: EntityDefinition,
  term: string,
): Promise<ResolvedSearch> {
  // Trigrams need three characters; the separator would match across two fields.
  if (!hasSearchText(entity) || [...term].length < 3 || term.includes(searchTextSeparator)) return { term };
  const pattern = containsPattern(term);
  const { rows } = await sql<{ id: string }>`select ${sql.id(searchIdsFunction(entity))}(lower(${pattern}), ${
    searchIdsCap + 1
  }) as id`.execute(db);
  if (rows.length <= searchIdsCap) return { ids: rows.map((row) => row.id) };
  const registrations = registrationRange(entity, term);
  return registrations ? { registrations } : { term };
}

/**
 * The registrations a common term shaped like the entity's own (its prefix and digits, `PER0004`)
 * starts: a clerk typing a registration. Its matches are a block of the tenant's numbering, which
 * the list's order by insertion reaches only after every newer record (0.35 s past 560,000 persons),
 * while the registration index holds them side by side. Answers nothing for other terms, and for
 * digits that cannot be raised without growing (`PER999`).
 * @example registrationRange(person, 'per0004') // { from: 'PER0004', below: 'PER0005' }
 */
export function registrationRange(entity: EntityDefinition, term: string): RegistrationRange | undefined {
  const shaped = /^([a-z]{3})(\d+)$/i.exec(term);
  if (!shaped?.[1] || !shaped[2] || shaped[1].toUpperCase() !== entity.prefix) return undefined;
  const digits = shaped[2];
  const raised = String(BigInt(digits) + 1n).padStart(digits.length, '0');
  if (raised.length > digits.length) return undefined;
  return { from: `${entity.prefix}${digits}`, below: `${entity.prefix}${raised}` };
}

/**
 * The condition of a list's free-text `search`: any of the entity's search fields contains the
 * term, case-insensitively; or, once resolved, the record is among the ids found, or its
 * registration starts with a common registration-shaped term. Tables with a
 * search text column test that one column (see search-text-migration.ts); a term holding the
 * column's field separator, and dynamic entities, test the fields one by one, which matches the
 * same records.
 */
export function searchCondition(entity: EntityDefinition, search: ResolvedSearch): RawBuilder<boolean> {
  if ('ids' in search)
    return search.ids.length === 0 ? sql<boolean>`false` : sql<boolean>`id in (${sql.join(search.ids)})`;
  if ('registrations' in search) {
    const { from, below } = search.registrations;
    return sql<boolean>`(registration >= ${from} and registration < ${below})`;
  }
  const { term } = search;
  const pattern = containsPattern(term);
  // Left to this test, a term is common (or too short for trigrams): the list's order finds its page.
  if (hasSearchText(entity) && !term.includes(searchTextSeparator))
    return unselective(sql<boolean>`${sql.ref(searchTextColumn)} like lower(${pattern})`);
  if (entity.searchFields.length === 0) return sql<boolean>`false`;
  const matches = entity.searchFields.map(
    (field) => sql<boolean>`${fieldExpression(entity, field)} ilike ${pattern}`,
  );
  return sql<boolean>`(${sql.join(matches, sql` or `)})`;
}
