import { describe, expect, it } from 'vitest';
import { type CatalogueItem, EMPTY_QUERY, queryCatalogue, sortCatalogue } from './catalogue.js';
import { CatalogueIndex } from './catalogue-index.js';
import type { CatalogueQuery } from './types.js';

// A seeded generator, so a failing mix can be replayed.
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T };
}

const SORTS: CatalogueQuery['sort'][] = ['', 'name_asc', 'name_desc', 'price_asc', 'price_desc'];

/** Products sharing names, prices and times: the ties every sort breaks by id. */
function catalogue(size: number, seed: number): CatalogueItem[] {
  const { next, pick } = generator(seed);
  return Array.from({ length: size }, (_, index) => ({
    id: index + 1,
    name: pick(['Temple Necklace', 'Ring 2', 'Ring 10', 'ring 1', 'Rope Chain', 'Kada', 'Anklet', 'Ear Stud']),
    sku: `SKU-${index + 1}`,
    metal: pick(['Gold', 'Silver', 'Diamond']),
    gender: pick(['male', 'female']),
    status: pick(['active', 'inactive']),
    category: pick(['Ring', 'Chain', 'Necklace']),
    category_id: Math.floor(next() * 3) + 1,
    totalPrice: pick([1000, 2000, 95_000, 1234.5]),
    createdAt: `2026-01-0${Math.floor(next() * 3) + 1}T00:00:00.000Z`,
  }));
}

function queries(count: number, seed: number): CatalogueQuery[] {
  const { pick } = generator(seed);
  return Array.from({ length: count }, () => ({
    ...EMPTY_QUERY,
    sort: pick(SORTS),
    search: pick(['', '', 'ring', 'CHAIN', 'sku-1', 'nothing']),
    metal: pick(['', '', 'Gold', 'Silver', 'Platinum']),
    gender: pick(['', 'male', 'female']),
    categories: pick([[], [], ['Ring'], ['2', 'Necklace'], ['ring'], ['99']]),
    page: pick([1, 1, 2, 3, 9]),
    limit: pick([12, 48]),
  }));
}

describe('CatalogueIndex answers exactly what queryCatalogue does', () => {
  it.each([
    [0, 1],
    [1, 2],
    [31, 3],
    [32, 4],
    [33, 5],
    [200, 6],
    [1000, 7],
  ])('for %d products (seed %d) and 300 mixed queries', (size, seed) => {
    const items = catalogue(size, seed);
    const index = new CatalogueIndex(items);
    for (const query of queries(300, seed)) {
      expect(index.query(query), JSON.stringify(query)).toEqual(queryCatalogue(items, query));
    }
  });

  it('for ids too sparse for a table (the comparator and map fallbacks) and 300 mixed queries', () => {
    const items = catalogue(200, 8).map((item) => ({ ...item, id: item.id * 100_000 }));
    const index = new CatalogueIndex(items);
    for (const query of queries(300, 8)) {
      expect(index.query(query), JSON.stringify(query)).toEqual(queryCatalogue(items, query));
    }
  });

  it('uses sort orders handed to it instead of sorting again', () => {
    const items = catalogue(50, 8);
    const byName = sortCatalogue(items, 'name_asc');
    const index = new CatalogueIndex(items, new Map([['name_asc', byName]]));
    expect(index.sorted('name_asc')).toBe(byName);
    expect(index.query({ ...EMPTY_QUERY, sort: 'name_asc', metal: 'Gold', limit: 48 })).toEqual(
      queryCatalogue(items, { ...EMPTY_QUERY, sort: 'name_asc', metal: 'Gold', limit: 48 }),
    );
    expect(index.knownOrders().get('name_asc')).toBe(byName);
  });

  it('finds a search at the start of any one text, never across two, even with a line break in both', () => {
    const items = catalogue(60, 11).map((item, position) => {
      if (position === 0) return { ...item, name: 'Temple\nNecklace', nameHi: 'मंगलसूत्र' };
      if (position === 1) return { ...item, name: 'Kada', sku: 'RING-9' };
      return item;
    });
    const index = new CatalogueIndex(items);
    for (const search of ['necklace', 'temple\nneck', 'kada\nring', 'ring', 'kada ring', 'मंगल', 'sku-2', '-9']) {
      const query = { ...EMPTY_QUERY, search, limit: 60 };
      expect(index.query(query), search).toEqual(queryCatalogue(items, query));
    }
  });

  it("shares an earlier index's filters only where its products sit where they sat there", () => {
    const first = catalogue(300, 10);
    const earlier = new CatalogueIndex(first);
    earlier.query({ ...EMPTY_QUERY, metal: 'Gold', sort: 'price_asc' }); // makes its table of positions too
    // Repriced in place: the filters hold. The same pieces in another order, or one fewer: they do not.
    const repriced = first.map((item) => (item.id % 3 === 0 ? { ...item, totalPrice: item.totalPrice * 2 } : item));
    for (const items of [repriced, [...repriced].reverse(), repriced.slice(1)]) {
      const index = new CatalogueIndex(items, new Map(), undefined, earlier);
      for (const query of queries(300, 10)) {
        expect(index.query(query), JSON.stringify(query)).toEqual(queryCatalogue(items, query));
      }
    }
  });

  it("searches the texts of the state it holds when it reuses an earlier index's folded texts", () => {
    const first = catalogue(200, 9);
    const earlier = new CatalogueIndex(first);
    earlier.query({ ...EMPTY_QUERY, search: 'ring' }); // folds every product's texts
    // The next states: renamed pieces (in English and in Gujarati), a removed one, a new one, and a
    // repriced one whose texts stay; the middle state answers no search, so never folds its own.
    const renamed = first.map((item) => {
      if (item.id % 10 === 0) return { ...item, name: 'Coin 24K' };
      if (item.id % 10 === 1) return { ...item, nameGu: 'સિક્કો' };
      if (item.id % 10 === 2) return { ...item, totalPrice: item.totalPrice + 1 };
      return item;
    });
    const middle = new CatalogueIndex(renamed.slice(1), new Map(), earlier);
    const next = [...renamed.slice(1), { ...(first[0] as CatalogueItem), id: 500, name: 'Anklet Pair' }];
    const index = new CatalogueIndex(next, new Map(), middle);
    for (const search of ['coin', 'ring', 'સિક્', 'anklet pair', 'temple', 'sku-10', 'sku-1']) {
      const query = { ...EMPTY_QUERY, search, limit: 500 };
      expect(index.query(query), search).toEqual(queryCatalogue(next, query));
    }
    for (const query of queries(300, 9)) {
      expect(index.query(query), JSON.stringify(query)).toEqual(queryCatalogue(next, query));
    }
  });
});
