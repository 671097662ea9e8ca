import type { ExcelColumn, ExcelExport } from '@lessor/domain/api';

export const numberFormats: Readonly<Record<NonNullable<ExcelColumn['format']>, string | undefined>> = {
  text: '@',
  number: '#,##0.00########',
  integer: '0',
  currency: '#,##0.00',
  // A fraction cell shown as a percentage with the lists' digits: 2 to 4 decimals (foundation.md §5).
  percentage: '0.00##%',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
};

/** The workbook of an export, as the bytes of an .xlsx file. */
export async function excelWorkbook(request: ExcelExport): Promise<Buffer> {
  // Loaded on the first export: exceljs holds some 20 MB a server would carry from its start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(request.sheetName));
  sheet.columns = request.columns.map((column) => ({
    header: column.headerLabel,
    width: column.width ?? Math.min(Math.max(column.headerLabel.length + 2, 10), 60),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const item of request.data) {
    const values = request.columns.map((column, index) =>
      cellValue(
        Array.isArray(item) ? item[index] : (item as Record<string, unknown>)[column.key ?? ''],
        column,
      ),
    );
    const row = sheet.addRow(values);
    request.columns.forEach((column, index) => {
      const cell = row.getCell(index + 1);
      // Text is formatted as text too: a value starting with =, +, - or @ stays what it says and
      // never becomes a formula, not even when a user edits the cell.
      const format = typeof cell.value === 'string' ? '@' : column.format && numberFormats[column.format];
      if (format) cell.numFmt = format;
    });
  }
  if (request.autoFilter && request.columns.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: request.columns.length } };
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function cellValue(value: unknown, column: ExcelColumn): string | number | boolean | Date | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return JSON.stringify(value);
  if ((column.format === 'date' || column.format === 'datetime') && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  if (column.format && ['number', 'integer', 'currency', 'percentage'].includes(column.format)) {
    const number = Number(value);
    if (value.trim() !== '' && Number.isFinite(number)) return number;
  }
  // exceljs writes a string as a string cell; only a { formula } object would be a formula.
  return value;
}

/** Excel refuses sheet names over 31 characters or holding `: \ / ? * [ ]`. */
function sheetName(name: string | undefined): string {
  const cleaned = (name ?? '')
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned || 'Sheet1';
}
