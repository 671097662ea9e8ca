import { contractSchedule } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { contractSummary } from './contract-summary.ts';

const lease = {
  financedAmountExclTax: 1_200,
  duration: 12,
  rate: 0,
  startDate: '2025-01-15T00:00:00.000Z',
  taxCode: 'STANDARD',
  currency: 'EUR',
  assets: [
    { assetRegistration: 'AST00000001', quantity: 2, priceExclTax: 1_000, priceInclTax: 1_200 },
    { assetRegistration: 'AST00000002', priceExclTax: 200, priceInclTax: 240 },
  ],
  quotations: [{ assetMarginRate: 0.035 }],
};

describe("a contract's summary", () => {
  it('gives its amounts, asset totals, instalment and total cost from its own terms', () => {
    expect(contractSummary(lease)).toEqual({
      currency: 'EUR',
      financedAmount: 1_200,
      assets: {
        quantity: 3,
        unitPriceTimesQuantity: 0,
        sourcePriceTimesQuantity: 0,
        priceExclTax: 1_200,
        priceInclTax: 1_440,
      },
      lineCount: 2,
      // 1,200 at 0 % over 12 months: 100 a month, 120 with the standard rate's tax.
      instalment: { payment: 100, total: 120 },
      instalments: 12,
      interest: 0,
      totalCost: 1_440,
      rate: 0,
      duration: 12,
      residualValue: undefined,
      assetMarginRate: 0.035,
    });
  });

  it('counts the down payment, the fees and the residual value in the total cost, to the cent', () => {
    const terms = {
      ...lease,
      financedAmountExclTax: 48_000,
      downPayment: 3_000,
      fees: 250.55,
      residualValue: 5_000,
      rate: 0.061,
      duration: 24,
      frequency: 'QUARTERLY',
      paymentTiming: 'ADVANCE',
    };
    const schedule = contractSchedule(terms);
    const summary = contractSummary(terms);
    const cents = (value: number | undefined) => Math.round((value ?? Number.NaN) * 100);
    expect(cents(summary.totalCost)).toBe(300_000 + cents(schedule?.totals.total) + 25_055 + 500_000);
    expect(summary.instalment).toEqual({
      payment: schedule?.rows[0]?.payment,
      total: schedule?.rows[0]?.total,
    });
    expect(summary.instalments).toBe(8);
    expect(summary.interest).toBe(schedule?.totals.interest);
  });

  it('reads the terms of its current quotation, and gives no instalment while its terms make no plan', () => {
    const summary = contractSummary({
      quotations: [{ financedAmountExclTax: 30_000, duration: 36, rate: 0.045, residualValue: 3_000 }],
    });
    expect(summary).toMatchObject({
      financedAmount: 30_000,
      duration: 36,
      rate: 0.045,
      residualValue: 3_000,
      instalment: undefined,
      totalCost: undefined,
      assetMarginRate: undefined,
      lineCount: 0,
    });
  });
});
