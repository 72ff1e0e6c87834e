import { describe, expect, it } from 'vitest';
import {
  instalmentFits,
  SAVINGS_PLAN_MESSAGES,
  type SavingsPlan,
  savingsPlanName,
  savingsPlanOutcome,
} from './savings-plan.js';

const plan = (benefit: SavingsPlan['benefit'], months = 10): SavingsPlan => ({
  id: 1,
  name: 'Swarna Nidhi',
  nameGu: 'સ્વર્ણ નિધિ',
  nameHi: '',
  months,
  minInstalment: 1000,
  maxInstalment: 50_000,
  benefit,
});

describe('savings plan calculator: instalment × months, plus the benefit, to the rupee', () => {
  it('one instalment paid by the shop: 10 × ₹5,000 paid, ₹5,000 added, ₹55,000 to spend', () => {
    expect(savingsPlanOutcome(plan({ kind: 'instalment' }), 5000)).toEqual({
      paid: 50_000,
      shopAdds: 5000,
      toSpend: 55_000,
      makingDiscountPercent: null,
    });
  });

  it('a making-charge discount adds nothing to the amount and names its percent', () => {
    expect(savingsPlanOutcome(plan({ kind: 'making-discount', percent: 25 }, 12), 2500)).toEqual({
      paid: 30_000,
      shopAdds: 0,
      toSpend: 30_000,
      makingDiscountPercent: 25,
    });
  });

  it('no benefit: what was paid is what is spent', () => {
    expect(savingsPlanOutcome(plan({ kind: 'none' }, 24), 1_000_000)).toEqual({
      paid: 24_000_000,
      shopAdds: 0,
      toSpend: 24_000_000,
      makingDiscountPercent: null,
    });
  });

  it.each([
    [999, false],
    [1000, true],
    [50_000, true],
    [50_001, false],
    [1500.5, false],
    [Number.NaN, false],
  ])('instalment ₹%s fits ₹1,000–₹50,000: %s', (instalment, fits) => {
    expect(instalmentFits(plan({ kind: 'none' }), instalment)).toBe(fits);
  });

  it('says the range in Indian grouping', () => {
    expect(SAVINGS_PLAN_MESSAGES.instalmentOutOfRange({ minInstalment: 1000, maxInstalment: 150_000 })).toBe(
      'The monthly instalment must be between ₹1,000 and ₹1,50,000',
    );
  });

  it('names a plan in the language asked, English where it has no translation', () => {
    const named = plan({ kind: 'none' });
    expect([savingsPlanName(named, 'en'), savingsPlanName(named, 'gu'), savingsPlanName(named, 'hi')]).toEqual([
      'Swarna Nidhi',
      'સ્વર્ણ નિધિ',
      'Swarna Nidhi',
    ]);
  });
});
