import type { RecordSchema, RecordSchemaProperty } from '@lessor/domain/api';
import { headerFieldReader, readTextCell } from '@lessor/domain/validation';

/** Why a paste cannot be sent, and where: `row` counts the lines pasted, the header being 1. */
export type PasteProblem =
  | { kind: 'noRows' }
  | { kind: 'unknownColumn'; row: 1; column: string }
  | { kind: 'repeatedColumn'; row: 1; column: string }
  | { kind: 'extraCell'; row: number }
  | { kind: 'unreadableValue'; row: number; column: string }
  | { kind: 'missingValue'; row: number; column: string };

export type PastedRows = { ok: true; rows: Record<string, unknown>[] } | { ok: false; problem: PasteProblem };

interface ParseOptions {
  /** The user's locale: numbers and dates are read as they are written in it. */
  locale: string;
  /** The field labels as the user reads them, so that a header may be written in the user's language. */
  translate?: (label: string) => string;
}

/**
 * Reads rows copied from a spreadsheet (tab-separated, a header row naming each column by a
 * field's name or label) against an entity's schema (business-areas.md §5, product paste). Every
 * value must read as its field's type, every header must name a field and every required field
 * must be filled: one problem refuses the whole paste, so that nothing half-read is sent.
 * @example parsePastedRows('Name\tRate\nCar lease\t4,5 %', productSchema, { locale: 'fr-FR' })
 *   // { ok: true, rows: [{ name: 'Car lease', rate: 0.045 }] }
 */
export function parsePastedRows(text: string, schema: RecordSchema, options: ParseOptions): PastedRows {
  const [header, ...lines] = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t').map((cell) => cell.trim()));
  if (!header || lines.length === 0) return refuse({ kind: 'noRows' });

  const fieldOf = headerFieldReader(schema, options.translate);
  const fields: string[] = [];
  for (const column of header) {
    const field = fieldOf(column);
    if (!field) return refuse({ kind: 'unknownColumn', row: 1, column });
    if (fields.includes(field)) return refuse({ kind: 'repeatedColumn', row: 1, column });
    fields.push(field);
  }

  const rows: Record<string, unknown>[] = [];
  for (const [index, cells] of lines.entries()) {
    const row = index + 2;
    if (cells.length > fields.length && cells.slice(fields.length).some((cell) => cell !== ''))
      return refuse({ kind: 'extraCell', row });
    const record: Record<string, unknown> = {};
    for (const [position, field] of fields.entries()) {
      const cell = cells[position] ?? '';
      if (cell === '') continue;
      const value = readTextCell(schema.properties[field] as RecordSchemaProperty, cell, options.locale);
      if (value === undefined)
        return refuse({ kind: 'unreadableValue', row, column: header[position] ?? field });
      record[field] = value;
    }
    const missing = schema.required.find((field) => record[field] === undefined);
    if (missing)
      return refuse({ kind: 'missingValue', row, column: schema.properties[missing]?.title ?? missing });
    rows.push(record);
  }
  return { ok: true, rows };
}

function refuse(problem: PasteProblem): PastedRows {
  return { ok: false, problem };
}
