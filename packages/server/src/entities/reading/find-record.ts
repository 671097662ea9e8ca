import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { isUuid } from '../../db/is-uuid.ts';
import { entityTables, type TenantTransaction } from '../../tenancy/with-tenant.ts';

/** A record's row by its id or its registration; 404 when the tenant has none. */
export async function findRecordRow(
  trx: TenantTransaction,
  tenant: string,
  entity: EntityDefinition,
  id: string,
  { forUpdate = false } = {},
) {
  let query = entityTables(trx)
    .selectFrom(entity.table)
    .selectAll()
    .where('tenant', '=', tenant)
    .where(isUuid(id) ? 'id' : 'registration', '=', id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', [entity.label, id]);
  return row;
}
