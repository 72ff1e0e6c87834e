import { formatRupees, paiseToRupees, type Rate } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { quoteRate, quoteUnitsNote, rateKind } from './rate-quote';

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

describe('quoteRate', () => {
  it('quotes gold and platinum per 10 g, silver per kg and stones per carat, exactly', () => {
    const quote = (name: string, price: number, unit?: 'g' | 'ct') => {
      const { paise, unit: per } = quoteRate(rate(name, price, unit), []);
      return `${formatRupees(paiseToRupees(paise))} / ${per}`;
    };
    expect(quote('24K', 7945)).toBe('₹79,450.00 / 10 g');
    expect(quote('22K', 7283.37)).toBe('₹72,833.70 / 10 g');
    expect(quote('Silver 999', 98)).toBe('₹98,000.00 / kg');
    expect(quote('Silver 925', 91.07)).toBe('₹91,070.00 / kg');
    expect(quote('Platinum 950', 3215)).toBe('₹32,150.00 / 10 g');
    expect(quote('Diamond VVS', 64500, 'ct')).toBe('₹64,500.00 / ct');
  });
});

describe('quoteUnitsNote', () => {
  it('names the unit of each kind of rate shown', () => {
    expect(quoteUnitsNote(['gold', 'gold', 'silver', 'platinum', 'stone'])).toBe(
      'Gold and platinum per 10 g, silver per kg, stones per carat',
    );
    expect(quoteUnitsNote(['silver', 'gold'])).toBe('Gold per 10 g, silver per kg');
    expect(quoteUnitsNote(['stone'])).toBe('Stones per carat');
  });

  it('is nothing without rates', () => {
    expect(quoteUnitsNote([])).toBeNull();
    expect(quoteUnitsNote([], 'gu')).toBeNull();
  });

  it('is written in the page’s language, its kinds joined by the language’s own “and”', () => {
    expect(quoteUnitsNote(['gold', 'platinum', 'silver', 'stone'], 'gu')).toBe(
      'સોનું અને પ્લેટિનમ 10 ગ્રામ દીઠ, ચાંદી કિલો દીઠ, રત્નો કેરેટ દીઠ',
    );
    expect(quoteUnitsNote(['silver', 'gold', 'platinum'], 'hi')).toBe('सोना और प्लैटिनम प्रति 10 ग्राम, चाँदी प्रति किलो');
  });
});
