import type { RecordSchema, SheetCell } from '@lessor/domain/api';
import { describe, expect, it } from 'vitest';
import { parsePastedRows } from './parse-pasted-rows.ts';
import { sheetRowsText } from './sheet-rows-text.ts';

const schema: RecordSchema = {
  title: 'Product',
  type: 'object',
  properties: {
    name: { title: 'Name', type: 'string', fieldType: 'text' },
    unitPrice: { title: 'Unit price', type: 'number', fieldType: 'currency' },
    rate: { title: 'Rate', type: 'number', fieldType: 'percentage' },
    startDate: { title: 'Start date', type: 'string', fieldType: 'date', format: 'date' },
    isActive: { title: 'Active', type: 'boolean', fieldType: 'checkbox' },
  },
  required: ['name'],
  additionalProperties: false,
};

const workbookRows: SheetCell[][] = [
  ['Name', 'Unit price', 'Rate', 'Start date', 'Active'],
  ['Tractor\t5100M', 1_298_500.25, { percent: 0.0435 }, { date: '2026-01-31' }, true],
  ['Forklift', 0.5, null, null, false],
];

describe('the rows of a workbook as pasted text', () => {
  it.each(['en-GB', 'en-US', 'fr-FR', 'de-DE'])('read back to the same values in %s', (locale) => {
    const parsed = parsePastedRows(sheetRowsText(workbookRows, locale), schema, { locale });
    expect(parsed).toEqual({
      ok: true,
      rows: [
        {
          name: 'Tractor 5100M',
          unitPrice: 1_298_500.25,
          rate: 0.0435,
          startDate: '2026-01-31T00:00:00.000Z',
          isActive: true,
        },
        { name: 'Forklift', unitPrice: 0.5, isActive: false },
      ],
    });
  });

  it("write numbers and days as the user's locale does, a cell per tab", () => {
    expect(sheetRowsText(workbookRows, 'fr-FR').split('\n')[1]).toBe(
      'Tractor 5100M\t1298500,25\t4,35\u00a0%\t31/01/2026\ttrue',
    );
  });
});
