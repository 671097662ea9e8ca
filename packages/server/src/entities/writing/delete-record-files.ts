import { documentEntity, type EntityDefinition } from '@lessor/domain/entities';
import type { TenantTransaction } from '../../tenancy/with-tenant.ts';
import { entityTables } from '../../tenancy/with-tenant.ts';

/**
 * Deletes the files of a deleted record: the Document records its documents are, then every file
 * row (its documents' and its file fields'). Their bytes are collected by the storage sweep, which
 * the delete trigger of `record_documents` tells.
 */
export async function deleteRecordFiles(
  trx: TenantTransaction,
  tenant: string,
  entity: EntityDefinition,
  recordId: string,
): Promise<void> {
  const files = trx
    .selectFrom('record_documents')
    .select('id')
    .where('tenant', '=', tenant)
    .where('entity_name', '=', entity.name)
    .where('record_id', '=', recordId)
    .where('field', 'is', null);
  await entityTables(trx)
    .deleteFrom(documentEntity.table)
    .where('tenant', '=', tenant)
    .where('id', 'in', files)
    .execute();
  await trx
    .deleteFrom('record_documents')
    .where('tenant', '=', tenant)
    .where('entity_name', '=', entity.name)
    .where('record_id', '=', recordId)
    .execute();
}
