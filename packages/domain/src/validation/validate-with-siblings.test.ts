import { describe, expect, it } from 'vitest';
import { personEntity } from '../entities/index.ts';
import { validateRecord } from './validate-record.ts';
import { validateWithSiblings } from './validate-with-siblings.ts';

const registration = { registrationTypeField: 'type' };

describe('rules reading the fields beside a value', () => {
  it("checks a registration number by its type, in the specification's words", () => {
    expect(validateWithSiblings(registration, '12345678A', { type: 'NIF' })).toBe('Spanish ID is invalid');
    expect(validateWithSiblings(registration, '12345678Z', { type: 'nif' })).toBeUndefined();
    expect(validateWithSiblings(registration, '40303265045', { type: 'EVA' })).toBe(
      'Must start with two letters',
    );
    expect(validateWithSiblings(registration, '552 100 554', { type: 'SIR' })).toBeUndefined();
    expect(validateWithSiblings(registration, '552 100 555', { type: 'SIR' })).toBe('Invalid format');
    expect(validateWithSiblings(registration, 'anything', { type: 'INTERNAL' })).toBeUndefined();
    expect(validateWithSiblings({}, '12345678A', { type: 'NIF' })).toBeUndefined();
  });

  it("refuses a person whose registrations break their type's rule", () => {
    const errors = validateRecord(personEntity.fields, {
      type: 'C',
      name: 'Ibérica SA',
      registrations: [
        { type: 'CIF', registration: 'A58818501' },
        { type: 'NIF', registration: '00000000A' },
      ],
    });
    expect(errors).toEqual([
      {
        field: 'registrations[1].registration',
        code: 'INVALID_FIELD_VALUE',
        message: 'Spanish ID is invalid',
      },
    ]);
  });
});
