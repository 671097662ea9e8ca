import { parentPort, workerData } from 'node:worker_threads';
import type { ExcelExport } from '@lessor/domain/api';
import { Ajv } from 'ajv';
import { validationField } from '../validation/validation-field.ts';
import { exportLimits, exportSchema } from './excel-export-schema.ts';
import { excelWorkbook } from './excel-workbook.ts';

/** What the worker answers: the file, or the catalogue code and parameters of why not. */
export type WorkerAnswer =
  | { ok: true; fileName: string; bytes: Uint8Array }
  | {
      ok: false;
      code: 'INVALID_JSON_FIELD' | 'INVALID_FIELD_IN_BODY' | 'EXPORT_TOO_LARGE';
      params: unknown[];
    };

const isValidExport = new Ajv().compile<ExcelExport>(exportSchema);

/**
 * Reads, checks and writes one export, away from the event loop that serves every tenant: parsing
 * megabytes of JSON and building the workbook take seconds of CPU.
 */
async function buildWorkbook(body: Uint8Array): Promise<WorkerAnswer> {
  let request: unknown;
  try {
    request = JSON.parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8'));
  } catch {
    return { ok: false, code: 'INVALID_JSON_FIELD', params: ['body'] };
  }
  const data = (request as { data?: unknown } | null)?.data;
  const columns = (request as { columns?: unknown } | null)?.columns;
  if (Array.isArray(data) && data.length > exportLimits.rows)
    return { ok: false, code: 'EXPORT_TOO_LARGE', params: [exportLimits.rows, 'rows'] };
  if (Array.isArray(data) && Array.isArray(columns) && data.length * columns.length > exportLimits.cells)
    return { ok: false, code: 'EXPORT_TOO_LARGE', params: [exportLimits.cells, 'cells'] };
  if (!isValidExport(request)) {
    const [first] = isValidExport.errors ?? [];
    const field = validationField(first) || 'body';
    return { ok: false, code: 'INVALID_FIELD_IN_BODY', params: [field] };
  }
  return { ok: true, fileName: request.fileName, bytes: await excelWorkbook(request) };
}

parentPort?.postMessage(await buildWorkbook(workerData as Uint8Array));
