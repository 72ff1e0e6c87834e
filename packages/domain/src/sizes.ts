// The size guide's tables (/size-guide): Indian ring sizes and bangle sizes, in millimetres.

/** One Indian ring size: the ring's inside circumference and diameter in millimetres. */
export interface RingSize {
  size: number;
  circumference: number;
  diameter: number;
}

/**
 * Indian ring sizes 1 to 30 by inside circumference in millimetres, as published by Duha Fine
 * Jewellery's sizing chart (duhafinejewellery.com/pages/sizing-chart, 'Ring Size (Indian)'),
 * checked against Elliston Jewelry's ring size guide (ellistonjewelry.in/ring-size-guide), which
 * gives the same figures for sizes 1 and 4 to 29, and against the diameters of Rajmudra's chart
 * (rajmudraring.shop, sizes 6 to 25, within 0.2 mm of circumference ÷ π). The steps are uneven
 * (0.6 to 1.3 mm) because the scale was drawn in inches and rounded to a tenth of a millimetre.
 */
const RING_CIRCUMFERENCES_MM = [
  41.0, 41.7, 42.9, 44.1, 44.8, 46.1, 47.4, 48.0, 48.7, 50.0, 51.2, 51.9, 53.1, 54.4, 55.1, 56.3, 57.0, 58.3, 58.9,
  60.2, 60.8, 62.1, 62.7, 64.0, 64.6, 65.9, 67.2, 67.8, 69.1, 69.7,
] as const;

/** Millimetres to one decimal, as the tables show them. */
const tenth = (millimetres: number) => Math.round(millimetres * 10) / 10;

/** Sizes 1 to 30; the inside diameter is the circumference ÷ π, to a tenth of a millimetre. */
export const RING_SIZES: readonly RingSize[] = RING_CIRCUMFERENCES_MM.map((circumference, index) => ({
  size: index + 1,
  circumference,
  diameter: tenth(circumference / Math.PI),
}));

/** One Indian bangle size ('2-4'): its inside diameter in millimetres and inches. */
export interface BangleSize {
  size: string;
  diameter: number;
  inches: number;
}

const MM_PER_INCH = 25.4;

/**
 * Indian bangle sizes 2-2 to 2-12: the size is the inside diameter in inches and sixteenths of an
 * inch (2-4 is 2 4⁄16 = 2.25 in = 57.2 mm), as Jewelsify's bangle size guide explains
 * (jewelsify.com/bangle-size-guide) and Papilior's chart lists (papilior.com/rings-and-bangles-education:
 * 2-2 54 mm … 2-12 69.9 mm). The trade sells the even sixteenths.
 */
export const BANGLE_SIZES: readonly BangleSize[] = [2, 4, 6, 8, 10, 12].map((sixteenths) => {
  const inches = 2 + sixteenths / 16;
  return { size: `2-${sixteenths}`, diameter: tenth(inches * MM_PER_INCH), inches };
});

/** The printable sizer's check line: a ruler held to it shows whether the page printed at 100 %. */
export const SIZER_CHECK_LINE_MM = 50;
