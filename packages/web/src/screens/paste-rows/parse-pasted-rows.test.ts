import type { RecordSchema } from '@lessor/domain/api';
import { describe, expect, it } from 'vitest';
import { parsePastedRows } from './parse-pasted-rows.ts';

const schema: RecordSchema = {
  title: 'Product',
  type: 'object',
  properties: {
    name: { title: 'Name', type: 'string', fieldType: 'text' },
    code: { title: 'Code', type: 'string', fieldType: 'text' },
    contractType: {
      title: 'Contract type',
      type: 'string',
      fieldType: 'select',
      enum: ['LEASE', 'HIRE_PURCHASE'],
    },
    rate: { title: 'Rate', type: 'number', fieldType: 'percentage' },
    startDate: { title: 'Start date', type: 'string', fieldType: 'date', format: 'date' },
    quantity: { title: 'Quantity', type: 'integer', fieldType: 'integer' },
    isActive: { title: 'Active', type: 'boolean', fieldType: 'checkbox' },
  },
  required: ['name'],
  additionalProperties: false,
};
const english = { locale: 'en-GB' };

describe('parsePastedRows', () => {
  it('reads each column by field name or label, in the types of the fields', () => {
    const text = [
      'name\tContract type\tRate\tStart date\tQuantity\tActive',
      'Car lease\tlease\t4.5%\t15/06/2026\t3\tyes',
      'Truck\tHire purchase\t0.25\t2026-01-31\t\tno',
      '',
    ].join('\r\n');
    expect(parsePastedRows(text, schema, english)).toEqual({
      ok: true,
      rows: [
        {
          name: 'Car lease',
          contractType: 'LEASE',
          rate: 0.045,
          startDate: '2026-06-15T00:00:00.000Z',
          quantity: 3,
          isActive: true,
        },
        {
          name: 'Truck',
          contractType: 'HIRE_PURCHASE',
          rate: 0.0025,
          startDate: '2026-01-31T00:00:00.000Z',
          isActive: false,
        },
      ],
    });
  });

  it('reads numbers as the user writes them and headers in the user language', () => {
    const french = (label: string) => ({ Name: 'Nom', Rate: 'Taux' })[label] ?? label;
    const parsed = parsePastedRows('Nom\tTaux\nBail\t4,5 %', schema, { locale: 'fr-FR', translate: french });
    expect(parsed).toEqual({ ok: true, rows: [{ name: 'Bail', rate: 0.045 }] });
  });

  it('refuses the whole paste at its first problem, saying where', () => {
    const parse = (text: string) => parsePastedRows(text, schema, english);
    expect(parse('Name')).toEqual({ ok: false, problem: { kind: 'noRows' } });
    expect(parse('Name\tColour\nA\tred')).toEqual({
      ok: false,
      problem: { kind: 'unknownColumn', row: 1, column: 'Colour' },
    });
    expect(parse('Name\tname\nA\tB')).toMatchObject({ ok: false, problem: { kind: 'repeatedColumn' } });
    expect(parse('Name\tRate\nA\t1%\nB\tfast')).toEqual({
      ok: false,
      problem: { kind: 'unreadableValue', row: 3, column: 'Rate' },
    });
    expect(parse('Name\tContract type\nA\tBOAT')).toMatchObject({ problem: { kind: 'unreadableValue' } });
    expect(parse('Name\tQuantity\nA\t2.5')).toMatchObject({ problem: { kind: 'unreadableValue' } });
    expect(parse('Name\tStart date\nA\t31/31/2026')).toMatchObject({ problem: { kind: 'unreadableValue' } });
    expect(parse('Name\tCode\n\tC1')).toEqual({
      ok: false,
      problem: { kind: 'missingValue', row: 2, column: 'Name' },
    });
    expect(parse('Name\nA\tstray')).toEqual({ ok: false, problem: { kind: 'extraCell', row: 2 } });
  });

  it('takes plain text that has no tabs as one column of names', () => {
    expect(parsePastedRows('Name\nA\nB', schema, english)).toEqual({
      ok: true,
      rows: [{ name: 'A' }, { name: 'B' }],
    });
  });
});
