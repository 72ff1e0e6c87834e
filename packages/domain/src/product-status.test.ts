import { describe, expect, it } from 'vitest';
import { isPublic, publicPieces, soldShownUntil } from './product-status.js';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-29T12:00:00.000Z');
const ago = (days: number) => new Date(now - days * DAY).toISOString();

describe('which pieces a visitor sees', () => {
  it('shows active and inactive pieces, never drafts or hidden ones', () => {
    expect(isPublic({ status: 'active', statusChangedAt: null }, now)).toBe(true);
    expect(isPublic({ status: 'inactive', statusChangedAt: ago(400) }, now)).toBe(true);
    expect(isPublic({ status: 'draft', statusChangedAt: ago(0) }, now)).toBe(false);
    expect(isPublic({ status: 'hidden', statusChangedAt: null }, now)).toBe(false);
  });

  it('shows a sold piece for the days given after its status changed, then hides it', () => {
    expect(isPublic({ status: 'sold', statusChangedAt: ago(29.9) }, now)).toBe(true);
    expect(isPublic({ status: 'sold', statusChangedAt: ago(30) }, now)).toBe(false);
    expect(isPublic({ status: 'sold', statusChangedAt: ago(5) }, now, 3)).toBe(false);
    expect(isPublic({ status: 'sold', statusChangedAt: ago(5) }, now, 7)).toBe(true);
    // No recorded change: nothing says it was sold recently.
    expect(isPublic({ status: 'sold', statusChangedAt: null }, now)).toBe(false);
    expect(soldShownUntil({ status: 'sold', statusChangedAt: ago(10) })).toBe(now + 20 * DAY);
  });

  it('lists what is public and when that next changes by itself', () => {
    const pieces = [
      { id: 1, status: 'active' as const, statusChangedAt: null },
      { id: 2, status: 'sold' as const, statusChangedAt: ago(10) },
      { id: 3, status: 'sold' as const, statusChangedAt: ago(25) },
      { id: 4, status: 'draft' as const, statusChangedAt: ago(1) },
      { id: 5, status: 'sold' as const, statusChangedAt: ago(31) },
    ];
    const { pieces: shown, until } = publicPieces(pieces, now);
    expect(shown.map((piece) => piece.id)).toEqual([1, 2, 3]);
    expect(until).toBe(now + 5 * DAY);
    expect(publicPieces(pieces.slice(0, 1), now).until).toBe(Number.POSITIVE_INFINITY);
  });
});
