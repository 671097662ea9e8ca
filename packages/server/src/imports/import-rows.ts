import type {
  ImportColumn,
  ImportRow,
  ImportRowCounts,
  ImportRowError,
  ImportRowState,
  SheetCell,
} from '@lessor/domain/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/*
 * The rows and columns an import read from its file (db/migrations/imports-migration.ts), in the
 * tenant's transaction.
 */

export interface PendingRow {
  line: number;
  cells: SheetCell[];
}

/** Rows inserted per statement: a few hundred kilobytes of JSON, far below any parameter limit. */
const rowsPerInsert = 500;

export async function insertImportColumns(
  trx: TenantTransaction,
  tenant: string,
  importId: string,
  columns: readonly ImportColumn[],
): Promise<void> {
  if (columns.length === 0) return;
  await trx
    .insertInto('import_columns')
    .values(columns.map((column) => ({ tenant, import_id: importId, ...column })))
    .execute();
}

export async function readImportColumns(trx: TenantTransaction, importId: string): Promise<ImportColumn[]> {
  return trx
    .selectFrom('import_columns')
    .select(['position', 'header', 'field'])
    .where('import_id', '=', importId)
    .orderBy('position')
    .execute();
}

export async function setImportColumnFields(
  trx: TenantTransaction,
  importId: string,
  fields: ReadonlyMap<number, string | null>,
): Promise<void> {
  for (const [position, field] of fields)
    await trx
      .updateTable('import_columns')
      .set({ field })
      .where('import_id', '=', importId)
      .where('position', '=', position)
      .execute();
}

/** Stores rows as read, numbered by their line in the file; answers how many. */
export async function insertImportRows(
  trx: TenantTransaction,
  tenant: string,
  importId: string,
  rows: AsyncIterable<PendingRow>,
): Promise<number> {
  let chunk: PendingRow[] = [];
  let count = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    await trx
      .insertInto('import_rows')
      .values(
        chunk.map((row) => ({
          tenant,
          import_id: importId,
          line: row.line,
          cells: JSON.stringify(row.cells),
        })),
      )
      .execute();
    count += chunk.length;
    chunk = [];
  };
  for await (const row of rows) {
    chunk.push(row);
    if (chunk.length >= rowsPerInsert) await flush();
  }
  await flush();
  return count;
}

/**
 * The next rows to write, in file order, after the last line a run took: the rows it wrote are
 * dead tuples until a vacuum, still in the state index, and a scan from the first line would
 * step over all of them at every batch.
 */
export async function nextPendingRows(
  trx: TenantTransaction,
  importId: string,
  { afterLine, limit }: { afterLine: number; limit: number },
): Promise<PendingRow[]> {
  const rows = await trx
    .selectFrom('import_rows')
    .select(['line', 'cells'])
    .where('import_id', '=', importId)
    .where('state', '=', 'PENDING')
    .where('line', '>', afterLine)
    .orderBy('line')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ line: row.line, cells: row.cells as SheetCell[] }));
}

export interface RowOutcome {
  line: number;
  state: 'WRITTEN' | 'REFUSED';
  recordId?: string;
  registration?: string;
  errors?: readonly ImportRowError[];
}

/**
 * Records what became of a batch of rows, in one statement. The rows are also named by `line =
 * any(...)`: the table grew by a whole file in a transaction the planner has no statistics of, and
 * a join alone may scan every row of the import at every batch.
 */
export async function recordRowOutcomes(
  trx: TenantTransaction,
  importId: string,
  outcomes: readonly RowOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const lines = outcomes.map((outcome) => outcome.line);
  const states = outcomes.map((outcome) => outcome.state);
  const recordIds = outcomes.map((outcome) => outcome.recordId ?? null);
  const registrations = outcomes.map((outcome) => outcome.registration ?? null);
  const errors = outcomes.map((outcome) => (outcome.errors ? JSON.stringify(outcome.errors) : null));
  await sql`update import_rows set state = o.state, record_id = o.record_id,
      record_registration = o.registration, errors = o.errors::jsonb
    from unnest(${lines}::integer[], ${states}::text[], ${recordIds}::uuid[], ${registrations}::text[],
      ${errors}::text[]) as o(line, state, record_id, registration, errors)
    where import_rows.import_id = ${importId} and import_rows.line = any(${lines}::integer[])
      and import_rows.line = o.line`.execute(trx);
}

export async function countImportRows(trx: TenantTransaction, importId: string): Promise<ImportRowCounts> {
  const rows = await trx
    .selectFrom('import_rows')
    .select(['state', (eb) => eb.fn.countAll<string>().as('count')])
    .where('import_id', '=', importId)
    .groupBy('state')
    .execute();
  const counts: ImportRowCounts = { total: 0, pending: 0, written: 0, refused: 0 };
  for (const row of rows) {
    const count = Number(row.count);
    counts.total += count;
    if (row.state === 'PENDING') counts.pending = count;
    else if (row.state === 'WRITTEN') counts.written = count;
    else counts.refused = count;
  }
  return counts;
}

/** A page of rows, by state, in file order: what the results card lists. */
export async function readImportRows(
  trx: TenantTransaction,
  importId: string,
  { state, offset, limit }: { state?: ImportRowState; offset: number; limit: number },
): Promise<ImportRow[]> {
  let query = trx
    .selectFrom('import_rows')
    .select(['line', 'state', 'cells', 'record_registration', 'errors'])
    .where('import_id', '=', importId);
  if (state) query = query.where('state', '=', state);
  const rows = await query.orderBy('line').offset(offset).limit(limit).execute();
  return rows.map((row) => ({
    line: row.line,
    state: row.state,
    cells: row.cells as SheetCell[],
    registration: row.record_registration,
    errors: (row.errors ?? []) as ImportRowError[],
  }));
}

/** The records an import wrote, last first, a batch at a time: what an undo removes. */
export async function writtenRecords(
  trx: TenantTransaction,
  importId: string,
  { beforeLine, limit }: { beforeLine: number; limit: number },
): Promise<{ line: number; recordId: string; registration: string | null }[]> {
  const rows = await trx
    .selectFrom('import_rows')
    .select(['line', 'record_id', 'record_registration'])
    .where('import_id', '=', importId)
    .where('state', '=', 'WRITTEN')
    .where('line', '<', beforeLine)
    .where('record_id', 'is not', null)
    .orderBy('line', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    line: row.line,
    recordId: row.record_id as string,
    registration: row.record_registration,
  }));
}

/** Puts rows back to be written again: refused ones on a reset, written ones once undone. */
export async function markRowsPending(
  trx: TenantTransaction,
  importId: string,
  which: { state: 'REFUSED' } | { lines: readonly number[] },
): Promise<void> {
  let query = trx
    .updateTable('import_rows')
    .set({ state: 'PENDING', record_id: null, record_registration: null, errors: null })
    .where('import_id', '=', importId);
  query = 'state' in which ? query.where('state', '=', which.state) : query.where('line', 'in', which.lines);
  if ('lines' in which && which.lines.length === 0) return;
  await query.execute();
}
