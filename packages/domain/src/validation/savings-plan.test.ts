import { fieldMessages } from '@suvarna/testkit';
import { describe, expect, it } from 'vitest';
import { savingsPlanSchema } from './savings-plan.js';

const valid = {
  name: 'Swarna Nidhi',
  months: 10,
  minInstalment: 1000,
  maxInstalment: 50_000,
  benefit: { kind: 'instalment' },
};

describe('savings plan: every field refused with a sentence naming it', () => {
  it.each([
    [{}, {}],
    [{ name: '' }, { name: 'Plan name is required' }],
    [{ name: 'x'.repeat(61) }, { name: 'Plan name must be at most 60 characters' }],
    [{ nameGu: 'ન\u0007' }, { nameGu: 'Plan name (Gujarati) cannot contain control characters' }],
    [{ months: 0 }, { months: 'Months must be a whole number from 1 to 24' }],
    [{ months: 25 }, { months: 'Months must be a whole number from 1 to 24' }],
    [{ months: 1.5 }, { months: 'Months must be a whole number from 1 to 24' }],
    [{ months: 'ten' }, { months: 'Months must be a number' }],
    [{ months: '' }, { months: 'Months is required' }],
    [{ minInstalment: 0 }, { minInstalment: 'Smallest instalment must be at least ₹1' }],
    [{ minInstalment: 99.5 }, { minInstalment: 'Smallest instalment must be a whole number of rupees' }],
    [{ maxInstalment: 1_000_001 }, { maxInstalment: 'Largest instalment cannot be more than ₹10,00,000' }],
    [{ maxInstalment: 500 }, { maxInstalment: 'Largest instalment cannot be less than the smallest (₹1,000)' }],
    [{ benefit: { kind: 'gift' } }, { 'benefit.kind': 'Benefit must be one of instalment, making-discount, none' }],
    [{ benefit: undefined }, { benefit: 'Benefit is required' }],
    [
      { benefit: { kind: 'making-discount' } },
      { 'benefit.percent': 'Making charge discount must be a whole percent from 1 to 100' },
    ],
    [
      { benefit: { kind: 'making-discount', percent: 101 } },
      { 'benefit.percent': 'Making charge discount must be a whole percent from 1 to 100' },
    ],
  ])('%j gives %j', (change, expected) => {
    expect(fieldMessages(savingsPlanSchema, { ...valid, ...change })).toEqual(expected);
  });

  it('reads form text, keeps a percent only for a making-charge discount', () => {
    expect(
      savingsPlanSchema.parse({
        ...valid,
        months: '12',
        minInstalment: '2000',
        maxInstalment: '100000',
        benefit: { kind: 'making-discount', percent: '25' },
      }),
    ).toEqual({
      name: 'Swarna Nidhi',
      nameGu: '',
      nameHi: '',
      months: 12,
      minInstalment: 2000,
      maxInstalment: 100_000,
      benefit: { kind: 'making-discount', percent: 25 },
    });
    expect(savingsPlanSchema.parse({ ...valid, benefit: { kind: 'none', percent: 30 } }).benefit).toEqual({
      kind: 'none',
    });
  });
});
