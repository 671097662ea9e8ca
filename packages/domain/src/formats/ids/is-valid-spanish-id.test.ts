import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCif } from './is-valid-cif.ts';
import { isValidDni } from './is-valid-dni.ts';
import { isValidNie } from './is-valid-nie.ts';
import { isValidSpanishId } from './is-valid-spanish-id.ts';

const letters = 'TRWAGMYFPDXBNJZSQVHLCKE';

describe('isValidDni', () => {
  it('checks 8 digits and the letter of the modulo 23 table', () => {
    expect(isValidDni('12345678Z')).toBe(true);
    expect(isValidDni('12345678-z')).toBe(true);
    expect(isValidDni('12345678A')).toBe(false);
    expect(isValidDni('1234567Z')).toBe(false);
  });

  it('accepts exactly one letter for any 8 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (number) => {
        const digits = String(number).padStart(8, '0');
        const valid = [...letters].filter((letter) => isValidDni(`${digits}${letter}`));
        expect(valid).toEqual([letters[number % 23]]);
      }),
    );
  });
});

describe('isValidNie', () => {
  it('maps X, Y, Z to 0, 1, 2 and checks as a DNI, with 7 or 8 digits', () => {
    expect(isValidNie('X1234567L')).toBe(true);
    expect(isValidNie('Y1234567X')).toBe(true);
    expect(isValidNie('Z1234567R')).toBe(true);
    expect(isValidNie('X12345678Z')).toBe(true);
    expect(isValidNie('X1234567A')).toBe(false);
    expect(isValidNie('W1234567L')).toBe(false);
  });
});

describe('isValidSpanishId', () => {
  it('is a DNI or a NIE, not a CIF', () => {
    expect(isValidSpanishId('12345678Z')).toBe(true);
    expect(isValidSpanishId('X1234567L')).toBe(true);
    expect(isValidSpanishId('A58818501')).toBe(false);
  });
});

describe('isValidCif', () => {
  it('checks the first letter, 7 digits and the control', () => {
    expect(isValidCif('A58818501')).toBe(true);
    expect(isValidCif('B-65410011')).toBe(true);
    expect(isValidCif('B65410012')).toBe(false);
    expect(isValidCif('Q2826000H')).toBe(true);
    expect(isValidCif('I58818501')).toBe(false);
  });

  it('wants a digit for A, B, E, H, a letter for K, P, Q, S and takes either otherwise', () => {
    // Control digit 1 is letter A (J-A-I mapping).
    expect(isValidCif('A5881850A')).toBe(false);
    expect(isValidCif('Q2826000H')).toBe(true);
    expect(isValidCif('Q28260008')).toBe(false);
    expect(isValidCif('G58818501')).toBe(true);
    expect(isValidCif('G5881850A')).toBe(true);
  });
});
