import type { Product } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { cataloguePageJson } from '../../src/lib/catalogue-json';

const product = (id: number) =>
  ({
    id,
    name: `Ring “${id}” ₹`,
    stones: [{ name: 'Diamond', count: 1, carats: 0.5, value: 32250 }],
  }) as unknown as Product;

describe('cataloguePageJson', () => {
  it('is exactly the page as JSON, whatever the characters', () => {
    const page = { products: [product(1), product(2), product(3)], total: 40 };
    expect(cataloguePageJson(page).toString('utf8')).toBe(JSON.stringify(page));
    expect(JSON.parse(cataloguePageJson(page).toString('utf8'))).toEqual(page);
  });

  it('answers an empty page', () => {
    expect(cataloguePageJson({ products: [], total: 0 }).toString('utf8')).toBe('{"products":[],"total":0}');
  });

  it('encodes a product once: the priced catalogue replaces, never changes, a product it has priced', () => {
    const kept = product(7);
    const first = cataloguePageJson({ products: [kept], total: 1 }).toString('utf8');
    (kept as { name: string }).name = 'changed in place';
    expect(cataloguePageJson({ products: [kept], total: 1 }).toString('utf8')).toBe(first);
    expect(cataloguePageJson({ products: [{ ...kept }], total: 1 }).toString('utf8')).toContain('changed in place');
  });
});
