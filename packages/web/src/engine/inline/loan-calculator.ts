import {
  goalSeek,
  type PaymentPeriod,
  type PaymentPlan,
  type PaymentPlanParams,
  type PaymentTiming,
  paymentPlan,
  solvePlanCount,
  solvePlanRate,
  solvePlanResidualValue,
} from '@lessor/domain/finance';

/**
 * What the loan calculator asks: amount, annual rate (a fraction), duration in periods, period,
 * residual value, start date and timing; and, from a contract, the terms it does not edit
 * (deferred periods, first due date, currency), so that it starts from the contract's own plan.
 */
export interface LoanTerms {
  amount: number;
  rate: number;
  count: number;
  period: PaymentPeriod;
  residualValue: number;
  /** `YYYY-MM-DD`. */
  startDate: string;
  timing: PaymentTiming;
  fixed?: Omit<
    PaymentPlanParams,
    'amount' | 'rate' | 'count' | 'period' | 'residualValue' | 'startDate' | 'timing'
  >;
}

/** The terms goal seek may solve for a wanted payment. */
export type SolvableTerm = 'amount' | 'rate' | 'count' | 'residualValue';

function params({ fixed, ...terms }: LoanTerms): PaymentPlanParams {
  return { ...fixed, ...terms, count: Math.round(terms.count) };
}

/**
 * The plan of the terms (payment and rows), or undefined while they cannot make one (an empty or
 * negative amount, no duration).
 * @example loanPlan({ amount: 10_000, rate: 0.06, count: 12, period: 30, residualValue: 0, startDate: '2025-01-15', timing: 'arrears' })?.payment // 860.66
 */
export function loanPlan(terms: LoanTerms): PaymentPlan | undefined {
  if (!(terms.amount > 0) || !(terms.count >= 1) || !Number.isFinite(terms.rate)) return undefined;
  try {
    return paymentPlan(params(terms));
  } catch {
    return undefined;
  }
}

/**
 * Goal seek: the value of one term that makes the payment the one wanted, the others kept
 * (rate, duration and residual value by the finance engine's solvers, the amount by goal seek).
 * @example solveLoanTerm({ amount: 10_000, rate: 0.06, count: 12, period: 30, residualValue: 0, startDate: '2025-01-15', timing: 'arrears' }, 'amount', 1000) // ≈ 11_618.93
 */
export function solveLoanTerm(terms: LoanTerms, term: SolvableTerm, payment: number): number {
  const plan = { ...params(terms), payment };
  switch (term) {
    case 'rate':
      return solvePlanRate(plan);
    case 'count':
      return solvePlanCount(plan);
    case 'residualValue':
      return solvePlanResidualValue(plan);
    case 'amount':
      return goalSeek((amount) => paymentPlan({ ...params(terms), amount }).payment, payment, {
        guess: terms.amount > 0 ? terms.amount : payment * terms.count,
        lower: 0,
      });
  }
}
