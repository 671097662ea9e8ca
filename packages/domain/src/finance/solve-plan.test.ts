import { describe, expect, it } from 'vitest';
import { nper } from './nper.ts';
import { paymentPlan } from './payment-plan.ts';
import type { PaymentPlanParams } from './payment-plan-types.ts';
import { rate } from './rate.ts';
import { solvePlanCount, solvePlanPayment, solvePlanRate, solvePlanResidualValue } from './solve-plan.ts';

const loan: PaymentPlanParams = { amount: 10_000, rate: 0.06, count: 12, startDate: '2025-01-15' };
const lease: PaymentPlanParams = {
  ...loan,
  count: 36,
  timing: 'advance',
  residualValue: 3_000,
  gracePeriods: 2,
  grace: 'capitalised',
  firstDueDate: '2025-03-01',
};

describe('solving a plan', () => {
  it('for the payment gives the instalment the plan computes', () => {
    expect(solvePlanPayment(loan)).toBe(paymentPlan(loan).payment);
    expect(solvePlanPayment(lease)).toBe(paymentPlan(lease).payment);
  });

  it('for the rate finds the spreadsheet RATE on a plain loan, and the rate of any plan', () => {
    expect(solvePlanRate({ ...loan, rate: 0.01, payment: 860.66 })).toBeCloseTo(
      rate(12, -860.66, 10_000) * 12,
      10,
    );
    const payment = paymentPlan(lease).payment;
    expect(solvePlanRate({ ...lease, rate: 0.1, payment })).toBeCloseTo(0.06, 5);
    expect(solvePlanRate({ ...loan, rateKind: 'effective', rate: 0.1, payment: 860.66 })).toBeCloseTo(
      0.0616,
      3,
    );
  });

  it('for the duration rounds NPER up, and gives back the count a plan was built with', () => {
    expect(solvePlanCount({ ...loan, payment: 500 })).toBe(Math.ceil(nper(0.005, -500, 10_000)));
    expect(solvePlanCount({ ...loan, payment: 860.66 })).toBe(12);
    expect(solvePlanCount({ ...lease, payment: paymentPlan(lease).payment })).toBe(36);
  });

  it('for the residual value gives back the one a plan was built with, to the cent', () => {
    const payment = paymentPlan(lease).payment;
    expect(Math.abs(solvePlanResidualValue({ ...lease, payment }) - 3_000)).toBeLessThanOrEqual(0.2);
    // 860.66 is 860.6643 rounded down: twelve times 0.43 cent, with interest, is left over.
    expect(solvePlanResidualValue({ ...loan, payment: 860.66 })).toBe(0.05);
  });

  it('says so when the payment never repays the amount', () => {
    expect(() => solvePlanCount({ ...loan, payment: 40 })).toThrow(
      expect.objectContaining({ code: 'NO_ACCEPTABLE_RESULT' }),
    );
  });

  it('needs the payment to solve for anything else', () => {
    expect(() => solvePlanRate(loan)).toThrow(expect.objectContaining({ code: 'MISSING_FIELD_IN_ARGS' }));
  });
});
