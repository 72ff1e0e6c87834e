// Reading what a picture shows on screen, by colour: tests draw their photos in flat colours, so a
// screenshot of the element says which part of which photo the page shows, and which way up.
import type { Locator } from '@playwright/test';
import sharp from 'sharp';

export type Colour = 'red' | 'green' | 'blue' | 'other';

/** A pixel's colour by name: one channel well above the other two. */
export function colourName(r: number, g: number, b: number): Colour {
  if (r > 150 && g < 100 && b < 100) return 'red';
  if (g > 150 && r < 100 && b < 100) return 'green';
  if (b > 150 && r < 100 && g < 100) return 'blue';
  return 'other';
}

/** A point of an element's box: fractions of its width across and of its height down. */
export type Point = readonly [across: number, down: number];

/** Points across a box's middle, away from its edges: rows at 20%, 50% and 80% down. */
export const GRID: readonly Point[] = [0.2, 0.5, 0.8].flatMap((down) =>
  [0.2, 0.35, 0.5, 0.65, 0.8].map((across): Point => [across, down]),
);

/**
 * The colour the screen shows at each point of an element, from a screenshot of it: what a
 * shopper sees, with any turn or crop the page gives it.
 */
export async function coloursShown(element: Locator, points: readonly Point[]): Promise<Colour[]> {
  const shot = await element.screenshot({ animations: 'disabled' });
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return points.map(([across, down]) => {
    const x = Math.min(info.width - 1, Math.floor(across * info.width));
    const y = Math.min(info.height - 1, Math.floor(down * info.height));
    const at = (y * info.width + x) * info.channels;
    return colourName(data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0);
  });
}
