import { LessorError } from '../errors/lessor-error.ts';
import { FinanceError } from './finance-error.ts';
import { goalSeek } from './goal-seek.ts';
import { periodsPerYear } from './payment-period.ts';
import type { PaymentPlanParams } from './payment-plan-types.ts';
import { endBalance, residualBalance } from './plan-balance.ts';
import { type PlanTerms, planTerms } from './plan-terms.ts';

// Solutions are sought on the unrounded plan, then rounded once; the plan built from them absorbs
// the last cent in its last instalment as usual.

/** How far the balance after the last instalment lies above what the residual value calls for. */
function shortfall(terms: PlanTerms, paymentMinor: number, residualMinor = terms.residualMinor): number {
  const { constant, perPayment } = endBalance(terms);
  return constant + perPayment * paymentMinor - residualBalance(terms, residualMinor);
}

function requirePayment(params: PaymentPlanParams): number {
  if (params.payment === undefined) throw new LessorError('MISSING_FIELD_IN_ARGS', ['payment']);
  return params.payment;
}

function roundToUnit(minor: number, unit: number): number {
  return (Math.sign(minor) * Math.round(Math.abs(minor))) / unit;
}

/**
 * The regular instalment that repays the plan down to its residual value, rounded to the currency's
 * decimals (`params.payment` is ignored). Equals the instalment `paymentPlan` computes.
 * @example solvePlanPayment({ amount: 10_000, rate: 0.06, count: 12, startDate: '2025-01-15' }) // 860.66
 */
export function solvePlanPayment(params: PaymentPlanParams): number {
  const terms = planTerms({ ...params, payment: undefined });
  const guess = terms.amountMinor / terms.count;
  const payment = goalSeek((minor) => shortfall(terms, minor), 0, { guess, step: guess / 10 });
  return roundToUnit(payment, terms.unit);
}

/**
 * The annual rate (nominal, or effective with `rateKind` 'effective') at which `params.payment`
 * repays the plan down to its residual value; `params.rate` is the first guess.
 * @example solvePlanRate({ amount: 10_000, rate: 0.05, count: 12, startDate: '2025-01-15', payment: 860.66 }) // ≈ 0.06
 */
export function solvePlanRate(params: PaymentPlanParams): number {
  const payment = requirePayment(params);
  const perYear = params.rateKind === 'effective' ? 1 : periodsPerYear(planTerms(params).period);
  const gap = (rate: number) => {
    const terms = planTerms({ ...params, rate });
    return shortfall(terms, terms.paymentMinor ?? payment) / terms.unit;
  };
  // Periodic rates stay above -100 %; beyond 1000 % a year nothing is a loan any more.
  return goalSeek(gap, 0, { guess: params.rate, step: 0.01, lower: -0.99 * perYear, upper: 10 });
}

const MAX_COUNT = 10_000;

/**
 * The number of instalments, grace periods included, that `params.payment` needs to repay the plan
 * down to its residual value: the smallest count whose balance is no more than the residual value,
 * give or take the rounding of the payment. The last instalment of that plan absorbs the difference.
 * @example solvePlanCount({ amount: 10_000, rate: 0.06, count: 1, startDate: '2025-01-15', payment: 860.66 }) // 12
 */
export function solvePlanCount(params: PaymentPlanParams): number {
  requirePayment(params);
  const lowest = (params.gracePeriods ?? 0) + 1;
  // A rounded payment may leave up to half a minor unit per instalment: the last one absorbs it.
  const gapAt = (count: number) => {
    const terms = planTerms({ ...params, count });
    return shortfall(terms, terms.paymentMinor ?? 0) - count / 2;
  };
  if (gapAt(MAX_COUNT) > 0) {
    throw new FinanceError('NO_ACCEPTABLE_RESULT', [
      `the payment does not repay the amount in ${MAX_COUNT} instalments`,
    ]);
  }
  if (gapAt(lowest) <= 0) return lowest;
  // Counts are whole: the seek runs on straight lines between them, then rounds up.
  const gap = (count: number) => {
    const below = Math.floor(count);
    const low = gapAt(below);
    return below === count ? low : low + (gapAt(below + 1) - low) * (count - below);
  };
  const guess = Math.min(Math.max(params.count, lowest), MAX_COUNT);
  const count = goalSeek(gap, 0, { guess, step: 1, lower: lowest, upper: MAX_COUNT, tolerance: 1e-9 });
  return Math.ceil(count - 1e-9);
}

/**
 * The residual value that `params.payment` leaves at the end of the plan, rounded to the currency's
 * decimals (`params.residualValue` is ignored).
 * @example solvePlanResidualValue({ amount: 10_000, rate: 0.06, count: 12, startDate: '2025-01-15', payment: 700 }) // 1981.88
 */
export function solvePlanResidualValue(params: PaymentPlanParams): number {
  const payment = requirePayment(params);
  const terms = planTerms({ ...params, residualValue: 0 });
  const guess = terms.amountMinor / 2;
  const residual = goalSeek((minor) => shortfall(terms, terms.paymentMinor ?? payment, minor), 0, {
    guess,
    step: guess / 10,
  });
  return roundToUnit(residual, terms.unit);
}
