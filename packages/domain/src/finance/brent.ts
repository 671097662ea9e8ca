/**
 * Brent's root finder on a bracket whose ends have values of opposite signs
 * (R. P. Brent, "Algorithms for Minimization without Derivatives", 1973, chapter 4).
 * Answers NaN when it has not converged within `maxIterations`.
 */
export function brent(
  f: (x: number) => number,
  bracket: { low: number; high: number; lowValue: number; highValue: number },
  tolerance: number,
  maxIterations: number,
): number {
  let [a, fa, b, fb] = [bracket.low, bracket.lowValue, bracket.high, bracket.highValue];
  let [c, fc] = [a, fa];
  let d = b - a;
  let e = d;
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    if (Math.sign(fb) === Math.sign(fc)) {
      [c, fc] = [a, fa];
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      [a, b, c] = [b, c, b];
      [fa, fb, fc] = [fb, fc, fb];
    }
    const bound = 2 * Number.EPSILON * Math.abs(b) + tolerance / 2;
    const half = (c - b) / 2;
    if (Math.abs(half) <= bound || fb === 0) return b;
    if (Math.abs(e) >= bound && Math.abs(fa) > Math.abs(fb)) {
      // Secant when only two points differ, inverse quadratic interpolation otherwise.
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * half * s;
        q = 1 - s;
      } else {
        const r = fb / fc;
        const t = fa / fc;
        p = s * (2 * half * t * (t - r) - (b - a) * (r - 1));
        q = (t - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * half * q - Math.abs(bound * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = half;
        e = d;
      }
    } else {
      d = half;
      e = d;
    }
    [a, fa] = [b, fb];
    b += Math.abs(d) > bound ? d : half > 0 ? bound : -bound;
    fb = f(b);
  }
  return Number.NaN;
}
