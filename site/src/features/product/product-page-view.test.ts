import type { Product, Rate } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { productPageView } from './product-page-view';
import { RING, RING_RATES } from './test-fixtures';

const SITE = new URL('https://suvarna.example');
const SHOP = {
  name: 'Suvarna',
  whatsapp: '919825012345',
  address: ['Suvarna Jewellers', '12 Ring Road', 'Surat, Gujarat 395002', 'India'],
  phones: ['+91 98250 12345'],
};

const piece = (overrides: Partial<Product> = {}): Product => ({
  ...RING,
  id: 7,
  name: 'Gold Ring',
  nameGu: 'સોનાની વીંટી',
  description: 'A plain band',
  details: '',
  sku: 'SJ-RG-7',
  status: 'active',
  category: 'Ring',
  categoryGu: 'વીંટી',
  category_id: 1,
  images: [
    {
      id: 1,
      url: 'https://cms.test/uploads/ring.png',
      thumbnailUrl: 'https://cms.test/uploads/thumbnail_ring.png',
      width: 1200,
      height: 1200,
    },
    {
      id: 2,
      url: 'https://cms.test/uploads/ring-side.png',
      thumbnailUrl: 'https://cms.test/uploads/thumbnail_ring-side.png',
      width: 1000,
      height: 1000,
    },
  ],
  totalPrice: 14832,
  discountPrice: 0,
  ...overrides,
});

const view = (product: Product, locale: 'en' | 'gu' = 'en') =>
  productPageView({ product, rates: RING_RATES, gstRate: 0.03 }, { locale, site: SITE, shop: SHOP });

describe('productPageView', () => {
  it('shows the piece as the shop wrote it in the page’s language, English where it wrote nothing', () => {
    expect(view(piece(), 'gu').shown).toMatchObject({
      name: 'સોનાની વીંટી',
      category: 'વીંટી',
      description: 'A plain band',
      sku: 'SJ-RG-7',
    });
    expect(view(piece()).shown).toMatchObject({ name: 'Gold Ring', category: 'Ring' });
  });

  it('prices the piece by its rates, in the breakup tab’s rows', () => {
    expect(
      view(piece())
        .breakupRows.map(({ label, amount }) => [label, amount])
        .at(-1),
    ).toEqual(['Net Payable', '₹14,832.00']);
  });

  it('gives the gallery each picture with its thumbnail and large rendition, and its texts', () => {
    const { images, gallery, firstImage } = view(piece());
    expect(images).toHaveLength(2);
    expect(images[0]?.srcSet).toMatch(/^\/_pictures\/ring-\S+-400\.webp 400w, \/_pictures\/ring-\S+-800\.webp 800w$/);
    expect(images[0]?.thumbSrc).toMatch(/-160\.webp$/);
    expect(images[1]?.large.size).toBe(1000);
    expect(gallery.images).toBe(images);
    expect(gallery.text.alts).toEqual(['Gold Ring, picture 1 of 2', 'Gold Ring, picture 2 of 2']);
    expect(firstImage).toBe(new URL(images[0]?.src ?? '', SITE).href);
    expect(view(piece({ images: [] })).firstImage).toBeUndefined();
  });

  it('links the WhatsApp message and the structured data’s offer to this language’s page', () => {
    const { whatsappLink, structuredData } = view(piece(), 'gu');
    expect(structuredData).toMatchObject({
      name: 'સોનાની વીંટી',
      inLanguage: 'gu-IN',
      offers: {
        url: 'https://suvarna.example/gu/product-preview/7',
        price: '14832.00',
        seller: { name: 'Suvarna જ્વેલર્સ', telephone: '+91 98250 12345' },
      },
    });
    expect(whatsappLink.startsWith('https://wa.me/919825012345?text=')).toBe(true);
    const message = new URL(whatsappLink).searchParams.get('text');
    expect(message).toContain('SJ-RG-7');
    expect(message).toContain('https://suvarna.example/gu/product-preview/7');
  });

  it('describes the piece for search engines, with its metal named in the page’s language', () => {
    expect(view(piece()).description).toBe('Gold Ring: A plain band. 22K Gold, 2 gm, at Suvarna Jewellers, Surat.');
    expect(view(piece(), 'gu').description).toContain('સોનું');
  });

  it('says whether the piece is on sale and in stock', () => {
    expect(view(piece())).toMatchObject({ onSale: false, inStock: true });
    expect(view(piece({ discountPrice: 100, status: 'inactive' }))).toMatchObject({ onSale: true, inStock: false });
    const sold = view(piece({ discountPrice: 100, status: 'sold' }));
    expect(sold).toMatchObject({ inStock: false, sold: true });
    expect(sold.structuredData.offers.availability).toBe('https://schema.org/SoldOut');
    expect(decodeURIComponent(sold.whatsappLink)).toContain('is sold. Do you have a piece like it?');
  });

  it('points a ring or bangle to the size guide, and a gold piece to the old-gold exchange', () => {
    expect(view(piece())).toMatchObject({ sizeGuide: true, oldGold: true });
    expect(view(piece({ category: 'Bangles' })).sizeGuide).toBe(true);
    expect(view(piece({ category: 'Earrings' })).sizeGuide).toBe(false);
    const silver = piece({ category: 'Chain', purity: 'Silver 925', metal: 'Silver' });
    const silverRates = [{ ...RING_RATES[0], id: 2, name: 'Silver 925', price: 91 } as Rate];
    expect(
      productPageView({ product: silver, rates: silverRates, gstRate: 0.03 }, { locale: 'en', site: SITE, shop: SHOP }),
    ).toMatchObject({ sizeGuide: false, oldGold: false });
  });
});
