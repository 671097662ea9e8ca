import type {
  EntityRecord,
  ImportColumn,
  ImportRowError,
  RecordSchema,
  RecordSchemaProperty,
} from '@lessor/domain/api';
import { importEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { readSheetCell } from '@lessor/domain/validation';
import { outcomeOf } from '@lessor/domain/workflow';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/is-database-unavailable.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { lockImport, writeImportState } from './import-record.ts';
import {
  countImportRows,
  nextPendingRows,
  type PendingRow,
  type RowOutcome,
  readImportColumns,
  recordRowOutcomes,
} from './import-rows.ts';
import { importableEntity, importSchemaOf } from './import-schema.ts';

/** What a queued import job carries: who runs it and which import. */
export interface ImportJob {
  tenant: string;
  username: string;
  importId: string;
}

export interface ImportRunner {
  db: Database;
  catalogue: EntityCatalogue;
  /** Rows written per transaction; each transaction also locks the import, so an action waits at most one batch. */
  batchSize?: number;
  /** Called once a run ends, with the import as it ended. */
  onEnd?: (actor: Actor, record: EntityRecord) => Promise<void>;
}

/** Rows per transaction: a batch holds its locks about a quarter of a second (bench/imports). */
const defaultBatchSize = 200;

/**
 * Writes an import's pending rows through the entity service, a batch per transaction, each row
 * in a savepoint: a refused row is recorded with its errors and the others are written. The run
 * stops between batches once the import is no longer PROCESSING (STOP_FETCHING), and ends it in
 * SUCCESS, WARNING or ERROR (processing.ts) when no row is pending.
 */
export async function runImport(runner: ImportRunner, job: ImportJob): Promise<void> {
  const actor: Actor = { tenant: job.tenant, username: job.username };
  const start = await withTenant(runner.db.app, actor.tenant, async (trx) => {
    const record = await lockImport(trx, actor, job.importId);
    if (record.status !== 'PROCESSING') return undefined;
    const entity = importableEntity(runner.catalogue, record.entityName);
    return {
      entity,
      columns: await readImportColumns(trx, job.importId),
      schema: await importSchemaOf(trx, actor.tenant, runner.catalogue, entity),
      locale: typeof record.locale === 'string' ? record.locale : 'en-US',
    };
  });
  if (!start) return;
  const service = new EntityService(runner.db, runner.catalogue, start.entity);
  const reading = {
    readRow: rowReader(start.columns, start.schema, start.locale),
    headers: new Map(start.columns.flatMap(({ field, header }) => (field ? [[field, header] as const] : []))),
  };
  const batchSize = runner.batchSize ?? defaultBatchSize;
  // Rows before it were taken by this run: each is written or refused once the batch commits.
  let afterLine = 0;
  for (;;) {
    // Ended: true when the run stops here, the record when it ended it.
    const ended = await withTenant(runner.db.app, actor.tenant, async (trx) => {
      const record = await lockImport(trx, actor, job.importId);
      if (record.status !== 'PROCESSING') return true;
      const rows = await nextPendingRows(trx, job.importId, { afterLine, limit: batchSize });
      afterLine = rows.at(-1)?.line ?? afterLine;
      if (rows.length === 0) {
        const counts = await countImportRows(trx, job.importId);
        return writeImportState(trx, actor, record, {
          status: outcomeOf(counts),
          writtenCount: counts.written,
          errorCount: counts.refused,
          endedAt: new Date().toISOString(),
        });
      }
      await recordRowOutcomes(trx, job.importId, await writeBatch(trx, actor, service, rows, reading));
      return false;
    });
    // Told once the transaction is over: a notification is written in a transaction of its own.
    if (ended !== false) {
      if (ended !== true) await runner.onEnd?.(actor, ended);
      return;
    }
  }
}

type RowReader = (row: PendingRow) => { values: Record<string, unknown> } | { errors: ImportRowError[] };

/** A row's cells as the record they fill, by the columns' fields; the cells that cannot, as errors. */
function rowReader(columns: readonly ImportColumn[], schema: RecordSchema, locale: string): RowReader {
  const mapped = columns.flatMap((column) => {
    const property = column.field ? schema.properties[column.field] : undefined;
    return column.field && property ? [{ ...column, field: column.field, property }] : [];
  });
  return ({ cells }) => {
    const values: Record<string, unknown> = {};
    const errors: ImportRowError[] = [];
    for (const { position, header, field, property } of mapped) {
      const cell = cells[position] ?? null;
      const value = readSheetCell(property as RecordSchemaProperty, cell, locale);
      if (value === undefined) {
        const error = new LessorError('INVALID_FIELD_VALUE', [cellText(cell), field]);
        errors.push({ code: error.code, message: error.message, column: header });
      } else if (value !== null) values[field] = value;
    }
    return errors.length > 0 ? { errors } : { values };
  };
}

function cellText(cell: unknown): string {
  if (cell !== null && typeof cell === 'object') return Object.values(cell).join('');
  return String(cell);
}

/**
 * Writes a batch's readable rows whole, as one creation of many records, in a savepoint: most
 * files are mostly right, and a batch costs one look-up of the records its rows name. At the first
 * refusal the batch is rolled back and its rows written one by one, each in its own savepoint.
 */
async function writeBatch(
  trx: TenantTransaction,
  actor: Actor,
  service: EntityService,
  rows: readonly PendingRow[],
  reading: { readRow: RowReader; headers: ReadonlyMap<string, string> },
): Promise<RowOutcome[]> {
  const read = rows.map((row) => ({ row, read: reading.readRow(row) }));
  const unreadable: RowOutcome[] = read.flatMap(({ row, read }) =>
    'errors' in read ? [{ line: row.line, state: 'REFUSED' as const, errors: read.errors }] : [],
  );
  const readable = read.flatMap(({ row, read }) => ('values' in read ? [{ row, values: read.values }] : []));
  await sql`savepoint import_batch`.execute(trx);
  try {
    const created = await service.createWithin(
      trx,
      actor,
      readable.map(({ values }) => values),
    );
    await sql`release savepoint import_batch`.execute(trx);
    return [
      ...unreadable,
      ...readable.map(
        ({ row }, index): RowOutcome => ({
          line: row.line,
          state: 'WRITTEN',
          recordId: created[index]?._id as string,
          registration: created[index]?.registration as string,
        }),
      ),
    ];
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    await sql`rollback to savepoint import_batch`.execute(trx);
  }
  const create = await service.creatorWithin(trx, actor);
  const outcomes = [...unreadable];
  for (const { row } of readable) outcomes.push(await writeRow(trx, create, row, reading));
  return outcomes;
}

/**
 * Creates one row's record in a savepoint of the batch's transaction: a refusal rolls back that
 * row alone and names why; any other failure (the database lost) fails the batch, whose rows stay
 * pending for the job's next attempt.
 */
async function writeRow(
  trx: TenantTransaction,
  create: (body: Record<string, unknown>) => Promise<EntityRecord>,
  row: PendingRow,
  { readRow, headers }: { readRow: RowReader; headers: ReadonlyMap<string, string> },
): Promise<RowOutcome> {
  const read = readRow(row);
  if ('errors' in read) return { line: row.line, state: 'REFUSED', errors: read.errors };
  await sql`savepoint import_row`.execute(trx);
  try {
    const record = await create(read.values);
    await sql`release savepoint import_row`.execute(trx);
    return {
      line: row.line,
      state: 'WRITTEN',
      recordId: record._id as string,
      registration: record.registration,
    };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    await sql`rollback to savepoint import_row`.execute(trx);
    return { line: row.line, state: 'REFUSED', errors: rowErrors(error, headers) };
  }
}

/** Why the entity service refused a row, each field error named by its column's header. */
function rowErrors(error: unknown, headers: ReadonlyMap<string, string>): ImportRowError[] {
  // A constraint of the database that no check foresaw: the row is refused, the others go on.
  const body =
    error instanceof LessorError ? error.toBody() : new LessorError('INTERNAL_ERROR', ['import']).toBody();
  if (body.errors && body.errors.length > 0)
    return body.errors.map((fieldError) => ({
      code: fieldError.code,
      message: fieldError.message,
      column: headers.get(fieldError.field) ?? fieldError.field,
    }));
  return [{ code: body.code, message: body.message }];
}

export const importJobName = `${importEntity.collection}.run`;
