// What a benchmark draws (a synthetic product, a request of the mixed load), the same on every run:
// the demo catalogue's seeded generator, with the draws the benchmarks make of it.
import { seededRandom as numbers } from '@suvarna/demo-catalogue/random';

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
  // The seed is scrambled first, so that neighbouring seeds (product 1, 2, 3...) draw unalike.
  const next = numbers((Math.imul(seed, 0x9e3779b1) ^ 0x5bd1e995) >>> 0);
  return {
    next,
    between: ([low, high], decimals) => Math.round((low + next() * (high - low)) * 10 ** decimals) / 10 ** decimals,
    whole: (low, high) => low + Math.floor(next() * (high - low + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (percent) => next() * 100 < percent,
  };
}
