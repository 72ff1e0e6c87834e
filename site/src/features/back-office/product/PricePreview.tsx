// The price the public site will show for what is in the form: the product page's own breakup rows
// (breakupRows), from the same domain rule the CMS prices with, so the admin sees the effect of a
// weight, labour, stone or discount change before saving.
import { MissingRateError, priceProduct, type Rate, type TradeProductInput } from '@suvarna/domain';
import { type Control, useWatch } from 'react-hook-form';
import { breakupRows } from '../../product/breakup';
import { type PreviewInput, type ProductFormValues, previewInput } from './product-form-values';

interface PricePreviewProps {
  control: Control<ProductFormValues, unknown, TradeProductInput>;
  rates: readonly Rate[];
  gstRate: number;
}

type Preview = { rows: ReturnType<typeof breakupRows>; uncountedLines: number[] } | { reason: string };

function preview(input: PreviewInput, rates: readonly Rate[], gstRate: number): Preview {
  if ('reason' in input) return input;
  try {
    return { rows: breakupRows(priceProduct(input.fields, rates, gstRate)), uncountedLines: input.uncountedLines };
  } catch (error) {
    // A purity or stone rate that is missing or of the wrong unit: the site could not price it either.
    if (error instanceof MissingRateError) return { reason: error.message };
    throw error;
  }
}

const lineList = (lines: readonly number[]) =>
  lines.length === 1 ? `Stone ${lines[0]} is` : `Stones ${lines.slice(0, -1).join(', ')} and ${lines.at(-1)} are`;

export function PricePreview({ control, rates, gstRate }: PricePreviewProps) {
  // Only the preview follows the keystrokes, and only those that change a priced field.
  const input = useWatch({ control, compute: previewInput });
  const shown = preview(input, rates, gstRate);

  return (
    <section aria-labelledby="price-preview-title" className="border border-line bg-white/60 p-4">
      <h3 id="price-preview-title" className="text-xl text-charcoal">
        Price preview
      </h3>
      <div aria-live="polite">
        {'rows' in shown ? (
          <>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
              {shown.rows.map((row) => (
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
            {shown.uncountedLines.length > 0 && (
              <p className="mt-3 text-sm text-maroon">
                {lineList(shown.uncountedLines)} not counted until given carats and a price.
              </p>
            )}
          </>
        ) : (
          <p className="mt-2 text-sm text-stone">{shown.reason}</p>
        )}
      </div>
    </section>
  );
}
