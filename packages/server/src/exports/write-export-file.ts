import { createWriteStream } from 'node:fs';
import type { ExcelColumn } from '@lessor/domain/api';
import { cellValue, numberFormats } from '../report/excel-workbook.ts';
import { excel } from '../report/load-workbook.ts';

/** Rows of an export, a page at a time, each row a value per column. */
export type ExportPages = AsyncIterable<readonly (readonly unknown[])[]>;

/**
 * Writes an export's rows to a file as they come, a page at a time: an .xlsx workbook through
 * exceljs's streaming writer, or a CSV file (UTF-8 with its byte order mark, so that a
 * spreadsheet reads accents; semicolons when the locale writes decimal commas). No more than a
 * page of rows is ever held. Answers how many rows were written.
 */
export async function writeExportFile(
  path: string,
  format: 'xlsx' | 'csv',
  columns: readonly ExcelColumn[],
  pages: ExportPages,
  options: { sheetName: string; separator?: ',' | ';' },
): Promise<number> {
  return format === 'xlsx'
    ? writeWorkbook(path, columns, pages, options.sheetName)
    : writeCsv(path, columns, pages, options.separator ?? ',');
}

async function writeWorkbook(
  path: string,
  columns: readonly ExcelColumn[],
  pages: ExportPages,
  sheetName: string,
): Promise<number> {
  const workbook = new (await excel()).stream.xlsx.WorkbookWriter({ filename: path, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    header: column.headerLabel,
    width: column.width ?? Math.min(Math.max(column.headerLabel.length + 2, 10), 60),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const page of pages) {
    for (const values of page) {
      const row = sheet.addRow(columns.map((column, index) => cellValue(values[index], column)));
      columns.forEach((column, index) => {
        const cell = row.getCell(index + 1);
        // As the list export: text stays text, never a formula.
        const format = typeof cell.value === 'string' ? '@' : column.format && numberFormats[column.format];
        if (format) cell.numFmt = format;
      });
      row.commit();
      count += 1;
    }
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

async function writeCsv(
  path: string,
  columns: readonly ExcelColumn[],
  pages: ExportPages,
  separator: string,
): Promise<number> {
  const out = createWriteStream(path, { encoding: 'utf8' });
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (out.write(text)) resolve();
      else out.once('drain', resolve).once('error', reject);
    });
  const line = (cells: readonly unknown[]) =>
    `${cells.map((cell) => csvCell(cell, separator)).join(separator)}\r\n`;
  await write(`\uFEFF${line(columns.map((column) => column.headerLabel))}`);
  let count = 0;
  for await (const page of pages) {
    await write(
      page.map((values) => line(columns.map((column, index) => cellValue(values[index], column)))).join(''),
    );
    count += page.length;
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return count;
}

/**
 * A CSV cell: quoted when it holds the separator, a quote or a line break; a text a spreadsheet
 * would take for a formula (=, +, -, @) is prefixed with a quote mark, as OWASP advises.
 */
function csvCell(value: unknown, separator: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replaceAll('"', '""')}"` : text;
}
