// The Price Breakup tab's rows, from the domain's price breakup (DESIGN section 8 spells 'Net Payable').
import { formatRupees, GENDER_LABELS, type PriceBreakup, type Product, paiseToRupees } from '@suvarna/domain';
import type { BreakupRow } from './ProductTabs';

export function breakupRows(breakup: PriceBreakup, product: Pick<Product, 'weight' | 'purity'>): BreakupRow[] {
  return [
    {
      label: 'Metal Price * weight',
      note: `${product.purity}: ${formatRupees(paiseToRupees(breakup.ratePerUnit))} × ${product.weight} gm`,
      amount: formatRupees(paiseToRupees(breakup.metalAndPurityPrice)),
    },
    { label: 'Labour (+)', amount: formatRupees(paiseToRupees(breakup.labour)) },
    { label: 'Discount (−)', amount: formatRupees(paiseToRupees(breakup.discount)) },
    { label: 'Total', amount: formatRupees(paiseToRupees(breakup.total)), emphasis: true },
    { label: 'GST (+)', amount: formatRupees(paiseToRupees(breakup.gst)) },
    { label: 'Net Payable', amount: formatRupees(paiseToRupees(breakup.netPayable)), emphasis: true },
  ];
}

/** The details grid; Size only when the piece has one. */
export function detailRows(product: Product): Array<{ label: string; value: string }> {
  return [
    ...(product.size > 0 ? [{ label: 'Size', value: `${product.size} mm` }] : []),
    { label: 'Color', value: product.color },
    { label: 'Metal', value: product.metal },
    { label: 'Gender', value: GENDER_LABELS[product.gender] },
    { label: 'Purity', value: product.purity },
    { label: 'Weight', value: `${product.weight} gm` },
  ];
}
