import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.js';

describe('seededRandom', () => {
  it('draws the same numbers from the same seed, and others from another', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('draws from [0, 1), spread over the whole range', () => {
    const next = seededRandom(7);
    const numbers = Array.from({ length: 10_000 }, next);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...numbers)).toBeLessThan(1);
    const tenths = new Set(numbers.map((value) => Math.floor(value * 10)));
    expect(tenths.size).toBe(10);
    const mean = numbers.reduce((sum, value) => sum + value, 0) / numbers.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it('is mulberry32: its first draw from seed 1', () => {
    // The published reference implementation gives 0.6270739405881613 for seed 1.
    expect(seededRandom(1)()).toBe(0.6270739405881613);
  });
});
