// Rates as the trade quotes them (docs/domain.md): gold and platinum per 10 g, silver per kg, stones
// per carat. A rate's `price` stays per gram (per carat for stones), which every price is worked out
// from; its `quoteUnit` is only what the owner types it in and everyone reads it in.
//
// Rounding: a quote becomes a price by dividing its paise by the quote's grams, rounded half away
// from zero to the paisa (₹72,835.55 per 10 g stores ₹7,283.56 per g); a price becomes a quote by
// multiplying, which is exact. So a quote that does not divide evenly is stored rounded, and reads
// back as the nearest quote the stored price makes (₹72,835.60 per 10 g): the forms show both.
import { label } from './field-labels.js';
import { divideRounded, formatRupees, paiseToRupees, rupeesToPaise } from './money.js';
import { RATE_UNIT_NAMES } from './pricing-limits.js';
import type { Product, QuoteUnit, Rate, RateUnit } from './types.js';

interface QuoteUnitDetails {
  /** The rate unit a quote in this unit converts to. */
  rateUnit: RateUnit;
  /** How many of the rate's units (grams or carats) one quote unit is. */
  multiple: number;
  /** As it follows a price: '₹72,830.00 / 10 g'. */
  label: string;
  /** As a choice or a field's label says it: 'per 10 g'. */
  name: string;
}

export const QUOTE_UNIT_DETAILS: Readonly<Record<QuoteUnit, QuoteUnitDetails>> = {
  '10g': { rateUnit: 'g', multiple: 10, label: '10 g', name: 'per 10 g' },
  kg: { rateUnit: 'g', multiple: 1000, label: 'kg', name: 'per kg' },
  g: { rateUnit: 'g', multiple: 1, label: 'g', name: 'per gram' },
  ct: { rateUnit: 'ct', multiple: 1, label: 'ct', name: 'per carat' },
};

/** Whether a stored value is a quote unit. */
export const isQuoteUnit = (value: unknown): value is QuoteUnit =>
  typeof value === 'string' && Object.hasOwn(QUOTE_UNIT_DETAILS, value);

/** The quote units a rate of `unit` may be quoted in: per 10 g, per kg or per g for a per-gram rate; per ct for a per-carat one. */
export const quoteUnitsFor = (unit: RateUnit): QuoteUnit[] =>
  (Object.keys(QUOTE_UNIT_DETAILS) as QuoteUnit[]).filter((quote) => QUOTE_UNIT_DETAILS[quote].rateUnit === unit);

export type RateKind = 'gold' | 'silver' | 'platinum' | 'stone';
type MetalKind = Exclude<RateKind, 'stone'>;

/**
 * The metal a product type is made of, for the types that say it. 'Diamond' does not: diamond
 * jewellery is priced by its gold's rate (18K), a loose diamond by a per-carat rate.
 */
const METAL_OF_PRODUCT_TYPE: Readonly<Record<string, MetalKind>> = {
  Gold: 'gold',
  Silver: 'silver',
  '92.5 Sterling': 'silver',
  'Fine Silver': 'silver',
  Platinum: 'platinum',
};
/** The order ties between metals are settled in, after the rate's own name. */
const METAL_KINDS: readonly MetalKind[] = ['gold', 'silver', 'platinum'];

/** The metal a rate's name points to: 'Silver 999' is silver, 'Platinum 950' platinum, '22K' gold. */
function metalOfName(name: string): MetalKind {
  if (/silver/i.test(name)) return 'silver';
  if (/platinum/i.test(name)) return 'platinum';
  return 'gold';
}

/**
 * What a rate prices: a stone when it is per carat; otherwise the metal most of the products it
 * prices (those whose purity it is) are made of, and, when none of them says, the one its name
 * points to (a name with 'Silver' in it is silver, with 'Platinum' platinum, anything else gold).
 */
