import { describe, expect, it } from 'vitest';
import {
  breakupBasis,
  MissingRateError,
  maxDiscount,
  priceBreakup,
  priceProduct,
  pricingIssues,
  productPrices,
  type TradePricedFields,
  tradeProductPrices,
  WrongRateUnitError,
} from './pricing.js';
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

// Trade pricing (docs/pricing.md): making by type, stones, hallmarking, discount by type.
const at = '2026-11-22T05:00:00.000Z';
const tradeRates: Rate[] = [
  { id: 11, name: '22K', price: 7290, modified: at, unit: 'g' },
  { id: 12, name: '18K', price: 5959, modified: at, unit: 'g' },
  { id: 13, name: 'Silver 925', price: 96.35, modified: at, unit: 'g' },
  { id: 14, name: 'Diamond VVS', price: 64500, modified: at, unit: 'ct' },
  { id: 15, name: 'Ruby', price: 12345.67, modified: at, unit: 'ct' },
  { id: 16, name: 'Awkward', price: 7291.37, modified: at, unit: 'g' },
  // Saved before rates had units: per gram.
  { id: 17, name: 'Old 22K', price: 7290, modified: at },
];

const piece = (overrides: Partial<TradePricedFields> = {}): TradePricedFields => ({
  purity: '22K',
  weight: 10,
  laber: 0,
  discount: 0,
  metal: 'Gold',
  ...overrides,
});

