import { describe, expect, it } from 'vitest';
import { type LoanTerms, loanPlan, solveLoanTerm } from './loan-calculator.ts';

const terms: LoanTerms = {
  amount: 10_000,
  rate: 0.06,
  count: 12,
  period: 30,
  residualValue: 0,
  startDate: '2025-01-15',
  timing: 'arrears',
};

describe('the loan calculator', () => {
  it('answers the payment and the plan of the terms', () => {
    const plan = loanPlan(terms);
    expect(plan?.payment).toBeCloseTo(860.66, 2);
    expect(plan?.rows).toHaveLength(12);
    expect(loanPlan({ ...terms, amount: 0 })).toBeUndefined();
    expect(loanPlan({ ...terms, count: 0 })).toBeUndefined();
  });

  it('falls due from the start date, in advance or in arrears, at the period asked', () => {
    const quarterly = loanPlan({ ...terms, count: 4, period: 90, startDate: '2025-03-31' });
    expect(quarterly?.rows.map((row) => row.date)).toEqual([
      '2025-06-30',
      '2025-09-30',
      '2025-12-31',
      '2026-03-31',
    ]);
    const advance = loanPlan({ ...terms, count: 4, period: 90, startDate: '2025-03-31', timing: 'advance' });
    expect(advance?.rows[0]).toMatchObject({ date: '2025-03-31', interest: 0 });
  });

  it('seeks the value of any term that gives the payment wanted', () => {
    const wanted = [
      ['amount', 1000],
      ['rate', 1000],
      ['residualValue', 700],
    ] as const;
    for (const [term, payment] of wanted) {
      const solved = solveLoanTerm(terms, term, payment);
      expect(loanPlan({ ...terms, [term]: solved })?.payment, term).toBeCloseTo(payment, 1);
    }
    expect(solveLoanTerm(terms, 'amount', 860.66)).toBeCloseTo(10_000, 0);
    // A duration is a whole number of periods.
    expect(solveLoanTerm(terms, 'count', 860.66)).toBe(12);
  });
});
