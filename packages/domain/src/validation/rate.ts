// A day's rate, as the rate forms write it: its price per gram (per carat), or its price as the
// trade quotes it (per 10 g, per kg, ...), which is stored per gram rounded to the paisa (rate-quote.ts).
import { z } from 'zod';
import { label, RATE_NAME_LABEL } from '../field-labels.js';
import { MESSAGES } from '../messages.js';
import { QUOTE_UNITS, RATE_UNIT_NAMES, RATE_UNITS } from '../pricing-limits.js';
import { QUOTE_UNIT_DETAILS, quoteToPrice, quoteUnitMisfit, ungroupRate } from '../rate-quote.js';
import { blankToUndefined, MAX_RATE_NAME_LENGTH, optionalChoice, requiredName, rupees } from './fields.js';

/** A price more than 0, at most ₹1 crore and two decimals; required where the form's empty field is the spec's "Please fill all fields". */
const positiveRupees = (field: 'price' | 'quotedPrice') =>
  rupees(label(field), MESSAGES.fillAllFields).refine((value) => value > 0, {
    error: `${label(field)} must be more than 0`,
  });
/** A rate's price as a form field: blank is not given; grouping commas and a rupee sign are ignored ('₹72,830'). */
export const ratePriceField = z.preprocess(
  (value) => blankToUndefined(typeof value === 'string' ? ungroupRate(value) : value),
  positiveRupees('price'),
);
const optionalPrice = (field: 'price' | 'quotedPrice') =>
  z.preprocess(blankToUndefined, positiveRupees(field).optional());

const QUOTE_UNIT_MESSAGE = `${label('quoteUnit')} must be 10g, kg, g or ct`;

/**
 * A day's rate on the wire: a name and exactly one of `price` (per `unit`) and `quotedPrice` (per
 * `quoteUnit`, which it needs). The quote unit must suit the unit (per 10 g, per kg or per g for a
 * per-gram rate, per ct for a per-carat one).
 */
export const rateSchema = z
  .object({
    // The spec's message past 60 characters: "Rate name must be at most 60 characters". Stored as
    // people read it (normaliseName), unique by its nameKey.
    name: requiredName(RATE_NAME_LABEL, MAX_RATE_NAME_LENGTH, { required: MESSAGES.fillAllFields }),
    /** Rupees per gram (per carat). */
    price: optionalPrice('price'),
    /** Rupees per quote unit, stored per gram (per carat) rounded to the paisa. */
    quotedPrice: optionalPrice('quotedPrice'),
    /** `g` (per gram, metal) or `ct` (per carat, stones); a rate without one is per gram. */
    unit: optionalChoice(RATE_UNITS, `${label('unit')} must be g (per gram) or ct (per carat)`),
    /** What the rate is typed and shown per; left out, a new rate's is its metal's, an updated rate keeps its own. */
    quoteUnit: optionalChoice(QUOTE_UNITS, QUOTE_UNIT_MESSAGE),
    /** Publish a change beyond the rate guard (RATE_GUARD_PERCENT): the admin has seen and confirmed it. */
    confirm: z.boolean({ error: `${label('confirm')} must be true or false` }).optional(),
  })
  .superRefine((rate, context) => {
    const issue = (field: string, message: string) => context.addIssue({ code: 'custom', path: [field], message });
    // Only what the fields' own checks let through is looked at together.
    const given = (value: unknown) => value !== undefined;
    const raw = rate as Record<string, unknown>;
    if (!given(raw.price) && !given(raw.quotedPrice)) issue('price', MESSAGES.fillAllFields);
    if (given(raw.price) && given(raw.quotedPrice))
      issue('quotedPrice', `${label('quotedPrice')} cannot be given with a price: give one or the other`);
    const quoteUnit = (QUOTE_UNITS as readonly unknown[]).includes(raw.quoteUnit) ? rate.quoteUnit : undefined;
    if (typeof raw.quotedPrice === 'number' && raw.quoteUnit === undefined)
      issue('quoteUnit', `${label('quoteUnit')} must be given with a quoted price`);
    if (quoteUnit && (RATE_UNITS as readonly unknown[]).includes(raw.unit)) {
      const unfit = quoteUnitMisfit(quoteUnit, rate.unit ?? 'g');
      if (unfit) issue('quoteUnit', unfit);
    }
    if (typeof rate.quotedPrice === 'number' && rate.quotedPrice > 0 && quoteUnit) {
      const { rateUnit } = QUOTE_UNIT_DETAILS[quoteUnit];
      if (quoteToPrice(rate.quotedPrice, quoteUnit) === 0)
        issue('quotedPrice', `${label('quotedPrice')} must come to at least ₹0.01 ${RATE_UNIT_NAMES[rateUnit]}`);
    }
  });
export type RateInput = z.infer<typeof rateSchema>;

/**
 * The back office's rate form: a name, a quote unit and the price in it (the field the owner
 * types, named Price), sent as `quotedPrice`.
 */
export const rateEntrySchema = z.object({
  name: rateSchema.shape.name,
  price: ratePriceField,
  quoteUnit: z.enum(QUOTE_UNITS, { error: QUOTE_UNIT_MESSAGE }),
});
export type RateEntry = z.infer<typeof rateEntrySchema>;
