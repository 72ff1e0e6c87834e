// The Price Breakup tab's rows, from the domain's price breakup: the spec's rows (DESIGN section 8
// spells 'Net Payable'), a 'Stones (+)' row per stone line and 'Hallmarking (+)' when they are not
// zero, each beside its basis ('22K: ₹7,290.00/g × 12.450 g'). The public page and the back
// office's preview both show these rows, so the admin sees exactly what the site will.
import { breakupBasis, formatRupees, type ProductPriceBreakup, paiseToRupees } from '@suvarna/domain';
import type { BreakupRow } from './ProductTabs';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

export function breakupRows(breakup: ProductPriceBreakup): BreakupRow[] {
  const basis = breakupBasis(breakup);
  const withNote = (note: string | null) => (note === null ? {} : { note });
  return [
    { key: 'metal', label: 'Metal Price * weight', note: basis.metal, amount: rupees(breakup.metal.amount) },
    { key: 'making', label: 'Labour (+)', ...withNote(basis.making), amount: rupees(breakup.making.amount) },
    ...breakup.stones.lines.map((line, index) => ({
      key: `stone-${index}`,
      label: 'Stones (+)',
      note: basis.stones[index] ?? line.name,
      amount: rupees(line.amount),
    })),
    ...(breakup.hallmarking.amount > 0
      ? [{ key: 'hallmarking', label: 'Hallmarking (+)', amount: rupees(breakup.hallmarking.amount) }]
      : []),
    { key: 'discount', label: 'Discount (−)', ...withNote(basis.discount), amount: rupees(breakup.discount.amount) },
    { key: 'total', label: 'Total', amount: rupees(breakup.total), emphasis: true },
    { key: 'gst', label: 'GST (+)', amount: rupees(breakup.gst) },
    { key: 'net-payable', label: 'Net Payable', amount: rupees(breakup.netPayable), emphasis: true },
  ];
}
