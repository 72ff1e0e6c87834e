// The rates admin (SPEC section 2): the day's price of each metal and purity, from which every
// product's price is worked out. Add, edit and delete, with the spec's toasts.
import type { ApiClient } from '@suvarna/api-client';
import { formatINR, MESSAGES, type Rate, type RateInput, rupeesToPaise } from '@suvarna/domain';
import { Plus } from 'lucide-react';
import { ConfirmDialog } from '../ConfirmDialog';
import { adminKeys, adminQueries } from '../queries';
import { LoadError } from '../ui/LoadError';
import { Modal } from '../ui/Modal';
import { type Column, RecordsTable } from '../ui/RecordsTable';
import { useEditableRecords } from '../useEditableRecords';
import { RateForm } from './RateForm';

export type PriceApi = Pick<ApiClient, 'getPrices' | 'addPrice' | 'updatePrice' | 'deletePrice'>;

// Each change republishes the public site (rates table and every product's price).
const PUBLISH_NOTE = 'The public site will show the new rates in a few seconds.';

const modifiedFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const COLUMNS: ReadonlyArray<Column<Rate>> = [
  { header: 'Name', cell: (rate) => rate.name, className: 'font-semibold text-charcoal' },
  {
    header: 'Price',
    cell: (rate) => <span className="price text-base text-charcoal">{formatINR(rupeesToPaise(rate.price))}</span>,
  },
  {
    header: 'Modified',
    cell: (rate) => <time dateTime={rate.modified}>{modifiedFormat.format(new Date(rate.modified))}</time>,
    className: 'text-stone',
  },
];

export function PricePage({ api }: { api: PriceApi }) {
  const prices = useEditableRecords({
    list: adminQueries.rates(api),
    // The spec's toast for each failed read.
    loadFailedToast: MESSAGES.pricesFetchFailed,
    // Products are priced from the rates, so the product screen's figures change with them.
    shownAlsoBy: [adminKeys.products],
    add: (input: RateInput) => api.addPrice(input),
    update: (id, input) => api.updatePrice({ id, ...input }),
    remove: (id) => api.deletePrice(id),
    toasts: {
      saved: (adding) => (adding ? MESSAGES.priceAdded : MESSAGES.priceUpdated),
      saveFailed: (adding) => (adding ? MESSAGES.priceAddFailed : MESSAGES.priceUpdateFailed),
      deleted: MESSAGES.deleted,
      deleteFailed: MESSAGES.deleteFailed,
    },
  });

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-prose text-stone">
          Today's rates, per gram (per carat for diamonds). Every product's price is worked out from its purity's rate.
        </p>
        <button type="button" className="btn btn-primary w-full shrink-0 sm:w-auto" onClick={prices.startAdding}>
          <Plus size={18} aria-hidden="true" />
          Add Price
        </button>
      </div>

      {prices.list.error && <LoadError error={prices.list.error} onRetry={() => void prices.list.refetch()} />}
      {prices.list.isPending && (
        <p role="status" className="text-stone">
          Loading prices…
        </p>
      )}
      {prices.list.data && (
        <RecordsTable
          caption="Prices"
          columns={COLUMNS}
          rows={prices.list.data}
          rowKey={(rate) => rate.id}
          rowLabel={(rate) => rate.name}
          onEdit={prices.startEditing}
          onDelete={prices.askToDelete}
        />
      )}
      <p role="status" className="text-sm text-stone">
        {prices.changed ? PUBLISH_NOTE : ''}
      </p>

      {prices.editing && (
        <Modal
          title={prices.editing.record ? 'Edit Price' : 'Add Price'}
          onClose={prices.stopEditing}
          busy={prices.saving}
        >
          <RateForm
            rate={prices.editing.record}
            busy={prices.saving}
            onSave={prices.save}
            onCancel={prices.stopEditing}
          />
        </Modal>
      )}
      {prices.deleting && (
        <ConfirmDialog
          title={`Delete price "${prices.deleting.name}"`}
          message={MESSAGES.deleteItemConfirm}
          confirmLabel="Delete"
          busy={prices.removing}
          onCancel={prices.stopDeleting}
          onConfirm={prices.confirmDelete}
        />
      )}
    </div>
  );
}
