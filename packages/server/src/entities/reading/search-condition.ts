import type { EntityDefinition } from '@lessor/domain/entities';
import { type RawBuilder, sql } from 'kysely';
import { fieldExpression } from '../../db/entity-columns.ts';
import {
  hasSearchText,
  searchTextColumn,
  searchTextSeparator,
} from '../../db/migrations/search-text-migration.ts';

/** Text for a LIKE pattern in which `\`, `%` and `_` stand for themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The condition of a list's free-text `search`: any of the entity's search fields contains the
 * term, case-insensitively. Tables with a search text column test that one column (see
 * search-text-migration.ts); a term holding the column's field separator, and dynamic entities,
 * test the fields one by one, which matches the same records.
 */
export function searchCondition(entity: EntityDefinition, term: string): RawBuilder<boolean> {
  const pattern = `%${likeLiteral(term)}%`;
  if (hasSearchText(entity) && !term.includes(searchTextSeparator))
    return sql<boolean>`${sql.ref(searchTextColumn)} like lower(${pattern})`;
  if (entity.searchFields.length === 0) return sql<boolean>`false`;
  const matches = entity.searchFields.map(
    (field) => sql<boolean>`${fieldExpression(entity, field)} ilike ${pattern}`,
  );
  return sql<boolean>`(${sql.join(matches, sql` or `)})`;
}
