/** A small deterministic generator (mulberry32): the same seed gives the same fixtures. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max]. */
  integer(min: number, max: number): number;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
  /** A value rounded to `decimals` decimals, as a person would type it. */
  typed(min: number, max: number, decimals: number): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    between,
    integer: (min, max) => Math.floor(between(min, max + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    typed: (min, max, decimals) => Number(between(min, max).toFixed(decimals)),
  };
}
