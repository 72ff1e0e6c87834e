import { RING_SIZES } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { SIZER_HEIGHT_MM, SIZER_WIDTH_MM, sizerCircles } from './sizer';

describe('printable ring sizer', () => {
  const circles = sizerCircles();

  it("draws each size's inside diameter at true scale, in millimetres", () => {
    for (const circle of circles)
      expect(circle.r * 2).toBe(RING_SIZES.find((ring) => ring.size === circle.size)?.diameter);
    expect(circles.map((circle) => circle.size)).toEqual([6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
  });

  it('keeps every circle and label inside the drawing, without overlapping its neighbour', () => {
    for (const circle of circles) {
      expect(circle.cx - circle.r).toBeGreaterThanOrEqual(0);
      expect(circle.cx + circle.r).toBeLessThanOrEqual(SIZER_WIDTH_MM);
      expect(circle.cy - circle.r).toBeGreaterThanOrEqual(0);
      expect(circle.labelY).toBeLessThanOrEqual(SIZER_HEIGHT_MM);
      expect(circle.labelY).toBeGreaterThan(circle.cy + circle.r);
    }
    const [first, second] = circles;
    if (!first || !second) throw new Error('no circles');
    expect(second.cx - second.r).toBeGreaterThan(first.cx + first.r);
  });
});
