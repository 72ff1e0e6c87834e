import { describe, expect, it } from 'vitest';
import { type CalculatorPlan, calculatorView, readInstalment, startingInstalment } from './savings-calculator';

const TEXTS = {
  outOfRange: 'Choose an instalment between {min} and {max}',
  youPayDetail: '{instalment} × {months}',
  shopAdds: 'The shop adds',
  makingDiscount: 'Making charge discount',
  benefitMakingDiscount: '{percent}% off the making charge',
};

const plan = (benefit: CalculatorPlan['benefit']): CalculatorPlan => ({
  id: 1,
  months: 10,
  monthsText: '10 months',
  minInstalment: 1000,
  maxInstalment: 50_000,
  benefit,
});

describe('the savings calculator as the page shows it', () => {
  it('one instalment from the shop: paid, added and spent, in rupees grouped the Indian way', () => {
    expect(calculatorView(plan({ kind: 'instalment' }), '12,500', TEXTS)).toEqual({
      ok: true,
      paid: '₹1,25,000',
      paidDetail: '₹12,500 × 10 months',
      benefit: { label: 'The shop adds', value: '₹12,500' },
      toSpend: '₹1,37,500',
    });
  });

  it('a making-charge discount: the amount is what was paid, the benefit its percent', () => {
    const view = calculatorView(plan({ kind: 'making-discount', percent: 50 }), '2000', TEXTS);
    expect(view).toMatchObject({
      paid: '₹20,000',
      benefit: { label: 'Making charge discount', value: '50% off the making charge' },
      toSpend: '₹20,000',
    });
  });

  it('no benefit: no benefit row', () => {
    expect(calculatorView(plan({ kind: 'none' }), '1000', TEXTS)).toMatchObject({ benefit: null, toSpend: '₹10,000' });
  });

  it.each(['999', '50001', '', '5e3', '1000.5', '-1000', 'abc'])('refuses %j with the plan’s range', (typed) => {
    expect(calculatorView(plan({ kind: 'none' }), typed, TEXTS)).toEqual({
      ok: false,
      error: 'Choose an instalment between ₹1,000 and ₹50,000',
    });
  });

  it('reads an instalment as people write it', () => {
    expect([readInstalment(' 5 000 '), readInstalment('1,00,000'), readInstalment('5.5')]).toEqual([
      5000,
      100_000,
      Number.NaN,
    ]);
  });

  it('starts at ₹5,000 where the plan takes it, else at its smallest', () => {
    expect(startingInstalment({ minInstalment: 1000, maxInstalment: 50_000 })).toBe(5000);
    expect(startingInstalment({ minInstalment: 10_000, maxInstalment: 50_000 })).toBe(10_000);
  });
});
