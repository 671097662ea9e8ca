import { brent } from './brent.ts';
import { FinanceError } from './finance-error.ts';
import { type Evaluate, type NewtonStop, newtonRoot, type ValueAndSlope } from './newton.ts';

/** A rate to solve for: IRR, XIRR and RATE all reduce to one of these. */
export interface RateProblem {
  /** The spreadsheet function's name, for error messages. */
  name: string;
  /** f(rate) and f'(rate); the rate sought makes f zero. */
  evaluate: Evaluate;
  /** The sum of |terms| of f at a rate: the scale of f's rounding noise there. */
  magnitude: (rate: number) => number;
  /** The spreadsheet's own first attempt, so that the same root comes out when there are several. */
  start: number;
  stop: NewtonStop;
  /** Further starting points, tried in order when the first attempt fails (built only then). */
  retries: () => readonly number[];
}

// A root is accepted only when f there is within rounding noise of zero, relative to f's terms.
const ACCEPTED_REMAINDER = 1e-9;
const RETRY_STOP: NewtonStop = { maxIterations: 50, stepTolerance: 1e-10, valueTolerance: 0 };
// Last resort: a sign change of f on this grid of rates, closed in by Brent's method.
const SCAN_RATES = [
  -0.999, -0.99, -0.95, -0.9, -0.8, -0.6, -0.4, -0.2, -0.1, -0.05, -0.02, 0, 0.02, 0.05, 0.1, 0.2, 0.4, 0.7,
  1, 2, 5, 10, 100, 1000,
];

function isAcceptable(problem: RateProblem, rate: number, point: ValueAndSlope): boolean {
  if (!(rate > -1) || !Number.isFinite(rate)) return false;
  problem.evaluate(rate, point);
  return Math.abs(point.value) <= ACCEPTED_REMAINDER * problem.magnitude(rate);
}

function scanForRoot(problem: RateProblem, point: ValueAndSlope): number {
  const f = (rate: number) => {
    problem.evaluate(rate, point);
    return point.value;
  };
  let best = Number.NaN;
  let bestDistance = Number.POSITIVE_INFINITY;
  let [previous, previousValue] = [Number.NaN, Number.NaN];
  for (const rate of SCAN_RATES) {
    const value = f(rate);
    const distance = Math.min(Math.abs(previous - problem.start), Math.abs(rate - problem.start));
    if (value * previousValue <= 0 && distance < bestDistance) {
      const root = brent(f, { low: previous, high: rate, lowValue: previousValue, highValue: value }, 0, 200);
      if (isAcceptable(problem, root, point)) [best, bestDistance] = [root, distance];
    }
    [previous, previousValue] = [rate, value];
  }
  return best;
}

/**
 * Solves for a rate: Newton's method from the spreadsheet's start with its stopping rule; then
 * Brent's method on the sign change of f nearest the start on a grid of rates; then Newton from
 * each further starting point (for roots where f touches zero without changing sign).
 * Every candidate must lie above -100 % and make f vanish to rounding noise: a wrong root is
 * never returned; NO_CONVERGENCE is thrown when no candidate qualifies.
 */
export function findRateRoot(problem: RateProblem): number {
  const point: ValueAndSlope = { value: 0, slope: 0 };
  const first = newtonRoot(problem.evaluate, problem.start, problem.stop);
  if (isAcceptable(problem, first, point)) return first;
  const scanned = scanForRoot(problem, point);
  if (!Number.isNaN(scanned)) return scanned;
  for (const start of problem.retries()) {
    const root = newtonRoot(problem.evaluate, start, RETRY_STOP);
    if (isAcceptable(problem, root, point)) return root;
  }
  throw new FinanceError('NO_CONVERGENCE', [
    `${problem.name} found no rate above -100 % that zeroes the value`,
  ]);
}

// Starting points -99 %, -98 %, ..., 99 %: the scan Calc's XIRR falls back on.
const PERCENT_STARTS: readonly number[] = Array.from({ length: 199 }, (_, k) => (k - 99) / 100);

/** Calc's fallback starting points, the nearest to the guess first: the root found is the guess's neighbour. */
export function startsNear(guess: number): number[] {
  return [...PERCENT_STARTS].sort((a, b) => Math.abs(a - guess) - Math.abs(b - guess));
}
