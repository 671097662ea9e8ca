import { type Evaluate, type NewtonStop, newtonRoot } from './newton.ts';

// Calc's XIRR stops when a step or the value is no larger than 1e-10, after at most 50 steps.
const CALC_XIRR_STOP: NewtonStop = { maxIterations: 50, stepTolerance: 1e-10, valueTolerance: 1e-10 };
// After the guess, Calc starts again from -99 %, -98 %, ... 99 %, in that order (199 more starts).
const CALC_RESCANS = 199;

/**
 * LibreOffice Calc's XIRR search: Newton's method from the guess, then from -99 %, -98 %, ...,
 * 99 %, in that order, until one run settles on a finite rate; answers that rate, or NaN when
 * none does. The rate is where Calc's iteration stops, root or not: the caller checks it.
 * Which root comes out of several is decided by this order alone, so it must not change.
 */
export function newtonFromCalcStarts(evaluate: Evaluate, guess: number): number {
  const first = newtonRoot(evaluate, guess, CALC_XIRR_STOP);
  if (Number.isFinite(first)) return first;
  for (let scan = 1; scan <= CALC_RESCANS; scan++) {
    // Computed as Calc computes it, so the starts are the same doubles.
    const rate = newtonRoot(evaluate, -0.99 + (scan - 1) * 0.01, CALC_XIRR_STOP);
    if (Number.isFinite(rate)) return rate;
  }
  return Number.NaN;
}
