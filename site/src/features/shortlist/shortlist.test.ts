import { beforeEach, describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_MAX, SHOPPER_STORAGE_KEYS, SHORTLIST_MAX } from '../../config/ui';
import {
  isShortlisted,
  readRecentlyViewed,
  readShortlist,
  recordViewed,
  sharedIds,
  toggleShortlist,
} from './shortlist';

beforeEach(() => localStorage.clear());

describe('the shortlist in the browser', () => {
  it('adds a piece with its price, newest first, and removes it on a second toggle', () => {
    expect(toggleShortlist(localStorage, { id: 12, price: 77865.06 })).toBe(true);
    expect(toggleShortlist(localStorage, { id: 40, price: 5401.07 })).toBe(true);
    expect(readShortlist(localStorage)).toEqual([
      { id: 40, price: 5401.07 },
      { id: 12, price: 77865.06 },
    ]);
    expect(isShortlisted(localStorage, 12)).toBe(true);

    expect(toggleShortlist(localStorage, { id: 12, price: 80000 })).toBe(false);
    expect(readShortlist(localStorage)).toEqual([{ id: 40, price: 5401.07 }]);
  });

  it(`keeps at most ${SHORTLIST_MAX} pieces, dropping the oldest`, () => {
    for (let id = 1; id <= SHORTLIST_MAX + 1; id += 1) toggleShortlist(localStorage, { id, price: id });
    const kept = readShortlist(localStorage);
    expect(kept).toHaveLength(SHORTLIST_MAX);
    expect(kept.some((entry) => entry.id === 1)).toBe(false);
  });

  it('reads damaged or foreign storage as an empty shortlist', () => {
    for (const stored of ['not json', '{"id":1}', '[{"id":-1,"price":5}]', '[{"id":"1","price":5}]']) {
      localStorage.setItem(SHOPPER_STORAGE_KEYS.shortlist, stored);
      expect(readShortlist(localStorage), stored).toEqual([]);
    }
  });

  it('goes on working when the browser refuses to store anything', () => {
    const refusing = {
      ...localStorage,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => toggleShortlist(refusing, { id: 1, price: 1 })).not.toThrow();
  });
});

describe('recently viewed', () => {
  it(`remembers the last ${RECENTLY_VIEWED_MAX} pieces, newest first, each once`, () => {
    for (const id of [1, 2, 3, 2]) recordViewed(localStorage, id);
    expect(readRecentlyViewed(localStorage)).toEqual([2, 3, 1]);
    for (let id = 10; id < 10 + RECENTLY_VIEWED_MAX; id += 1) recordViewed(localStorage, id);
    expect(readRecentlyViewed(localStorage)).toHaveLength(RECENTLY_VIEWED_MAX);
  });
});

describe('a shared shortlist’s address', () => {
  it.each([
    ['?ids=12,40,7', [12, 40, 7]],
    ['?ids=12,,12, 40', [12, 40]],
    ['?ids=12,<script>,-3,0,1e3', [12]],
    ['?ids=', []],
    ['', null],
  ])('%s reads as %j', (search, expected) => {
    expect(sharedIds(search)).toEqual(expected);
  });
});
