import { describe, expect, it } from 'vitest';
import { validateField } from './validate-field.ts';

describe('validateField', () => {
  it("says '{label} is mandatory', or 'Field is mandatory' without label, for an empty mandatory value", () => {
    expect(validateField({ type: 'text', label: 'Last name', mandatory: true }, '  ')).toBe(
      'Last name is mandatory',
    );
    expect(validateField({ type: 'text', mandatory: true }, undefined)).toBe('Field is mandatory');
    expect(validateField({ type: 'emails', label: 'Emails', mandatory: true }, [])).toBe(
      'Emails is mandatory',
    );
    expect(validateField({ type: 'email', label: 'Email' }, '')).toBeUndefined();
  });

  it('compares the trimmed length of texts', () => {
    expect(validateField({ type: 'text', label: 'Code', min: 3 }, ' ab ')).toBe('Length must be ≥ 3');
    expect(validateField({ type: 'password', label: 'Password', max: 4 }, 'abcde')).toBe(
      'Length must be ≤ 4',
    );
    expect(validateField({ type: 'textarea', label: 'Note', min: 2, max: 4 }, ' abc ')).toBeUndefined();
  });

  it('checks numbers, integers and percentages with the locale decimal comma', () => {
    expect(validateField({ type: 'number', label: 'Amount' }, 'abc')).toBe('Amount has to be a number');
    expect(validateField({ type: 'number', label: 'Amount', min: 10 }, '9,5', { locale: 'fr-FR' })).toBe(
      'Amount must be ≥ 10',
    );
    expect(validateField({ type: 'currency', label: 'Price', max: 100 }, 100.5)).toBe('Price must be ≤ 100');
    expect(validateField({ type: 'integer', label: 'Quantity' }, 2.5)).toBe('Quantity has to be an integer');
    expect(validateField({ type: 'integer', label: 'Quantity' }, '3')).toBeUndefined();
    expect(
      validateField({ type: 'percentage', label: 'Rate' }, '12,5 %', { locale: 'fr-FR' }),
    ).toBeUndefined();
    expect(validateField({ type: 'percentage', label: 'Rate' }, 'abc %')).toBe('Rate has to be a number');
  });

  it("says 'Invalid date' and compares dates shown in the locale", () => {
    expect(validateField({ type: 'date', label: 'Start' }, '31/02/2024', { locale: 'fr-FR' })).toBe(
      'Invalid date',
    );
    expect(
      validateField({ type: 'date', label: 'Start', min: '2024-01-01' }, '15/12/2023', { locale: 'fr-FR' }),
    ).toBe('Start must be ≥ 01/01/2024');
    expect(validateField({ type: 'datetime', label: 'At' }, '2024-06-15T10:00:00Z')).toBeUndefined();
    expect(validateField({ type: 'date', label: 'At', max: '2024-01-01' }, new Date('2024-06-01'))).toBe(
      'At must be ≤ 01/01/2024',
    );
  });

  it('checks contacts word for word', () => {
    expect(validateField({ type: 'email', label: 'Email' }, 'ada@')).toBe(
      'Email format should be "name@example.com"',
    );
    expect(validateField({ type: 'emails', label: 'Emails' }, ['ada@example.com', 'x'])).toBe(
      'Email format should be "name@example.com"',
    );
    expect(validateField({ type: 'username', label: 'Username' }, 'ada', { tenant: 'acme' })).toBe(
      'Should be a valid email or a valid string ending with @acme',
    );
    expect(
      validateField({ type: 'username', label: 'Username' }, 'ada@acme', { tenant: 'acme' }),
    ).toBeUndefined();
    expect(validateField({ type: 'phone', label: 'Phone' }, '06 12 34')).toBe('Invalid format');
    expect(validateField({ type: 'phone', label: 'Phone' }, '06 12 34 56 78')).toBeUndefined();
  });

  it("says 'IBAN is invalid' unless bypassIbanCheck is on", () => {
    expect(validateField({ type: 'iban', label: 'IBAN' }, 'FR76 3000 6000 0112 3456 7890 188')).toBe(
      'IBAN is invalid',
    );
    expect(
      validateField({ type: 'iban', label: 'IBAN' }, 'FR14 2004 1010 0505 0001 3M02 606'),
    ).toBeUndefined();
    expect(
      validateField({ type: 'iban', label: 'IBAN' }, 'FR76 0000', { bypassIbanCheck: true }),
    ).toBeUndefined();
  });

  it('checks files: extension, then size', () => {
    const field = { type: 'file', label: 'Document', maxSize: 5, extensions: ['pdf', '.PNG'] };
    expect(validateField(field, { name: 'virus.exe', size: 10 })).toBe(
      'Forbidden document extension "exe". Accepted formats: pdf, png',
    );
    expect(validateField(field, { name: 'scan.pdf', size: 5 * 1048576 + 1 })).toBe(
      'File too large. Max size 5 MB',
    );
    expect(validateField(field, { name: 'scan.PDF', size: 5 * 1048576 })).toBeUndefined();
    expect(validateField(field, { name: 'scan.pdf', size: 1, error: 'Upload failed' })).toBe('Upload failed');
    expect(
      validateField({ ...field, type: 'files', maxSize: '500 KB' }, [{ name: 'a.pdf', size: 600 * 1024 }]),
    ).toBe('File too large. Max size 500 KB');
  });

  it("marks select values outside the options '(???)' unless creation is allowed", () => {
    const options = [{ value: 'C', label: 'Company' }];
    expect(validateField({ type: 'select', label: 'Type', options }, 'Z')).toBe('(???)');
    expect(validateField({ type: 'select', label: 'Type', options, creatable: true }, 'Z')).toBeUndefined();
    expect(validateField({ type: 'select', label: 'Type', options, multiple: true }, ['C', 'Z'])).toBe(
      '(???)',
    );
    expect(validateField({ type: 'radio', label: 'Type', options }, 'C')).toBeUndefined();
  });

  it("applies a custom format after the type's rule", () => {
    expect(validateField({ type: 'text', label: 'Code', pattern: '^[A-Z]{3}$' }, 'AB1')).toBe(
      'Invalid format',
    );
    expect(validateField({ type: 'text', label: 'Code', pattern: '^[A-Z]{3}$' }, 'ABC')).toBeUndefined();
  });

  it('leaves unknown types alone and checks booleans and colours', () => {
    expect(validateField({ type: 'hologram', label: 'X' }, 42)).toBeUndefined();
    expect(validateField({ type: 'toString', label: 'X' }, 42)).toBeUndefined();
    expect(validateField({ type: 'checkbox', label: 'X' }, 'yes')).toBe('Invalid format');
    expect(validateField({ type: 'color', label: 'X' }, '#00ff00')).toBeUndefined();
    expect(validateField({ type: 'color', label: 'X' }, 'green')).toBe('Invalid format');
  });
});
