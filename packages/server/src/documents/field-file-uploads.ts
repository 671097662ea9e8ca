import type { StoredFile } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { brokenFileRule, fileRuleMessage } from '@lessor/domain/validation';
import { sql } from 'kysely';
import { documentName } from '../entities/writing/document-name.ts';
import { isFileField, storedFileColumns, toStoredFile } from '../entities/writing/file-fields.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { SpooledFile } from '../storage/upload-spool.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import type { DocumentUpload } from './receive-document-upload.ts';

/** The documents of file fields are of this type: the field, not the type, says what they are. */
const fieldDocumentType = 'OTHER';

/** A file for a file field, checked and named, ready to be kept. */
export interface WaitingFile {
  field: string;
  name: string;
  mimeType: string;
}

/**
 * Checks a file uploaded for a file field (`POST {entity route}/uploads`) against the field's
 * extensions and size, before anything is stored: a refused file is never kept.
 */
export function checkWaitingFile(entity: EntityDefinition, upload: DocumentUpload): WaitingFile {
  const { field } = upload;
  const declared = field === undefined ? undefined : entity.fields[field];
  if (!field || !declared || !isFileField(declared))
    throw new LessorError('INVALID_FIELD_IN_BODY', ['field']);
  const name = documentName(upload.name ?? upload.fileName);
  const broken = brokenFileRule({ name, size: upload.file.size }, declared);
  if (broken) {
    const error = { field, code: 'INVALID_FILE_EXTENSION' as const, message: fileRuleMessage(broken) };
    if (broken.rule === 'extension') throw new LessorError(error.code, [broken.extension], [error]);
    if (broken.rule === 'size')
      throw new LessorError('BODY_TOO_LARGE', [broken.limitBytes], [{ ...error, code: 'BODY_TOO_LARGE' }]);
  }
  return { field, name, mimeType: upload.mimeType || 'application/octet-stream' };
}

/**
 * Keeps a checked file until the save of its record claims it. Files no save claimed within a day
 * are deleted as new ones arrive.
 */
export async function keepWaitingFile(
  trx: TenantTransaction,
  storage: ObjectStorage,
  where: { tenant: string; entity: EntityDefinition },
  file: WaitingFile & { content: SpooledFile },
  username: string,
): Promise<StoredFile> {
  const { tenant, entity } = where;
  await trx
    .deleteFrom('record_documents')
    .where('tenant', '=', tenant)
    .where('record_id', 'is', null)
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  const stored = await storage.put(trx, tenant, file.content);
  try {
    const row = await trx
      .insertInto('record_documents')
      .values({
        tenant,
        entity_name: entity.name,
        record_id: null,
        entity_registration: null,
        field: file.field,
        name: file.name,
        type: fieldDocumentType,
        mime_type: file.mimeType,
        size: file.content.size,
        container: stored.container,
        object_key: stored.objectKey,
        created_by: username,
        updated_by: username,
      })
      .returning(storedFileColumns)
      .executeTakeFirstOrThrow();
    return toStoredFile(row);
  } catch (error) {
    await stored.discard();
    throw error;
  }
}
