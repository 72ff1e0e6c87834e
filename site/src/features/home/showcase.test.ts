import type { Product } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { buildShowcase, CATEGORY_CARDS, SPECIAL_COLLECTIONS } from './showcase';

const product = (id: number, fields: Partial<Product>) =>
  ({
    id,
    name: `Piece ${id}`,
    sku: `SKU-${id}`,
    metal: 'Gold',
    gender: 'female',
    status: 'active',
    category: 'Ring',
    category_id: 1,
    totalPrice: 1000,
    createdAt: `2026-01-0${id}T00:00:00.000Z`,
    images: [{ id, url: `https://cms.test/uploads/${id}.png`, width: 1200, height: 1200 }],
    ...fields,
  }) as Product;

describe('buildShowcase', () => {
  it('links each collection to the product list with its filters, covered by its newest piece in stock', () => {
    const products = [
      product(1, { category: 'Necklace' }),
      product(2, { category: 'Mangalsutra', status: 'inactive' }),
      product(3, { metal: 'Diamond', images: [] }),
      product(4, { metal: 'Diamond' }),
      product(5, { category: 'Mangalsutra' }),
    ];

    const [gold, diamond, wedding] = buildShowcase(SPECIAL_COLLECTIONS, products);

    expect(gold?.href).toBe('/product-list?metal=Gold');
    expect(gold?.cover?.id).toBe(5);
    expect(diamond?.href).toBe('/product-list?metal=Diamond');
    expect(diamond?.cover?.id).toBe(4);
    expect(wedding?.href).toBe('/product-list?categories=Mangalsutra,Necklace');
    // 5 already covers Gold, and 2 is out of stock.
    expect(wedding?.cover?.id).toBe(1);
  });

  it('pictures each collection with a piece not shown yet, while there is one', () => {
    const products = [product(1, {}), product(2, {}), product(3, { metal: 'Diamond' })];
    const shown = new Set([2]);

    const [gold, diamond] = buildShowcase(SPECIAL_COLLECTIONS, products, shown);
    expect(gold?.cover?.id).toBe(1);
    expect(diamond?.cover?.id).toBe(3);
    expect(shown).toEqual(new Set([1, 2, 3]));

    const [goldAgain] = buildShowcase(SPECIAL_COLLECTIONS, products, shown);
    expect(goldAgain?.cover?.id).toBe(2);
  });

  it('gives each card its words: a category card is titled by the category’s name', () => {
    expect(buildShowcase(CATEGORY_CARDS, []).map(({ title, text, href }) => ({ title, text, href }))).toEqual([
      {
        title: 'Mangalsutra',
        text: 'Sacred black-bead strands in 22K gold',
        href: '/product-list?categories=Mangalsutra',
      },
      { title: 'Ring', text: 'Solitaires, bands and everyday gold', href: '/product-list?categories=Ring' },
      { title: 'Chain', text: 'Rope, box and Singapore weaves', href: '/product-list?categories=Chain' },
    ]);
    expect(buildShowcase(SPECIAL_COLLECTIONS, []).map((showcase) => showcase.title)).toEqual([
      'Gold',
      'Diamond',
      'Wedding',
    ]);
  });

  it('speaks the page’s language and links to the product list in it, its filters still in English', () => {
    const [mangalsutra] = buildShowcase(CATEGORY_CARDS, [], new Set(), 'gu');
    expect(mangalsutra).toMatchObject({
      title: 'Mangalsutra',
      text: '22K સોનામાં કાળા મણકાની પવિત્ર સેર',
      href: '/gu/product-list?categories=Mangalsutra',
    });
    const [gold, , wedding] = buildShowcase(SPECIAL_COLLECTIONS, [], new Set(), 'hi');
    expect(gold).toMatchObject({ title: 'सोना', href: '/hi/product-list?metal=Gold' });
    expect(wedding?.href).toBe('/hi/product-list?categories=Mangalsutra,Necklace');
  });

  it('titles a category card by the name the CMS gives the category in the page’s language', () => {
    const products = [
      product(1, { category: 'Ring', categoryGu: 'વીંટી', categoryHi: 'अंगूठी' }),
      product(2, { category: 'Chain', categoryGu: '' }),
    ];
    expect(buildShowcase(CATEGORY_CARDS, products, new Set(), 'gu').map((showcase) => showcase.title)).toEqual([
      'Mangalsutra',
      'વીંટી',
      'Chain',
    ]);
    expect(buildShowcase(CATEGORY_CARDS, products, new Set(), 'hi')[1]?.title).toBe('अंगूठी');
    expect(buildShowcase(CATEGORY_CARDS, products)[1]?.title).toBe('Ring');
  });

  it('has no cover when nothing matches', () => {
    const [, diamond] = buildShowcase(SPECIAL_COLLECTIONS, [product(1, {})]);
    expect(diamond?.cover).toBeUndefined();
  });
});
