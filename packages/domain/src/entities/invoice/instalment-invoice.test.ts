import { describe, expect, it } from 'vitest';
import { plannedCashflows } from '../contract/planned-cashflows.ts';
import { instalmentInvoice } from './instalment-invoice.ts';

const contract = {
  registration: 'CTR00000001',
  currency: 'EUR',
  financedAmountExclTax: 1200,
  duration: 12,
  frequency: 'MONTHLY',
  rate: 0,
  startDate: '2025-01-15T00:00:00.000Z',
  taxCode: 'STANDARD',
  clientRegistration: 'PER00000001',
  organization: { registration: 'ORG00000001', name: 'Lyon branch' },
};
const generatedOn = '2025-04-20T00:00:00.000Z';
const [first] = plannedCashflows(contract).map((cashflow) => ({ ...cashflow, registration: 'CSF00000001' }));

describe('the invoice of a planned instalment', () => {
  it('bills the instalment with its tax to the client, linked to the contract, the instalment and the cashflow', () => {
    expect(instalmentInvoice(first ?? {}, contract, generatedOn)).toEqual({
      name: 'CTR00000001 instalment 1/12',
      type: 'SCHEDULE',
      pr: 'R',
      contractRegistration: 'CTR00000001',
      instalmentIndex: 1,
      cashflowRegistration: 'CSF00000001',
      persons: [{ role: 'PAYER', personRegistration: 'PER00000001' }],
      amountExclTax: 100,
      taxAmount: 20,
      amountInclTax: 120,
      totalBalance: 120,
      currency: 'EUR',
      dueDate: '2025-02-15T00:00:00.000Z',
      generationDate: generatedOn,
      organization: contract.organization,
    });
  });

  it("bills the contract's payer when it names one, and names its payee", () => {
    const invoice = instalmentInvoice(
      first ?? {},
      {
        ...contract,
        clientRegistration: undefined,
        persons: [
          { role: 'CLIENT', personRegistration: 'PER9' },
          { role: 'PAYER', personRegistration: 'PER7', name: 'Parent company' },
          { role: 'PAYEE', personRegistration: 'PER3' },
        ],
      },
      generatedOn,
    );
    expect(invoice.persons).toEqual([
      { role: 'PAYER', personRegistration: 'PER7', name: 'Parent company' },
      { role: 'PAYEE', personRegistration: 'PER3' },
    ]);
    const byClient = instalmentInvoice(
      first ?? {},
      {
        ...contract,
        clientRegistration: undefined,
        persons: [{ role: 'CLIENT', personRegistration: 'PER9' }],
      },
      generatedOn,
    );
    expect(byClient.persons).toEqual([{ role: 'PAYER', personRegistration: 'PER9' }]);
  });
});
