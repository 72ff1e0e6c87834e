import { describe, expect, it } from 'vitest';
import {
  defaultExchangeDeduction,
  exchangeDeduction,
  exchangeEstimate,
  exchangeRates,
  exchangeValuePerGram,
  goldKarats,
} from './old-gold.js';
import { priceProduct } from './pricing.js';
import type { Rate } from './types.js';
import { exchangeDeductionsSchema } from './validation/exchange.js';
import { shopSettingsSchema } from './validation/shop.js';

const rate = (name: string, price: number, unit: 'g' | 'ct' = 'g'): Rate => ({
  id: 1,
  name,
  price,
  unit,
  modified: '2026-11-29T04:00:00.000Z',
});

describe('old-gold exchange estimate', () => {
  it('is weight × rate × (1 − deduction), to the paisa', () => {
    // 12.345 g × ₹7,283.00 = ₹89,908.64 (89,908.635 rounded half away from zero); 2 % of it is ₹1,798.17.
    expect(exchangeEstimate(12.345, 7283, 2)).toEqual({
      weight: 12.345,
      ratePerGram: 728_300,
      deductionPercent: 2,
      grossValue: 8_990_864,
      deduction: 179_817,
      value: 8_811_047,
    });
  });

  it('values the gold as a product of the same weight and rate prices its metal', () => {
    const rates = [rate('22K', 7283.37)];
    const product = { purity: '22K', weight: 7.777, laber: 0, discount: 0, metal: 'Gold' };
    const metal = priceProduct(product, rates, 0.03).metal.amount;
    expect(exchangeEstimate(7.777, 7283.37, 0).value).toBe(metal);
  });

  it('rounds a deduction with two decimals once, half away from zero', () => {
    // ₹1,000.50 gross; 2.5 % is 2,501.25 paise → 2,501.
    expect(exchangeEstimate(1, 1000.5, 2.5)).toMatchObject({ grossValue: 100_050, deduction: 2501, value: 97_549 });
  });

  it('weighs to the milligram', () => {
    expect(exchangeEstimate(10.0004, 7000, 0).value).toBe(exchangeEstimate(10, 7000, 0).value);
  });

  it('refuses a weight or deduction out of range', () => {
    expect(() => exchangeEstimate(0, 7000, 2)).toThrow(RangeError);
    expect(() => exchangeEstimate(Number.NaN, 7000, 2)).toThrow(RangeError);
    expect(() => exchangeEstimate(5000.001, 7000, 2)).toThrow(RangeError);
    expect(() => exchangeEstimate(10, 7000, 50.01)).toThrow(RangeError);
    expect(() => exchangeEstimate(10, 7000, -1)).toThrow(RangeError);
  });

  it('shows the value of one gram', () => {
    expect(exchangeValuePerGram(7945, 0)).toBe(7945);
    expect(exchangeValuePerGram(7283, 2)).toBe(7137.34);
  });
});

describe('exchange deductions', () => {
  it('defaults to 0 % for 24K, 2 % for 22K, 3 % for 18K, and never less for a lower purity', () => {
    expect(defaultExchangeDeduction(24)).toBe(0);
    expect(defaultExchangeDeduction(22)).toBe(2);
    expect(defaultExchangeDeduction(18)).toBe(3);
    for (let karats = 1; karats < 24; karats += 1)
      expect(defaultExchangeDeduction(karats)).toBeGreaterThanOrEqual(defaultExchangeDeduction(karats + 1));
  });

  it("takes the shop's own deduction over the default", () => {
    expect(exchangeDeduction('22K', { '22K': 4 })).toBe(4);
    expect(exchangeDeduction('18K', { '22K': 4 })).toBe(3);
    expect(exchangeDeduction('14K', {})).toBe(3);
  });

  it('knows a gold purity by its karats', () => {
    expect(goldKarats('22K')).toBe(22);
    expect(goldKarats('9K')).toBe(9);
    for (const name of ['Silver 999', '25K', '0K', '22k ', 'Diamond VVS']) expect(goldKarats(name)).toBeNull();
  });

  it('lists the per-gram gold rates, purest first', () => {
    const rates = [
      rate('18K', 5959),
      rate('Silver 999', 98),
      rate('24K', 7945),
      rate('22K', 7283),
      rate('10K', 1, 'ct'),
    ];
    expect(exchangeRates(rates).map((entry) => entry.name)).toEqual(['24K', '22K', '18K']);
  });

  it('accepts percentages from 0 to 50 with two decimals per gold purity', () => {
    expect(exchangeDeductionsSchema.parse({ '24K': 0, '22K': 2.5, '18K': 50 })).toEqual({
      '24K': 0,
      '22K': 2.5,
      '18K': 50,
    });
    expect(exchangeDeductionsSchema.parse(null)).toEqual({});
  });

  it.each([
    [{ '22K': 51 }, 'Exchange deduction for 22K must be a percentage from 0 to 50 with at most two decimals'],
    [{ '22K': -1 }, 'Exchange deduction for 22K must be a percentage from 0 to 50 with at most two decimals'],
    [{ '22K': '2' }, 'Exchange deduction for 22K must be a percentage from 0 to 50 with at most two decimals'],
    [{ '22K': 2.555 }, 'Exchange deduction for 22K must be a percentage from 0 to 50 with at most two decimals'],
    [{ 'Silver 999': 2 }, 'Exchange deductions: "Silver 999" is not a gold purity (24K, 22K, 18K …)'],
    [[2], 'Exchange deductions must be an object of purities and percentages'],
  ])('refuses %j with a message naming the field', (value, message) => {
    const parsed = shopSettingsSchema.safeParse({ exchangeDeductions: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});
