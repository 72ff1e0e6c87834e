// The old-gold exchange estimate (/old-gold): what the shop would pay today for a visitor's old
// gold, `weight × today's rate × (1 − the shop's deduction for that purity)`, to the paisa. The
// value is worked out as the product price's metal row is (pricing.ts: rate × weight, rounded once),
// then the deduction as a percentage row of it (rounded once, like a percent making charge), so an
// estimate and a product's metal row of the same weight and rate agree to the paisa.
// The final value is fixed in the shop after the gold is tested: the page says so.
import { paiseToRupees, rupeesToPaise } from './money.js';
import { scaleRounded } from './pricing.js';
import type { Rate } from './types.js';

/** The shop's deduction per gold purity, in percent (2 for 2 %), keyed by the rate's name ('22K'). */
export type ExchangeDeductions = Readonly<Record<string, number>>;

/** The largest deduction the shop may set: beyond half the value it is no exchange any more. */
export const MAX_EXCHANGE_DEDUCTION_PERCENT = 50;
/** The heaviest lot the page estimates, in grams: a family's old gold, not a bullion trade. */
export const MAX_EXCHANGE_WEIGHT_GRAMS = 5_000;

/** A gold purity's rate name: a number of karats and K ('22K'), 1 to 24 karats. */
const GOLD_PURITY = /^(\d{1,2})K$/;

/** The karats of a gold purity's rate name ('22K' is 22); null for any other rate (silver, a stone). */
export function goldKarats(rateName: string): number | null {
  const match = GOLD_PURITY.exec(rateName);
  if (!match) return null;
  const karats = Number(match[1]);
  return karats >= 1 && karats <= 24 ? karats : null;
}

export const isGoldPurity = (rateName: string) => goldKarats(rateName) !== null;

/**
 * The deduction the shop takes when nothing is stored for a purity: 0 % for 24K, 2 % for 22K (and
 * 23K), 3 % for 18K and every purity below 22K that is not listed (20K, 14K, 9K). A lower fineness
 * is never given a smaller deduction than a higher one: its melt loses more to its alloy, and the
 * shop's test of it is less certain. (Indian shops deduct 0 to 4 %: MARKET.md, 'Exchange'.)
 */
export function defaultExchangeDeduction(karats: number): number {
  if (karats >= 24) return 0;
  if (karats >= 22) return 2;
  return 3;
}

/** The deduction for a gold purity: the shop's stored one, else the default. */
export function exchangeDeduction(rateName: string, stored: ExchangeDeductions): number {
  const own = stored[rateName];
  if (own !== undefined) return own;
  return defaultExchangeDeduction(goldKarats(rateName) ?? 0);
}

/** The gold rates the exchange takes, per gram, purest first ('24K', '22K', '18K'). */
export function exchangeRates(rates: readonly Rate[]): Rate[] {
  return rates
    .filter((rate) => isGoldPurity(rate.name) && (rate.unit ?? 'g') === 'g')
    .sort((a, b) => (goldKarats(b.name) ?? 0) - (goldKarats(a.name) ?? 0));
}

/** One estimate, every amount in integer paise. */
export interface ExchangeEstimate {
  /** Grams, rounded to the milligram as the shop weighs. */
  weight: number;
  /** Paise per gram: the day's rate of the purity. */
  ratePerGram: number;
  /** Percent. */
  deductionPercent: number;
  /** weight × rate, rounded to the paisa. */
  grossValue: number;
  /** deductionPercent of the gross value, rounded to the paisa. */
  deduction: number;
  /** What the shop would pay: gross value − deduction. */
  value: number;
}

/**
 * `weight` grams (up to three decimals) at `ratePerGram` rupees, less `deductionPercent` % (up to
 * two decimals). Throws a RangeError for a weight or deduction out of range: the page and the CMS
 * check them first.
 */
export function exchangeEstimate(weight: number, ratePerGram: number, deductionPercent: number): ExchangeEstimate {
  if (!Number.isFinite(weight) || weight <= 0 || weight > MAX_EXCHANGE_WEIGHT_GRAMS)
    throw new RangeError(`Not a weight to estimate: ${weight}`);
  if (!Number.isFinite(deductionPercent) || deductionPercent < 0 || deductionPercent > MAX_EXCHANGE_DEDUCTION_PERCENT)
    throw new RangeError(`Not a deduction: ${deductionPercent}`);
  const milligrams = Math.round(weight * 1000);
  const rate = rupeesToPaise(ratePerGram);
  const grossValue = scaleRounded(rate, milligrams, 1000);
  // A percentage with up to two decimals as whole hundredths of a percent, decimal-exact.
  const deduction = scaleRounded(grossValue, rupeesToPaise(deductionPercent), 10_000);
  return {
    weight: milligrams / 1000,
    ratePerGram: rate,
    deductionPercent,
    grossValue,
    deduction,
    value: grossValue - deduction,
  };
}

/** What the page shows per purity without a script: the value of one gram today, in rupees. */
export const exchangeValuePerGram = (ratePerGram: number, deductionPercent: number) =>
  paiseToRupees(exchangeEstimate(1, ratePerGram, deductionPercent).value);
