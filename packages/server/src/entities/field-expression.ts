import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { type RawBuilder, sql } from 'kysely';
import { columnFields, metaColumns } from './record-mapping.ts';

/**
 * The SQL expression reading a field of an entity: its own column, a bookkeeping column, or a
 * text value of `data`. An undeclared field is refused. Keys are written as literals (declared
 * names only), so the expression matches the sort and search indexes of the declarations.
 */
export function fieldExpression(entity: EntityDefinition, field: string): RawBuilder<unknown> {
  if ((columnFields as readonly string[]).includes(field)) return sql.ref(field);
  if (Object.hasOwn(metaColumns, field)) return sql.ref(metaColumns[field as keyof typeof metaColumns]);
  if (Object.hasOwn(entity.fields, field)) return sql`data->>${sql.lit(field)}`;
  throw new LessorError('INVALID_FIELD_IN_QUERY', [field]);
}

/** The expression a list sorts a field by: `data` values as JSON, so numbers sort as numbers. */
export function sortExpression(entity: EntityDefinition, field: string): RawBuilder<unknown> {
  if ((columnFields as readonly string[]).includes(field) || Object.hasOwn(metaColumns, field))
    return fieldExpression(entity, field);
  if (Object.hasOwn(entity.fields, field)) return sql`data->${sql.lit(field)}`;
  throw new LessorError('INVALID_FIELD_IN_QUERY', [field]);
}
