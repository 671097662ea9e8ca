import { describe, expect, it } from 'vitest';
import { LessorError } from '../errors/lessor-error.ts';
import { FinanceError } from './finance-error.ts';
import { ipmt } from './ipmt.ts';
import { paymentPlan } from './payment-plan.ts';
import type { PaymentPlan, PaymentPlanParams } from './payment-plan-types.ts';
import { pmt } from './pmt.ts';

const loan: PaymentPlanParams = { amount: 10_000, rate: 0.06, count: 12, startDate: '2025-01-15' };

function cents(values: number[]): number {
  return values.reduce((sum, value) => sum + Math.round(value * 100), 0);
}

function expectConsistent(plan: PaymentPlan, amount: number): void {
  expect(cents(plan.rows.map((row) => row.principal))).toBe(Math.round(amount * 100));
  let balance = Math.round(amount * 100);
  for (const row of plan.rows) {
    expect(Math.round(row.payment * 100)).toBe(
      Math.round(row.principal * 100) + Math.round(row.interest * 100),
    );
    balance -= Math.round(row.principal * 100);
    expect(Math.round(row.balance * 100)).toBe(balance);
  }
  expect(plan.rows.at(-1)?.balance).toBe(0);
}

describe('a monthly loan in arrears', () => {
  const plan = paymentPlan(loan);

  it('pays the spreadsheet PMT rounded to the cent, the last instalment absorbing the rounding', () => {
    expect(plan.payment).toBe(Math.round(-pmt(0.005, 12, 10_000) * 100) / 100);
    expect(plan.rows).toHaveLength(12);
    expect(plan.rows.slice(0, 11).every((row) => row.payment === 860.66)).toBe(true);
    expect(plan.rows[11]).toEqual({
      index: 12,
      date: '2026-01-15',
      principal: 856.42,
      interest: 4.28,
      payment: 860.7,
      balance: 0,
    });
  });

  it('charges each month the balance times the monthly rate, within a cent of IPMT', () => {
    plan.rows.forEach((row, k) => {
      expect(Math.abs(row.interest + ipmt(0.005, k + 1, 12, 10_000))).toBeLessThan(0.015);
    });
    expect(plan.rows[0]?.interest).toBe(50);
  });

  it('adds up exactly: the principal column is the amount, each payment its principal and interest', () => {
    expectConsistent(plan, 10_000);
    expect(plan.totals).toEqual({ principal: 10_000, interest: 327.96, payment: 10_327.96 });
  });

  it('falls due on the same day of each month, clamped to the month end without drifting', () => {
    const endOfMonth = paymentPlan({ ...loan, startDate: '2024-01-31', count: 4 });
    expect(endOfMonth.rows.map((row) => row.date)).toEqual([
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2024-05-31',
    ]);
  });
});

describe('payments in advance', () => {
  it('makes the first instalment due at the start, without interest, like PMT type 1', () => {
    const plan = paymentPlan({ ...loan, timing: 'advance' });
    expect(plan.payment).toBe(Math.round(-pmt(0.005, 12, 10_000, 0, 1) * 100) / 100);
    expect(plan.rows[0]).toMatchObject({ date: '2025-01-15', interest: 0, principal: plan.payment });
    expect(plan.rows.at(-1)?.date).toBe('2025-12-15');
    expectConsistent(plan, 10_000);
  });

  it('leaves the residual value one period after the last instalment, as one more row', () => {
    const plan = paymentPlan({ ...loan, timing: 'advance', residualValue: 2_000 });
    expect(plan.payment).toBe(Math.round(-pmt(0.005, 12, 10_000, -2_000, 1) * 100) / 100);
    expect(plan.rows).toHaveLength(13);
    expect(plan.rows[12]).toMatchObject({ index: 13, date: '2026-01-15', payment: 2_000, balance: 0 });
    expectConsistent(plan, 10_000);
  });
});

describe('a residual value in arrears', () => {
  it('is a balloon: the last instalment repays it with the regular payment', () => {
    const plan = paymentPlan({ ...loan, residualValue: 2_000 });
    expect(plan.payment).toBe(Math.round(-pmt(0.005, 12, 10_000, -2_000) * 100) / 100);
    expect(plan.rows).toHaveLength(12);
    expect(plan.rows.at(-1)?.payment).toBeCloseTo(plan.payment + 2_000, 1);
    expectConsistent(plan, 10_000);
  });
});

describe('periods', () => {
  it.each([
    [90, ['2025-04-15', '2025-07-15', '2025-10-15', '2026-01-15'], 0.015],
    [180, ['2025-07-15', '2026-01-15', '2026-07-15', '2027-01-15'], 0.03],
    [360, ['2026-01-15', '2027-01-15', '2028-01-15', '2029-01-15'], 0.06],
    [365, ['2026-01-15', '2027-01-15', '2028-01-15', '2029-01-15'], 0.06],
  ] as const)('of %i days fall due every %s and charge the matching rate', (period, dates, rate) => {
    const plan = paymentPlan({ ...loan, count: 4, period });
    expect(plan.rows.map((row) => row.date)).toEqual(dates);
    expect(plan.periodicRate).toBeCloseTo(rate, 15);
    expect(plan.payment).toBe(Math.round(-pmt(rate, 4, 10_000) * 100) / 100);
  });

  it('refuses other periods', () => {
    expect(() => paymentPlan({ ...loan, period: 31 as 30 })).toThrow(
      expect.objectContaining({ code: 'INVALID_PERIOD' }),
    );
  });
});

