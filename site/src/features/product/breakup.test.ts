import { breakupBasis, priceProduct } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { product as gu } from '../../i18n/messages/gu/product';
import { product as hi } from '../../i18n/messages/hi/product';
import { breakupNotes, breakupRows } from './breakup';
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

describe('breakupRows in the page’s language', () => {
  const tradeRates = [
    ...rates,
    { id: 2, name: 'Diamond VVS', price: 64500, modified: '2026-01-01T00:00:00.000Z', unit: 'ct' as const },
  ];
  const diamondRing = {
    ...ring,
    makingChargeType: 'percent' as const,
    makingChargeValue: 12,
    stones: [{ name: 'Diamond', count: 1, carats: 0.5, rate: 'Diamond VVS' }],
    hallmarkFee: 45,
    discountType: 'percent' as const,
    discount: 10,
  };

  it('writes the English bases exactly as the domain does', () => {
    for (const piece of [ring, diamondRing, { ...diamondRing, makingChargeType: 'per_gram' as const }]) {
      const breakup = priceProduct(piece, tradeRates, 0.03);
      expect(breakupNotes(breakup)).toEqual(breakupBasis(breakup));
    }
  });

  it('labels the rows in Hindi, amounts and numbers as in English', () => {
    const rows = breakupRows(priceProduct(diamondRing, tradeRates, 0.03), hi.breakup);
    expect(rows.map(({ label, note, amount }) => [label, note, amount])).toEqual([
      ['धातु का भाव × वज़न', '22K: ₹7,000.00/ग्राम × 2.000 ग्राम', '₹14,000.00'],
      ['बनवाई (+)', 'धातु का 12 %', '₹1,680.00'],
      ['नग (+)', 'Diamond VVS: 0.500 कैरेट × ₹64,500.00/कैरेट', '₹32,250.00'],
      ['हॉलमार्किंग (+)', undefined, '₹45.00'],
      ['छूट (−)', 'बनवाई का 10 %', '₹168.00'],
      // 14,000 + 1,680 + 32,250 + 45 − 168
      ['कुल', undefined, '₹47,807.00'],
      ['GST (+)', undefined, '₹1,434.21'],
      ['देय राशि', undefined, '₹49,241.21'],
    ]);
  });

  it('gives each row a label in Gujarati too', () => {
    const rows = breakupRows(priceProduct(diamondRing, tradeRates, 0.03), gu.breakup);
    expect(rows.map((row) => row.label)).toEqual([
      'ધાતુનો ભાવ × વજન',
      'ઘડામણ (+)',
      'સ્ટોન (+)',
      'હોલમાર્કિંગ (+)',
      'ડિસ્કાઉન્ટ (−)',
      'કુલ',
      'GST (+)',
      'ચૂકવવાની રકમ',
    ]);
    expect(rows[4]?.note).toBe('ઘડામણના 10 %');
  });
});
