import { type Product, priceBreakup } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { breakupRows, detailRows } from './breakup';

const rates = [{ id: 1, name: '22K', price: 7000, modified: '2026-01-01T00:00:00.000Z' }];
const ring = {
  purity: '22K',
  weight: 2,
  laber: 500,
  discount: 100,
  size: 0,
  color: 'Yellow',
  metal: 'Gold',
  gender: 'female',
} as Product;

describe('breakupRows', () => {
  it('lists the rows of the price, each in rupees', () => {
    const rows = breakupRows(priceBreakup(ring, rates, 0.03), ring);
    expect(rows.map(({ label, amount }) => [label, amount])).toEqual([
      ['Metal Price * weight', '₹14,000.00'],
      ['Labour (+)', '₹500.00'],
      ['Discount (−)', '₹100.00'],
      ['Total', '₹14,400.00'],
      ['GST (+)', '₹432.00'],
      ['Net Payable', '₹14,832.00'],
    ]);
    expect(rows[0]?.note).toBe('22K: ₹7,000.00 × 2 gm');
  });
});

describe('detailRows', () => {
  it('leaves Size out when the piece has none, and names the gender', () => {
    expect(detailRows(ring).map((row) => row.label)).toEqual(['Color', 'Metal', 'Gender', 'Purity', 'Weight']);
    expect(detailRows(ring)[2]?.value).toBe('Women');
    expect(detailRows({ ...ring, size: 16.5 })[0]).toEqual({ label: 'Size', value: '16.5 mm' });
  });
});
