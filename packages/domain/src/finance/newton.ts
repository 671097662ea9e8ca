/** A function's value and slope at one point, written into a reused object to spare allocations. */
export interface ValueAndSlope {
  value: number;
  slope: number;
}

/** Writes f(x) and f'(x) into `out`. */
export type Evaluate = (x: number, out: ValueAndSlope) => void;

/** When Newton's method may stop: the spreadsheets' own criteria, so that it follows their path. */
export interface NewtonStop {
  maxIterations: number;
  /** Stop once a step is no longer than this. */
  stepTolerance: number;
  /** Stop once |f| at the last point is no larger than this (0: never). */
  valueTolerance: number;
}

/**
 * Newton's method from `start`, stopping like the spreadsheet it mirrors, then polished with
 * a few more steps while |f| keeps falling, so the root is as exact as doubles allow.
 * Answers NaN when the iteration diverges or does not settle: the caller tries elsewhere.
 */
export function newtonRoot(evaluate: Evaluate, start: number, stop: NewtonStop): number {
  const point: ValueAndSlope = { value: 0, slope: 0 };
  let x = start;
  for (let iteration = 0; iteration < stop.maxIterations; iteration++) {
    evaluate(x, point);
    const step = point.value / point.slope;
    if (!Number.isFinite(step)) return Number.NaN;
    x -= step;
    if (Math.abs(step) <= stop.stepTolerance || Math.abs(point.value) <= stop.valueTolerance) {
      return polish(evaluate, x, point);
    }
  }
  return Number.NaN;
}

function polish(evaluate: Evaluate, start: number, point: ValueAndSlope): number {
  let x = start;
  evaluate(x, point);
  let smallest = Math.abs(point.value);
  for (let iteration = 0; iteration < 8 && smallest > 0; iteration++) {
    const next = x - point.value / point.slope;
    if (!Number.isFinite(next) || next === x) break;
    evaluate(next, point);
    if (!(Math.abs(point.value) < smallest)) break;
    x = next;
    smallest = Math.abs(point.value);
  }
  return Number.isFinite(smallest) ? x : Number.NaN;
}
