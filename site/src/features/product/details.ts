// What the product page says about a piece beside its price breakup: the details grid (the spec's
// rows, with gross and net weight for a piece whose stones weigh something), its stones, its HUID
// and when the rates that price it were last set. All static text: the page ships no script for it.
// Each takes the page's language (English by default): its labels and units are the catalogue's
// (product section); numbers keep Latin digits and Indian grouping in every language.
import { findRate, labReportUrl, type Product, type Rate, type RateUnit, type StoneLine } from '@suvarna/domain';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';
import { metalLabel, productListMessages } from '../../i18n/product-list-messages';
import { formatShopTime } from '../../lib/format';

export interface DetailRow {
  label: string;
  value: string;
}

const weightNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const countNumber = new Intl.NumberFormat('en-IN');
const text = (locale: Locale) => messagesFor(locale).product;

/** The unit's word after a weight: the spec writes grams as 'gm'; a loose diamond weighs in carats. */
const weightUnitText = (unit: RateUnit, locale: Locale) => text(locale).units[unit === 'g' ? 'gm' : 'ct'];

/** A weight with up to three decimals and its unit: '12.45 gm', '0.5 ct' ('12.45 ગ્રામ'). */
export function formatWeight(weight: number, unit: RateUnit = 'g', locale: Locale = DEFAULT_LOCALE): string {
  return `${weightNumber.format(weight)} ${weightUnitText(unit, locale)}`;
}

/**
 * The details grid: Size only when the piece has one; 'Gross Weight' and 'Net Weight' when a gross
 * weight is given, else the spec's 'Weight'. `weightUnit` is what the piece's rate is per (a loose
 * diamond's weight is in carats). The metal is named as the product list names it; colour and purity
 * are the CMS's values, shown as they are.
 */
export function detailRows(product: Product, weightUnit: RateUnit = 'g', locale: Locale = DEFAULT_LOCALE): DetailRow[] {
  const { details: label, genders, units } = text(locale);
  const weights =
    product.grossWeight === undefined
      ? [{ label: label.weight, value: formatWeight(product.weight, weightUnit, locale) }]
      : [
          { label: label.grossWeight, value: formatWeight(product.grossWeight, 'g', locale) },
          { label: label.netWeight, value: formatWeight(product.weight, weightUnit, locale) },
        ];
  return [
    ...(product.size > 0 ? [{ label: label.size, value: `${product.size} ${units.mm}` }] : []),
    { label: label.color, value: product.color },
    { label: label.metal, value: metalLabel(productListMessages(locale), product.metal) },
    { label: label.gender, value: genders[product.gender] },
    { label: label.purity, value: product.purity },
    ...weights,
  ];
}

/** One line of the stones table, as shown. */
export interface StoneRow {
  name: string;
  count: string;
  /** The line's total weight: '0.480 ct'. */
  carats: string;
  /** The grading lab and the certificate's number ('IGI LG5123'); null when the line has none. */
  certificate: string | null;
  /** The lab's own report check for it (IGI, GIA, SGL: lab-reports.ts); null for another lab. */
  certificateUrl: string | null;
}

export function stoneRows(stones: readonly StoneLine[] | undefined, locale: Locale = DEFAULT_LOCALE): StoneRow[] {
  const carat = text(locale).units.ct;
  return (stones ?? []).map((line) => ({
    name: line.name,
    count: countNumber.format(line.count),
    carats: `${line.carats.toFixed(3)} ${carat}`,
    certificate: line.certificate ? `${line.certificate.lab} ${line.certificate.number}` : null,
    certificateUrl: line.certificate ? labReportUrl(line.certificate) : null,
  }));
}

/** Where a buyer checks the hallmark: BIS's app looks a HUID up. Null for a piece without one (the page then explains no marks). */
export function huidNote(product: Pick<Product, 'huid'>, locale: Locale = DEFAULT_LOCALE): string | null {
  return product.huid ? text(locale).huidNote(product.huid) : null;
}

/**
 * 'Prices as of 22 Nov 2026, 10:15 am': the latest change among the rates that price this piece
 * (its purity's and those its stone lines name), in the shop's time. Null when none is known.
 */
export function pricesAsOf(
  product: Pick<Product, 'purity' | 'stones'>,
  rates: readonly Rate[],
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  const names = [product.purity, ...(product.stones ?? []).flatMap((line) => (line.rate ? [line.rate] : []))];
  const times = names.flatMap((name) => {
    const rate = findRate(rates, name);
    return rate ? [Date.parse(rate.modified)] : [];
  });
  if (times.length === 0) return null;
  return text(locale).pricesAsOf(formatShopTime(new Date(Math.max(...times)).toISOString(), locale));
}

/**
 * Whether the piece's page points to the size guide: a ring or a bangle, by its category's English
 * name ('Ring', 'Bangles', 'Engagement Ring'; not 'Earrings').
 */
export const needsSize = (product: Pick<Product, 'category'>) => /\b(ring|bangle)s?\b/i.test(product.category);
