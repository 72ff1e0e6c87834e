import { describe, expect, it } from 'vitest';
import { type CatalogueItem, EMPTY_QUERY, newArrivals, queryCatalogue, similarProducts } from './catalogue.js';
import type { CatalogueQuery } from './types.js';

const item = (id: number, overrides: Partial<CatalogueItem> = {}): CatalogueItem => ({
  id,
  name: `Item ${id}`,
  sku: `SKU-${id}`,
  metal: 'Gold',
  gender: 'female',
  status: 'active',
  category: 'Ring',
  category_id: 2,
  totalPrice: 1000 * id,
  createdAt: `2026-01-${String(id).padStart(2, '0')}T00:00:00.000Z`,
  ...overrides,
});

const catalogue: CatalogueItem[] = [
  item(1, { name: 'Lakshmi Temple Necklace', sku: 'NK-TEMPLE-01', category: 'Necklace', category_id: 4 }),
  item(2, { name: 'Solitaire Ring', metal: 'Diamond', totalPrice: 95000 }),
  item(3, { name: 'Gents Kada', gender: 'male', category: 'Bangle', category_id: 5, status: 'inactive' }),
  item(4, { name: 'black bead Mangalsutra', category: 'Mangalsutra', category_id: 1, totalPrice: 2000 }),
  item(5, { name: 'Rope Chain', gender: 'male', metal: 'Silver', category: 'Chain', category_id: 3 }),
  item(6, { name: 'Anklet Pair', metal: 'Silver', category: 'Anklet', category_id: 6, totalPrice: 2000 }),
];

const ids = (query: Partial<CatalogueQuery>, items = catalogue) =>
  queryCatalogue(items, { ...EMPTY_QUERY, limit: 48, ...query }).products.map((product) => product.id);

const searched = [
  ...catalogue,
  item(7, { name: 'Jhumka Earrings', sku: 'SJ-ER-5001', category: 'Earrings', category_id: 7 }),
  item(8, { name: 'સોનાની વીંટી', sku: 'SJ-RG-2014', category: 'વીંટી', category_id: 8 }),
  // English names with Gujarati and Hindi versions, of the piece and of its category.
  item(9, {
    name: 'Kundan Choker',
    nameGu: 'કુંદન ચોકર',
    nameHi: 'कुंदन चोकर',
    category: 'Necklace',
    categoryGu: 'હાર',
    categoryHi: 'हार',
    category_id: 4,
  }),
];

describe('queryCatalogue: search matches the start of a word of name, SKU or category name, in any case (more in search.test.ts)', () => {
  it.each([
    ['temple', [1]],
    ['TEMPLE', [1]],
    ['nk-temple', [1]],
    ['mangalsutra', [4]],
    ['chain', [5]],
    // Earrings are not rings; a ring is a વીંટી (search-synonyms.ts).
    ['  ring  ', [8, 2]],
    ['earring', [7]],
    ['sku-6', [6]],
    ['er-50', [7]],
    ['5001', [7]],
    ['001', []],
    ['-5001', [7]],
    ['mple', []],
    ['lace', []],
    ['black bead', [4]],
    ['વીંટી', [8, 2]],
    ['ંટી', []],
    ['ચોકર', [9]],
    ['चोकर', [9]],
    ['kundan', [9]],
    // The Hindi for necklace finds the necklaces, named in Hindi or not.
    ['हार', [9, 1]],
    // A word start, not a syllable inside a word: 'ोकर' is the middle of चोकर.
    ['ोकर', []],
    // The same letters typed decomposed (NFD) find the composed name.
    ['કુંદન'.normalize('NFD'), [9]],
    ['ring (', []],
    ['platinum', []],
    ['', [9, 8, 7, 6, 5, 4, 3, 2, 1]],
  ])('"%s" finds %j', (search, expected) => {
    expect(ids({ search }, searched)).toEqual(expected);
  });
});

