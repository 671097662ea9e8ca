import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { sql } from 'kysely';
import { isUuid } from '../../db/is-uuid.ts';
import { entityTables, type TenantReads } from '../../tenancy/with-tenant.ts';
import { recordColumns } from '../record-mapping.ts';

/** A record's row by its id or its registration; 404 when the tenant has none. */
export async function findRecordRow(
  trx: TenantReads,
  tenant: string,
  entity: EntityDefinition,
  id: string,
  { forUpdate = false } = {},
) {
  let query = entityTables(trx).selectFrom(entity.table).select(recordColumns).where('tenant', '=', tenant);
  if (isUuid(id)) query = query.where('id', '=', id);
  else if (!entity.knownByName) query = query.where('registration', '=', id);
  else
    query = query
      .where((row) => row.or([row('registration', '=', id), row('name', '=', id)]))
      .orderBy(sql`registration = ${id}`, 'desc')
      .orderBy(sql`status = 'ACTIVE'`, 'desc')
      .orderBy('_update_date', 'desc')
      .limit(1);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', [entity.label, id]);
  return row;
}
