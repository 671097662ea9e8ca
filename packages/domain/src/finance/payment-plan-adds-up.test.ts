import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthsPerPeriod, paymentPeriods } from './payment-period.ts';
import { paymentPlan } from './payment-plan.ts';
import type { PaymentPlanParams } from './payment-plan-types.ts';

const days = fc.integer({ min: Date.UTC(2000, 0, 1) / 86_400_000, max: Date.UTC(2040, 0, 1) / 86_400_000 });
const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

// Plans of up to 40 years: beyond, 30 % a year grows amounts past what doubles hold exactly.
const MAX_YEARS = 40;

const terms: fc.Arbitrary<PaymentPlanParams> = fc
  .record({
    amountUnits: fc.integer({ min: 1, max: 10_000_000_000 }),
    rate: fc.oneof(fc.constant(0), fc.double({ min: -0.02, max: 0.3, noNaN: true })),
    rateKind: fc.constantFrom('nominal', 'effective'),
    count: fc.integer({ min: 1, max: 480 }),
    period: fc.constantFrom(...paymentPeriods),
    start: days,
    firstDueDelay: fc.option(fc.integer({ min: 1, max: 400 })),
    timing: fc.constantFrom('arrears', 'advance'),
    residualShare: fc.option(fc.double({ min: 0, max: 0.5, noNaN: true })),
    graceShare: fc.double({ min: 0, max: 0.3, noNaN: true }),
    grace: fc.constantFrom('interest-only', 'capitalised'),
    brokenPeriodInterest: fc.constantFrom('first-payment', 'capitalised'),
    decimals: fc.constantFrom(0, 2, 3),
    weekEnd: fc.boolean(),
  })
  .map((t) => ({ ...t, count: Math.min(t.count, MAX_YEARS * (12 / monthsPerPeriod(t.period))) }))
  .map((t) => ({
    amount: t.amountUnits / 10 ** t.decimals,
    rate: t.rate,
    rateKind: t.rateKind,
    count: t.count,
    period: t.period,
    startDate: isoDay(t.start),
    ...(t.firstDueDelay === null ? {} : { firstDueDate: isoDay(t.start + t.firstDueDelay) }),
    timing: t.timing,
    residualValue:
      t.residualShare === null ? 0 : Math.round(t.amountUnits * t.residualShare) / 10 ** t.decimals,
    gracePeriods: Math.floor(t.graceShare * (t.count - 1)),
    grace: t.grace,
    brokenPeriodInterest: t.brokenPeriodInterest,
    decimals: t.decimals,
    ...(t.weekEnd ? { calendar: { weekEndDays: [0, 6] } } : {}),
  }));

describe('any payment plan adds up to the minor unit', () => {
  it('sums its principal column to the financed amount, and each row to its payment', () => {
    fc.assert(
      fc.property(terms, (params) => {
        const plan = paymentPlan(params);
        const unit = 10 ** (params.decimals ?? 2);
        const minor = (value: number) => Math.round(value * unit) + 0;
        let balance = minor(params.amount);
        let principal = 0;
        for (const row of plan.rows) {
          expect(minor(row.payment)).toBe(minor(row.principal) + minor(row.interest));
          // Every amount is a whole number of minor units.
          expect(Math.abs(row.payment * unit - minor(row.payment))).toBeLessThan(1e-6);
          principal += minor(row.principal);
          balance -= minor(row.principal);
          expect(minor(row.balance)).toBe(balance);
        }
        expect(principal).toBe(minor(params.amount));
        expect(balance).toBe(0);
        expect(minor(plan.totals.principal)).toBe(minor(params.amount));
      }),
      { numRuns: 300 },
    );
  });

  it('gives increasing due dates and one row per instalment, plus the residual value in advance', () => {
    fc.assert(
      fc.property(terms, (params) => {
        const plan = paymentPlan(params);
        const extra = params.timing === 'advance' && (params.residualValue ?? 0) > 0 ? 1 : 0;
        expect(plan.rows.length).toBeGreaterThanOrEqual(params.count);
        expect(plan.rows.length).toBeLessThanOrEqual(params.count + extra);
        plan.rows.forEach((row, k) => {
          expect(row.index).toBe(k + 1);
          if (k > 0) expect(row.date > (plan.rows[k - 1]?.date ?? '')).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });
});
