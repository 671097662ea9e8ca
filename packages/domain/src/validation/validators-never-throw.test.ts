import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../fields/field-definition.ts';
import * as formats from '../formats/index.ts';
import * as validation from './index.ts';

/** Inputs a validator must answer 'invalid' to, never an exception. */
const hostile: unknown[] = [
  null,
  undefined,
  0,
  -1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  1e308,
  12345678n,
  true,
  {},
  [],
  ['FR1420041010050500013M02606'],
  { toString: () => 'FR1420041010050500013M02606' },
  {
    toString() {
      throw new Error('poisoned');
    },
  },
  'x'.repeat(10_240),
  `FR14${'0'.repeat(10_240)}`,
  `${'a'.repeat(10_240)}@example.com`,
  '😀'.repeat(2_000),
  '👨‍👩‍👧‍👦 @ 👨‍👩‍👧‍👦.com',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u202eFR1420041010050500013M02606',
  '\u0000',
  '   ',
];

const booleanValidators: Record<string, (value: unknown) => boolean> = {
  isValidIban: formats.isValidIban,
  isValidRib: (value) => formats.isValidRib(value, 'MA'),
  isValidDni: formats.isValidDni,
  isValidNie: formats.isValidNie,
  isValidCif: formats.isValidCif,
  isValidSpanishId: formats.isValidSpanishId,
  isValidSiren: formats.isValidSiren,
  isValidSiret: formats.isValidSiret,
  isValidEmail: formats.isValidEmail,
  isValidUsername: (value) => formats.isValidUsername(value, 'acme'),
  isValidPhone: formats.isValidPhone,
  isValidUuid: formats.isValidUuid,
  isValidUrl: formats.isValidUrl,
  isValidDateString: (value) => formats.isValidDateString(value, { locale: 'fr-FR' }),
};

const messageValidators: Record<string, (value: unknown) => string | undefined> = {
  validateIban: (value) => validation.validateIban(value),
  validateSpanishId: validation.validateSpanishId,
  validateEmail: validation.validateEmail,
  validateEmails: validation.validateEmails,
  validatePhone: (value) => validation.validatePhone(value),
  validateUsername: (value) => validation.validateUsername(value, { tenant: 'acme' }),
  validateDate: (value) => validation.validateDate(value, { label: 'Date' }, { locale: 'fr-FR' }),
  validateNumber: (value) => validation.validateNumber(value, { label: 'Amount' }),
  validateInteger: (value) => validation.validateInteger(value, { label: 'Quantity' }),
  validatePercentage: (value) => validation.validatePercentage(value, { label: 'Rate' }),
  validateVatNumber: formats.validateVatNumber,
  validateRegistration: (value) => formats.validateRegistration(value, { type: 'NIF' }),
  validateFile: (value) => validation.validateFile(value, { maxSize: 1, extensions: ['pdf'] }),
};

const numeric = new Set(['validateNumber', 'validateInteger', 'validatePercentage']);

describe('no validator throws', () => {
  it('answers invalid to null, numbers, objects, 10 kB strings, emoji and right-to-left text', () => {
    for (const [name, validate] of Object.entries(booleanValidators)) {
      for (const value of hostile) expect(validate(value), `${name}(${String(typeof value)})`).toBe(false);
    }
    for (const [name, validate] of Object.entries(messageValidators)) {
      for (const value of hostile) {
        const answer = validate(value);
        // An empty array is an empty e-mails list, and finite numbers are numbers: nothing to refuse.
        if (name === 'validateEmails' && Array.isArray(value) && value.length === 0) continue;
        if (numeric.has(name) && typeof value === 'number' && Number.isFinite(value)) continue;
        expect(typeof answer, `${name}(${String(typeof value)})`).toBe('string');
      }
    }
  });

  it('answers something, never an exception, for any value', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withDate: true, withTypedArray: true }), (value) => {
        for (const validate of Object.values(booleanValidators))
          expect(typeof validate(value)).toBe('boolean');
        for (const validate of Object.values(messageValidators)) {
          expect(['string', 'undefined']).toContain(typeof validate(value));
        }
      }),
    );
  });

  it('validates every field type without throwing, whatever the value and context', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fieldTypes),
        fc.oneof(fc.anything(), fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom(...hostile)),
        fc.boolean(),
        (type, value, mandatory) => {
          const field = {
            type,
            label: 'Field',
            mandatory,
            min: 1,
            max: 5,
            options: [{ value: 'A', label: 'A' }],
          };
          const answer = validation.validateField(field, value, { locale: 'fr-FR', tenant: 'acme' });
          expect(['string', 'undefined']).toContain(typeof answer);
        },
      ),
    );
  });

  it('reads any text without throwing: numbers, percentages, dates, addresses, sizes', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.constantFrom(...hostile)),
        (text) => {
          formats.parseNumber(text);
          formats.parsePercentage(text);
          formats.parseCellPercentage(text);
          formats.parseAddress(text);
          formats.parseSize(text);
          formats.emailFromPaste(text);
          formats.validEmails(text);
          formats.formatAmount(text);
          formats.formatPhone(text);
          formats.formatIban(text);
          formats.amountInWords(text);
          formats.truncateText(text);
          formats.normalizeRegistration(text);
        },
      ),
    );
  });
});
