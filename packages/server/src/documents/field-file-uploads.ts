import type { StoredFile } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { brokenFileRule, fileRuleMessage } from '@lessor/domain/validation';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/with-tenant.ts';
import { documentName } from '../entities/document-name.ts';
import { isFileField, storedFileColumns, toStoredFile } from '../entities/file-fields.ts';
import type { DocumentUpload } from './read-document-upload.ts';

/** The documents of file fields are of this type: the field, not the type, says what they are. */
const fieldDocumentType = 'OTHER';

/**
 * Keeps a file uploaded for a file field (`POST {entity route}/uploads`) until the save of its
 * record claims it: the file is checked against the field's extensions and size here, so a refused
 * file is never stored. Files no save claimed within a day are deleted as new ones arrive.
 */
export async function keepWaitingFile(
  trx: TenantTransaction,
  where: { tenant: string; entity: EntityDefinition; field: string | undefined },
  upload: DocumentUpload,
  username: string,
): Promise<StoredFile> {
  const { tenant, entity, field } = where;
  const declared = field === undefined ? undefined : entity.fields[field];
  if (!field || !declared || !isFileField(declared))
    throw new LessorError('INVALID_FIELD_IN_BODY', ['field']);
  const name = documentName(upload.name ?? upload.fileName);
  const broken = brokenFileRule({ name, size: upload.content.length }, declared);
  if (broken) {
    const error = { field, code: 'INVALID_FILE_EXTENSION' as const, message: fileRuleMessage(broken) };
    if (broken.rule === 'extension') throw new LessorError(error.code, [broken.extension], [error]);
    if (broken.rule === 'size')
      throw new LessorError('BODY_TOO_LARGE', [broken.limitBytes], [{ ...error, code: 'BODY_TOO_LARGE' }]);
  }
  await trx
    .deleteFrom('record_documents')
    .where('tenant', '=', tenant)
    .where('record_id', 'is', null)
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  const row = await trx
    .insertInto('record_documents')
    .values({
      tenant,
      entity_name: entity.name,
      record_id: null,
      entity_registration: null,
      field,
      name,
      type: fieldDocumentType,
      mime_type: upload.mimeType || 'application/octet-stream',
      size: upload.content.length,
      content: upload.content,
      created_by: username,
      updated_by: username,
    })
    .returning(storedFileColumns)
    .executeTakeFirstOrThrow();
  return toStoredFile(row);
}
