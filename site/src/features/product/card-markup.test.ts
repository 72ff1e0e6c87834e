import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductCardData } from '../../lib/product-card-data';
import { cardMarkup } from './card-markup';
import ProductCard from './ProductCard';

const BANGLE: ProductCardData = {
  id: 31,
  name: 'Kada Bangle',
  nameGu: 'કડું',
  sku: 'SJ-BG-3101',
  metal: 'Gold',
  gender: 'female',
  status: 'active',
  category: 'Bangle',
  category_id: 4,
  totalPrice: 152340.5,
  discountPrice: 0,
  purity: '22K',
  createdAt: '2026-02-01T00:00:00.000Z',
  image: null,
};

describe('cardMarkup', () => {
  it('is the card React draws, in the page’s language', () => {
    for (const locale of ['en', 'gu', 'hi'] as const)
      expect(cardMarkup(BANGLE, locale)).toBe(
        renderToStaticMarkup(createElement(ProductCard, { card: BANGLE, locale })),
      );
    expect(cardMarkup(BANGLE, 'en')).toContain('Kada Bangle');
    expect(cardMarkup(BANGLE, 'gu')).toContain('કડું');
    expect(cardMarkup(BANGLE, 'gu')).toContain('href="/gu/product-preview/31"');
  });

  it('draws another card for another card object, even of the same product', () => {
    const repriced = { ...BANGLE, totalPrice: 153000 };
    expect(cardMarkup(BANGLE, 'en')).toContain('1,52,340.50');
    expect(cardMarkup(repriced, 'en')).toContain('1,53,000');
  });
});
