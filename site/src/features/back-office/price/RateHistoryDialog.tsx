// One rate's recent changes (GET /api/admin/rate-history): when, from what to what, and which admin
// made each, newest first, so a wrong price can be traced to who typed it.
import type { ApiClient } from '@suvarna/api-client';
import { formatRateChangePercent, type Rate, rateChangePercent } from '@suvarna/domain';
import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '../data/queries';
import { Modal } from '../ui/Modal';
import { RecordsSection } from '../ui/RecordsSection';
import { formatRatePrice } from './rate-price';

const changedAtFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

interface RateHistoryDialogProps {
  api: Pick<ApiClient, 'getRateChanges'>;
  rate: Rate;
  onClose: () => void;
}

export function RateHistoryDialog({ api, rate, onClose }: RateHistoryDialogProps) {
  const changes = useQuery(adminQueries.rateChanges(api, rate.name));
  const price = (rupees: number) => formatRatePrice(rate, rupees);

  return (
    <Modal
      title={`History of ${rate.name}`}
      description="Its changes of the last 90 days, newest first."
      onClose={onClose}
      size="medium"
    >
      <div className="mt-5">
        <RecordsSection read={changes} loadingText="Loading changes…">
          {(recent) =>
            recent.length === 0 ? (
              <p className="text-stone">No changes in the last 90 days.</p>
            ) : (
              <ol aria-label={`Changes to ${rate.name}`} className="grid gap-2">
                {recent.map((change) => (
                  <li
                    key={`${change.changedAt}-${change.newPrice}`}
                    className="grid gap-0.5 border-line border-b pb-2 text-sm last:border-b-0"
                  >
                    <time dateTime={change.changedAt} className="text-stone">
                      {changedAtFormat.format(new Date(change.changedAt))}
                    </time>
                    <span className="tabular-nums text-charcoal">
                      {change.oldPrice === null ? (
                        <>Added at {price(change.newPrice)}</>
                      ) : (
                        <>
                          {price(change.oldPrice)} → {price(change.newPrice)}{' '}
                          <span className="text-stone">
                            ({formatRateChangePercent(rateChangePercent(change.oldPrice, change.newPrice))})
                          </span>
                        </>
                      )}
                    </span>
                    <span className="break-all text-stone">by {change.changedBy}</span>
                  </li>
                ))}
              </ol>
            )
          }
        </RecordsSection>
      </div>
      <div className="mt-6 flex justify-end">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
