// A day's rate, as the rate form (the spec's price form) writes it.
import { z } from 'zod';
import { label, RATE_NAME_LABEL } from '../field-labels.js';
import { MESSAGES } from '../messages.js';
import { RATE_UNITS } from '../pricing-limits.js';
import { blankToUndefined, MAX_RATE_NAME_LENGTH, optionalChoice, requiredName, rupees } from './fields.js';

/** A day's rate: the spec's price form (name and value both required). */
export const rateSchema = z.object({
  // The spec's message past 60 characters: "Rate name must be at most 60 characters". Stored as
  // people read it (normaliseName), unique by its nameKey.
  name: requiredName(RATE_NAME_LABEL, MAX_RATE_NAME_LENGTH, { required: MESSAGES.fillAllFields }),
  price: z.preprocess(
    blankToUndefined,
    rupees(label('price'), MESSAGES.fillAllFields).refine((value) => value > 0, {
      error: `${label('price')} must be more than 0`,
    }),
  ),
  /** `g` (per gram, metal) or `ct` (per carat, stones); a rate without one is per gram. */
  unit: optionalChoice(RATE_UNITS, `${label('unit')} must be g (per gram) or ct (per carat)`),
  /** Publish a change beyond the rate guard (RATE_GUARD_PERCENT): the admin has seen and confirmed it. */
  confirm: z.boolean({ error: `${label('confirm')} must be true or false` }).optional(),
});
export type RateInput = z.infer<typeof rateSchema>;
