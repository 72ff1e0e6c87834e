import { formatRupees, paiseToRupees, QUOTE_UNIT_DETAILS, type QuoteUnit, type Rate } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { quoteRate, quoteUnitsNote, type RateKind } from './rate-quote';

const rate = (name: string, price: number, unit?: 'g' | 'ct'): Rate => ({
  id: 1,
  name,
  price,
  modified: '2026-11-22T04:45:00.000Z',
  ...(unit ? { unit } : {}),
});

describe('quoteRate', () => {
  const quote = (name: string, price: number, unit?: 'g' | 'ct', quoteUnit?: QuoteUnit) => {
    const { paise, unit: per } = quoteRate({ ...rate(name, price, unit), ...(quoteUnit ? { quoteUnit } : {}) }, []);
    return `${formatRupees(paiseToRupees(paise))} / ${QUOTE_UNIT_DETAILS[per].label}`;
  };

  it('quotes a rate in the unit the shop chose for it', () => {
    expect(quote('22K', 7283, 'g', '10g')).toBe('₹72,830.00 / 10 g');
    expect(quote('22K', 7283, 'g', 'g')).toBe('₹7,283.00 / g');
    expect(quote('Silver 999', 98.5, 'g', 'kg')).toBe('₹98,500.00 / kg');
    expect(quote('Silver 999', 98.5, 'g', '10g')).toBe('₹985.00 / 10 g');
    // A quote unit that cannot quote the rate's unit is ignored: a per-carat rate is per carat.
    expect(quote('Diamond VVS', 64500, 'ct', '10g')).toBe('₹64,500.00 / ct');
  });

  it('without a quote unit (a CMS from before them), quotes gold and platinum per 10 g, silver per kg and stones per carat, exactly', () => {
    expect(quote('24K', 7945)).toBe('₹79,450.00 / 10 g');
    expect(quote('22K', 7283.37)).toBe('₹72,833.70 / 10 g');
    expect(quote('Silver 999', 98)).toBe('₹98,000.00 / kg');
    expect(quote('Silver 925', 91.07)).toBe('₹91,070.00 / kg');
    expect(quote('Platinum 950', 3215)).toBe('₹32,150.00 / 10 g');
    expect(quote('Diamond VVS', 64500, 'ct')).toBe('₹64,500.00 / ct');
  });
});

describe('quoteUnitsNote', () => {
  const DEFAULT_UNITS: Record<RateKind, QuoteUnit> = { gold: '10g', platinum: '10g', silver: 'kg', stone: 'ct' };
  const quotes = (kinds: RateKind[]) => kinds.map((kind) => ({ kind, unit: DEFAULT_UNITS[kind] }));

  it('names the unit of each kind of rate shown', () => {
    expect(quoteUnitsNote(quotes(['gold', 'gold', 'silver', 'platinum', 'stone']))).toBe(
      'Gold and platinum per 10 g, silver per kg, stones per carat',
    );
    expect(quoteUnitsNote(quotes(['silver', 'gold']))).toBe('Gold per 10 g, silver per kg');
    expect(quoteUnitsNote(quotes(['stone']))).toBe('Stones per carat');
  });

  it('follows the units the shop chose', () => {
    expect(
      quoteUnitsNote([
        { kind: 'gold', unit: 'g' },
        { kind: 'silver', unit: 'g' },
        { kind: 'platinum', unit: '10g' },
      ]),
    ).toBe('Platinum per 10 g, gold and silver per g');
  });

  it('is nothing without rates', () => {
    expect(quoteUnitsNote([])).toBeNull();
    expect(quoteUnitsNote([], 'gu')).toBeNull();
  });

  it('is written in the page’s language, its kinds joined by the language’s own “and”', () => {
    expect(quoteUnitsNote(quotes(['gold', 'platinum', 'silver', 'stone']), 'gu')).toBe(
      'સોનું અને પ્લેટિનમ 10 ગ્રામ દીઠ, ચાંદી કિલો દીઠ, રત્નો કેરેટ દીઠ',
    );
    expect(quoteUnitsNote(quotes(['silver', 'gold', 'platinum']), 'hi')).toBe(
      'सोना और प्लैटिनम प्रति 10 ग्राम, चाँदी प्रति किलो',
    );
  });
});
