import type { StoredFile } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { FieldDefinition } from '@lessor/domain/fields';
import { isUuid } from '../../db/is-uuid.ts';
import type { TenantTransaction } from '../../tenancy/with-tenant.ts';
import { documentName } from './document-name.ts';

type Data = Record<string, unknown>;

/** The record whose file fields are saved. */
interface FileOwner {
  tenant: string;
  entityName: string;
  recordId: string;
  registration: string;
}

/** The columns of a record document that a file field's reference is made of. */
export const storedFileColumns = ['id', 'name', 'size', 'mime_type'] as const;

interface StoredFileRow {
  id: string;
  name: string;
  size: number;
  mime_type: string;
}

export const toStoredFile = (row: StoredFileRow): StoredFile => ({
  documentId: row.id,
  name: row.name,
  size: row.size,
  mimeType: row.mime_type,
});

/**
 * The file fields of a declaration. Their files are the record's documents, marked with the field;
 * they are uploaded ahead of the save (documents/field-file-uploads.ts) and claimed by it here.
 */
export function fileFieldsOf(entity: EntityDefinition): FileFields {
  return Object.entries(entity.fields).filter(([, field]) => isFileField(field));
}

/** A declared field holding files: `file` one, `files` several. */
export const isFileField = (field: FieldDefinition): boolean =>
  field.type === 'file' || field.type === 'files';

/** An entity's file fields, by name. */
export type FileFields = readonly (readonly [string, FieldDefinition])[];

/**
 * Brings a record's documents in step with its file fields, in the transaction that writes the
 * record, and answers the record with each file as stored. A file new to a field must be one the
 * same user uploaded for that field of that entity and no record has claimed: the record takes it.
 * A file renamed in its field is renamed; a file gone from its field is deleted. Anything else
 * (another record's file, an unknown id, a file as data) is refused and nothing is written.
 */
export async function saveFieldFiles(
  trx: TenantTransaction,
  owner: FileOwner,
  fileFields: FileFields,
  change: { before: Data | undefined; record: Data; username: string },
): Promise<Data> {
  const saved: Data = { ...change.record };
  for (const [key, field] of fileFields) {
    const files = await saveField(trx, owner, key, {
      before: storedFiles(change.before?.[key]),
      after: asList(change.record[key]),
      username: change.username,
    });
    if (field.type === 'files') saved[key] = files.length > 0 ? files : undefined;
    else saved[key] = files[0];
  }
  return saved;
}

async function saveField(
  trx: TenantTransaction,
  owner: FileOwner,
  field: string,
  change: { before: StoredFile[]; after: unknown[]; username: string },
): Promise<StoredFile[]> {
  const previous = new Map(change.before.map((file) => [file.documentId, file]));
  const saved: StoredFile[] = [];
  for (const item of change.after) {
    const documentId = (item as { documentId?: unknown } | null)?.documentId;
    if (typeof documentId !== 'string' || !isUuid(documentId) || saved.some(sameDocument(documentId)))
      throw new LessorError('INVALID_FIELD_VALUE', [String(documentId ?? 'file'), field]);
    const kept = previous.get(documentId);
    const typedName = (item as { name?: unknown }).name;
    const name = typedName === undefined ? kept?.name : documentName(typedName, field);
    if (kept) {
      previous.delete(documentId);
      if (name === kept.name) {
        saved.push(kept);
        continue;
      }
    }
    const row = await trx
      .updateTable('record_documents')
      .where('tenant', '=', owner.tenant)
      .where('entity_name', '=', owner.entityName)
      .where('field', '=', field)
      .set({
        record_id: owner.recordId,
        entity_registration: owner.registration,
        ...(name === undefined ? {} : { name }),
        updated_by: change.username,
        updated_at: new Date(),
      })
      .where('id', '=', documentId)
      .where((where) =>
        kept
          ? where('record_id', '=', owner.recordId)
          : where.and([where('record_id', 'is', null), where('created_by', '=', change.username)]),
      )
      .returning(storedFileColumns)
      .executeTakeFirst();
    if (!row) throw new LessorError('INVALID_FIELD_VALUE', [documentId, field]);
    saved.push(toStoredFile(row));
  }
  if (previous.size > 0)
    await trx
      .deleteFrom('record_documents')
      .where('tenant', '=', owner.tenant)
      .where('entity_name', '=', owner.entityName)
      .where('record_id', '=', owner.recordId)
      .where('field', '=', field)
      .where('id', 'in', [...previous.keys()])
      .execute();
  return saved;
}

const sameDocument = (documentId: string) => (file: StoredFile) => file.documentId === documentId;

const asList = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** The files a stored record's field holds, as the previous save left them. */
function storedFiles(value: unknown): StoredFile[] {
  return asList(value).filter(
    (file): file is StoredFile =>
      typeof file === 'object' && file !== null && typeof (file as StoredFile).documentId === 'string',
  );
}
