import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { type RawBuilder, sql } from 'kysely';

/*
 * The columns of an entity's table and the SQL that reads a field from them: shared by the
 * migrations that build the tables and indexes and by the queries that use them.
 */

/** Fields kept in their own columns, for indexes and sorting; the others live in `data`. */
export const columnFields = ['registration', 'name', 'status', 'type'] as const;

/** API names of the bookkeeping columns. */
export const metaColumns = {
  _id: 'id',
  _version: '_version',
  _insertDate: '_insert_date',
  _insertUser: '_insert_user',
  _updateDate: '_update_date',
  _updateUser: '_update_user',
} as const;

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
