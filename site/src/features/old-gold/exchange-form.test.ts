import type { Rate } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { estimateTexts, parseWeight } from './exchange-form';
import { exchangeRows } from './old-gold-page';

const rate = (name: string, price: number): Rate => ({
  id: 1,
  name,
  price,
  unit: 'g',
  modified: '2026-11-29T04:00:00Z',
});

describe('old-gold page', () => {
  it("lists the gold rates, purest first, with the shop's deduction or the default and a gram's value", () => {
    const rows = exchangeRows([rate('18K', 5959), rate('Silver 999', 98), rate('22K', 7283), rate('24K', 7945)], {
      '22K': 2.5,
    });
    expect(rows.map(({ purity, deduction, valuePerGram }) => [purity, deduction, valuePerGram])).toEqual([
      ['24K', '0', '₹7,945.00'],
      // 2.5 % of ₹7,283.00 is ₹182.075, rounded to ₹182.08.
      ['22K', '2.5', '₹7,100.92'],
      ['18K', '3', '₹5,780.23'],
    ]);
  });

  it('takes a weight as people type it, and nothing else', () => {
    expect(parseWeight(' 12.5 ')).toBe(12.5);
    expect(parseWeight('12,5')).toBe(12.5);
    expect(parseWeight('.5')).toBe(0.5);
    for (const text of ['', '0', '-3', '12.3456', '5000.5', 'abc', '1e3', '12 g']) expect(parseWeight(text)).toBeNull();
  });

  it('shows the estimate to the paisa with its basis', () => {
    expect(estimateTexts(12.345, 728_300, 2)).toEqual({
      value: '₹88,110.47',
      rate: '₹7,283.00',
      percent: '2',
      deduction: '₹1,798.17',
    });
  });
});
