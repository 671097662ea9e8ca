import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/**
 * Two records of an entity, by id or registration, locked for the transaction in the order of
 * their ids: two transfers between the same accounts in opposite directions then wait for each
 * other instead of deadlocking. 404 for a record the tenant does not have; one record named twice
 * is answered twice.
 */
export async function lockRecordPair(
  trx: TenantTransaction,
  tenant: string,
  entity: EntityDefinition,
  first: string,
  second: string,
): Promise<[EntityRecord, EntityRecord]> {
  const ids = [
    (await findRecordRow(trx, tenant, entity, first)).id,
    (await findRecordRow(trx, tenant, entity, second)).id,
  ];
  const locked = new Map<string, EntityRecord>();
  for (const id of [...new Set(ids)].sort()) {
    locked.set(id, rowToRecord(await findRecordRow(trx, tenant, entity, id, { forUpdate: true })));
  }
  const [from, to] = ids.map((id) => locked.get(id));
  if (!from || !to) throw new Error('unreachable: both records were just locked');
  return [from, to];
}
