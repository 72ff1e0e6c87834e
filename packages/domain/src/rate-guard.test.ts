import { describe, expect, it } from 'vitest';
import {
  countPricedBy,
  exceedsRateGuard,
  formatRateChangePercent,
  rateChangePercent,
  rateGuardMessage,
} from './rate-guard.js';

describe('rate guard', () => {
  it.each([
    [7290, 72900, 900],
    [7290, 8748, 20],
    [7290, 7290, 0],
    [100, 95, -5],
    [98, 97.02, -1],
  ])('%d → %d is a change of %d %%', (oldPrice, newPrice, percent) => {
    expect(rateChangePercent(oldPrice, newPrice)).toBeCloseTo(percent, 9);
  });

  it.each([
    [100, 105, 5, false],
    [100, 105.01, 5, true],
    [100, 95, 5, false],
    [100, 94.99, 5, true],
    [7290, 72900, 5, true],
    [7290, 7290, 0.1, false],
  ])('%d → %d under a guard of %d %% needs confirming: %s', (oldPrice, newPrice, guard, exceeds) => {
    expect(exceedsRateGuard(oldPrice, newPrice, guard)).toBe(exceeds);
  });

  it('says the change as the issue writes it', () => {
    expect(rateGuardMessage('22K', { oldPrice: 7290, newPrice: 72900, percent: 900, products: 38 })).toBe(
      'This changes 22K by +900.0 % (₹7,290.00 → ₹72,900.00) and reprices 38 products. Send it again with confirm to publish it.',
    );
    expect(rateGuardMessage('Silver 999', { oldPrice: 98, newPrice: 88.2, percent: -10, products: 1 })).toBe(
      'This changes Silver 999 by -10.0 % (₹98.00 → ₹88.20) and reprices 1 product. Send it again with confirm to publish it.',
    );
  });

  it.each([
    [20, '+20.0 %'],
    [-1.46, '-1.5 %'],
    [0, '0.0 %'],
    [900, '+900.0 %'],
  ])('shows a change of %d %% as %s', (percent, text) => {
    expect(formatRateChangePercent(percent)).toBe(text);
  });

  it('counts the products a rate prices, by purity or by a stone line', () => {
    const products = [
      { purity: '18K', stones: [{ name: 'Diamond', count: 1, carats: 0.5, rate: 'Diamond VVS' }] },
      { purity: 'Diamond VVS', stones: [] },
      { purity: '22K' },
      { purity: '18K', stones: [{ name: 'Ruby', count: 3, carats: 0.3, pricePerCarat: 20000 }] },
    ];
    expect(countPricedBy(products, 'Diamond VVS')).toBe(2);
    expect(countPricedBy(products, '18K')).toBe(2);
    expect(countPricedBy(products, '24K')).toBe(0);
  });
});
