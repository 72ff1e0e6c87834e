import { type KeyboardEvent, useRef, useState } from 'react';
import type { product } from '../../i18n/messages/en/product';

/** The tabs' texts in the page's language: the product section's `tabs` (plain strings, a prop). */
export type TabsText = typeof product.tabs;

export interface BreakupRow {
  /** Unique among the rows: several stone lines share a label. */
  key: string;
  label: string;
  /** How the amount was reached, e.g. '₹7,283.00 × 4.2 gm'. */
  note?: string;
  /** Already formatted with the rupee sign. */
  amount: string;
  emphasis?: boolean;
}

interface ProductTabsProps {
  description: string;
  breakup: readonly BreakupRow[];
  text: TabsText;
}

/**
 * The prefix of the tabs' and panels' ids (`product-tabs-tab-1`, `product-tabs-panel-1`): one set of
 * tabs a page. Named here, not by useId: the island is rendered to a string at build without the
 * island's id prefix that the browser hydrates it with (site/astro.config.ts), so useId's ids would
 * not match the built ones.
 */
const ID = 'product-tabs';

/** The product's description and its price breakup, as two tabs (arrow keys move between them). */
export default function ProductTabs({ description, breakup, text }: ProductTabsProps) {
  const tabs = [text.description, text.priceBreakup];
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const moveWithArrows = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const next = (active + step + tabs.length) % tabs.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={text.label} className="flex gap-8 border-b border-line">
        {tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${ID}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${ID}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={moveWithArrows}
            className="-mb-px border-b-2 border-transparent py-3 text-[0.8125rem] font-semibold tracking-[0.16em] text-stone uppercase hover:text-charcoal aria-selected:border-gold-deep aria-selected:text-charcoal"
          >
            {tab}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${ID}-panel-0`}
        aria-labelledby={`${ID}-tab-0`}
        hidden={active !== 0}
        className="py-6 text-[1.0625rem] leading-relaxed whitespace-pre-line text-stone"
      >
        {description}
      </div>
      <div role="tabpanel" id={`${ID}-panel-1`} aria-labelledby={`${ID}-tab-1`} hidden={active !== 1} className="py-6">
        <table className="w-full max-w-xl text-left text-[0.9375rem]">
          <caption className="sr-only">{text.breakupCaption}</caption>
          <tbody>
            {breakup.map((row) => (
              <tr key={row.key} className={row.emphasis ? 'border-gold/60 border-y' : 'border-line border-b'}>
                <th scope="row" className={`py-3 pr-4 ${row.emphasis ? 'font-semibold' : 'font-normal'}`}>
                  {row.label}
                  {row.note && <span className="block font-normal text-sm text-stone wrap-anywhere">{row.note}</span>}
                </th>
                <td className={`price py-3 text-right ${row.emphasis ? 'text-xl' : 'font-medium text-lg'}`}>
                  {row.amount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