export function rateKind(
  rate: Pick<Rate, 'name' | 'unit'>,
  products: readonly Pick<Product, 'purity' | 'metal'>[] = [],
): RateKind {
  if ((rate.unit ?? 'g') === 'ct') return 'stone';
  const counts = new Map<MetalKind, number>();
  for (const product of products) {
    const metal = product.purity === rate.name ? METAL_OF_PRODUCT_TYPE[product.metal] : undefined;
    if (metal) counts.set(metal, (counts.get(metal) ?? 0) + 1);
  }
  const byName = metalOfName(rate.name);
  if (counts.size === 0) return byName;
  const most = Math.max(...counts.values());
  const leaders = METAL_KINDS.filter((metal) => counts.get(metal) === most);
  return leaders.includes(byName) ? byName : (leaders[0] ?? byName);
}

/** How the trade quotes each kind of rate: the default quote unit by metal. */
export const DEFAULT_QUOTE_UNITS: Readonly<Record<RateKind, QuoteUnit>> = {
  gold: '10g',
  platinum: '10g',
  silver: 'kg',
  stone: 'ct',
};

/** The quote unit a rate gets when none is chosen: by its metal (rateKind). */
export const defaultQuoteUnit = (
  rate: Pick<Rate, 'name' | 'unit'>,
  products: readonly Pick<Product, 'purity' | 'metal'>[] = [],
): QuoteUnit => DEFAULT_QUOTE_UNITS[rateKind(rate, products)];

/** Whether `quoteUnit` can quote a rate of `unit` (per 10 g cannot quote a per-carat rate). */
export const quoteUnitFits = (quoteUnit: QuoteUnit, unit: RateUnit) => QUOTE_UNIT_DETAILS[quoteUnit].rateUnit === unit;

/** Why `quoteUnit` cannot quote a rate of `unit` ('Quote unit 10g (per 10 g) cannot quote a rate per carat'), or null when it can. */
export function quoteUnitMisfit(quoteUnit: QuoteUnit, unit: RateUnit): string | null {
  return quoteUnitFits(quoteUnit, unit)
    ? null
    : `${label('quoteUnit')} ${quoteUnit} (${QUOTE_UNIT_DETAILS[quoteUnit].name}) cannot quote a rate ${RATE_UNIT_NAMES[unit]}`;
}

/**
 * The unit a rate is quoted in: its own when it has one that fits its unit, otherwise (a CMS from
 * before quote units) its metal's, judged by `products` when given.
 */
export function rateQuoteUnit(
  rate: Pick<Rate, 'name' | 'unit' | 'quoteUnit'>,
  products: readonly Pick<Product, 'purity' | 'metal'>[] = [],
): QuoteUnit {
  const { quoteUnit } = rate;
  return quoteUnit !== undefined && quoteUnitFits(quoteUnit, rate.unit ?? 'g')
    ? quoteUnit
    : defaultQuoteUnit(rate, products);
}

/** A quote's price per gram (per carat), rupees: its paise divided by the quote's grams, rounded to the paisa. */
export const quoteToPrice = (quoted: number, quoteUnit: QuoteUnit): number =>
  paiseToRupees(divideRounded(rupeesToPaise(quoted), QUOTE_UNIT_DETAILS[quoteUnit].multiple));

/** A price per gram (per carat) as a quote, rupees: exact. */
export const priceToQuote = (price: number, quoteUnit: QuoteUnit): number =>
  paiseToRupees(rupeesToPaise(price) * QUOTE_UNIT_DETAILS[quoteUnit].multiple);

/** Whether a quote is stored exactly (it divides into whole paise per gram), or rounded. */
export const quoteIsExact = (quoted: number, quoteUnit: QuoteUnit): boolean =>
  rupeesToPaise(quoted) % QUOTE_UNIT_DETAILS[quoteUnit].multiple === 0;

/** Grouping commas and the rupee sign, as the trade writes a rate ('₹72,830'): the forms ignore them. */
export const ungroupRate = (text: string) => text.replace(/[,₹]/g, '').trim();

/** A rate typed in a form, ₹72,830 or 72830.50, as a number; null when it is not a plain decimal. */
export function typedRate(text: string): number | null {
  const plain = ungroupRate(text);
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/** A price per gram (per carat) shown in a quote unit: '₹72,830.00 / 10 g'. */
export const formatQuote = (price: number, quoteUnit: QuoteUnit): string =>
  `${formatRupees(priceToQuote(price, quoteUnit))} / ${QUOTE_UNIT_DETAILS[quoteUnit].label}`;
