import { priceProduct } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { breakupRows } from './breakup';
import { RING_RATES as rates, RING as ring } from './test-fixtures';

describe('breakupRows', () => {
  it('lists the rows of the price, each in rupees', () => {
    const rows = breakupRows(priceProduct(ring, rates, 0.03));
    expect(rows.map(({ label, amount }) => [label, amount])).toEqual([
      ['Metal Price * weight', '₹14,000.00'],
      ['Labour (+)', '₹500.00'],
      ['Discount (−)', '₹100.00'],
      ['Total', '₹14,400.00'],
      ['GST (+)', '₹432.00'],
      ['Net Payable', '₹14,832.00'],
    ]);
    expect(rows[0]?.note).toBe('22K: ₹7,000.00/g × 2.000 g');
  });
});

describe('breakupRows with trade pricing', () => {
  const tradeRates = [
    ...rates,
    { id: 2, name: 'Diamond VVS', price: 64500, modified: '2026-01-01T00:00:00.000Z', unit: 'ct' as const },
  ];
  const diamondRing = {
    ...ring,
    purity: '22K',
    weight: 3,
    makingChargeType: 'per_gram' as const,
    makingChargeValue: 800,
    stones: [
      { name: 'Diamond', count: 1, carats: 0.5, rate: 'Diamond VVS' },
      { name: 'Ruby', count: 6, carats: 0.3, pricePerCarat: 20000 },
    ],
    hallmarkFee: 45,
    discountType: 'percent' as const,
    discount: 10,
  };

  it('adds a row per stone line and the hallmarking fee, each with its basis', () => {
    const rows = breakupRows(priceProduct(diamondRing, tradeRates, 0.03));
    expect(rows.map(({ label, note, amount }) => [label, note, amount])).toEqual([
      ['Metal Price * weight', '22K: ₹7,000.00/g × 3.000 g', '₹21,000.00'],
      ['Labour (+)', '₹800.00/g × 3.000 g', '₹2,400.00'],
      ['Stones (+)', 'Diamond VVS: 0.500 ct × ₹64,500.00/ct', '₹32,250.00'],
      ['Stones (+)', 'Ruby: 0.300 ct × ₹20,000.00/ct', '₹6,000.00'],
      ['Hallmarking (+)', undefined, '₹45.00'],
      ['Discount (−)', '10 % of labour', '₹240.00'],
      // 21,000 + 2,400 + 32,250 + 6,000 + 45 − 240
      ['Total', undefined, '₹61,455.00'],
      ['GST (+)', undefined, '₹1,843.65'],
      ['Net Payable', undefined, '₹63,298.65'],
    ]);
  });

  it('leaves the stone and hallmarking rows out when they are nothing', () => {
    const labels = breakupRows(priceProduct(ring, rates, 0.03)).map((row) => row.label);
    expect(labels).not.toContain('Stones (+)');
    expect(labels).not.toContain('Hallmarking (+)');
  });
});
