import type { EntityRecord, ImportColumn, ImportView, SheetCell } from '@lessor/domain/api';
import { importEntity, mappingEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { actionsAllowedIn, type ProcessingAction } from '@lessor/domain/workflow';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { endingInErrorOnFailure } from '../jobs/job-record.ts';
import { builtInTranslations } from '../locales/built-in-translations.ts';
import { readTenantTranslations } from '../locales/translation-store.ts';
import type { Actor } from '../tenancy/actor.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { lockImport, readImport, writeImportState } from './import-record.ts';
import {
  countImportRows,
  insertImportColumns,
  insertImportRows,
  markRowsPending,
  type PendingRow,
  readImportColumns,
  setImportColumnFields,
} from './import-rows.ts';
import { importableEntity, importSchemaOf } from './import-schema.ts';
import type { ImportFileRows } from './read-import-file.ts';
import { type ImportJob, importJobName, runImport } from './run-import.ts';
import { proposeColumns, saveColumnMappings } from './saved-column-mappings.ts';
import { undoImport, undoJobName } from './undo-import.ts';

export interface ImportUpload {
  entityName: unknown;
  fileName: string;
  locale: string;
  rows: ImportFileRows;
}

/**
 * Imports of files into entities (foundation.md §1): an upload keeps the file's rows and proposes
 * a field for each column; actions (processing.ts) run the rows through the entity service as a
 * job, stop it, go on, undo it. Every step is one short transaction on the import's locked record.
 */
export class Imports {
  readonly #db: Database;
  readonly #catalogue: EntityCatalogue;
  readonly #queue: JobQueue;
  readonly #imports: EntityService;
  readonly #mappings: EntityService;
  readonly #onEnd: ((actor: Actor, record: EntityRecord) => Promise<void>) | undefined;

  constructor(
    db: Database,
    catalogue: EntityCatalogue,
    queue: JobQueue,
    options: { onEnd?: (actor: Actor, record: EntityRecord) => Promise<void> } = {},
  ) {
    this.#db = db;
    this.#catalogue = catalogue;
    this.#queue = queue;
    this.#imports = new EntityService(db, catalogue, importEntity);
    this.#mappings = new EntityService(db, catalogue, mappingEntity);
    this.#onEnd = options.onEnd;
  }

  /** Runs this node's share of import jobs. */
  async work(): Promise<void> {
    const runner = {
      db: this.#db,
      catalogue: this.#catalogue,
      ...(this.#onEnd ? { onEnd: this.#onEnd } : {}),
    };
    const reported = (job: ImportJob, run: () => Promise<void>) =>
      endingInErrorOnFailure(this.#db, importEntity, { ...job, id: job.importId }, run);
    await this.#queue.work<ImportJob>(importJobName, (job) => reported(job, () => runImport(runner, job)));
    await this.#queue.work<ImportJob>(undoJobName, (job) => reported(job, () => undoImport(runner, job)));
  }

  /** Keeps an uploaded file's rows in a new DRAFT import, its columns mapped as proposed. */
  async upload(actor: Actor, upload: ImportUpload): Promise<ImportView> {
    const entity = importableEntity(this.#catalogue, upload.entityName);
    const rows = upload.rows[Symbol.asyncIterator]();
    const header = await rows.next();
    if (header.done) throw new LessorError('MISSING_FILE_IN_REQUEST');
    const headers = header.value.cells.map((cell, position) => headerText(cell, position));
    return withTenant(this.#db.app, actor.tenant, async (trx) => {
      const schema = await importSchemaOf(trx, actor.tenant, this.#catalogue, entity);
      const translations = {
        ...builtInTranslations(upload.locale),
        ...(await readTenantTranslations(trx, actor.tenant, upload.locale)),
      };
      const columns = await proposeColumns(
        trx,
        entity.name,
        schema,
        headers,
        (label) => translations[label] ?? label,
      );
      const [created] = await this.#imports.createWithin(trx, actor, [
        {
          name: upload.fileName,
          type: 'CREATE',
          entityName: entity.name,
          fileName: upload.fileName,
          locale: upload.locale,
          rowCount: 0,
        },
      ]);
      if (!created) throw new Error('unreachable: one body gives one record');
      const id = created._id as string;
      await insertImportColumns(trx, actor.tenant, id, columns);
      const rowCount = await insertImportRows(trx, actor.tenant, id, rest(rows));
      const record = await writeImportState(trx, actor, created, { rowCount });
      return this.#view(trx, actor, record);
    });
  }

  /** The import with its columns, counts and the actions its status allows. */
  view(actor: Actor, id: string): Promise<ImportView> {
    return withTenant(this.#db.app, actor.tenant, async (trx) =>
      this.#view(trx, actor, await readImport(trx, actor, id)),
    );
  }

  /**
   * Carries out an action the import's status allows, else refuses it (ACTION_NOT_ALLOWED).
   * DO takes the columns' fields as the user mapped them (`{header position: field or null}`).
   */
  async act(actor: Actor, id: string, action: string, body: { columns?: unknown } = {}): Promise<ImportView> {
    const { view, job } = await withTenant(this.#db.app, actor.tenant, async (trx) => {
      const record = await lockImport(trx, actor, id);
      if (!(actionsAllowedIn(record.status ?? '') as readonly string[]).includes(action))
        throw new LessorError('ACTION_NOT_ALLOWED', [
          action,
          importEntity.label,
          record.registration,
          record.status ?? '',
        ]);
      const importId = record._id as string;
      const now = new Date().toISOString();
      let job: string | undefined;
      let after: EntityRecord;
      switch (action as ProcessingAction) {
        case 'DO': {
          const columns = await this.#mapColumns(trx, actor, record, body.columns);
          await saveColumnMappings(trx, actor, this.#mappings, String(record.entityName), columns);
          after = await writeImportState(trx, actor, record, {
            status: 'PROCESSING',
            startedAt: now,
            endedAt: null,
          });
          job = importJobName;
          break;
        }
        case 'CONTINUE':
          after = await writeImportState(trx, actor, record, { status: 'PROCESSING', endedAt: null });
          job = importJobName;
          break;
        case 'STOP_FETCHING':
          after = await writeImportState(trx, actor, record, { status: 'STOPPED', endedAt: now });
          break;
        case 'RESET':
          await markRowsPending(trx, importId, { state: 'REFUSED' });
          after = await writeImportState(trx, actor, record, {
            status: 'DRAFT',
            errorCount: 0,
            endedAt: null,
          });
          break;
        case 'COMPLETE':
          after = await writeImportState(trx, actor, record, { status: 'SUCCESS', endedAt: now });
          break;
        case 'UNDO':
          after = await writeImportState(trx, actor, record, { status: 'PROCESSING', endedAt: null });
          job = undoJobName;
          break;
      }
      return { view: await this.#view(trx, actor, after), job };
    });
    if (job)
      await this.#queue.send<ImportJob>(job, {
        tenant: actor.tenant,
        username: actor.username,
        importId: view.record._id as string,
      });
    return view;
  }

  async #view(trx: TenantTransaction, actor: Actor, record: EntityRecord): Promise<ImportView> {
    const id = record._id as string;
    const entity = importableEntity(this.#catalogue, record.entityName);
    const schema = await importSchemaOf(trx, actor.tenant, this.#catalogue, entity);
    return {
      record,
      columns: await readImportColumns(trx, id),
      fields: Object.entries(schema.properties).map(([field, property]) => ({
        field,
        label: property.title,
      })),
      counts: await countImportRows(trx, id),
      actions: actionsAllowedIn(record.status ?? ''),
    };
  }

  /** The columns as the user mapped them: each a field of the entity, or null to leave it out. */
  async #mapColumns(
    trx: TenantTransaction,
    actor: Actor,
    record: EntityRecord,
    mapping: unknown,
  ): Promise<ImportColumn[]> {
    const columns = await readImportColumns(trx, record._id as string);
    if (mapping === undefined) return columns;
    if (mapping === null || typeof mapping !== 'object' || Array.isArray(mapping))
      throw new LessorError('INVALID_FIELD_IN_BODY', ['columns']);
    const entity = importableEntity(this.#catalogue, record.entityName);
    const schema = await importSchemaOf(trx, actor.tenant, this.#catalogue, entity);
    const fields = new Map<number, string | null>();
    for (const [key, field] of Object.entries(mapping)) {
      const position = Number(key);
      if (!columns.some((column) => column.position === position))
        throw new LessorError('INVALID_FIELD_IN_BODY', [`columns.${key}`]);
      if (field !== null && (typeof field !== 'string' || !(field in schema.properties)))
        throw new LessorError('INVALID_FIELD_VALUE', [String(field), `columns.${key}`]);
      fields.set(position, field);
    }
    const chosen = columns.map((column) =>
      fields.has(column.position) ? { ...column, field: fields.get(column.position) ?? null } : column,
    );
    const repeated = chosen.find(
      (column, index) => column.field && chosen.findIndex((other) => other.field === column.field) !== index,
    );
    if (repeated)
      throw new LessorError('INVALID_FIELD_VALUE', [repeated.field, `columns.${repeated.position}`]);
    await setImportColumnFields(trx, record._id as string, fields);
    return chosen;
  }
}

function headerText(cell: SheetCell, position: number): string {
  if (cell === null || cell === '') return `Column ${position + 1}`;
  return typeof cell === 'object' ? Object.values(cell).join('') : String(cell).trim();
}

/** The rows after the header, from the iterator that read it. */
async function* rest(rows: AsyncIterator<PendingRow>): AsyncIterable<PendingRow> {
  for (let next = await rows.next(); !next.done; next = await rows.next()) yield next.value;
}
