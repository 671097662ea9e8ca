import { documentEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import { entityTables, type TenantTransaction } from '../../../tenancy/with-tenant.ts';

/** A record documents belong to. */
interface DocumentOwner {
  entityName: string;
  recordId: string;
}

/**
 * Moves a record's documents to another record (a prospect's to the person it becomes): their
 * files and the Document records they are, in the caller's transaction. A file field's file stays
 * with its field.
 */
export async function moveRecordDocuments(
  trx: TenantTransaction,
  tenant: string,
  from: DocumentOwner,
  to: DocumentOwner & { registration: string },
): Promise<void> {
  const moved = await trx
    .updateTable('record_documents')
    .set({ entity_name: to.entityName, record_id: to.recordId, entity_registration: to.registration })
    .where('tenant', '=', tenant)
    .where('entity_name', '=', from.entityName)
    .where('record_id', '=', from.recordId)
    .where('field', 'is', null)
    .returning('id')
    .execute();
  if (moved.length === 0) return;
  const link = JSON.stringify({ entityName: to.entityName, entityRegistration: to.registration });
  await entityTables(trx)
    .updateTable(documentEntity.table)
    .set({ data: sql`data || ${link}::jsonb` })
    .where('tenant', '=', tenant)
    .where(
      'id',
      'in',
      moved.map((file) => file.id),
    )
    .execute();
}
