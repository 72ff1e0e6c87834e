// The feeds' price of every piece of a synthetic catalogue of 1,000, before and after a rate change,
// against what its product page shows (the headline price, the breakup's net payable, the struck-
// through price) and what its structured data's offer says, to the paisa. Each piece is priced as
// the CMS prices what it answers (cms/src/api/product/services/product.ts: the fields, then
// tradeProductPrices(priceProduct(fields, rates, gstRate))), from seeded random fields that reach
// every corner of the pricing: three making-charge kinds, flat and percentage discounts, stone lines
// at a rate or a fixed price, hallmarking fees, rates with paise. The demo catalogue's pages, built by
// the real site from a real CMS, are held to the same equality in scripts/incremental-build.test.ts.
import { seededRandom } from '@suvarna/demo-catalogue/random';
import {
  formatRupees,
  type Product,
  paiseToRupees,
  priceProduct,
  type Rate,
  rupeesToPaise,
  type TradePricedFields,
  tradeProductPrices,
} from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { jsonLd } from '../../lib/json-ld';
import { productPageView } from '../product/product-page-view';
import { feedItems } from './feed-items';

const SITE = 'https://suvarna.example';
const GST_RATE = 0.03;
const SHOP = {
  name: 'Suvarna',
  whatsapp: '919825012345',
  address: ['Suvarna Jewellers', '12 Ring Road', 'Surat, Gujarat 395002', 'India'],
  phones: ['+91 98250 12345'],
};

const rate = (id: number, name: string, price: number, unit: 'g' | 'ct' = 'g'): Rate => ({
  id,
  name,
  price,
  unit,
  modified: '2026-11-28T05:30:00.000Z',
});

const MORNING: Rate[] = [
  rate(1, '24K', 7954.37),
  rate(2, '22K', 7291.37),
  rate(3, '18K', 5965.53),
  rate(4, '14K', 4640.11),
  rate(5, '925', 96.45),
  rate(6, 'Platinum 950', 3178.9),
  rate(7, 'Diamond VVS', 64_500.5, 'ct'),
  rate(8, 'Diamond SI', 38_250, 'ct'),
];

/** The 11 a.m. change: gold up by odd paise, silver down, the rest as they were. */
const AFTER_CHANGE: Rate[] = MORNING.map((each) => {
  const moved: Record<string, number> = {
    '24K': 7981.03,
    '22K': 7315.79,
    '18K': 5985.47,
    '14K': 4655.66,
    '925': 95.87,
  };
  return { ...each, price: moved[each.name] ?? each.price, modified: '2026-11-28T11:00:00.000Z' };
});

const PURITIES = [
  { purity: '24K', metal: 'Gold' },
  { purity: '22K', metal: 'Gold' },
  { purity: '18K', metal: 'Gold' },
  { purity: '14K', metal: 'Gold' },
  { purity: '925', metal: '92.5 Sterling' },
  { purity: 'Platinum 950', metal: 'Platinum' },
] as const;

/** Piece n's fields as a shop might type them: weights to the milligram, charges to the paisa. */
function syntheticFields(n: number): TradePricedFields {
  const random = seededRandom(1_000 + n);
  const between = (low: number, high: number, decimals: number) =>
    Number((low + random() * (high - low)).toFixed(decimals));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const { purity, metal } = pick(PURITIES);
  const weight = between(0.5, 120, 3);
  const makingChargeType = pick(['flat', 'per_gram', 'percent'] as const);
  const makingChargeValue =
    makingChargeType === 'flat'
      ? between(150, 25_000, 2)
      : makingChargeType === 'per_gram'
        ? between(80, 1_400, 2)
        : between(4, 25, 2);
  const stones = Array.from({ length: pick([0, 0, 1, 2, 3]) }, (_, line) =>
    random() < 0.6
      ? {
          name: 'Diamond',
          count: 1 + line * 4,
          carats: between(0.01, 2.5, 3),
          rate: pick(['Diamond VVS', 'Diamond SI']),
        }
      : {
          name: pick(['Ruby', 'Emerald', 'Polki']),
          count: 2 + line,
          carats: between(0.05, 4, 3),
          pricePerCarat: between(900, 45_000, 2),
        },
  );
  const discountType = pick(['flat', 'percent'] as const);
  // A discount on a third of the pieces: a percentage of the making charge, or rupees below it.
  const discounted = random() < 0.35;
  const discount = !discounted ? 0 : discountType === 'percent' ? between(1, 100, 2) : between(1, 150, 2);
  return {
    purity,
    metal,
    weight,
    laber: 0,
    makingChargeType,
    makingChargeValue,
    discountType,
    discount,
    stones,
    hallmarkFee: pick([0, 45, 60.5]),
    ...(metal === 'Gold' && random() < 0.7 ? { huid: `HU${String(n).padStart(4, '0')}` } : {}),
  };
}

