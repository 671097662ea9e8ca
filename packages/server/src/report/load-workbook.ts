import { LessorError } from '@lessor/domain/errors';
import type { Workbook } from 'exceljs';

/** Loaded on first use: exceljs holds some 20 MB a server would carry from its start. */
export const excel = async () => (await import('exceljs')).default;

/** An uploaded .xlsx workbook, or the spec's `INVALID_FILE_EXTENSION` for a file that is not one. */
export async function loadWorkbook(bytes: Buffer): Promise<Workbook> {
  const workbook = new (await excel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new LessorError('INVALID_FILE_EXTENSION', ['(an .xlsx workbook is expected)']);
  }
  return workbook;
}
