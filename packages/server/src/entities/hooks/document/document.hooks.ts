import { LessorError } from '@lessor/domain/errors';
import type { TenantTransaction } from '../../../tenancy/with-tenant.ts';
import type { EntityHooks } from '../entity-hooks.ts';

/**
 * A Document record and its file are one document: the file's row in `record_documents` has the
 * record's id. Whoever writes the record (its owner's Documents card, `PUT /api/core/documents/{id}`)
 * keeps the file in step in the same transaction: its name, type and place follow the record, the
 * record cannot leave the record the file belongs to, and deleting it deletes the file.
 */
export const documentHooks: EntityHooks = {
  async beforeSave(record, { trx, actor, before }) {
    if (!before) return record;
    const file = await fileOf(trx, actor.tenant, before._id);
    if (!file) return record;
    // A body that leaves out whose document it is (a PUT of some fields) keeps the record it belongs to.
    for (const field of ['entityName', 'entityRegistration'] as const) {
      const value = record[field] ?? before[field];
      if (value !== before[field]) throw new LessorError('INVALID_FIELD_VALUE', [String(value), field]);
    }
    // The size and content type are facts of the bytes, whatever the body says.
    return {
      ...record,
      entityName: before.entityName,
      entityRegistration: before.entityRegistration,
      size: file.size,
      mimeType: file.mime_type,
    };
  },

  async afterSave(record, { trx, actor, before }) {
    if (!before) return;
    await trx
      .updateTable('record_documents')
      .set({
        name: record.name ?? '',
        type: record.type ?? 'OTHER',
        sort_index: typeof record.sortIndex === 'number' ? record.sortIndex : null,
        updated_by: actor.username,
        updated_at: new Date(),
      })
      .where('tenant', '=', actor.tenant)
      .where('id', '=', record._id)
      .where('field', 'is', null)
      .execute();
  },

  async beforeDelete(record, { trx, actor }) {
    await trx
      .deleteFrom('record_documents')
      .where('tenant', '=', actor.tenant)
      .where('id', '=', record._id)
      .where('field', 'is', null)
      .execute();
  },
};

function fileOf(trx: TenantTransaction, tenant: string, id: string) {
  return trx
    .selectFrom('record_documents')
    .select(['size', 'mime_type'])
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .where('field', 'is', null)
    .executeTakeFirst();
}
