import { describe, expect, it } from 'vitest';
import { contractPaymentPlan } from '../contract/contract-payment-plan.ts';
import { instalmentInvoices } from './instalment-invoices.ts';

const contract = {
  registration: 'CTR00000001',
  currency: 'EUR',
  financedAmountExclTax: 1200,
  duration: 12,
  frequency: 'MONTHLY',
  rate: 0,
  startDate: '2025-01-15T00:00:00.000Z',
  clientRegistration: 'PER00000001',
  organization: { registration: 'ORG00000001', name: 'Lyon branch' },
};
const generatedOn = '2025-04-20T00:00:00.000Z';

describe('the payment plan of a contract', () => {
  it('follows the contract terms: one instalment a period, the duration counted in months', () => {
    const plan = contractPaymentPlan(contract);
    expect(plan?.rows).toHaveLength(12);
    expect(plan?.rows[0]).toMatchObject({ index: 1, date: '2025-02-15', payment: 100 });
    expect(contractPaymentPlan({ ...contract, frequency: 'QUARTERLY', duration: 10 })?.rows).toHaveLength(4);
  });

  it('takes missing terms and the residual value from the current quotation', () => {
    const plan = contractPaymentPlan({
      startDate: '2025-01-15',
      quotations: [{ financedAmountExclTax: 1000, duration: 2, residualValue: 200, rate: 0 }],
    });
    expect(plan?.rows.map((row) => row.payment)).toEqual([400, 600]);
  });

  it('has no plan while the terms are incomplete or refused', () => {
    expect(contractPaymentPlan({ ...contract, startDate: undefined })).toBeUndefined();
    expect(contractPaymentPlan({ ...contract, financedAmountExclTax: 0 })).toBeUndefined();
    expect(contractPaymentPlan({ ...contract, startDate: 'someday' })).toBeUndefined();
  });
});

describe('the invoices of a billing run for one contract', () => {
  it('bills each instalment due on or before the day, the client paying', () => {
    const invoices = instalmentInvoices(contract, {
      onOrBefore: '2025-04-15',
      billed: new Set(),
      generatedOn,
    });
    expect(invoices.map((invoice) => invoice.instalmentIndex)).toEqual([1, 2, 3]);
    expect(invoices[0]).toEqual({
      name: 'CTR00000001 instalment 1/12',
      type: 'SCHEDULE',
      pr: 'R',
      contractRegistration: 'CTR00000001',
      instalmentIndex: 1,
      persons: [{ role: 'PAYER', personRegistration: 'PER00000001' }],
      amountExclTax: 100,
      amountInclTax: 100,
      totalBalance: 100,
      currency: 'EUR',
      dueDate: '2025-02-15T00:00:00.000Z',
      generationDate: generatedOn,
      organization: contract.organization,
    });
  });

  it('skips the instalments already billed, and finds the client among the persons', () => {
    const invoices = instalmentInvoices(
      {
        ...contract,
        clientRegistration: undefined,
        persons: [{ role: 'CLIENT', personRegistration: 'PER9' }],
      },
      { onOrBefore: '2025-04-15', billed: new Set([1, 3]), generatedOn },
    );
    expect(invoices.map((invoice) => [invoice.instalmentIndex, invoice.persons])).toEqual([
      [2, [{ role: 'PAYER', personRegistration: 'PER9' }]],
    ]);
  });
});
