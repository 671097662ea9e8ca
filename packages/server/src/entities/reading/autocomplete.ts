import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { valueKindOf } from '@lessor/domain/fields';
import { sql } from 'kysely';
import { fieldExpression } from '../../db/entity-columns.ts';
import { entityTables, type TenantReads } from '../../tenancy/with-tenant.ts';

/** Suggestions offered at most, as the entity search results (foundation.md §9). */
const suggestionCount = 10;

/**
 * `GET {route}/autocomplete?field=name&search=Acm`: the distinct values of a text field that start
 * with the prefix, case-insensitive, in order.
 */
export async function autocomplete(
  trx: TenantReads,
  tenant: string,
  entity: EntityDefinition,
  field: string | undefined,
  prefix: string | undefined,
): Promise<string[]> {
  if (!field) throw new LessorError('MISSING_FIELD_IN_QUERY', ['field']);
  const declared = Object.hasOwn(entity.fields, field) ? entity.fields[field] : undefined;
  if (!declared || valueKindOf(declared) !== 'string')
    throw new LessorError('INVALID_FIELD_IN_QUERY', [field]);
  const column = fieldExpression(entity, field);
  const pattern = `${(prefix ?? '').replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await entityTables(trx)
    .selectFrom(entity.table)
    .select(sql<string>`${column}`.as('value'))
    .distinct()
    .where('tenant', '=', tenant)
    .where(sql<boolean>`${column} ilike ${pattern}`)
    .orderBy('value')
    .limit(suggestionCount)
    .execute();
  return rows.map((row) => row.value);
}
