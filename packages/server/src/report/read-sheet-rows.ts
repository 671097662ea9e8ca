import type { SheetCell, SheetRows } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { Cell, CellValue } from 'exceljs';
import { loadWorkbook } from './load-workbook.ts';

/** Rows read at most: a paste of more is an import for a background job, not a form. */
export const maxSheetRows = 5000;

/**
 * The first worksheet of an .xlsx workbook as typed cells (`SheetRows`), blank trailing rows
 * left out: what the paste dialogs read a spreadsheet's rows from. A file that is not a workbook is
 * refused with the spec's `INVALID_FILE_EXTENSION`.
 */
export async function readSheetRows(bytes: Buffer): Promise<SheetRows> {
  const workbook = await loadWorkbook(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { sheet: '', rows: [] };
  if (sheet.actualRowCount > maxSheetRows + 1) throw new LessorError('SHEET_TOO_LARGE', [maxSheetRows]);
  const width = sheet.actualColumnCount;
  const rows: SheetCell[][] = [];
  sheet.eachRow((row) => {
    const cells: SheetCell[] = [];
    for (let column = 1; column <= width; column++) cells.push(cellOf(row.getCell(column)));
    rows.push(cells);
  });
  return { sheet: sheet.name, rows };
}

/** A cell's value as the spreadsheet shows it: a formula's result, a link's text, a rich text's words. */
export function cellOf(cell: Cell): SheetCell {
  const value = resultOf(cell.value);
  if (value instanceof Date) return { date: value.toISOString().slice(0, 10) };
  if (typeof value === 'number') return /%/.test(cell.numFmt ?? '') ? { percent: value } : value;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return null;
}

function resultOf(value: CellValue): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if ('result' in value) return resultOf(value.result as CellValue);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  // An error cell (#N/A, #DIV/0!) holds nothing to read.
  return null;
}
