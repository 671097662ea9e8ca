import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { RecordDocument } from '@lessor/domain/api';
import { documentEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { isUuid } from '../db/is-uuid.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { ObjectSource } from '../objects/object-container.ts';
import { type ObjectStorage, storageOf } from '../storage/object-storage.ts';
import { openStoredFile } from '../storage/open-stored-file.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/** The record documents belong to, as found in its entity's table. */
export interface DocumentOwner {
  tenant: string;
  entityName: string;
  recordId: string;
  registration: string;
}

const metadataColumns = [
  'id',
  'entity_name',
  'entity_registration',
  'name',
  'type',
  'mime_type',
  'size',
  'sort_index',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
] as const;

/** The sort keys a documents list accepts, and their columns. */
const sortColumns = {
  name: 'name',
  type: 'type',
  mimeType: 'mime_type',
  size: 'size',
  sortIndex: 'sort_index',
  _insertDate: 'created_at',
  _updateDate: 'updated_at',
} as const;

export type DocumentMetadata = Omit<RecordDocument, 'contentToken'>;

/** The Document records: the served catalogue's workflows do not concern them. */
export const documentRecordsOf = (db: Database) =>
  new EntityService(db, new EntityCatalogue([documentEntity]), documentEntity);

/**
 * Reads and writes the documents of a record; every call runs in the tenant's transaction. Each
 * document is a Document record, written through its entity's service (its registration, history
 * and hooks), and a file row of the same id saying where its bytes are, in the tenant's storage
 * containers. The files of its file fields are read here too (a field's file opens like any
 * document), but they are listed, renamed and deleted through their field, as the record is saved.
 */
export class DocumentStore {
  readonly #trx: TenantTransaction;
  readonly #owner: DocumentOwner;
  readonly #storage: ObjectStorage;
  readonly #records: EntityService;

  constructor(trx: TenantTransaction, owner: DocumentOwner, db: Database) {
    this.#trx = trx;
    this.#owner = owner;
    this.#storage = storageOf(db);
    this.#records = documentRecordsOf(db);
  }

  /** The record's documents, of the given types when some are named, newest first unless sorted. */
  async list(types: readonly string[], sort: readonly string[]): Promise<DocumentMetadata[]> {
    // A file field's files are listed in their field, not among the record's documents.
    let query = this.#documents().select(metadataColumns).where('field', 'is', null);
    if (types.length > 0) query = query.where('type', 'in', types);
    for (const key of sort) {
      const descending = key.startsWith('-');
      const column = sortColumns[(descending ? key.slice(1) : key) as keyof typeof sortColumns];
      if (!column) throw new LessorError('INVALID_FIELD_IN_QUERY', ['sort']);
      query = query.orderBy(column, descending ? 'desc' : 'asc');
    }
    const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map(toDocument);
  }

  async find(documentId: string): Promise<DocumentMetadata> {
    const row = await this.#documents()
      .select(metadataColumns)
      .where('id', '=', this.#checkedId(documentId))
      .executeTakeFirst();
    if (!row) throw notFound(documentId);
    return toDocument(row);
  }

  /** A document and its bytes as a stream, for an answer that passes them on without holding them. */
  async open(documentId: string): Promise<{ document: DocumentMetadata; body: Readable | Buffer }> {
    const row = await this.#documents()
      .select([...metadataColumns, 'content', 'container', 'object_key'])
      .where('id', '=', this.#checkedId(documentId))
      .executeTakeFirst();
    if (!row) throw notFound(documentId);
    return {
      document: toDocument(row),
      body: await openStoredFile(this.#trx, this.#storage, this.#owner.tenant, row),
    };
  }

  /** A document and its bytes whole, for a reader that works on them (a conversion, a statement). */
  async content(documentId: string): Promise<{ document: DocumentMetadata; content: Buffer }> {
    const { document, body } = await this.open(documentId);
    return { document, content: Buffer.isBuffer(body) ? body : await buffer(body) };
  }

  /** Adds a file, its bytes in hand or in a file on disk (an upload), to the tenant's default container. */
  async add(
    file: {
      name: string;
      type: string;
      mimeType: string;
      content: ObjectSource;
      sortIndex?: number | undefined;
    },
    username: string,
  ): Promise<DocumentMetadata> {
    const stored = await this.#storage.put(this.#trx, this.#owner.tenant, file.content);
    const size = Buffer.isBuffer(file.content) ? file.content.length : file.content.size;
    try {
      const [record] = await this.#records.createWithin(this.#trx, this.#actor(username), [
        {
          name: file.name,
          type: file.type,
          entityName: this.#owner.entityName,
          entityRegistration: this.#owner.registration,
          mimeType: file.mimeType,
          size,
          ...(file.sortIndex === undefined ? {} : { sortIndex: file.sortIndex }),
        },
      ]);
      if (!record) throw new Error('unreachable: one body gives one record');
      const row = await this.#trx
        .insertInto('record_documents')
        .values({
          id: record._id,
          tenant: this.#owner.tenant,
          entity_name: this.#owner.entityName,
          record_id: this.#owner.recordId,
          entity_registration: this.#owner.registration,
          name: file.name,
          type: file.type,
          mime_type: file.mimeType,
          size,
          sort_index: file.sortIndex ?? null,
          container: stored.container,
          object_key: stored.objectKey,
          created_by: username,
          updated_by: username,
        })
        .returning(metadataColumns)
        .executeTakeFirstOrThrow();
      return toDocument(row);
    } catch (error) {
      await stored.discard();
      throw error;
    }
  }

  /** Renames, retypes or reorders a document through its Document record, which its file follows. */
  async change(
    documentId: string,
    change: { name?: string; type?: string; sortIndex?: number },
    username: string,
  ): Promise<DocumentMetadata> {
    await this.#ownDocument(documentId);
    await this.#records.patchWithin(this.#trx, this.#actor(username), documentId, change);
    return this.find(documentId);
  }

  /** Deletes a document: its Document record, and with it its file. */
  async remove(documentId: string, username: string): Promise<void> {
    await this.#ownDocument(documentId);
    await this.#records.removeWithin(this.#trx, this.#actor(username), documentId);
  }

  /** Refuses a document that is not one of the owner's documents (a file field's file included). */
  async #ownDocument(documentId: string): Promise<void> {
    const row = await this.#documents()
      .select('id')
      .where('field', 'is', null)
      .where('id', '=', this.#checkedId(documentId))
      .executeTakeFirst();
    if (!row) throw notFound(documentId);
  }

  #actor(username: string) {
    return { tenant: this.#owner.tenant, username };
  }

  /** The owner's documents; row-level security is the second guard of the tenant. */
  #documents() {
    return this.#trx
      .selectFrom('record_documents')
      .where('tenant', '=', this.#owner.tenant)
      .where('entity_name', '=', this.#owner.entityName)
      .where('record_id', '=', this.#owner.recordId);
  }

  /** A document id is a uuid: anything else names no document (and must not reach a uuid cast). */
  #checkedId(documentId: string): string {
    if (!isUuid(documentId)) throw notFound(documentId);
    return documentId;
  }
}

function notFound(documentId: string): LessorError {
  return new LessorError('ENTITY_REGISTRATION_NOT_FOUND', ['Document', documentId]);
}

interface MetadataRow {
  id: string;
  entity_name: string;
  entity_registration: string | null;
  name: string;
  type: string;
  mime_type: string;
  size: number;
  sort_index: number | null;
  created_at: Date;
  created_by: string;
  updated_at: Date;
  updated_by: string;
}

function toDocument(row: MetadataRow): DocumentMetadata {
  return {
    _id: row.id,
    name: row.name,
    type: row.type,
    mimeType: row.mime_type,
    size: row.size,
    ...(row.sort_index === null ? {} : { sortIndex: row.sort_index }),
    entityName: row.entity_name,
    entityRegistration: row.entity_registration ?? '',
    _insertDate: new Date(row.created_at).toISOString(),
    _insertUser: row.created_by,
    _updateDate: new Date(row.updated_at).toISOString(),
    _updateUser: row.updated_by,
  };
}
