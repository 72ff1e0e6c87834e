// mulberry32: a small, fast, seedable generator, so that what a benchmark draws (a synthetic product,
// a request of the mixed load) is the same on every run.

export interface Random {
  /** A number from 0 (included) to 1 (excluded). */
  next(): number;
  /** A number from low to high, rounded to `decimals`. */
  between(range: readonly [number, number], decimals: number): number;
  /** A whole number from low to high, both included. */
  whole(low: number, high: number): number;
  pick<T>(items: readonly T[]): T;
  chance(percent: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = (Math.imul(seed, 0x9e3779b1) ^ 0x5bd1e995) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: ([low, high], decimals) => Math.round((low + next() * (high - low)) * 10 ** decimals) / 10 ** decimals,
    whole: (low, high) => low + Math.floor(next() * (high - low + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (percent) => next() * 100 < percent,
  };
}
