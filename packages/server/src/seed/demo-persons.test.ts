import { personEntity } from '@lessor/domain/entities';
import { isValidIban } from '@lessor/domain/formats';
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
    for (const iban of ibans) expect(isValidIban(iban), iban).toBe(true);
  });
});
