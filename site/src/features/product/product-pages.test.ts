import type { Product, Rate } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { productPages } from './product-pages';
import { RING } from './test-fixtures';

const RATES: Rate[] = [
  { id: 1, name: '22K', price: 7000, modified: '2026-01-01T00:00:00.000Z' },
  { id: 2, name: '18K', price: 5800, modified: '2026-01-01T00:00:00.000Z' },
  { id: 3, name: 'Diamond VS', price: 60000, unit: 'ct', modified: '2026-01-01T00:00:00.000Z' },
];

const piece = (id: number, purity: string, overrides: Partial<Product> = {}): Product => ({
  ...RING,
  id,
  name: `Ring ${id}`,
  sku: `R-${id}`,
  status: 'active',
  category: 'Ring',
  category_id: 1,
  createdAt: `2026-01-0${id}T00:00:00.000Z`,
  images: [],
  totalPrice: 10000 + id,
  discountPrice: 0,
  purity,
  ...overrides,
});

const PRODUCTS = [
  piece(1, '22K'),
  piece(2, '22K'),
  piece(3, '18K'),
  piece(4, '18K', { stones: [{ name: 'Diamond', count: 1, carats: 0.1, rate: 'Diamond VS' }] }),
  piece(5, '22K', { category: 'Chain', category_id: 2 }),
];
const CATALOGUE = { products: PRODUCTS, rates: RATES, gstRate: 0.03 };
const CONTEXT = { shop: 'Suvarna', site: 'https://shop.example' };

const keys = (catalogue = CATALOGUE, context: unknown = CONTEXT) =>
  Object.fromEntries(productPages(catalogue, context).map((page) => [page.params.id, page.cacheKey]));

/** The ids of the pages whose key differs between two builds. */
const changed = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((id) => before[id] !== after[id]);

describe('productPages: a page per product, keyed by exactly what it shows', () => {
  it('gives each page its own rates and its similar products of the same category and purity', () => {
    const pages = productPages(CATALOGUE, CONTEXT);
    const ring4 = pages.find((page) => page.params.id === '4');
    expect(ring4?.props.rates.map((rate) => rate.name)).toEqual(['18K', 'Diamond VS']);
    expect(ring4?.props.similar.map((product) => product.id)).toEqual([3]);
    expect(pages.find((page) => page.params.id === '1')?.props.similar.map((product) => product.id)).toEqual([2]);
  });

  it('makes each product a page in English (unprefixed), Gujarati and Hindi', () => {
    const pages = productPages(CATALOGUE, CONTEXT).filter((page) => page.params.id === '1');
    expect(pages.map((page) => page.params.locale)).toEqual([undefined, 'gu', 'hi']);
    expect(new Set(pages.map((page) => page.cacheKey)).size).toBe(1);
  });

  it('is the same key for the same data', () => {
    expect(keys()).toEqual(keys(structuredClone(CATALOGUE)));
  });

  it('a rate change touches the pages priced by that rate only', () => {
    const rates = RATES.map((rate) => (rate.name === '18K' ? { ...rate, price: 5900 } : rate));
    expect(changed(keys(), keys({ ...CATALOGUE, rates }))).toEqual(['3', '4']);
    const diamond = RATES.map((rate) => (rate.name === 'Diamond VS' ? { ...rate, price: 61000 } : rate));
    expect(changed(keys(), keys({ ...CATALOGUE, rates: diamond }))).toEqual(['4']);
  });

  it('a product edit touches its own page and the pages that show it among their similar products', () => {
    const products = PRODUCTS.map((product) => (product.id === 2 ? { ...product, name: 'Ring two' } : product));
    expect(changed(keys(), keys({ ...CATALOGUE, products }))).toEqual(['1', '2']);
  });

  it('the GST rate and the shop and site settings touch every page', () => {
    expect(changed(keys(), keys({ ...CATALOGUE, gstRate: 0.05 }))).toHaveLength(PRODUCTS.length);
    expect(changed(keys(), keys(CATALOGUE, { ...CONTEXT, shop: 'Suvarna Gold' }))).toHaveLength(PRODUCTS.length);
  });
});
