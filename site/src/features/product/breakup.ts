// The Price Breakup tab's rows, from the domain's price breakup (DESIGN section 8 spells 'Net Payable').
import { formatINR, GENDER_LABELS, type PriceBreakup, type Product } from '@suvarna/domain';
import type { BreakupRow } from './ProductTabs';

export function breakupRows(breakup: PriceBreakup, product: Pick<Product, 'weight' | 'purity'>): BreakupRow[] {
  return [
    {
      label: 'Metal Price * weight',
      note: `${product.purity}: ${formatINR(breakup.ratePerUnit)} × ${product.weight} gm`,
      amount: formatINR(breakup.metalAndPurityPrice),
    },
    { label: 'Labour (+)', amount: formatINR(breakup.labour) },
    { label: 'Discount (−)', amount: formatINR(breakup.discount) },
    { label: 'Total', amount: formatINR(breakup.total), emphasis: true },
    { label: 'GST (+)', amount: formatINR(breakup.gst) },
    { label: 'Net Payable', amount: formatINR(breakup.netPayable), emphasis: true },
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
