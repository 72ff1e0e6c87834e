// The shopper's shortlist and the pieces they viewed lately, kept in their browser's localStorage
// (no account, no cookie: nothing leaves the browser). Each entry keeps the price it was added at,
// so the Shortlist page can say when today's price differs. Whatever the storage holds is checked
// on reading: a damaged or foreign value reads as an empty list. Checked by hand rather than with
// zod: this runs on every public page, and About and Contact ship no JavaScript file
// (docs/performance.md), so the script must stay small enough for Astro to inline.
import { RECENTLY_VIEWED_MAX, SHOPPER_STORAGE_KEYS, SHORTLIST_MAX } from '../../config/ui';

export interface ShortlistEntry {
  id: number;
  /** The piece's price when it was added, in rupees. */
  price: number;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isEntry = (value: unknown): value is ShortlistEntry =>
  typeof value === 'object' &&
  value !== null &&
  isId((value as ShortlistEntry).id) &&
  Number.isFinite((value as ShortlistEntry).price) &&
  (value as ShortlistEntry).price >= 0;
const listOf =
  <T>(isItem: (value: unknown) => value is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(isItem);

/** Said on the document whenever the shortlist changes in this page (other tabs hear `storage`). */
export const SHORTLIST_CHANGED = 'suvarna:shortlist';

function read<T>(storage: Storage, key: string, isValid: (value: unknown) => value is T[]): T[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return isValid(stored) ? stored : [];
  } catch {
    return [];
  }
}

/** Stored quietly: a full or refused storage (private browsing) must not break the page. */
function write(storage: Storage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function readShortlist(storage: Storage): ShortlistEntry[] {
  return read(storage, SHOPPER_STORAGE_KEYS.shortlist, listOf(isEntry)).map(({ id, price }) => ({ id, price }));
}

export const isShortlisted = (storage: Storage, id: number) => readShortlist(storage).some((entry) => entry.id === id);

/**
 * Adds the piece (newest first, at most SHORTLIST_MAX, the oldest dropped) or removes it; answers
 * whether it is now on the shortlist.
 */
export function toggleShortlist(storage: Storage, piece: ShortlistEntry): boolean {
  const current = readShortlist(storage);
  const present = current.some((entry) => entry.id === piece.id);
  const next = present
    ? current.filter((entry) => entry.id !== piece.id)
    : [{ id: piece.id, price: piece.price }, ...current].slice(0, SHORTLIST_MAX);
  write(storage, SHOPPER_STORAGE_KEYS.shortlist, next);
  return !present;
}

export function readRecentlyViewed(storage: Storage): number[] {
  return read(storage, SHOPPER_STORAGE_KEYS.recentlyViewed, listOf(isId));
}

/** Records a product page's visit: newest first, each piece once, at most RECENTLY_VIEWED_MAX. */
export function recordViewed(storage: Storage, id: number): void {
  const next = [id, ...readRecentlyViewed(storage).filter((seen) => seen !== id)].slice(0, RECENTLY_VIEWED_MAX);
  write(storage, SHOPPER_STORAGE_KEYS.recentlyViewed, next);
}

/** The ids of a shared shortlist's address (`/shortlist?ids=12,40,7`); anything else is dropped. */
export function sharedIds(search: string): number[] | null {
  const given = new URLSearchParams(search).get('ids');
  if (given === null) return null;
  const parsed = given
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(parsed)].slice(0, SHORTLIST_MAX);
}
