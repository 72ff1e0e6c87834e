import { describe, expect, it } from 'vitest';
import { BANGLE_SIZES, RING_SIZES } from './sizes.js';

describe('ring sizes', () => {
  it('runs from Indian size 1 to 30', () => {
    expect(RING_SIZES.map((ring) => ring.size)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
  });

  it('grows with every size, in circumference and in diameter', () => {
    for (const [index, ring] of RING_SIZES.entries()) {
      const next = RING_SIZES[index + 1];
      if (!next) continue;
      expect(next.circumference).toBeGreaterThan(ring.circumference);
      expect(next.diameter).toBeGreaterThanOrEqual(ring.diameter);
    }
  });

  it.each([
    // The cited chart's circumferences; the diameters are circumference ÷ π (Rajmudra: 14.6 mm for 6, 20.7 mm for 25).
    [1, 41.0, 13.1],
    [6, 46.1, 14.7],
    [12, 51.9, 16.5],
    [25, 64.6, 20.6],
    [30, 69.7, 22.2],
  ])('size %d is %d mm round, %d mm across', (size, circumference, diameter) => {
    expect(RING_SIZES[size - 1]).toEqual({ size, circumference, diameter });
  });
});

describe('bangle sizes', () => {
  it('runs 2-2 to 2-12, wider with every size', () => {
    expect(BANGLE_SIZES.map((bangle) => bangle.size)).toEqual(['2-2', '2-4', '2-6', '2-8', '2-10', '2-12']);
    for (const [index, bangle] of BANGLE_SIZES.entries()) {
      const next = BANGLE_SIZES[index + 1];
      if (next) expect(next.diameter).toBeGreaterThan(bangle.diameter);
    }
  });

  it.each([
    ['2-2', 54.0],
    ['2-4', 57.2],
    ['2-8', 63.5],
    ['2-12', 69.9],
  ])('%s is %d mm across inside', (size, diameter) => {
    expect(BANGLE_SIZES.find((bangle) => bangle.size === size)?.diameter).toBe(diameter);
  });
});
