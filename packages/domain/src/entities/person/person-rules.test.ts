import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../validation/validate-record.ts';
import { prospectEntity } from '../prospect/prospect.entity.ts';
import { personEntity } from './person.entity.ts';

const professional = { type: 'P', firstName: 'Jo', lastName: 'Plumber', registration: '552100554' };
const contact = { lastName: 'Plumber', position: 'Owner' };

describe("a professional's contact", () => {
  it('is mandatory for a professional person or prospect, with the form message', () => {
    for (const fields of [personEntity.fields, prospectEntity.fields])
      expect(validateRecord(fields, professional).filter((error) => error.field !== 'registration')).toEqual([
        { field: 'contacts', code: 'MISSING_FIELD_IN_BODY', message: 'Contacts is mandatory' },
      ]);
    expect(validateRecord(personEntity.fields, { ...professional, contacts: [] })).toHaveLength(1);
    expect(validateRecord(personEntity.fields, { ...professional, contacts: [contact] })).toEqual([]);
  });

  it('is asked of no individual nor company', () => {
    expect(validateRecord(personEntity.fields, { type: 'I', lastName: 'Doe' })).toEqual([]);
    expect(validateRecord(personEntity.fields, { type: 'C', name: 'Acme' })).toEqual([]);
  });
});
