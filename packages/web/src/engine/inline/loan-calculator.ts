import {
  goalSeek,
  type PaymentPeriod,
  type PaymentPlan,
  paymentPlan,
  solvePlanCount,
  solvePlanRate,
  solvePlanResidualValue,
} from '@lessor/domain/finance';

/** What the loan calculator asks: amount, annual rate (a fraction), duration in periods, period, residual value. */
export interface LoanTerms {
  amount: number;
  rate: number;
  count: number;
  period: PaymentPeriod;
  residualValue: number;
}

/** The terms goal seek may solve for a wanted payment. */
export type SolvableTerm = 'amount' | 'rate' | 'count' | 'residualValue';

const startDate = '2025-01-01';

/**
 * The plan of the terms (payment and rows), or undefined while they cannot make one (an empty or
 * negative amount, no duration).
 * @example loanPlan({ amount: 10_000, rate: 0.06, count: 12, period: 30, residualValue: 0 })?.payment // 860.66
 */
export function loanPlan(terms: LoanTerms): PaymentPlan | undefined {
  if (!(terms.amount > 0) || !(terms.count >= 1) || !Number.isFinite(terms.rate)) return undefined;
  try {
    return paymentPlan({ ...terms, count: Math.round(terms.count), startDate });
  } catch {
    return undefined;
  }
}

/**
 * Goal seek: the value of one term that makes the payment the one wanted, the others kept
 * (rate, duration and residual value by the finance engine's solvers, the amount by goal seek).
 * @example solveLoanTerm({ amount: 10_000, rate: 0.06, count: 12, period: 30, residualValue: 0 }, 'amount', 1000) // ≈ 11_618.93
 */
export function solveLoanTerm(terms: LoanTerms, term: SolvableTerm, payment: number): number {
  const params = { ...terms, startDate, payment };
  switch (term) {
    case 'rate':
      return solvePlanRate(params);
    case 'count':
      return solvePlanCount(params);
    case 'residualValue':
      return solvePlanResidualValue(params);
    case 'amount':
      return goalSeek((amount) => paymentPlan({ ...terms, amount, startDate }).payment, payment, {
        guess: terms.amount > 0 ? terms.amount : payment * terms.count,
        lower: 0,
      });
  }
}
