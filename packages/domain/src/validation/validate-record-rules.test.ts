import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../fields/field-definition.ts';
import { parseRelativeDate } from '../formats/dates/parse-relative-date.ts';
import { validateRecord } from './validate-record.ts';

const fields = {
  name: { type: 'text', label: 'Name', mandatory: true, min: 2, max: 10 },
  email: { type: 'email', label: 'Email' },
  emails: { type: 'emails', label: 'Emails' },
  username: { type: 'username', label: 'Username' },
  phone: { type: 'phone', label: 'Phone' },
  birthDate: { type: 'date', label: 'Birth date' },
  quantity: { type: 'integer', label: 'Quantity', min: 1 },
  rate: { type: 'percentage', label: 'Rate', max: 1 },
  bankAccounts: {
    type: 'list',
    label: 'Bank accounts',
    fields: { bankIban: { type: 'iban', label: 'IBAN' } },
  },
} satisfies Record<string, FieldDefinition>;

const messages = (record: Record<string, unknown>, context = {}) =>
  validateRecord(fields, record, context).map(({ field, code, message }) => `${field} ${code} ${message}`);

describe('validateRecord with the format rules', () => {
  it('accepts a valid record', () => {
    expect(
      messages(
        {
          name: 'Ada',
          email: 'ada@example.com',
          emails: ['ada@example.com'],
          username: 'ada@acme',
          phone: '+33612345678',
          birthDate: '2000-06-14T23:00:00.000Z',
          quantity: 2,
          rate: 0.125,
          bankAccounts: [{ bankIban: 'FR1420041010050500013M02606' }],
        },
        { tenant: 'acme' },
      ),
    ).toEqual([]);
  });

  it('keeps MISSING_FIELD_IN_BODY for mandatory fields and the spec messages for formats', () => {
    expect(
      messages(
        {
          name: ' A ',
          email: 'ada@',
          emails: ['ada@example.com', 'nope'],
          username: 'ada',
          phone: '06 12',
          birthDate: '2024-02-31',
          quantity: 0,
          rate: 1.5,
        },
        { tenant: 'acme' },
      ),
    ).toEqual([
      'name INVALID_FIELD_VALUE Length must be ≥ 2',
      'email INVALID_FIELD_VALUE Email format should be "name@example.com"',
      'emails INVALID_FIELD_VALUE Email format should be "name@example.com"',
      'username INVALID_FIELD_VALUE Should be a valid email or a valid string ending with @acme',
      'phone INVALID_FIELD_VALUE Invalid format',
      'birthDate INVALID_DATE_FIELD Invalid date',
      'quantity INVALID_FIELD_VALUE Quantity must be ≥ 1',
      'rate INVALID_FIELD_VALUE Rate must be ≤ 1',
    ]);
    expect(messages({})).toEqual(['name MISSING_FIELD_IN_BODY Name is mandatory']);
  });

  it('checks IBANs in nested lists unless bypassIbanCheck is on', () => {
    const record = { name: 'Ada', bankAccounts: [{ bankIban: 'FR76 3000 6000 0112 3456 7890 188' }] };
    expect(messages(record)).toEqual(['bankAccounts[0].bankIban INVALID_IBAN IBAN is invalid']);
    expect(messages(record, { bypassIbanCheck: true })).toEqual([]);
  });

  it('keeps the type codes for values of the wrong type', () => {
    expect(messages({ name: 'Ada', quantity: 1.5, email: 3 })).toEqual([
      'email INVALID_STRING_FIELD Email has to be a text',
      'quantity INVALID_INTEGER_FIELD Quantity has to be an integer',
    ]);
  });

  it('refuses a blank text or an empty list where a number, a list or an object belongs', () => {
    expect(messages({ name: 'Ada', quantity: ' ', rate: '', bankAccounts: ' ', emails: [] })).toEqual([
      'quantity INVALID_INTEGER_FIELD Quantity has to be an integer',
      'rate INVALID_NUMBER_FIELD Rate has to be a number',
      'bankAccounts INVALID_ARRAY_FIELD Bank accounts has to be a list',
    ]);
    expect(messages({ name: ' ' })).toEqual(['name MISSING_FIELD_IN_BODY Name is mandatory']);
  });

  it('checks files against the limits a field declares', () => {
    const withFile = {
      scan: { type: 'file', label: 'Scan', maxSize: 1, extensions: ['pdf'] },
    } satisfies Record<string, FieldDefinition & { maxSize: number; extensions: string[] }>;
    expect(validateRecord(withFile, { scan: { name: 'a.exe', size: 1 } })).toEqual([
      {
        field: 'scan',
        code: 'INVALID_FILE_EXTENSION',
        message: 'Forbidden document extension "exe". Accepted formats: pdf',
      },
    ]);
    expect(validateRecord(withFile, { scan: { name: 'a.pdf', size: 2 * 1048576 } })[0]?.message).toBe(
      'File too large. Max size 1 MB',
    );
  });
});

describe('keys inherited from Object', () => {
  it('are undeclared fields, and read as no date', () => {
    const dateFields = { birthDate: { type: 'date', label: 'Birth date' } } as const;
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(validateRecord(dateFields, JSON.parse(`{"${key}": 1}`))).toEqual([
        { field: key, code: 'INVALID_FIELD_IN_BODY', message: `Unknown field ${key}` },
      ]);
      expect(parseRelativeDate(key)).toBeNull();
      expect(validateRecord(dateFields, { birthDate: key })[0]?.code).toBe('INVALID_DATE_FIELD');
    }
  });
});
