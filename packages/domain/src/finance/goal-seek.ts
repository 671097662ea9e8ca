import { brent } from './brent.ts';
import { FinanceError } from './finance-error.ts';

/**
 * Where and how hard `goalSeek` looks.
 * @example goalSeek(f, 0, { guess: 0.05, lower: -0.99, upper: 10 })
 */
export interface GoalSeekOptions {
  /** Starting point of the search (default 0). */
  guess?: number;
  /** Smallest acceptable x: the function is never called below it. */
  lower?: number;
  /** Largest acceptable x: the function is never called above it. */
  upper?: number;
  /** First distance from the guess when bracketing (default 10 % of the guess, at least 0.01). */
  step?: number;
  /** Absolute tolerance on x (default 1e-12, plus the limit of doubles at x). */
  tolerance?: number;
  /** Most bracket expansions, and most Brent iterations (default 100 each). */
  maxIterations?: number;
}

interface Bracket {
  low: number;
  high: number;
  lowValue: number;
  highValue: number;
}

function changesSign(a: number, b: number): boolean {
  return (a <= 0 && b >= 0) || (a >= 0 && b <= 0);
}

/** Walks away from the guess on both sides, doubling the step, until f changes sign. */
function findBracket(f: (x: number) => number, options: GoalSeekOptions): Bracket | undefined {
  const lower = options.lower ?? Number.NEGATIVE_INFINITY;
  const upper = options.upper ?? Number.POSITIVE_INFINITY;
  const guess = Math.min(Math.max(options.guess ?? 0, lower), upper);
  let step = options.step ?? Math.max(Math.abs(guess) * 0.1, 0.01);
  const guessValue = f(guess);
  let [right, rightValue, left, leftValue] = [guess, guessValue, guess, guessValue];
  for (let expansion = 0; expansion < (options.maxIterations ?? 100); expansion++) {
    if (right < upper) {
      const next = Math.min(guess + step, upper);
      const nextValue = f(next);
      if (changesSign(rightValue, nextValue)) {
        return { low: right, high: next, lowValue: rightValue, highValue: nextValue };
      }
      [right, rightValue] = [next, nextValue];
    }
    if (left > lower) {
      const next = Math.max(guess - step, lower);
      const nextValue = f(next);
      if (changesSign(leftValue, nextValue)) {
        return { low: next, high: left, lowValue: nextValue, highValue: leftValue };
      }
      [left, leftValue] = [next, nextValue];
    }
    if (right >= upper && left <= lower) return undefined;
    step *= 2;
  }
  return undefined;
}

/**
 * The x at which `fn(x)` equals `target`, as a spreadsheet's goal seek but sure-footed: it brackets
 * a sign change around the guess, then closes in with Brent's method (bisection, secant and
 * inverse quadratic steps). Throws NO_CONVERGENCE when no bracket or no convergence is found, and
 * NO_ACCEPTABLE_RESULT when the sign change turns out to be a jump rather than a root.
 * @example goalSeek((x) => x * x, 2, { guess: 1, lower: 0 }) // ≈ 1.41421356237
 */
export function goalSeek(fn: (x: number) => number, target: number, options: GoalSeekOptions = {}): number {
  const f = (x: number) => fn(x) - target;
  const bracket = findBracket(f, options);
  if (!bracket) throw new FinanceError('NO_CONVERGENCE', ['no value around the guess reaches the target']);
  if (bracket.lowValue === 0) return bracket.low;
  if (bracket.highValue === 0) return bracket.high;
  const root = brent(f, bracket, options.tolerance ?? 1e-12, options.maxIterations ?? 100);
  if (Number.isNaN(root)) throw new FinanceError('NO_CONVERGENCE', ["Brent's method did not settle"]);
  const remainder = Math.abs(f(root));
  // A sign change across a pole or a jump closes in on it: f stays large there.
  if (!(remainder <= Math.max(Math.abs(bracket.lowValue), Math.abs(bracket.highValue)))) {
    throw new FinanceError('NO_ACCEPTABLE_RESULT', [`the function jumps across the target near ${root}`]);
  }
  return root;
}
