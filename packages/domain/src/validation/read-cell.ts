import type { RecordSchema, RecordSchemaProperty } from '../api/record-schema-types.ts';
import type { SheetCell } from '../api/sheet-rows-types.ts';
import { tryParseDateString } from '../formats/index.ts';
import { normalizeFieldValue } from './normalize-field-value.ts';

/*
 * Rows that come from a spreadsheet, pasted (business-areas.md §5) or imported (foundation.md
 * §1): which field a header names, and what a cell holds for its field.
 */

const trueWords = new Set(['true', 'yes', 'y', '1', 'x', 'oui', 'vrai']);
const falseWords = new Set(['false', 'no', 'n', '0', 'non', 'faux']);

const comparable = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A header cell to the field it names: its name, else its label, else its label in the user's
 * language. A translation two fields share ('Nom' for both Name and Last name in French) names
 * neither: the user picks.
 * @example headerFieldReader(productSchema)('Rate') // 'rate'
 */
export function headerFieldReader(
  schema: RecordSchema,
  translate?: (label: string) => string,
): (header: string) => string | undefined {
  const properties = Object.entries(schema.properties);
  const byText = new Map<string, string>();
  const ambiguous = new Set<string>();
  const add = (text: string | undefined, field: string, exclusive: boolean) => {
    if (!text) return;
    const key = comparable(text);
    const known = byText.get(key);
    if (known === undefined) byText.set(key, field);
    else if (exclusive && known !== field) ambiguous.add(key);
  };
  for (const [name] of properties) add(name, name, false);
  for (const [name, property] of properties) add(property.title, name, false);
  const exact = new Set(byText.keys());
  for (const [name, property] of properties)
    if (translate) {
      const translated = translate(property.title);
      if (!exact.has(comparable(translated))) add(translated, name, true);
    }
  return (header: string) => {
    const key = comparable(header);
    return ambiguous.has(key) ? undefined : byText.get(key);
  };
}

/**
 * A typed text as its field stores it, read the way the user's locale writes numbers and dates;
 * undefined when the text does not read as that type.
 * @example readTextCell({ title: 'Rate', type: 'number', fieldType: 'percentage' }, '4,5 %', 'fr-FR') // 0.045
 */
export function readTextCell(property: RecordSchemaProperty, cell: string, locale: string): unknown {
  if (property.enum) {
    const wanted = cell.toUpperCase().replace(/[\s-]+/g, '_');
    return property.enum.find((value) => value.toUpperCase() === wanted);
  }
  switch (property.type) {
    case 'boolean': {
      const word = cell.toLowerCase();
      return trueWords.has(word) ? true : falseWords.has(word) ? false : undefined;
    }
    case 'number':
    case 'integer': {
      // Read as a plain number first: an integer field would round 2.5 where a row should be refused.
      const type = property.type === 'integer' ? 'number' : property.fieldType;
      const value = normalizeFieldValue({ type }, cell, { locale });
      if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
      return property.type === 'integer' && !Number.isInteger(value) ? undefined : value;
    }
    case 'string': {
      if (property.format !== 'date' && property.format !== 'date-time') return cell;
      return tryParseDateString(cell, { locale })?.toISOString();
    }
  }
}

/**
 * A workbook's typed cell as its field stores it: numbers, days and booleans as the sheet holds
 * them, texts read as typed text; undefined when it cannot fill that field, null when empty.
 */
export function readSheetCell(property: RecordSchemaProperty, cell: SheetCell, locale: string): unknown {
  if (cell === null || cell === '') return null;
  if (typeof cell === 'string') return readTextCell(property, cell.trim(), locale);
  if (typeof cell === 'boolean') return property.type === 'boolean' ? cell : undefined;
  if (typeof cell === 'number') {
    if (property.type === 'number') return cell;
    if (property.type === 'integer') return Number.isInteger(cell) ? cell : undefined;
    // A code written as a number (a postcode, a registration number) fills a text as it reads.
    return property.type === 'string' && !property.format
      ? readTextCell(property, String(cell), locale)
      : undefined;
  }
  if ('percent' in cell) return property.type === 'number' ? cell.percent : undefined;
  if (property.format === 'date') return `${cell.date}T00:00:00.000Z`;
  if (property.format === 'date-time') return `${cell.date}T00:00:00.000Z`;
  return undefined;
}
