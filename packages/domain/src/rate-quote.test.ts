import { describe, expect, it } from 'vitest';
import {
  defaultQuoteUnit,
  formatQuote,
  priceToQuote,
  quoteIsExact,
  quoteToPrice,
  quoteUnitMisfit,
  quoteUnitsFor,
  rateKind,
  rateQuoteUnit,
  typedRate,
} from './rate-quote.js';
import type { Rate } from './types.js';

const rate = (name: string, price: number, unit?: 'g' | 'ct'): Rate => ({
  id: 1,
  name,
  price,
  modified: '2026-11-22T04:45:00.000Z',
  ...(unit ? { unit } : {}),
});
const piece = (purity: string, metal: string) => ({ purity, metal });

describe('rateKind', () => {
  it('is a stone for a per-carat rate, whatever it prices', () => {
    expect(rateKind(rate('Diamond VVS', 64500, 'ct'), [piece('Diamond VVS', 'Gold')])).toBe('stone');
  });

  it('is the metal of the products the rate prices', () => {
    const products = [piece('Sterling', '92.5 Sterling'), piece('Sterling', 'Silver'), piece('22K', 'Gold')];
    expect(rateKind(rate('Sterling', 91), products)).toBe('silver');
    expect(rateKind(rate('PT', 3215), [piece('PT', 'Platinum')])).toBe('platinum');
  });

  it('goes by the metal most of its products are made of', () => {
    const products = [piece('18K', 'Gold'), piece('18K', 'Gold'), piece('18K', 'Silver')];
    expect(rateKind(rate('18K', 5959), products)).toBe('gold');
  });

  it('ignores product types that do not name a metal, such as diamond jewellery set in 18K gold', () => {
    expect(rateKind(rate('Fine 999', 98), [piece('Fine 999', 'Diamond'), piece('Fine 999', 'Gift')])).toBe('gold');
  });

  it('falls back to the name when no product says: Silver in the name is silver', () => {
    expect(rateKind(rate('Silver 999', 98), [])).toBe('silver');
    expect(rateKind(rate('silver bar', 98), [])).toBe('silver');
    expect(rateKind(rate('Platinum 950', 3215), [])).toBe('platinum');
    expect(rateKind(rate('24K', 7945), [])).toBe('gold');
  });

  it('lets its products overrule the name', () => {
    expect(rateKind(rate('Silver look', 7000), [piece('Silver look', 'Gold')])).toBe('gold');
  });

  it('settles a tie between metals by the name', () => {
    const products = [piece('Silver 999', 'Gold'), piece('Silver 999', 'Silver')];
    expect(rateKind(rate('Silver 999', 98), products)).toBe('silver');
  });
});

describe('quote units: what a rate is typed and shown per', () => {
  it('per 10 g, per kg and per g quote a per-gram rate; per ct a per-carat one', () => {
    expect(quoteUnitsFor('g')).toEqual(['10g', 'kg', 'g']);
    expect(quoteUnitsFor('ct')).toEqual(['ct']);
    expect(quoteUnitMisfit('10g', 'g')).toBeNull();
    expect(quoteUnitMisfit('10g', 'ct')).toBe('Quote unit 10g (per 10 g) cannot quote a rate per carat');
    expect(quoteUnitMisfit('ct', 'g')).toBe('Quote unit ct (per carat) cannot quote a rate per gram');
  });

  it('defaults by metal: gold and platinum per 10 g, silver per kg, stones per carat', () => {
    expect(defaultQuoteUnit({ name: '22K' })).toBe('10g');
    expect(defaultQuoteUnit({ name: 'Platinum 950', unit: 'g' })).toBe('10g');
    expect(defaultQuoteUnit({ name: 'Silver 999' })).toBe('kg');
    expect(defaultQuoteUnit({ name: 'Diamond VVS', unit: 'ct' })).toBe('ct');
    // The metal of the products a rate prices outweighs its name.
    expect(defaultQuoteUnit({ name: '92.5' }, [{ purity: '92.5', metal: '92.5 Sterling' }])).toBe('kg');
  });

  it("reads a rate's own quote unit when it suits its unit, else its metal's", () => {
    expect(rateQuoteUnit({ name: '22K', unit: 'g', quoteUnit: 'g' })).toBe('g');
    expect(rateQuoteUnit({ name: '22K', unit: 'g' })).toBe('10g');
    expect(rateQuoteUnit({ name: 'Diamond VVS', unit: 'ct', quoteUnit: 'kg' })).toBe('ct');
  });
});

describe('quotes and prices', () => {
  it('stores a quote per gram: ₹72,830 per 10 g is ₹7,283.00 per g, ₹98,500 per kg ₹98.50', () => {
    expect(quoteToPrice(72_830, '10g')).toBe(7283);
    expect(quoteToPrice(98_500, 'kg')).toBe(98.5);
    expect(quoteToPrice(7283.55, 'g')).toBe(7283.55);
    expect(quoteToPrice(64_500, 'ct')).toBe(64_500);
  });

  it('rounds a quote that does not divide evenly half away from zero, to the paisa', () => {
    expect(quoteToPrice(72_835.55, '10g')).toBe(7283.56);
    expect(quoteToPrice(72_835.54, '10g')).toBe(7283.55);
    expect(quoteToPrice(91_234, 'kg')).toBe(91.23);
    expect(quoteToPrice(91_235, 'kg')).toBe(91.24);
    expect(quoteIsExact(72_830, '10g')).toBe(true);
    expect(quoteIsExact(72_835.55, '10g')).toBe(false);
    expect(quoteIsExact(91_230, 'kg')).toBe(true);
    expect(quoteIsExact(91_234, 'kg')).toBe(false);
    // What a rounded quote reads back as: the quote of what was stored.
    expect(priceToQuote(quoteToPrice(72_835.55, '10g'), '10g')).toBe(72_835.6);
    expect(quoteToPrice(0.004, 'kg')).toBe(0);
  });

  it('shows a price in its quote unit, exactly', () => {
    expect(priceToQuote(7283.55, '10g')).toBe(72_835.5);
    expect(priceToQuote(98.57, 'kg')).toBe(98_570);
    expect(formatQuote(7283, '10g')).toBe('₹72,830.00 / 10 g');
    expect(formatQuote(98.5, 'kg')).toBe('₹98,500.00 / kg');
    expect(formatQuote(64_500, 'ct')).toBe('₹64,500.00 / ct');
  });
});

describe('typed rates', () => {
  it('reads a rate as the trade writes it, and nothing else', () => {
    expect(typedRate('72,830')).toBe(72_830);
    expect(typedRate(' ₹7,28,300.50 ')).toBe(728_300.5);
    expect(typedRate('72830')).toBe(72_830);
    expect(typedRate('7e4')).toBeNull();
    expect(typedRate('')).toBeNull();
    expect(typedRate('-5')).toBeNull();
  });
});