describe('queryCatalogue: metal, gender and categories filter, all together', () => {
  it.each<[string, Partial<CatalogueQuery>, number[]]>([
    ['metal is exact', { metal: 'Silver' }, [6, 5]],
    ['metal is exact, not a substring', { metal: 'Silv' }, []],
    ['gender male', { gender: 'male' }, [5, 3]],
    ['gender female', { gender: 'female' }, [6, 4, 2, 1]],
    ['a category by name', { categories: ['Chain'] }, [5]],
    ['a category by name, any case', { categories: ['chain'] }, [5]],
    ['a category by id', { categories: ['1'] }, [4]],
    ['any of several categories', { categories: ['Chain', '1', 'Bangle'] }, [5, 4, 3]],
    ['an unknown category', { categories: ['Tiara'] }, []],
    ['metal and gender', { metal: 'Silver', gender: 'female' }, [6]],
    ['search and categories', { search: 'solitaire', categories: ['Ring', 'Chain'] }, [2]],
  ])('%s', (_rule, query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('lists inactive products too (they show as Out Of Stock)', () => {
    expect(ids({ categories: ['Bangle'] })).toEqual([3]);
  });
});

describe('queryCatalogue: sort orders, with ties broken by id', () => {
  it.each<[CatalogueQuery['sort'], number[]]>([
    ['', [6, 5, 4, 3, 2, 1]],
    ['name_asc', [6, 4, 3, 1, 5, 2]],
    ['name_desc', [2, 5, 1, 3, 4, 6]],
    ['price_asc', [1, 4, 6, 3, 5, 2]],
    ['price_desc', [2, 5, 3, 4, 6, 1]],
  ])('sort "%s" gives %j', (sort, expected) => {
    expect(ids({ sort })).toEqual(expected);
  });

  it('Recommended is newest first, then the higher id among products created at the same time', () => {
    const sameTime = [
      item(7, { createdAt: '2026-02-01T00:00:00.000Z' }),
      item(8, { createdAt: '2026-02-01T00:00:00.000Z' }),
    ];
    expect(
      queryCatalogue([...catalogue, ...sameTime], EMPTY_QUERY)
        .products.map((p) => p.id)
        .slice(0, 3),
    ).toEqual([8, 7, 6]);
  });

  it('leaves the caller’s array in its order', () => {
    const before = catalogue.map((product) => product.id);
    queryCatalogue(catalogue, { ...EMPTY_QUERY, sort: 'price_desc' });
    expect(catalogue.map((product) => product.id)).toEqual(before);
  });
});

describe('queryCatalogue: pages of `limit` from page 1, with the total of all matches', () => {
  const many = Array.from({ length: 30 }, (_, index) => item(index + 1));
  it.each([
    [1, 12, 12, 30, 30],
    [2, 12, 12, 18, 30],
    [3, 12, 6, 6, 30],
    [4, 12, 0, undefined, 30],
    [1, 48, 30, 30, 30],
  ])('page %d of %d holds %d products starting at id %s; total %d', (page, limit, count, firstId, total) => {
    const result = queryCatalogue(many, { ...EMPTY_QUERY, page, limit });
    expect(result.products).toHaveLength(count);
    expect(result.products[0]?.id).toBe(firstId);
    expect(result.total).toBe(total);
  });
});

describe('newArrivals: the 8 newest active products', () => {
  it('skips inactive products and keeps at most 8, newest first', () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      item(index + 1, { status: index === 10 ? 'inactive' : 'active' }),
    );
    expect(newArrivals(many).map((product) => product.id)).toEqual([12, 10, 9, 8, 7, 6, 5, 4]);
  });
});

describe('similarProducts: up to 8 of the same category and purity, nearest in price, never the product itself', () => {
  const priced = (id: number, purity: string, overrides: Partial<CatalogueItem> = {}) => ({
    ...item(id, { totalPrice: id * 1000, ...overrides }),
    purity,
  });
  const rings = Array.from({ length: 12 }, (_, index) =>
    priced(index + 1, '22K', { status: index === 9 ? 'inactive' : 'active' }),
  );
  const others = [priced(20, '22K', { category: 'Chain', category_id: 3 }), priced(21, '18K'), priced(22, '18K')];

  it('keeps the same category and purity, leaves the product out, puts in-stock ones first, nearest in price, and stops at 8', () => {
    const fifth = rings[4] as (typeof rings)[0];
    const similar = similarProducts(fifth, [...rings, ...others]).map((product) => product.id);
    // ₹5,000: 4 and 6 are ₹1,000 away (the newer first), then 3 and 7, ...; 10 is out of stock.
    expect(similar).toEqual([6, 4, 7, 3, 8, 2, 9, 1]);
  });

  it('shows out-of-stock pieces only after every piece in stock', () => {
    const last = rings[11] as (typeof rings)[0];
    expect(similarProducts(last, [...rings, ...others], 11).at(-1)?.id).toBe(10);
  });

  it('never mixes purities: an 18K ring is shown 18K rings only', () => {
    expect(
      similarProducts(others[1] as (typeof others)[0], [...rings, ...others]).map((product) => product.id),
    ).toEqual([22]);
  });

  it('is empty when the product is alone in its category', () => {
    expect(similarProducts(others[0] as (typeof others)[0], [...rings, ...others])).toEqual([]);
  });

  it('picks the pieces a full sort of the group would, among many with equal prices and dates', () => {
    const many = Array.from({ length: 300 }, (_, index) =>
      priced(index + 1, '22K', {
        totalPrice: 1000 * ((index * 37) % 23),
        createdAt: `2026-01-${String(1 + (index % 5)).padStart(2, '0')}T00:00:00.000Z`,
        status: index % 7 === 0 ? 'inactive' : 'active',
      }),
    );
    const sorted = (product: (typeof many)[0]) =>
      many
        .filter((other) => other.id !== product.id)
        .sort(
          (a, b) =>
            Number(b.status === 'active') - Number(a.status === 'active') ||
            Math.abs(a.totalPrice - product.totalPrice) - Math.abs(b.totalPrice - product.totalPrice) ||
            b.createdAt.localeCompare(a.createdAt) ||
            b.id - a.id,
        );
    for (const product of many.filter((_, index) => index % 29 === 0)) {
      expect(similarProducts(product, many).map(({ id }) => id)).toEqual(
        sorted(product)
          .slice(0, 8)
          .map(({ id }) => id),
      );
      expect(similarProducts(product, many, 0)).toEqual([]);
    }
  });
});
