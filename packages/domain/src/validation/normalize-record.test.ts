import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../fields/field-definition.ts';
import { normalizeRecord } from './normalize-record.ts';

const fields: Record<string, FieldDefinition> = {
  phone: { type: 'phone', label: 'Phone' },
  birthDate: { type: 'date', label: 'Birth date' },
  bankAccounts: {
    type: 'list',
    label: 'Bank accounts',
    fields: { bankIban: { type: 'iban', label: 'IBAN' } },
  },
  company: {
    type: 'object',
    label: 'Legal',
    fields: { shareCapital: { type: 'currency', label: 'Share capital' } },
  },
};

describe('normalizeRecord', () => {
  it('stores every declared value in its stored form, at every depth', () => {
    const record = {
      phone: '06 12 34 56 78',
      birthDate: '1990-05-17',
      bankAccounts: [{ bankIban: 'fr76 3000 6000 0112 3456 7890 189' }, 'not an object'],
      company: { shareCapital: '12 500,50' },
      unknown: ' kept ',
    };
    expect(normalizeRecord(fields, record, { locale: 'fr-FR' })).toEqual({
      phone: '0612345678',
      birthDate: '1990-05-17T00:00:00.000Z',
      bankAccounts: [{ bankIban: 'FR7630006000011234567890189' }, 'not an object'],
      company: { shareCapital: 12500.5 },
      unknown: ' kept ',
    });
  });

  it('drops an empty or blank text of any field type, at every depth, as a null', () => {
    const record = {
      phone: '',
      birthDate: ' ',
      bankAccounts: '\t',
      company: { shareCapital: ' \n' },
      unknown: ' ',
    };
    expect(normalizeRecord(fields, record)).toEqual({ company: {}, unknown: ' ' });
  });
});
