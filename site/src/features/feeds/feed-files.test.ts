import type { Product } from '@suvarna/domain';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { RING } from '../product/test-fixtures';
import { googleMerchantFeed, localInventoryFeed, metaCatalogueFeed } from './feed-files';
import { feedItems } from './feed-items';
import { feedContentType } from './feed-types';

const SITE = 'https://www.suvarna.example';
const piece = (overrides: Partial<Product>): Product => ({
  ...RING,
  id: 1,
  name: 'Ring',
  sku: 'R-1',
  status: 'active',
  category: 'Ring',
  category_id: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  images: [],
  totalPrice: 10000,
  discountPrice: 0,
  ...overrides,
});
const image = (id: number) => ({
  id,
  url: `https://cms.suvarna.example/uploads/ring_${id}.jpg`,
  thumbnailUrl: '',
  width: 2000,
  height: 1500,
  focus: { x: 0.5, y: 0.5 },
});

// Names a spreadsheet, an XML reader or a CSV reader could stumble on.
const HOSTILE = 'Kada & "Bangle" <b>, 22K\nલગ્ન કડા, शादी का कड़ा';
const products: Product[] = [
  piece({
    id: 1,
    sku: 'KB-22',
    name: HOSTILE,
    details: 'Hand-made in Surat & polished\u0001',
    totalPrice: 74512.35,
    discountPrice: 1500.5,
    images: [image(1), image(2), image(3), image(4)],
    gender: 'female',
  }),
  piece({
    id: 2,
    sku: '=HYPERLINK("x")',
    name: '+Ring',
    totalPrice: 8000,
    discountPrice: 0,
    images: [image(5)],
    status: 'sold',
  }),
  piece({ id: 3, sku: 'NO-PIC', totalPrice: 9000, images: [] }),
  piece({ id: 4, sku: 'FREE', totalPrice: 0, images: [image(6)] }),
];

const { items, leftOut } = feedItems(products, { siteUrl: SITE, brand: 'Suvarna Jewellers' });

describe('the feeds', () => {
  it('leave out pieces without a picture or a price, and say why', () => {
    expect(items.map((item) => item.id)).toEqual(['KB-22', '=HYPERLINK("x")']);
    expect(leftOut).toEqual([
      { sku: 'NO-PIC', name: expect.any(String), reason: 'no picture' },
      { sku: 'FREE', name: expect.any(String), reason: 'no price' },
    ]);
  });

  it("Google's feed is well-formed RSS with every required field, escaped, and the page's prices", () => {
    const xml = googleMerchantFeed(items, { name: 'Suvarna Jewellers', siteUrl: SITE });
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.querySelector('parsererror')).toBeNull();
    const entries = [...document.getElementsByTagName('item')];
    expect(entries).toHaveLength(2);
    const field = (entry: Element, name: string) =>
      [...entry.getElementsByTagName(name)].map((node) => node.textContent);
    const [kada, ring] = entries as [Element, Element];
    expect(field(kada, 'title')).toEqual(['Kada & "Bangle" , 22K લગ્ન કડા, शादी का कड़ा']);
    expect(field(kada, 'g:id')).toEqual(['KB-22']);
    expect(field(kada, 'link')).toEqual([`${SITE}/product-preview/1`]);
    // Discounted: the struck-through price, and the price shown as the sale price.
    expect(field(kada, 'g:price')).toEqual(['76012.85 INR']);
    expect(field(kada, 'g:sale_price')).toEqual(['74512.35 INR']);
    expect(field(kada, 'g:image_link')[0]).toMatch(new RegExp(`^${SITE}/_pictures/.+`));
    expect(field(kada, 'g:additional_image_link')).toHaveLength(2);
    for (const [name, value] of [
      ['g:availability', 'in_stock'],
      ['g:brand', 'Suvarna Jewellers'],
      ['g:identifier_exists', 'no'],
      ['g:condition', 'new'],
      ['g:google_product_category', '188'],
      ['g:gender', 'female'],
      ['g:age_group', 'adult'],
    ])
      expect(field(kada, name as string), name).toEqual([value]);
    expect(field(kada, 'g:material')[0]).toMatch(/^\S+ (Gold|Silver|Platinum)$/);
    expect(field(ring, 'g:availability')).toEqual(['out_of_stock']);
    expect(field(ring, 'g:sale_price')).toEqual([]);
    expect(field(ring, 'g:price')).toEqual(['8000.00 INR']);
  });

  it("Meta's CSV reads back as written, with no cell a spreadsheet would run as a formula", () => {
    const rows = parse(metaCatalogueFeed(items), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: 'KB-22',
      availability: 'in stock',
      condition: 'new',
      price: '76012.85 INR',
      sale_price: '74512.35 INR',
      brand: 'Suvarna Jewellers',
      google_product_category: '188',
      gender: 'female',
      age_group: 'adult',
    });
    expect(rows[0]?.additional_image_link?.split(',')).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      id: `'=HYPERLINK("x")`,
      title: "'+Ring",
      availability: 'out of stock',
      sale_price: '',
    });
    for (const row of rows) for (const value of Object.values(row)) expect(value).not.toMatch(/^[=+\-@]/);
  });

  it('the local inventory names the shop by its store code, tab-separated', () => {
    const rows = parse(localInventoryFeed(items, 'SURAT-01'), { columns: true, delimiter: '\t' });
    expect(rows).toEqual([
      {
        id: 'KB-22',
        store_code: 'SURAT-01',
        availability: 'in_stock',
        price: '76012.85 INR',
        sale_price: '74512.35 INR',
      },
      {
        id: `'=HYPERLINK("x")`,
        store_code: 'SURAT-01',
        availability: 'out_of_stock',
        price: '8000.00 INR',
        sale_price: '',
      },
    ]);
  });

  it('are served with their channels’ types', () => {
    expect(feedContentType('/feeds/google-merchant.xml')).toBe('application/rss+xml; charset=utf-8');
    expect(feedContentType('/feeds/meta-catalogue.csv')).toBe('text/csv; charset=utf-8');
    expect(feedContentType('/feeds/google-local-inventory.tsv')).toBe('text/tab-separated-values; charset=utf-8');
    expect(feedContentType('/feeds/../secrets.csv')).toBeUndefined();
    expect(feedContentType('/about/')).toBeUndefined();
  });
});
