// The rate guard's question (docs/api.md): rate changes that move a rate by more than the
// shop's RATE_GUARD_PERCENT, each with its old and new price, the change in percent and how many
// products it reprices, published only when the admin confirms. Cancel sends nothing.
import { formatRateChangePercent, productCountText, type RateUnit } from '@suvarna/domain';
import { Modal } from '../ui/Modal';
import { formatRatePrice } from './rate-price';

/** One change beyond the guard, as the dialog shows it. */
export interface GuardedChange {
  name: string;
  unit: RateUnit | undefined;
  /** Rupees. */
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

export function RateGuardDialog({ changes, guardPercent, onConfirm, onCancel }: RateGuardDialogProps) {
  const one = changes.length === 1;
  return (
    <Modal
      title={one ? 'Confirm this rate change' : `Confirm ${changes.length} rate changes`}
      description={`${one ? 'This change moves its rate' : 'Each of these changes moves its rate'} by more than the shop's ${guardPercent} % guard. Every product priced by it changes price when the site is published.`}
      onClose={onCancel}
      size="medium"
    >
      <ul aria-label="Changes beyond the guard" className="mt-5 grid gap-3">
        {changes.map((change) => (
          <li key={change.name} className="grid gap-1 border border-line bg-white/60 p-3 text-sm">
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold text-base text-charcoal">{change.name}</span>
              <span className={`font-semibold ${change.percent < 0 ? 'text-maroon' : 'text-gold-deep'}`}>
                {formatRateChangePercent(change.percent)}
              </span>
            </span>
            <span className="tabular-nums">
              {formatRatePrice(change, change.oldPrice)} → {formatRatePrice(change, change.newPrice)}
            </span>
            <span className="text-stone">Reprices {productCountText(change.products)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          {one ? 'Publish this rate' : 'Publish these rates'}
        </button>
      </div>
    </Modal>
  );
}
