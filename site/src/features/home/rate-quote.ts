// How the home page quotes the day's rates, as Indian shops do: gold and platinum per 10 g, silver
// per kg, stones per carat. The CMS keeps metal rates per gram (stones per carat); only the quote
// differs, so the figures stay exact: a quote is the rate's paise times a whole number.
import { type Product, type Rate, rateUnit, rupeesToPaise } from '@suvarna/domain';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';

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
  products: readonly Pick<Product, 'purity' | 'metal'>[],
): RateKind {
  if (rateUnit(rate) === 'ct') return 'stone';
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

/** The unit each kind is quoted per, and how many of the rate's units (g or ct) that is. */
export const QUOTE_UNITS = {
  gold: { label: '10 g', multiple: 10 },
  platinum: { label: '10 g', multiple: 10 },
  silver: { label: 'kg', multiple: 1000 },
  stone: { label: 'ct', multiple: 1 },
} as const satisfies Record<RateKind, { label: string; multiple: number }>;

export type QuoteUnit = (typeof QUOTE_UNITS)[RateKind]['label'];

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
  const kind = rateKind(rate, products);
  const { label, multiple } = QUOTE_UNITS[kind];
  return { rate, kind, unit: label, multiple, paise: rupeesToPaise(rate.price) * multiple };
}

/**
 * The table's subtitle in a language, naming the unit of each kind of rate shown: 'Gold and
 * platinum per 10 g, silver per kg, stones per carat'. Null when no rate is shown.
 */
export function quoteUnitsNote(kinds: readonly RateKind[], locale: Locale = DEFAULT_LOCALE): string | null {
  const words = messagesFor(locale).home.rates.unitsNote;
  const and = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' });
  const present = new Set(kinds);
  const units = [...new Set(Object.values(QUOTE_UNITS).map((quote) => quote.label))];
  const groups = units.flatMap((unit) => {
    const named = (Object.keys(QUOTE_UNITS) as RateKind[]).filter(
      (kind) => present.has(kind) && QUOTE_UNITS[kind].label === unit,
    );
    return named.length === 0 ? [] : [words.per[unit](and.format(named.map((kind) => words.kinds[kind])))];
  });
  const note = groups.join(', ');
  return note === '' ? null : note.charAt(0).toUpperCase() + note.slice(1);
}
