import { personEntity, sepaMandateProblems } from '@lessor/domain/entities';
import { isValidIban, isValidSepaCreditorIdentifier } from '@lessor/domain/formats';
import { normalizeRecord, validateRecord } from '@lessor/domain/validation';
import { describe, expect, it } from 'vitest';
import { demoBook } from './demo-book.ts';
import { registrationOf } from './demo-contracts.ts';
import { demoPeople } from './demo-people.ts';
import { demoCreditorIdentifier, withDemoMandates } from './demo-sepa-mandates.ts';

type Body = Record<string, unknown>;

describe('the demo SEPA mandates', () => {
  const today = '2026-11-25';
  const people = demoPeople(240);
  const { records } = demoBook(people.cast, { today, owner: 'admin@demo' });
  const contracts = records.get('Contract') ?? [];
  const waves = withDemoMandates(people.waves, contracts, people.cast.headOffice?.registration);
  const everyone = waves.flat();
  const accounts = (person: Body) => (person.bankAccounts ?? []) as Body[];
  const mandated = everyone.filter((person) => accounts(person).some((account) => account.sepaMandates));

  it('give a dozen clients an active recurrent mandate on their IBAN, under the lessor creditor identifier', () => {
    expect(isValidSepaCreditorIdentifier(demoCreditorIdentifier)).toBe(true);
    expect(mandated).toHaveLength(12);
    for (const person of mandated) {
      const [account] = accounts(person);
      expect(isValidIban(account?.bankIban)).toBe(true);
      expect(account?.sepaMandates).toEqual([
        expect.objectContaining({
          sepaCreditorIdentifier: demoCreditorIdentifier,
          rumType: 'RCUR',
          rumStatus: 'ACTIVE',
        }),
      ]);
    }
    const headOffice = everyone.find((person) => person.name === 'Demo Leasing France');
    expect(accounts(headOffice ?? {})[0]?.sepaCreditorIdentifier).toBe(demoCreditorIdentifier);
  });

  it('are signed before the first instalment of every contract they will collect', () => {
    const cashflows = records.get('Cashflow') ?? [];
    for (const person of mandated) {
      const [mandate] = (accounts(person)[0]?.sepaMandates ?? []) as Body[];
      const client = String(mandate?.rumReference).split('-')[1];
      const own = new Set(
        contracts.flatMap((contract, index) =>
          contract.clientRegistration === client && contract.status === 'ACTIVE'
            ? [registrationOf('CTR', index)]
            : [],
        ),
      );
      expect(own.size).toBeGreaterThan(0);
      const instalments = cashflows
        .filter((cashflow) => own.has(String(cashflow.contractRegistration)))
        .map((cashflow) => String(cashflow.date).slice(0, 10));
      const [first] = instalments.sort();
      expect(first).toBeDefined();
      expect(String(mandate?.rumDateOfSignature) < String(first)).toBe(true);
    }
  });

  it('pass every rule of the person declaration, each reference used once', () => {
    for (const person of mandated) {
      expect(validateRecord(personEntity.fields, normalizeRecord(personEntity.fields, person, {}))).toEqual(
        [],
      );
    }
    const references = mandated.flatMap((person) =>
      accounts(person).flatMap((account) =>
        (account.sepaMandates as Body[]).map((mandate) => mandate.rumReference),
      ),
    );
    expect(new Set(references).size).toBe(references.length);
    expect(sepaMandateProblems({ bankAccounts: mandated.flatMap(accounts) })).toEqual([]);
  });
});
