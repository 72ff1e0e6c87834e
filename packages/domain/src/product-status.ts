// Whether a visitor sees a piece: one rule for the CMS's public routes and the site's build, each
// giving its own clock (docs/domain.md#statuses).
import { DEFAULT_SOLD_SHOWN_DAYS } from './constants.js';
import type { Product } from './types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type StatusOf = Pick<Product, 'status' | 'statusChangedAt'>;

/**
 * Until when (ms since the epoch) a sold piece stays listed: `days` after its status changed. A
 * sold piece with no recorded change (none before statuses were recorded) is listed no longer.
 */
export function soldShownUntil(piece: StatusOf, days = DEFAULT_SOLD_SHOWN_DAYS): number {
  const changed = piece.statusChangedAt ? Date.parse(piece.statusChangedAt) : Number.NaN;
  return Number.isNaN(changed) ? Number.NEGATIVE_INFINITY : changed + days * DAY_MS;
}

/** Whether a visitor sees the piece at `now`: active and inactive always, sold for `days`, never drafts or hidden. */
export function isPublic(piece: StatusOf, now: number, days = DEFAULT_SOLD_SHOWN_DAYS): boolean {
  switch (piece.status) {
    case 'active':
    case 'inactive':
      return true;
    case 'sold':
      return now < soldShownUntil(piece, days);
    default:
      return false;
  }
}

/**
 * The pieces a visitor sees at `now`, and the next moment that may change on its own (a sold piece
 * leaving the list), or Infinity: a caller may keep the answer until then.
 */
export function publicPieces<T extends StatusOf>(
  pieces: readonly T[],
  now: number,
  days = DEFAULT_SOLD_SHOWN_DAYS,
): { pieces: T[]; until: number } {
  let until = Number.POSITIVE_INFINITY;
  const shown = pieces.filter((piece) => {
    const visible = isPublic(piece, now, days);
    if (visible && piece.status === 'sold') until = Math.min(until, soldShownUntil(piece, days));
    return visible;
  });
  return { pieces: shown, until };
}
