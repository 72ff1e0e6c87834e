import { describe, expect, it } from 'vitest';
import { MissingRateError, priceBreakup, productPrices } from './pricing.js';
import type { Rate } from './types.js';

const rates: Rate[] = [
  { id: 1, name: '22K', price: 6850.5, modified: '2026-11-22T05:00:00.000Z' },
  { id: 2, name: '18K', price: 5605, modified: '2026-11-22T05:00:00.000Z' },
  { id: 3, name: 'Diamond', price: 65000, modified: '2026-11-22T05:00:00.000Z' },
  { id: 4, name: 'Silver', price: 96.35, modified: '2026-11-22T05:00:00.000Z' },
];

const product = (overrides: Partial<{ purity: string; weight: number; laber: number; discount: number }> = {}) => ({
  purity: '22K',
  weight: 10,
  laber: 5000,
  discount: 0,
  ...overrides,
});

describe('priceBreakup: metal price is the rate of the purity times the weight', () => {
  it.each([
    ['22K', 10, 6850500],
    ['22K', 2.345, 1606442], // 6850.50 × 2.345 = 16064.4225
    ['18K', 0.001, 561], // one milligram: 5.605 rupees rounds half up to 5.61
    ['Diamond', 0.5, 3250000], // per carat
    ['Silver', 123.456, 1189499], // 96.35 × 123.456 = 11894.9856
  ])('%s × %d g = %d paise', (purity, weight, paise) => {
    expect(priceBreakup(product({ purity, weight }), rates, 0.03).metalAndPurityPrice).toBe(paise);
  });

  it('finds the rate by its exact name and refuses a purity with no rate', () => {
    expect(() => priceBreakup(product({ purity: '22k' }), rates, 0.03)).toThrow(MissingRateError);
    expect(() => priceBreakup(product({ purity: '24K' }), rates, 0.03)).toThrow('No rate is named "24K"');
  });
});

describe('priceBreakup: total is metal plus labour minus discount, GST is charged on the total', () => {
  it('prices a 10 g 22K chain with labour and a discount', () => {
    const breakup = priceBreakup(product({ laber: 5000, discount: 2000 }), rates, 0.03);
    expect(breakup).toEqual({
      ratePerUnit: 685050,
      metalAndPurityPrice: 6850500,
      labour: 500000,
      discount: 200000,
      total: 7150500,
      gst: 214515,
      netPayable: 7365015,
      strikePrice: 7565015,
    });
  });

  it.each([
    [0, 0],
    [0.03, 214515],
    [0.05, 357525],
    [0.18, 1287090],
  ])('GST at rate %d is %d paise', (gstRate, gst) => {
    expect(priceBreakup(product({ discount: 2000 }), rates, gstRate).gst).toBe(gst);
  });

  it('rounds GST half up exactly, without floating-point error (3 % of ₹10.50 is 32 paise, not 31)', () => {
    const breakup = priceBreakup({ purity: 'Silver', weight: 0, laber: 10.5, discount: 0 }, rates, 0.03);
    expect(breakup.total).toBe(1050);
    expect(breakup.gst).toBe(32);
  });

  it('never lets the discount exceed metal plus labour, so the total is never negative', () => {
    const breakup = priceBreakup(product({ weight: 0.001, laber: 1, discount: 100 }), rates, 0.03);
    expect(breakup.discount).toBe(breakup.metalAndPurityPrice + breakup.labour);
    expect(breakup.total).toBe(0);
    expect(breakup.netPayable).toBe(0);
  });

  it.each([-0.01, 1, 3])('refuses a GST rate of %d, which is not a fraction from 0 to 1', (gstRate) => {
    expect(() => priceBreakup(product(), rates, gstRate)).toThrow(RangeError);
  });
});

describe('priceBreakup: the rows add up to the net payable to the paisa', () => {
  // Deterministic pseudo-random products (a linear congruential generator), so failures reproduce.
  let seed = 20261122;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const cases = Array.from({ length: 500 }, () => ({
    purity: rates[Math.floor(next() * rates.length)]?.name ?? '22K',
    weight: Math.round(next() * 200_000) / 1000,
    laber: Math.round(next() * 5_000_000) / 100,
    discount: Math.round(next() * 1_000_000) / 100,
    gstRate: [0, 0.03, 0.05, 0.125][Math.floor(next() * 4)] ?? 0.03,
  }));

  it.each(cases)('$weight g of $purity, labour $laber, discount $discount, GST $gstRate', ({ gstRate, ...input }) => {
    const b = priceBreakup(input, rates, gstRate);
    for (const value of Object.values(b)) expect(Number.isInteger(value)).toBe(true);
    expect(b.metalAndPurityPrice + b.labour - b.discount).toBe(b.total);
    expect(b.total + b.gst).toBe(b.netPayable);
    expect(b.netPayable + b.discount).toBe(b.strikePrice);
    expect(b.total).toBeGreaterThanOrEqual(0);
  });
});

describe('productPrices puts the breakup on the wire in rupees', () => {
  it('gives totalPrice as net payable and discountPrice as the discount given', () => {
    const prices = productPrices(priceBreakup(product({ discount: 2000 }), rates, 0.03));
    expect(prices).toEqual({ metalAndPurityPrice: 68505, gst: 2145.15, totalPrice: 73650.15, discountPrice: 2000 });
    // The struck-through price on a card is totalPrice + discountPrice.
    expect(prices.totalPrice + prices.discountPrice).toBeCloseTo(75650.15, 2);
  });
});
