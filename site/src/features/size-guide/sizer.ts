// The printable ring sizer (/size-guide): circles of the inside diameter of every second Indian ring
// size, laid out in millimetres so the SVG prints at true scale (its width and height are given in
// mm; one user unit of the viewBox is one millimetre), and a 50 mm line to check the print's scale.
import { RING_SIZES, type RingSize } from '@suvarna/domain';

/** The sizes on the sizer: the common ones, every second size from 6 to 24. */
export const SIZER_SIZES = [6, 8, 10, 12, 14, 16, 18, 20, 22, 24] as const;
/** Each circle's cell, in mm: wide enough for the largest circle (20.6 mm) and its label. */
const CELL_MM = 30;
const ROW_MM = 34;
const PER_ROW = 5;

export interface SizerCircle {
  size: number;
  /** Centre and radius, mm. */
  cx: number;
  cy: number;
  r: number;
  /** Where its label sits, under the circle. */
  labelY: number;
}

export const SIZER_WIDTH_MM = CELL_MM * PER_ROW;
export const SIZER_HEIGHT_MM = ROW_MM * Math.ceil(SIZER_SIZES.length / PER_ROW);

export function sizerCircles(sizes: readonly RingSize[] = RING_SIZES): SizerCircle[] {
  return SIZER_SIZES.map((size, index) => {
    const ring = sizes.find((entry) => entry.size === size);
    if (!ring) throw new Error(`No ring size ${size}`);
    const cx = (index % PER_ROW) * CELL_MM + CELL_MM / 2;
    const top = Math.floor(index / PER_ROW) * ROW_MM;
    return { size, cx, cy: top + 13, r: ring.diameter / 2, labelY: top + 30 };
  });
}