/** Every row is whole paise and the rows add up to the net payable exactly. */
function expectRowsAddUp(b: ReturnType<typeof priceProduct>) {
  const amounts = [b.metal.amount, b.making.amount, b.stones.amount, b.hallmarking.amount, b.discount.amount];
  for (const value of [...amounts, b.total, b.gst, b.netPayable, b.strikePrice]) {
    expect(Number.isInteger(value)).toBe(true);
  }
  expect(b.stones.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(b.stones.amount);
  expect(b.metal.amount + b.making.amount + b.stones.amount + b.hallmarking.amount - b.discount.amount).toBe(b.total);
  expect(b.total + b.gst).toBe(b.netPayable);
  expect(b.netPayable + b.discount.amount).toBe(b.strikePrice);
  expect(b.total).toBeGreaterThanOrEqual(0);
}

describe('priceProduct: the making charge is flat, per gram of net weight, or a percentage of the metal', () => {
  // 12.345 g at ₹7,291.37/g: 7291.37 × 12.345 = 90,011.96265 → ₹90,011.96 (9,001,196 paise).
  const awkward = (overrides: Partial<TradePricedFields>) => piece({ purity: 'Awkward', weight: 12.345, ...overrides });

  it.each<[string, Partial<TradePricedFields>, number]>([
    ['no type: flat from laber (products saved before trade pricing)', { laber: 1234.5 }, 123450],
    ['no type: makingChargeValue is not read', { laber: 1234.5, makingChargeValue: 99 }, 123450],
    [
      'flat: makingChargeValue rupees, laber not read',
      { makingChargeType: 'flat', makingChargeValue: 2500, laber: 1 },
      250000,
    ],
    ['flat without a value: laber', { makingChargeType: 'flat', laber: 1234.5 }, 123450],
    // 812.50 × 12.345 = 10,030.3125 → ₹10,030.31
    ['per gram: ₹812.50/g × 12.345 g', { makingChargeType: 'per_gram', makingChargeValue: 812.5 }, 1003031],
    // 12.5 % of the metal row as shown: 0.125 × 90,011.96 = 11,251.495 → ₹11,251.50 (half up)
    ['percent: 12.5 % of the metal row', { makingChargeType: 'percent', makingChargeValue: 12.5 }, 1125150],
    ['percent: 0 %', { makingChargeType: 'percent', makingChargeValue: 0 }, 0],
    ['per gram: 0', { makingChargeType: 'per_gram', makingChargeValue: 0 }, 0],
  ])('%s', (_name, making, paise) => {
    const b = priceProduct(awkward(making), tradeRates, 0.03);
    expect(b.metal.amount).toBe(9001196);
    expect(b.making.amount).toBe(paise);
    expectRowsAddUp(b);
  });

  it('gives each making type its basis', () => {
    expect(priceProduct(awkward({ laber: 500 }), tradeRates).making).toEqual({ type: 'flat', amount: 50000 });
    expect(
      priceProduct(awkward({ makingChargeType: 'per_gram', makingChargeValue: 812.5 }), tradeRates).making,
    ).toEqual({
      type: 'per_gram',
      amount: 1003031,
      ratePerUnit: 81250,
      weight: 12.345,
      unit: 'g',
    });
    expect(priceProduct(awkward({ makingChargeType: 'percent', makingChargeValue: 12.5 }), tradeRates).making).toEqual({
      type: 'percent',
      amount: 1125150,
      percent: 12.5,
    });
  });
});

describe('priceProduct: stones are priced line by line, by the day’s per-carat rate or a fixed price per carat', () => {
  it.each<[string, TradePricedFields['stones'], number[]]>([
    // 0.500 × ₹64,500/ct = ₹32,250.00
    ['by rate', [{ name: 'Diamond', count: 1, carats: 0.5, rate: 'Diamond VVS' }], [3225000]],
    // 0.235 × ₹45,000/ct = ₹10,575.00
    ['by amount', [{ name: 'Diamond', count: 18, carats: 0.235, pricePerCarat: 45000 }], [1057500]],
    // the count is shown, not priced
    ['count is not priced', [{ name: 'Diamond', count: 9999, carats: 0.235, pricePerCarat: 45000 }], [1057500]],
    // 0.001 × ₹12,345.67 = ₹12.34567 → ₹12.35, per line: two lines are ₹24.70 (not 24.69 from the sum)
    [
      'each line rounded once',
      [
        { name: 'Ruby', count: 1, carats: 0.001, rate: 'Ruby' },
        { name: 'Ruby', count: 1, carats: 0.001, rate: 'Ruby' },
      ],
      [1235, 1235],
    ],
    ['none', [], []],
  ])('%s', (_name, stones, lines) => {
    const b = priceProduct(piece({ stones }), tradeRates, 0.03);
    expect(b.stones.lines.map((line) => line.amount)).toEqual(lines);
    expect(b.stones.amount).toBe(lines.reduce((sum, line) => sum + line, 0));
    expectRowsAddUp(b);
  });

  it('reprices a line by rate with the day’s rate, but not a line at a fixed price', () => {
    const stones = [
      { name: 'Solitaire', count: 1, carats: 0.5, rate: 'Diamond VVS' },
      { name: 'Diamond', count: 18, carats: 0.235, pricePerCarat: 45000 },
    ];
    const dearer = tradeRates.map((rate) => (rate.name === 'Diamond VVS' ? { ...rate, price: 70000 } : rate));
    expect(priceProduct(piece({ stones }), tradeRates).stones.lines.map((line) => line.amount)).toEqual([
      3225000, 1057500,
    ]);
    expect(priceProduct(piece({ stones }), dearer).stones.lines.map((line) => line.amount)).toEqual([3500000, 1057500]);
  });

  it('keeps each line’s name, count, carats, price per carat and certificate', () => {
    const certificate = { lab: 'IGI', number: 'LG12345678' };
    const b = priceProduct(
      piece({ stones: [{ name: 'Solitaire', count: 1, carats: 0.5, rate: 'Diamond VVS', certificate }] }),
      tradeRates,
    );
    expect(b.stones.lines).toEqual([
      {
        amount: 3225000,
        name: 'Solitaire',
        count: 1,
        carats: 0.5,
        rateName: 'Diamond VVS',
        pricePerCarat: 6450000,
        certificate,
      },
    ]);
  });

  it('refuses a stone rate that is missing', () => {
    const stones = [{ name: 'Emerald', count: 3, carats: 1.2, rate: 'Emerald AAA' }];
    expect(() => priceProduct(piece({ stones }), tradeRates)).toThrow(MissingRateError);
    expect(() => priceProduct(piece({ stones }), tradeRates)).toThrow('No rate is named "Emerald AAA"');
    try {
      priceProduct(piece({ stones }), tradeRates);
    } catch (error) {
      expect(error).toMatchObject({ rateName: 'Emerald AAA', purity: 'Emerald AAA' });
    }
  });
});

describe('priceProduct: a rate of the wrong unit prices nothing (a MissingRateError at read)', () => {
  it.each<[string, Partial<TradePricedFields>, string]>([
    [
      'a gold ring whose purity is a per-carat rate',
      { purity: 'Diamond VVS', metal: 'Gold' },
      'The rate "Diamond VVS" is per carat, where a rate per gram is needed',
    ],
    [
      'a stone line on a per-gram rate',
      { stones: [{ name: 'Ruby', count: 1, carats: 1, rate: '22K' }] },
      'The rate "22K" is per gram, where a rate per carat is needed',
    ],
    [
      'a stone line on a rate saved without a unit (per gram)',
      { stones: [{ name: 'Ruby', count: 1, carats: 1, rate: 'Old 22K' }] },
      'The rate "Old 22K" is per gram, where a rate per carat is needed',
    ],
  ])('%s', (_name, change, message) => {
    const act = () => priceProduct(piece(change), tradeRates);
    expect(act).toThrow(WrongRateUnitError);
    expect(act).toThrow(MissingRateError);
    expect(act).toThrow(message);
  });

  it('refuses a per-carat purity when the metal is not given (it cannot be told a loose diamond)', () => {
    const act = () => priceProduct({ purity: 'Diamond VVS', weight: 0.5, laber: 0, discount: 0 }, tradeRates);
    expect(act).toThrow(WrongRateUnitError);
    expect(act).toThrow('The rate "Diamond VVS" is per carat, where a rate per gram is needed');
  });

  it('prices a loose diamond (metal Diamond) by its per-carat purity, its weight in carats', () => {
    // 0.500 ct × ₹64,500/ct = ₹32,250.00; making 8 % = ₹2,580.00
    const b = priceProduct(
      piece({
        metal: 'Diamond',
        purity: 'Diamond VVS',
        weight: 0.5,
        makingChargeType: 'percent',
        makingChargeValue: 8,
      }),
      tradeRates,
    );
    expect(b.metal).toEqual({
      amount: 3225000,
      rateName: 'Diamond VVS',
      unit: 'ct',
      ratePerUnit: 6450000,
      weight: 0.5,
    });
    expect(b.making.amount).toBe(258000);
    expect(breakupBasis(b).metal).toBe('Diamond VVS: ₹64,500.00/ct × 0.500 ct');
  });

  it('takes a rate without a unit as per gram for a purity', () => {
    expect(priceProduct(piece({ purity: 'Old 22K' }), tradeRates).metal.amount).toBe(7290000);
  });
});

describe('priceProduct: hallmarking adds the product’s fee; GST is charged on the whole total', () => {
  it('adds the fee (none = 0) and keeps the HUID', () => {
    expect(priceProduct(piece(), tradeRates).hallmarking).toEqual({ amount: 0 });
    expect(priceProduct(piece({ hallmarkFee: 45, huid: 'AB12CD' }), tradeRates).hallmarking).toEqual({
      amount: 4500,
      huid: 'AB12CD',
    });
  });

  it('charges GST on metal + making + stones + hallmarking − discount', () => {
    // metal 72,900.00 + making 5,000.00 + stones 32,250.00 + hallmarking 45.00 − discount 1,000.00 = 1,09,195.00
    // GST 3 % = 3,275.85; net payable 1,12,470.85
    const b = priceProduct(
      piece({
        laber: 5000,
        discount: 1000,
        hallmarkFee: 45,
        stones: [{ name: 'Diamond', count: 1, carats: 0.5, rate: 'Diamond VVS' }],
      }),
      tradeRates,
      0.03,
    );
    expect(b.total).toBe(10919500);
    expect(b.gst).toBe(327585);
    expect(b.netPayable).toBe(11247085);
    expect(b.gstRate).toBe(0.03);
  });

  it.each([
    [0, 0],
    [0.03, 327585],
    [0.05, 545975],
  ])('GST at %d on ₹1,09,195.00 is %d paise', (gstRate, gst) => {
    const b = priceProduct(
      piece({
        laber: 5000,
        discount: 1000,
        hallmarkFee: 45,
        stones: [{ name: 'Diamond', count: 1, carats: 0.5, rate: 'Diamond VVS' }],
      }),
      tradeRates,
      gstRate,
    );
    expect(b.gst).toBe(gst);
  });

  it('charges 3 % when no GST rate is given', () => {
    expect(priceProduct(piece(), tradeRates).gst).toBe(218700);
  });
});

describe('priceProduct: the discount is rupees or a percentage of the making charge, never more than the rest', () => {
  const base = { laber: 5000, hallmarkFee: 45 };
  // metal 72,900.00 + making 5,000.00 + hallmarking 45.00 = 77,945.00 before discount
  it.each<[string, Partial<TradePricedFields>, object]>([
    ['none', {}, { type: 'flat', amount: 0, requested: 0, capped: false }],
    [
      'flat: rupees (the default type)',
      { discount: 750.5 },
      { type: 'flat', amount: 75050, requested: 75050, capped: false },
    ],
    [
      'flat, said so',
      { discount: 750.5, discountType: 'flat' },
      { type: 'flat', amount: 75050, requested: 75050, capped: false },
    ],
    // 10 % of ₹5,000.00 making
    [
      'percent: 10 % of making',
      { discount: 10, discountType: 'percent' },
      { type: 'percent', percent: 10, amount: 50000, requested: 50000, capped: false },
    ],
    [
      'percent: 100 % of making',
      { discount: 100, discountType: 'percent' },
      { type: 'percent', percent: 100, amount: 500000, requested: 500000, capped: false },
    ],
    // 33.33 % of ₹5,000.00 = ₹1,666.50
    [
      'percent with decimals',
      { discount: 33.33, discountType: 'percent' },
      { type: 'percent', percent: 33.33, amount: 166650, requested: 166650, capped: false },
    ],
    [
      'flat, exactly the rest',
      { discount: 77945 },
      { type: 'flat', amount: 7794500, requested: 7794500, capped: false },
    ],
    // read-time cap: a discount of ₹80,000 on a piece worth ₹77,945.00 before discount
    [
      'flat, more than the rest: capped',
      { discount: 80000 },
      { type: 'flat', amount: 7794500, requested: 8000000, capped: true },
    ],
  ])('%s', (_name, discount, row) => {
    const b = priceProduct(piece({ ...base, ...discount }), tradeRates);
    expect(b.discount).toEqual(row);
    expectRowsAddUp(b);
  });

  it('caps at read when the rates have fallen since the discount was saved', () => {
    const product = piece({ ...base, discount: 77945 });
    expect(priceProduct(product, tradeRates).discount.capped).toBe(false);
    const fallen = tradeRates.map((rate) => (rate.name === '22K' ? { ...rate, price: 7000 } : rate));
    // 70,000.00 + 5,000.00 + 45.00 = 75,045.00
    const b = priceProduct(product, fallen);
    expect(b.discount).toMatchObject({ amount: 7504500, requested: 7794500, capped: true });
    expect(b.total).toBe(0);
    expect(b.netPayable).toBe(0);
  });

  it('gives no percentage discount on a piece without making charge', () => {
    expect(priceProduct(piece({ discount: 50, discountType: 'percent' }), tradeRates).discount.amount).toBe(0);
  });
});

describe('maxDiscount and pricingIssues: a save is refused when a discount is more than the rest', () => {
  const ring = piece({
    purity: '18K',
    weight: 3.245,
    laber: 3500,
    hallmarkFee: 45,
    stones: [{ name: 'Solitaire', count: 1, carats: 0.5, rate: 'Diamond VVS' }],
  });

  it('allows at most metal + making + stones + hallmarking', () => {
    // 19,336.96 + 3,500.00 + 32,250.00 + 45.00 = 55,131.96, whatever the discount saved now
    expect(maxDiscount(ring, tradeRates)).toBe(5513196);
    expect(maxDiscount({ ...ring, discount: 10, discountType: 'percent' }, tradeRates)).toBe(5513196);
  });

  it.each<[string, Partial<TradePricedFields>, object[]]>([
    ['no discount', {}, []],
    ['exactly the most', { discount: 55131.96 }, []],
    [
      'one paisa more',
      { discount: 55131.97 },
      [
        {
          field: 'discount',
          code: 'too_big',
          message: 'Discount cannot be more than ₹55,131.96 (metal + labour + stones + hallmarking)',
        },
      ],
    ],
    ['a percentage of making (never more than the rest)', { discount: 100, discountType: 'percent' }, []],
    [
      'a purity that names no rate',
      { purity: '14K', discount: 999999 },
      [{ field: 'purity', code: 'missing_rate', message: 'Purity "14K" is not one of the rates' }],
    ],
    [
      'a purity that is a per-carat rate',
      { purity: 'Diamond VVS' },
      [
        {
          field: 'purity',
          code: 'wrong_rate_unit',
          message: 'Purity "Diamond VVS" is a rate per carat, not per gram',
        },
      ],
    ],
    [
      'stone lines on a missing and a per-gram rate',
      {
        stones: [
          { name: 'Diamond', count: 1, carats: 0.5, rate: 'Diamond VVS' },
          { name: 'Emerald', count: 2, carats: 1, rate: 'Emerald AAA' },
          { name: 'Ruby', count: 2, carats: 1, rate: '18K' },
        ],
      },
      [
        { field: 'stones.1.rate', code: 'missing_rate', message: 'Rate "Emerald AAA" is not one of the rates' },
        {
          field: 'stones.2.rate',
          code: 'wrong_rate_unit',
          message: 'Rate "18K" is a rate per gram, not per carat',
        },
      ],
    ],
  ])('%s', (_name, change, issues) => {
    expect(pricingIssues({ ...ring, ...change }, tradeRates)).toEqual(issues);
  });

  it('accepts a loose diamond on a per-carat purity', () => {
    expect(pricingIssues(piece({ metal: 'Diamond', purity: 'Diamond VVS', weight: 0.5 }), tradeRates)).toEqual([]);
  });
});

describe('priceProduct: three pieces checked by hand', () => {
  it('a 22K chain, 12.450 g, making ₹800/g, ₹500 off', () => {
    //   metal   7,290.00 × 12.450      = 90,760.50
    //   making    800.00 × 12.450      =  9,960.00
    //   discount                       =    500.00
    //   total   90,760.50 + 9,960.00 − 500.00 = 1,00,220.50
    //   GST     3 % × 1,00,220.50 = 3,006.615 → 3,006.62
    //   net payable 1,00,220.50 + 3,006.62 = 1,03,227.12; struck through 1,03,727.12
    const chain = piece({
      purity: '22K',
      weight: 12.45,
      grossWeight: 12.45,
      huid: 'AB12CD',
      makingChargeType: 'per_gram',
      makingChargeValue: 800,
      discount: 500,
    });
    const b = priceProduct(chain, tradeRates, 0.03);
    expect([b.metal.amount, b.making.amount, b.discount.amount, b.total, b.gst, b.netPayable, b.strikePrice]).toEqual([
      9076050, 996000, 50000, 10022050, 300662, 10322712, 10372712,
    ]);
    expectRowsAddUp(b);
    expect(breakupBasis(b)).toEqual({
      metal: '22K: ₹7,290.00/g × 12.450 g',
      making: '₹800.00/g × 12.450 g',
      stones: [],
      discount: null,
    });
    expect(tradeProductPrices(b)).toEqual({
      metalAndPurityPrice: 90760.5,
      gst: 3006.62,
      totalPrice: 103227.12,
      discountPrice: 500,
      laber: 9960,
      stones: [],
    });
  });

  it('an 18K diamond ring: a solitaire on Diamond VVS, small diamonds at a fixed price, hallmarked, 10 % off making', () => {
    //   metal   5,959.00 × 3.245 g = 19,336.955 → 19,336.96
    //   making  flat                         3,500.00
    //   stones  Solitaire 0.500 ct × 64,500.00/ct (Diamond VVS) = 32,250.00
    //           Diamond x18 0.235 ct × 45,000.00/ct (fixed)     = 10,575.00
    //           stones                                          = 42,825.00
    //   hallmarking                                                  45.00
    //   discount 10 % of making 3,500.00                            350.00
    //   total   19,336.96 + 3,500.00 + 42,825.00 + 45.00 − 350.00 = 65,356.96
    //   GST     3 % × 65,356.96 = 1,960.7088 → 1,960.71
    //   net payable 65,356.96 + 1,960.71 = 67,317.67; struck through 67,667.67
    const ring = piece({
      metal: 'Diamond',
      purity: '18K',
      weight: 3.245,
      grossWeight: 3.4,
      makingChargeType: 'flat',
      makingChargeValue: 3500,
      stones: [
        {
          name: 'Solitaire',
          count: 1,
          carats: 0.5,
          rate: 'Diamond VVS',
          certificate: { lab: 'IGI', number: 'LG12345678' },
        },
        { name: 'Diamond', count: 18, carats: 0.235, pricePerCarat: 45000 },
      ],
      huid: 'HX7Q2M',
      hallmarkFee: 45,
      discountType: 'percent',
      discount: 10,
    });
    const b = priceProduct(ring, tradeRates, 0.03);
    expect(b.metal.amount).toBe(1933696);
    expect(b.making.amount).toBe(350000);
    expect(b.stones.lines.map((line) => line.amount)).toEqual([3225000, 1057500]);
    expect(b.stones.amount).toBe(4282500);
    expect(b.hallmarking).toEqual({ amount: 4500, huid: 'HX7Q2M' });
    expect(b.discount).toEqual({ type: 'percent', percent: 10, amount: 35000, requested: 35000, capped: false });
    expect([b.total, b.gst, b.netPayable, b.strikePrice]).toEqual([6535696, 196071, 6731767, 6766767]);
    expectRowsAddUp(b);
    expect(breakupBasis(b)).toEqual({
      metal: '18K: ₹5,959.00/g × 3.245 g',
      making: null,
      stones: ['Diamond VVS: 0.500 ct × ₹64,500.00/ct', 'Diamond: 0.235 ct × ₹45,000.00/ct'],
      discount: '10 % of labour',
    });
    expect(tradeProductPrices(b)).toEqual({
      metalAndPurityPrice: 19336.96,
      gst: 1960.71,
      totalPrice: 67317.67,
      discountPrice: 350,
      laber: 3500,
      stones: [
        {
          name: 'Solitaire',
          count: 1,
          carats: 0.5,
          rate: 'Diamond VVS',
          certificate: { lab: 'IGI', number: 'LG12345678' },
          value: 32250,
        },
        { name: 'Diamond', count: 18, carats: 0.235, pricePerCarat: 45000, value: 10575 },
      ],
    });
  });

  it('a silver anklet, 48.760 g of Silver 925, making 18 % of metal, hallmarked, ₹100 off', () => {
    //   metal   96.35 × 48.760 g = 4,698.026 → 4,698.03
    //   making  18 % × 4,698.03 = 845.6454 → 845.65
    //   hallmarking                 35.00
    //   discount                   100.00
    //   total   4,698.03 + 845.65 + 35.00 − 100.00 = 5,478.68
    //   GST     3 % × 5,478.68 = 164.3604 → 164.36
    //   net payable 5,478.68 + 164.36 = 5,643.04; struck through 5,743.04
    const anklet = piece({
      metal: 'Silver',
      purity: 'Silver 925',
      weight: 48.76,
      makingChargeType: 'percent',
      makingChargeValue: 18,
      hallmarkFee: 35,
      discount: 100,
    });
    const b = priceProduct(anklet, tradeRates, 0.03);
    expect([
      b.metal.amount,
      b.making.amount,
      b.hallmarking.amount,
      b.discount.amount,
      b.total,
      b.gst,
      b.netPayable,
      b.strikePrice,
    ]).toEqual([469803, 84565, 3500, 10000, 547868, 16436, 564304, 574304]);
    expectRowsAddUp(b);
    expect(breakupBasis(b)).toEqual({
      metal: 'Silver 925: ₹96.35/g × 48.760 g',
      making: '18 % of metal',
      stones: [],
      discount: null,
    });
  });
});

describe('priceProduct keeps the price of every product saved before trade pricing', () => {
  // The same pseudo-random products as above: priceBreakup (the spec's rows) and priceProduct agree.
  let seed = 1122;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const cases = Array.from({ length: 200 }, () => ({
    purity: rates[Math.floor(next() * rates.length)]?.name ?? '22K',
    weight: Math.round(next() * 200_000) / 1000,
    laber: Math.round(next() * 5_000_000) / 100,
    discount: Math.round(next() * 1_000_000) / 100,
  }));

  it.each(cases)('$weight g of $purity, labour $laber, discount $discount', (input) => {
    const old = priceBreakup(input, rates, 0.03);
    const b = priceProduct(input, rates, 0.03);
    expect(b.making).toEqual({ type: 'flat', amount: old.labour });
    expect(b.stones).toEqual({ amount: 0, lines: [] });
    expect(b.hallmarking).toEqual({ amount: 0 });
    expect([b.metal.amount, b.discount.amount, b.total, b.gst, b.netPayable]).toEqual([
      old.metalAndPurityPrice,
      old.discount,
      old.total,
      old.gst,
      old.netPayable,
    ]);
    expect(productPrices(b)).toEqual(productPrices(old));
  });
});

describe('priceProduct: the rows add up to the paisa, whatever the trade pricing', () => {
  let seed = 4113;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const cases = Array.from({ length: 300 }, (): TradePricedFields & { gstRate: number } => {
    const makingChargeType = pick(['flat', 'per_gram', 'percent', undefined] as const);
    const discountType = pick(['flat', 'percent', undefined] as const);
    return {
      metal: 'Gold',
      purity: pick(['22K', '18K', 'Silver 925', 'Awkward', 'Old 22K']),
      weight: Math.round(next() * 200_000) / 1000,
      laber: Math.round(next() * 5_000_000) / 100,
      ...(makingChargeType
        ? {
            makingChargeType,
            makingChargeValue:
              makingChargeType === 'percent' ? Math.round(next() * 10_000) / 100 : Math.round(next() * 200_000) / 100,
          }
        : {}),
      stones: Array.from({ length: Math.floor(next() * 4) }, () =>
        next() < 0.5
          ? {
              name: 'Diamond',
              count: 1,
              carats: Math.round(next() * 100_000) / 1000,
              rate: pick(['Diamond VVS', 'Ruby']),
            }
          : {
              name: 'Emerald',
              count: 3,
              carats: Math.round(next() * 100_000) / 1000,
              pricePerCarat: Math.round(next() * 10_000_000) / 100,
            },
      ),
      hallmarkFee: Math.round(next() * 100_000) / 100,
      ...(discountType ? { discountType } : {}),
      discount: discountType === 'percent' ? Math.round(next() * 10_000) / 100 : Math.round(next() * 10_000_000) / 100,
      gstRate: pick([0, 0.03, 0.05, 0.125]),
    };
  });

  it.each(cases)(
    '$weight g of $purity, making $makingChargeType, discount $discountType $discount',
    ({ gstRate, ...input }) => {
      expectRowsAddUp(priceProduct(input, tradeRates, gstRate));
    },
  );
});

describe('priceProduct: exact arithmetic', () => {
  it('rounds half up at the paisa: 1.005 rupees of metal is 101 paise', () => {
    // ₹201.00/g × 0.005 g = ₹1.005
    const rate = { id: 1, name: 'R', price: 201, modified: at };
    expect(priceProduct(piece({ purity: 'R', weight: 0.005 }), [rate]).metal.amount).toBe(101);
  });

  it('stays exact where paise × thousandths passes 2⁵³ (floating point would round this one up)', () => {
    // 99,99,99,999 paise/g × 90,07,501 mg = 9,007,500,990,992,499 / 1000 = 9,007,500,990,992.499 paise
    const rate = { id: 1, name: 'R', price: 9_999_999.99, modified: at };
    expect(priceProduct(piece({ purity: 'R', weight: 9_007.501 }), [rate]).metal.amount).toBe(9_007_500_990_992);
  });
});
