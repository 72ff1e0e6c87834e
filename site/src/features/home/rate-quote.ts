// How the home page quotes the day's rates: in each rate's quote unit, as the shop chose it on the
// Price page (by default as Indian shops do: gold and platinum per 10 g, silver per kg, stones per
// carat; packages/domain rate-quote.ts). The CMS keeps metal rates per gram (stones per carat); only
// the quote differs, so the figures stay exact: a quote is the rate's paise times a whole number.
import {
  type Product,
  QUOTE_UNIT_DETAILS,
  QUOTE_UNITS,
  type QuoteUnit,
  type Rate,
  type RateKind,
  rateKind,
  rateQuoteUnit,
  rupeesToPaise,
} from '@suvarna/domain';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';

export type { QuoteUnit, RateKind };

/** The order kinds are named in, within a unit's group. */
const KIND_ORDER: readonly RateKind[] = ['gold', 'platinum', 'silver', 'stone'];

/** A rate as the home page quotes it. */
export interface QuotedRate {
  rate: Rate;
  kind: RateKind;
  unit: QuoteUnit;
  /** How many of the rate's own units (g or ct) the quote is for. */
  multiple: number;
  /** The price per quote unit, in paise. */
  paise: number;
}

export function quoteRate(rate: Rate, products: readonly Pick<Product, 'purity' | 'metal'>[]): QuotedRate {
  const unit = rateQuoteUnit(rate, products);
  const { multiple } = QUOTE_UNIT_DETAILS[unit];
  return { rate, kind: rateKind(rate, products), unit, multiple, paise: rupeesToPaise(rate.price) * multiple };
}

/**
 * The table's subtitle in a language, naming the unit each kind of rate shown is quoted in: 'Gold
 * and platinum per 10 g, silver per kg, stones per carat'. Null when no rate is shown.
 */
export function quoteUnitsNote(
  quotes: readonly Pick<QuotedRate, 'kind' | 'unit'>[],
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  const words = messagesFor(locale).home.rates.unitsNote;
  const and = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' });
  const groups = QUOTE_UNITS.flatMap((unit) => {
    const named = KIND_ORDER.filter((kind) => quotes.some((quote) => quote.kind === kind && quote.unit === unit));
    return named.length === 0 ? [] : [words.per[unit](and.format(named.map((kind) => words.kinds[kind])))];
  });
  const note = groups.join(', ');
  return note === '' ? null : note.charAt(0).toUpperCase() + note.slice(1);
}
