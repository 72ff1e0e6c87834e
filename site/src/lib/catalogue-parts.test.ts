import { gzipSync } from 'node:zlib';
import { EMPTY_QUERY, queryCatalogue, SORT_VALUES, sortCatalogue } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { CatalogueChangedError, cardOf, cardsPartOf, cutCatalogue, listItems } from './catalogue-parts';
import type { ProductCardData } from './product-card-data';

const METALS = ['Gold', 'Diamond', 'Silver'];
const CATEGORIES = ['Ring', 'Chain', 'Earrings', 'Bangle'];

/** Pieces created a minute apart, ids not in creation order (as imported demo data has them). */
function cardsOf(count: number): ProductCardData[] {
  const cards = Array.from({ length: count }, (_, index): ProductCardData => {
    const id = index % 2 === 0 ? index + 1 : count * 2 - index;
    const category = index % CATEGORIES.length;
    return {
      id,
      name: `${CATEGORIES[category]} No. ${index}`,
      sku: `SJ-${String(id).padStart(5, '0')}`,
      metal: METALS[index % METALS.length] ?? 'Gold',
      gender: index % 5 === 0 ? 'male' : 'female',
      status: index % 13 === 0 ? 'inactive' : 'active',
      category: CATEGORIES[category] ?? 'Ring',
      category_id: category + 1,
      purity: index % 3 === 2 ? '925' : '22K',
      totalPrice: Math.round(((index * 7919) % 250_000) * 100 + 1_000_00 + (index % 100)) / 100,
      discountPrice: index % 4 === 0 ? Math.round(((index * 7919) % 250_000) * 100 + 1_500_00) / 100 : 0,
      createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
      image: index % 11 === 0 ? null : { src: `/_astro/p${id}_480.webp`, srcSet: `/_astro/p${id}_240.webp 240w` },
    };
  });
  return sortCatalogue(cards, '');
}

describe('the catalogue in parts', () => {
  const cards = cardsOf(250);
  const parts = cutCatalogue(cards, 'build-1');
  const items = listItems(parts.facets, { prices: parts.prices, texts: parts.texts });

  it('gives back every card as it was, from the facets and the card parts', () => {
    expect(parts.cards).toHaveLength(3);
    const rebuilt = items.map((item) => {
      const part = parts.cards[cardsPartOf(parts.facets, item.position)];
      if (!part) throw new Error(`no cards part for position ${item.position}`);
      return cardOf(parts.facets, item, part);
    });
    const withoutTimes = (list: readonly ProductCardData[]) => list.map(({ createdAt: _, ...card }) => card);
    expect(withoutTimes(rebuilt)).toEqual(withoutTimes(cards));
  });

  it('filters, searches and sorts its products as the full cards would be', () => {
    const queries = [
      ...SORT_VALUES.map((sort) => ({ sort })),
      { metal: 'Diamond' },
      { gender: 'male' as const, categories: ['Chain', '4'] },
      { search: 'sj-0001' },
      { search: 'earrings no. 1', sort: 'price_desc' as const },
    ];
    for (const query of queries) {
      const full = { ...EMPTY_QUERY, limit: cards.length, ...query };
      const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);
      expect(ids(queryCatalogue(items, full).products), JSON.stringify(query)).toEqual(
        ids(queryCatalogue(cards, full).products),
      );
    }
  });

  it('filters on the facets alone, before the prices and texts are fetched', () => {
    const facetsOnly = listItems(parts.facets);
    const query = { ...EMPTY_QUERY, metal: 'Silver', gender: 'female' as const, limit: cards.length };
    expect(queryCatalogue(facetsOnly, query).products.map((item) => item.id)).toEqual(
      queryCatalogue(cards, query).products.map((card) => card.id),
    );
  });

  it('refuses to put together parts of two builds', () => {
    const newer = cutCatalogue(cardsOf(251), 'build-2');
    expect(() => listItems(parts.facets, { prices: newer.prices })).toThrow(CatalogueChangedError);
    const [item] = items;
    const [newerPart] = newer.cards;
    if (!item || !newerPart) throw new Error('no item or part');
    expect(() => cardOf(parts.facets, item, newerPart)).toThrow(CatalogueChangedError);
  });

  it('keeps the facets a filter needs to about 3 bytes a product, gzip', () => {
    const many = cardsOf(5000);
    const facets = gzipSync(JSON.stringify(cutCatalogue(many, 'build-1').facets)).length;
    expect(facets / many.length).toBeLessThan(3);
    expect(facets / gzipSync(JSON.stringify(many)).length).toBeLessThan(0.1);
  });
});