/** Piece n as the CMS answers it at these rates. */
function pricedPiece(n: number, rates: readonly Rate[]): Product {
  const fields = syntheticFields(n);
  return {
    ...fields,
    ...tradeProductPrices(priceProduct(fields, rates, GST_RATE)),
    id: n,
    sku: `SYN-${String(n).padStart(6, '0')}`,
    name: `Synthetic piece ${n}`,
    description: '',
    details: '',
    status: 'active',
    gender: n % 3 === 0 ? 'male' : 'female',
    size: 0,
    color: 'Yellow',
    category: 'Ring',
    category_id: 1,
    images: [
      {
        id: n,
        url: `${SITE}/uploads/syn-${n}.jpg`,
        thumbnailUrl: `${SITE}/uploads/thumbnail_syn-${n}.jpg`,
        width: 1200,
        height: 1200,
      },
    ],
    createdAt: '2026-11-01T05:30:00.000Z',
    updatedAt: '2026-11-01T05:30:00.000Z',
  } as Product;
}

const CATALOGUE_SIZE = 1_000;

function expectFeedsPricedAsPages(rates: readonly Rate[]) {
  const products = Array.from({ length: CATALOGUE_SIZE }, (_, index) => pricedPiece(index + 1, rates));
  const { items, leftOut } = feedItems(products, { siteUrl: SITE, brand: 'Suvarna Jewellers' });
  expect(leftOut).toEqual([]);
  expect(items).toHaveLength(CATALOGUE_SIZE);
  const discounted = items.filter((item) => item.salePrice !== null).length;
  // The catalogue reaches both kinds of offer.
  expect(discounted).toBeGreaterThan(100);
  expect(discounted).toBeLessThan(CATALOGUE_SIZE - 100);
  const mismatches: string[] = [];
  products.forEach((product, index) => {
    const item = items[index] as (typeof items)[number];
    const view = productPageView(
      { product, rates: rates.filter((each) => each.name === product.purity || each.unit === 'ct'), gstRate: GST_RATE },
      { locale: 'en', site: new URL(SITE), shop: SHOP, priceValidUntil: '2026-11-28' },
    );
    // As the page writes them: the headline, the breakup's last row, the JSON-LD script.
    const offer = (JSON.parse(jsonLd(view.structuredData)) as { offers: { price: string } }).offers;
    const paid = item.salePrice ?? item.price;
    const seen = {
      headline: formatRupees(product.totalPrice),
      breakup: view.breakupRows.find((row) => row.key === 'net-payable')?.amount,
      offer: rupeesToPaise(Number(offer.price)),
      struckThrough: rupeesToPaise(product.totalPrice) + rupeesToPaise(product.discountPrice),
    };
    const paidShown = formatRupees(paiseToRupees(paid));
    if (
      paidShown !== seen.headline ||
      paidShown !== seen.breakup ||
      paid !== seen.offer ||
      item.price !== (item.salePrice === null ? paid : seen.struckThrough)
    ) {
      mismatches.push(`${item.id}: feed ${item.price}/${item.salePrice} page ${JSON.stringify(seen)}`);
    }
  });
  expect(mismatches).toEqual([]);
  return items;
}

describe('1,000 synthetic pieces: each feed price is the price its page shows, to the paisa', () => {
  it('at the morning’s rates, and after a rate change the feed prices move with the pages', () => {
    const morning = expectFeedsPricedAsPages(MORNING);
    const afterChange = expectFeedsPricedAsPages(AFTER_CHANGE);
    // Every gold and silver piece was repriced; platinum's rate did not move.
    const moved = afterChange.filter((item, index) => item.price !== morning[index]?.price).length;
    expect(moved).toBeGreaterThan(CATALOGUE_SIZE * 0.7);
    expect(moved).toBeLessThan(CATALOGUE_SIZE);
  });
});
