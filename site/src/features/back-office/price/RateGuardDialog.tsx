// The rate guard's question (docs/api.md): rate changes that move a rate by more than the
// shop's RATE_GUARD_PERCENT, each with its old and new price in the unit the rate is quoted in, the
// change in percent and how many products it reprices. The safe answer is the easy one: Cancel is
// the prominent, focused button and sends nothing; publishing needs each new rate typed again, so a
// slip of ten is seen for what it is rather than waved through with Enter.
import {
  formatRateChangePercent,
  productCountText,
  QUOTE_UNIT_DETAILS,
  type QuoteUnit,
  quoteToPrice,
  type RateUnit,
  rateQuoteUnit,
  rupeesToPaise,
  typedRate,
} from '@suvarna/domain';
import { useId, useState } from 'react';
import { Modal } from '../ui/Modal';
import { formatRatePrice } from './rate-price';

/** One change beyond the guard, as the dialog shows it. */
export interface GuardedChange {
  name: string;
  unit: RateUnit | undefined;
  quoteUnit: QuoteUnit | undefined;
  /** Rupees per gram (per carat). */
  oldPrice: number;
  newPrice: number;
  /** Signed, in percent of the old price. */
  percent: number;
  /** How many products the change reprices. */
  products: number;
}

interface RateGuardDialogProps {
  changes: readonly GuardedChange[];
  guardPercent: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Whether `typed` is the change's new rate, in its quote unit: what it would store is what the
 * change stores (so ₹72,835.55 and ₹72,835.60 per 10 g both confirm ₹7,283.56 per g), written as the
 * rate fields take it (grouping commas and the rupee sign allowed).
 */
export function retypedMatches(change: GuardedChange, typed: string): boolean {
  const quoted = typedRate(typed);
  return (
    quoted !== null && rupeesToPaise(quoteToPrice(quoted, rateQuoteUnit(change))) === rupeesToPaise(change.newPrice)
  );
}

export function RateGuardDialog({ changes, guardPercent, onConfirm, onCancel }: RateGuardDialogProps) {
  const one = changes.length === 1;
  const [retyped, setRetyped] = useState<Readonly<Record<string, string>>>({});
  const confirmed = changes.every((change) => retypedMatches(change, retyped[change.name] ?? ''));
  return (
    <Modal
      title={one ? 'Confirm this rate change' : `Confirm ${changes.length} rate changes`}
      description={`${one ? 'This change moves its rate' : 'Each of these changes moves its rate'} by more than the shop's ${guardPercent} % guard. Every product priced by it changes price when the site is published. To publish, type the new rate again.`}
      onClose={onCancel}
      size="medium"
    >
      <ul aria-label="Changes beyond the guard" className="mt-5 grid gap-3">
        {changes.map((change) => (
          <GuardedChangeItem
            key={change.name}
            change={change}
            typed={retyped[change.name] ?? ''}
            onType={(text) => setRetyped((before) => ({ ...before, [change.name]: text }))}
          />
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-outline" disabled={!confirmed} onClick={onConfirm}>
          {one ? 'Publish this rate' : 'Publish these rates'}
        </button>
        <button type="button" className="btn btn-primary" data-autofocus onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}

interface GuardedChangeItemProps {
  change: GuardedChange;
  typed: string;
  onType: (text: string) => void;
}

function GuardedChangeItem({ change, typed, onType }: GuardedChangeItemProps) {
  const id = useId();
  const unitName = QUOTE_UNIT_DETAILS[rateQuoteUnit(change)].name;
  const wrong = typed.trim() !== '' && !retypedMatches(change, typed);
  return (
    <li className="grid gap-1 border border-line bg-white/60 p-3 text-sm">
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-base text-charcoal">{change.name}</span>
        <span className={`font-semibold ${change.percent < 0 ? 'text-maroon' : 'text-gold-deep'}`}>
          {formatRateChangePercent(change.percent)}
        </span>
      </span>
      <span className="tabular-nums">
        <span className="whitespace-nowrap">{formatRatePrice(change, change.oldPrice)}</span> →{' '}
        <span className="whitespace-nowrap">{formatRatePrice(change, change.newPrice)}</span>
      </span>
      <span className="text-stone">Reprices {productCountText(change.products)}</span>
      <label htmlFor={id} className="mt-2 font-semibold text-charcoal">
        New rate of {change.name} again (₹ {unitName})
      </label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        onChange={(event) => onType(event.target.value)}
        aria-invalid={wrong ? true : undefined}
        aria-describedby={wrong ? `${id}-error` : undefined}
        className={`block w-full border bg-white px-3 py-2.5 text-right text-base text-charcoal tabular-nums outline-none focus-visible:border-gold-deep sm:max-w-[14rem] sm:justify-self-end ${
          wrong ? 'border-maroon' : 'border-line'
        }`}
      />
      {wrong && (
        <span id={`${id}-error`} className="text-maroon">
          Not the new rate: check it, or cancel.
        </span>
      )}
    </li>
  );
}
