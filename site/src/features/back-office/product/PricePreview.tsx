// The price the public site will show for what is in the form, from the same domain rule the CMS
// uses, so the admin sees the effect of a weight or labour change before saving.
import { type PricedFields, priceProduct, type Rate } from '@suvarna/domain';
import { breakupRows } from '../../product/breakup';

interface PricePreviewProps {
  /** The form's current text for the priced fields. */
  values: Record<keyof PricedFields, string | undefined>;
  rates: readonly Rate[];
  gstRate: number;
}

const amount = (text: string | undefined) => {
  const value = Number(text?.trim() || 0);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

export function PricePreview({ values, rates, gstRate }: PricePreviewProps) {
  const weight = amount(values.weight);
  const labour = amount(values.laber);
  const discount = amount(values.discount);
  const rate = rates.find((candidate) => candidate.name === values.purity);

  let rows: ReturnType<typeof breakupRows> | null = null;
  if (rate && weight && labour !== null && discount !== null) {
    const fields = { purity: rate.name, weight, laber: labour, discount };
    rows = breakupRows(priceProduct(fields, rates, gstRate));
  }

  return (
    <section aria-labelledby="price-preview-title" className="border border-line bg-white/60 p-4">
      <h3 id="price-preview-title" className="text-xl text-charcoal">
        Price preview
      </h3>
      {rows ? (
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm" aria-live="polite">
          {rows.map((row) => (
            <div key={row.key} className="contents">
              <dt className={row.emphasis ? 'font-semibold text-charcoal' : 'text-stone'}>
                {row.label}
                {row.note && <span className="block text-xs text-stone">{row.note}</span>}
              </dt>
              <dd className={`price text-right tabular-nums ${row.emphasis ? 'font-semibold text-charcoal' : ''}`}>
                {row.amount}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-stone">Choose a purity and enter the weight to see the price.</p>
      )}
    </section>
  );
}
