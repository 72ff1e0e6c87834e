// What the product page says about a piece beside its price breakup: the details grid (the spec's
// rows, with gross and net weight for a piece whose stones weigh something), its stones, its HUID
// and when the rates that price it were last set. All static text: the page ships no script for it.
import { findRate, GENDER_LABELS, type Product, type Rate, type RateUnit, type StoneLine } from '@suvarna/domain';
import { formatShopTime } from '../../lib/format';

export interface DetailRow {
  label: string;
  value: string;
}

const weightNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const countNumber = new Intl.NumberFormat('en-IN');
/** The spec writes grams as 'gm'; a loose diamond's weight is in carats. */
const WEIGHT_UNIT_TEXT: Record<RateUnit, string> = { g: 'gm', ct: 'ct' };

/** A weight with up to three decimals and its unit: '12.45 gm', '0.5 ct'. */
export function formatWeight(weight: number, unit: RateUnit = 'g'): string {
  return `${weightNumber.format(weight)} ${WEIGHT_UNIT_TEXT[unit]}`;
}

/**
 * The details grid: Size only when the piece has one; 'Gross Weight' and 'Net Weight' when a gross
 * weight is given, else the spec's 'Weight'. `weightUnit` is what the piece's rate is per (a loose
 * diamond's weight is in carats).
 */
export function detailRows(product: Product, weightUnit: RateUnit = 'g'): DetailRow[] {
  const weights =
    product.grossWeight === undefined
      ? [{ label: 'Weight', value: formatWeight(product.weight, weightUnit) }]
      : [
          { label: 'Gross Weight', value: formatWeight(product.grossWeight) },
          { label: 'Net Weight', value: formatWeight(product.weight, weightUnit) },
        ];
  return [
    ...(product.size > 0 ? [{ label: 'Size', value: `${product.size} mm` }] : []),
    { label: 'Color', value: product.color },
    { label: 'Metal', value: product.metal },
    { label: 'Gender', value: GENDER_LABELS[product.gender] },
    { label: 'Purity', value: product.purity },
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
}

export function stoneRows(stones: readonly StoneLine[] | undefined): StoneRow[] {
  return (stones ?? []).map((line) => ({
    name: line.name,
    count: countNumber.format(line.count),
    carats: `${line.carats.toFixed(3)} ct`,
    certificate: line.certificate ? `${line.certificate.lab} ${line.certificate.number}` : null,
  }));
}

/** Where a buyer checks the hallmark: BIS's app looks a HUID up. Null for a piece without one. */
export function huidNote(product: Pick<Product, 'huid'>): string | null {
  return product.huid ? `HUID ${product.huid} — verify this hallmark in the BIS CARE app` : null;
}

/**
 * 'Prices as of 22 Nov 2026, 10:15 am': the latest change among the rates that price this piece
 * (its purity's and those its stone lines name), in the shop's time. Null when none is known.
 */
export function pricesAsOf(product: Pick<Product, 'purity' | 'stones'>, rates: readonly Rate[]): string | null {
  const names = [product.purity, ...(product.stones ?? []).flatMap((line) => (line.rate ? [line.rate] : []))];
  const times = names.flatMap((name) => {
    const rate = findRate(rates, name);
    return rate ? [Date.parse(rate.modified)] : [];
  });
  if (times.length === 0) return null;
  return `Prices as of ${formatShopTime(new Date(Math.max(...times)).toISOString())}`;
}