describe('grace periods', () => {
  it('interest-only: pay their interest and no principal, then amortise over the rest', () => {
    const plan = paymentPlan({ ...loan, gracePeriods: 3 });
    expect(plan.rows.slice(0, 3).map((row) => [row.principal, row.interest, row.payment])).toEqual([
      [0, 50, 50],
      [0, 50, 50],
      [0, 50, 50],
    ]);
    expect(plan.payment).toBe(Math.round(-pmt(0.005, 9, 10_000) * 100) / 100);
    expectConsistent(plan, 10_000);
  });

  it('capitalised: pay nothing, their interest adds to the balance', () => {
    const plan = paymentPlan({ ...loan, gracePeriods: 2, grace: 'capitalised' });
    expect(
      plan.rows.slice(0, 2).map((row) => [row.principal, row.interest, row.payment, row.balance]),
    ).toEqual([
      [-50, 50, 0, 10_050],
      [-50.25, 50.25, 0, 10_100.25],
    ]);
    expect(plan.payment).toBe(Math.round(-pmt(0.005, 10, 10_100.25) * 100) / 100);
    expectConsistent(plan, 10_000);
  });
});

describe('a broken or deferred first period', () => {
  it('charges the extra days at the periodic rate over 30-day months, with the first instalment', () => {
    // Regular start 1 March: 50 extra days since 10 January.
    const plan = paymentPlan({ ...loan, startDate: '2025-01-10', firstDueDate: '2025-04-01' });
    expect(plan.rows[0]).toMatchObject({
      date: '2025-04-01',
      interest: 133.33,
      principal: 810.66,
      payment: 943.99,
    });
    expect(plan.rows[1]?.date).toBe('2025-05-01');
    expectConsistent(plan, 10_000);
  });

  it('charges less for a short first period', () => {
    const plan = paymentPlan({ ...loan, startDate: '2025-01-15', firstDueDate: '2025-02-01' });
    // Regular start 1 January: 14 days fewer than a full month.
    expect(plan.rows[0]?.interest).toBe(26.67);
  });

  it('can add that interest to the balance instead', () => {
    const plan = paymentPlan({
      ...loan,
      startDate: '2025-01-10',
      firstDueDate: '2025-04-01',
      brokenPeriodInterest: 'capitalised',
    });
    expect(plan.rows[0]?.payment).toBe(plan.payment);
    expect(plan.payment).toBe(Math.round(-pmt(0.005, 12, 10_083.33) * 100) / 100);
    expectConsistent(plan, 10_000);
  });

  it('refuses a first due date before the start', () => {
    expect(() => paymentPlan({ ...loan, firstDueDate: '2025-01-01' })).toThrow(LessorError);
  });
});

describe('a business calendar', () => {
  it('moves due dates off week-ends and holidays to the next business day', () => {
    const plan = paymentPlan({
      ...loan,
      startDate: '2025-03-01',
      count: 3,
      calendar: { weekEndDays: [0, 6], holidays: ['2025-05-01', '2025-05-02'] },
    });
    // 1 April is a Tuesday; 1 May a holiday, 2 May too, 3-4 May a week-end; 1 June a Sunday.
    expect(plan.rows.map((row) => row.date)).toEqual(['2025-04-01', '2025-05-05', '2025-06-02']);
  });

  it('fails after 1000 tries when no day is a business day', () => {
    const run = () => paymentPlan({ ...loan, calendar: { weekEndDays: [0, 1, 2, 3, 4, 5, 6] } });
    expect(run).toThrow(FinanceError);
    expect(run).toThrow('No valid calendar date after 1000 tries from 2025-02-15');
  });
});

describe('currencies', () => {
  it('round to the currency decimals: 3 for TND, none for XOF', () => {
    expect(paymentPlan({ ...loan, currency: 'TND' }).payment).toBe(860.664);
    const francs = paymentPlan({ ...loan, amount: 1_000_000, currency: 'XOF' });
    expect(francs.payment).toBe(86_066);
    expect(francs.rows.every((row) => Number.isInteger(row.interest))).toBe(true);
    expectConsistent(francs, 1_000_000);
  });

  it('rounds an exact half away from zero, as decided in decimal', () => {
    // 8 × 0.4375 % = 0.035: exactly half a cent, whatever the binary product of the rate says.
    const plan = paymentPlan({ amount: 8, rate: 0.0525, count: 2, startDate: '2025-01-01' });
    expect(plan.rows[0]?.interest).toBe(0.04);
  });
});

describe('invalid terms', () => {
  it.each([
    ['amount', { amount: 0 }],
    ['count', { count: 0 }],
    ['count', { count: 1.5 }],
    ['gracePeriods', { gracePeriods: 12 }],
    ['residualValue', { residualValue: -1 }],
    ['rate', { rate: Number.NaN }],
  ])('names the field %s', (field, change) => {
    expect(() => paymentPlan({ ...loan, ...change })).toThrow(new RegExp(`for field '${field}'`));
  });

  it('refuses an impossible start date', () => {
    expect(() => paymentPlan({ ...loan, startDate: '2025-02-30' })).toThrow(
      "Field 'startDate' must be a date",
    );
  });
});
