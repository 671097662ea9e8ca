import { personEntity } from '@lessor/domain/entities';
import { validateRecord } from '@lessor/domain/validation';
import { describe, expect, it } from 'vitest';
import { demoPersons } from './demo-persons.ts';

describe('demo persons', () => {
  const persons = demoPersons(240);

  it('are the same on every run', () => {
    expect(demoPersons(240)).toEqual(persons);
  });

  it('pass every rule of the person declaration', () => {
    const problems = persons.flatMap((person, index) =>
      validateRecord(personEntity.fields, person).map(
        (error) => `#${index} ${error.field}: ${error.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('never choose the same registration twice', () => {
    const chosen = persons
      .map((person) => person.registration)
      .filter((registration) => registration !== undefined);
    expect(chosen.length).toBeGreaterThan(20);
    expect(new Set(chosen).size).toBe(chosen.length);
  });

  it('mix individuals, professionals, employees, companies and organisations, with valid IBANs', () => {
    const types = new Set(persons.map((person) => person.type));
    expect([...types].sort()).toEqual(['C', 'E', 'I', 'O', 'P']);
    const ibans = persons.flatMap((person) =>
      (person.bankAccounts as { bankIban: string }[]).map((account) => account.bankIban),
    );
    expect(ibans).toHaveLength(240);
    for (const iban of ibans) expect(mod97(iban), iban).toBe(1);
  });
});

/** ISO 13616: the IBAN, its first four characters moved to the end, letters as numbers, modulo 97. */
function mod97(iban: string): number {
  const numeric = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  return Number(BigInt(numeric) % 97n);
}
