import { contractSchedule, plannedCashflows } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { cashflowsAgainstPlans, creditLineProblems, invoiceProblems } from './check-demo-book.ts';
import { catalogueProblems } from './check-demo-catalogue.ts';
import { personRelations } from './check-demo-persons.ts';
import { organisationsNotPersons, personsOutOfRole, unresolvedReferences } from './check-demo-references.ts';

type Row = Record<string, unknown>;

const contract: Row = {
  registration: 'CTR00000001',
  status: 'ACTIVE',
  type: 'LEASE',
  contractType: 'LEASE',
  financialProduct: 'Finance lease – vehicles',
  financedAmountExclTax: 1200,
  duration: 12,
  frequency: 'MONTHLY',
  rate: 0,
  startDate: '2025-01-15',
  clientRegistration: 'PER00000001',
  persons: [{ role: 'PARTNER', personRegistration: 'PER00000001' }],
  organization: { registration: 'PER00000001', name: 'Ada Martin' },
  assets: [{ assetRegistration: 'AST00000001', priceExclTax: 1200 }],
  quotations: [{ frequency: 'QUARTERLY' }],
};
const rows = contractSchedule(contract)?.rows ?? [];
const cashflows = plannedCashflows(contract).map((cashflow, index) => ({
  ...cashflow,
  registration: `CSF${String(index + 1).padStart(8, '0')}`,
}));
const person: Row = {
  registration: 'PER00000001',
  type: 'I',
  name: 'Ada Martin',
  roles: [{ role: 'CLIENT' }],
};
const records = (more: Record<string, Row[]> = {}) =>
  new Map(Object.entries({ Contract: [contract], Person: [person], Cashflow: cashflows, ...more }));

describe('the demo checks', () => {
  it('find a reference to nothing, a person out of role and an organisation that is not one', () => {
    expect(unresolvedReferences(records()).problems).toEqual([
      'Contract CTR00000001 assets.assetRegistration: AST00000001 is no Asset',
    ]);
    expect(personsOutOfRole(records())).toEqual([
      'Contract CTR00000001 persons: PER00000001 holds none of PARTNER',
    ]);
    expect(organisationsNotPersons(records()).problems).toHaveLength(1);
  });

  it('find a cashflow off its plan, and a quotation off its contract', () => {
    expect(cashflowsAgainstPlans(records()).problems).toEqual([]);
    const shifted = cashflows.map((cashflow, index) =>
      index === 3 ? { ...cashflow, amount: 99 } : cashflow,
    );
    expect(cashflowsAgainstPlans(records({ Cashflow: shifted })).problems).toEqual([
      `CTR00000001 instalment 4 on ${rows[3]?.date}: [["${rows[3]?.date}",99]]`,
    ]);
    const product = { name: 'Finance lease – vehicles', contractType: 'LEASE', status: 'ACTIVE' };
    expect(catalogueProblems(records({ Product: [product] })).join('\n')).toContain(
      'quotes frequency QUARTERLY for MONTHLY',
    );
  });

  it('find a paid invoice with a balance, a credit line beside its contracts, and a person held twice over', () => {
    const invoice = {
      registration: 'INV00000001',
      status: 'PAID',
      contractRegistration: 'CTR00000001',
      instalmentIndex: 1,
      cashflowRegistration: 'CSF00000001',
      dueDate: `${rows[0]?.date}T00:00:00.000Z`,
      amountInclTax: rows[0]?.total,
      totalBalance: 10,
      paymentDate: rows[0]?.date,
      persons: [{ role: 'PAYER', personRegistration: 'PER00000001' }],
    };
    const billed = cashflows.map((cashflow, index) =>
      index === 0 ? { ...cashflow, invoiceRegistration: 'INV00000001' } : cashflow,
    );
    expect(invoiceProblems(records({ Invoice: [invoice], Cashflow: billed }))).toEqual([
      'INV00000001 (PAID): is paid without a payment date or with a balance',
    ]);
    const line = {
      registration: 'CRL00000001',
      status: 'ACTIVE',
      creditLimit: 5000,
      outstanding: 1000,
      pending: 0,
      available: 4000,
      persons: [{ role: 'CLIENT', personRegistration: 'PER00000001' }],
      assets: [{ assetRegistration: 'AST00000001' }],
    };
    expect(creditLineProblems(records({ CreditLine: [line] }))).toEqual([
      'CRL00000001 (ACTIVE): outstanding 1000, its contracts 1200',
    ]);
    expect(
      creditLineProblems(records({ CreditLine: [{ ...line, status: 'SUSPENDED', outstanding: 1200 }] })),
    ).toEqual(['CRL00000001 (SUSPENDED): available 4000, should be 0']);
    const holders = [0.6, 0.5].map((stake) => ({
      registration: `PER0000000${stake * 10}`,
      descendants: [{ personRegistration: 'PER00000009', relation: 'SHAREHOLDER', stake }],
    }));
    expect(personRelations(records({ Person: holders })).problems).toEqual(['PER00000009 is held for 110 %']);
  });
});
