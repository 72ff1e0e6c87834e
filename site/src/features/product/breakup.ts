// The Price Breakup tab's rows, from the domain's price breakup: the spec's rows (docs/differences.md
// spells 'Net Payable'), a 'Stones (+)' row per stone line and 'Hallmarking (+)' when they are not
// zero, each beside its basis ('22K: ₹7,290.00/g × 12.450 g'). The public page and the back
// office's preview both show these rows, so the admin sees exactly what the site will. The texts
// are the page's language's (`text`, the product section's `breakup`); English by default, which is
// what the back office shows. Amounts keep the shop's rupee format in every language.
import { formatRupees, type ProductPriceBreakup, paiseToRupees } from '@suvarna/domain';
import { product as english } from '../../i18n/messages/en/product';
import type { BreakupRow } from './ProductTabs';

export type BreakupText = typeof english.breakup;

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
const percentFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const threeDecimals = (value: number) => value.toFixed(3);

/** The basis shown beside each row; the same texts as the domain's `breakupBasis` in English. */
export function breakupNotes(breakup: ProductPriceBreakup, text: BreakupText = english.breakup) {
  const { metal, making, discount } = breakup;
  const unit = text.perUnit;
  return {
    metal: `${metal.rateName}: ${rupees(metal.ratePerUnit)}/${unit[metal.unit]} × ${threeDecimals(metal.weight)} ${unit[metal.unit]}`,
    making:
      making.type === 'per_gram'
        ? `${rupees(making.ratePerUnit)}/${unit[making.unit]} × ${threeDecimals(making.weight)} ${unit[making.unit]}`
        : making.type === 'percent'
          ? text.percentOfMetal(percentFormat.format(making.percent))
          : null,
    stones: breakup.stones.lines.map(
      (line) =>
        `${line.rateName ?? line.name}: ${threeDecimals(line.carats)} ${unit.ct} × ${rupees(line.pricePerCarat)}/${unit.ct}`,
    ),
    discount: discount.type === 'percent' ? text.percentOfLabour(percentFormat.format(discount.percent)) : null,
  };
}

export function breakupRows(breakup: ProductPriceBreakup, text: BreakupText = english.breakup): BreakupRow[] {
  const basis = breakupNotes(breakup, text);
  const withNote = (note: string | null) => (note === null ? {} : { note });
  return [
    { key: 'metal', label: text.metal, note: basis.metal, amount: rupees(breakup.metal.amount) },
    { key: 'making', label: text.making, ...withNote(basis.making), amount: rupees(breakup.making.amount) },
    ...breakup.stones.lines.map((line, index) => ({
      key: `stone-${index}`,
      label: text.stones,
      note: basis.stones[index] ?? line.name,
      amount: rupees(line.amount),
    })),
    ...(breakup.hallmarking.amount > 0
      ? [{ key: 'hallmarking', label: text.hallmarking, amount: rupees(breakup.hallmarking.amount) }]
      : []),
    { key: 'discount', label: text.discount, ...withNote(basis.discount), amount: rupees(breakup.discount.amount) },
    { key: 'total', label: text.total, amount: rupees(breakup.total), emphasis: true },
    { key: 'gst', label: text.gst, amount: rupees(breakup.gst) },
    { key: 'net-payable', label: text.netPayable, amount: rupees(breakup.netPayable), emphasis: true },
  ];
}
