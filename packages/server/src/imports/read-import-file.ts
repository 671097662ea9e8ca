import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { SheetCell } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { Row } from 'exceljs';
import { excel } from '../report/load-workbook.ts';
import { cellOf } from '../report/read-sheet-rows.ts';

/** A row of a file and its line there, as a spreadsheet numbers it (the header is line 1). */
interface FileRow {
  line: number;
  cells: SheetCell[];
}

/** An uploaded file's rows that hold something, the header row first, read one at a time. */
export type ImportFileRows = AsyncIterable<FileRow>;

/**
 * The rows of an imported file: the first worksheet of an .xlsx workbook, streamed so that a
 * file of 100,000 rows is never held whole, or a CSV file (UTF-8; comma, semicolon or tab).
 * Another kind of file is refused with the spec's `INVALID_FILE_EXTENSION`.
 */
export function readImportFile(path: string, fileName: string): ImportFileRows {
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension === 'xlsx') return workbookRows(path);
  if (extension === 'csv' || extension === 'txt') return csvRows(path);
  throw new LessorError('INVALID_FILE_EXTENSION', [`.${extension ?? ''} (.xlsx or .csv expected)`]);
}

async function* workbookRows(path: string): ImportFileRows {
  const reader = new (await excel()).stream.xlsx.WorkbookReader(createReadStream(path), {
    sharedStrings: 'cache',
    // Styles tell a percentage from a plain number.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  try {
    for await (const sheet of reader) {
      let width = 0;
      for await (const row of sheet as AsyncIterable<Row>) {
        if (width === 0) width = row.cellCount;
        const cells: SheetCell[] = [];
        for (let column = 1; column <= width; column++) cells.push(cellOf(row.getCell(column)));
        if (cells.some((cell) => cell !== null && cell !== '')) yield { line: row.number, cells };
      }
      // The first sheet only.
      return;
    }
  } catch (error) {
    if (error instanceof LessorError) throw error;
    throw new LessorError('INVALID_FILE_EXTENSION', ['(an .xlsx workbook is expected)']);
  }
}

async function* csvRows(path: string): ImportFileRows {
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  const separator = separatorOf(text.slice(0, text.indexOf('\n') >>> 0));
  for (const row of csvLines(text, separator)) {
    if (row.cells.some((cell) => cell.trim() !== '')) yield row;
  }
}

/** The separator the header line uses most: a French spreadsheet writes semicolons. */
function separatorOf(header: string): string {
  const counts = [',', ';', '\t'].map((separator) => [separator, header.split(separator).length] as const);
  return counts.reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
}

/**
 * RFC 4180 records, each with the line it starts on: quoted cells may hold separators, doubled
 * quotes and line breaks.
 */
function* csvLines(text: string, separator: string): Generator<{ line: number; cells: string[] }> {
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '\n') line += 1;
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      cells.push(cell);
      yield { line: start, cells };
      line += 1;
      start = line;
      cells = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) yield { line: start, cells: [...cells, cell] };
}
