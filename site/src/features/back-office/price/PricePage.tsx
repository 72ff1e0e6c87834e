// The rates admin (SPEC section 2): the day's price of each metal and purity, from which every
// product's price is worked out. Add, edit and delete, with the spec's toasts.
import type { ApiClient } from '@suvarna/api-client';
import { formatRupees, MESSAGES, type Rate, type RateInput } from '@suvarna/domain';
import { Plus } from 'lucide-react';
import { ConfirmDialog } from '../ConfirmDialog';
import { adminKeys, adminQueries } from '../queries';
import { LoadError } from '../ui/LoadError';
import { Modal } from '../ui/Modal';
import { type Column, RecordsTable } from '../ui/RecordsTable';
import { useEditableRecords } from '../useEditableRecords';
import { RateForm } from './RateForm';

export type RateApi = Pick<ApiClient, 'getRates' | 'addRate' | 'updateRate' | 'deleteRate'>;

// Each change republishes the public site (rates table and every product's price).
const PUBLISH_NOTE = 'The public site will show the new rates in a few seconds.';

const modifiedFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const COLUMNS: ReadonlyArray<Column<Rate>> = [
  { header: 'Name', cell: (rate) => rate.name, className: 'font-semibold text-charcoal' },
  {
    header: 'Price',
    cell: (rate) => <span className="price text-base text-charcoal">{formatRupees(rate.price)}</span>,
  },
  {
    header: 'Modified',
    cell: (rate) => <time dateTime={rate.modified}>{modifiedFormat.format(new Date(rate.modified))}</time>,
    className: 'text-stone',
  },
];

export function PricePage({ api }: { api: RateApi }) {
  const rates = useEditableRecords({
    list: adminQueries.rates(api),
    // The spec's toast for each failed read.
    loadFailedToast: MESSAGES.ratesFetchFailed,
    // Products are priced from the rates, so the product screen's figures change with them.
    shownAlsoBy: [adminKeys.products],
    add: (input: RateInput) => api.addRate(input),
    update: (id, input) => api.updateRate({ id, ...input }),
    remove: (id) => api.deleteRate(id),
    toasts: {
      saved: (adding) => (adding ? MESSAGES.rateAdded : MESSAGES.rateUpdated),
      saveFailed: (adding) => (adding ? MESSAGES.rateAddFailed : MESSAGES.rateUpdateFailed),
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
        <button type="button" className="btn btn-primary w-full shrink-0 sm:w-auto" onClick={rates.startAdding}>
          <Plus size={18} aria-hidden="true" />
          Add Price
        </button>
      </div>

      {rates.list.error && <LoadError error={rates.list.error} onRetry={() => void rates.list.refetch()} />}
      {rates.list.isPending && (
        <p role="status" className="text-stone">
          Loading prices…
        </p>
      )}
      {rates.list.data && (
        <RecordsTable
          caption="Prices"
          columns={COLUMNS}
          rows={rates.list.data}
          rowKey={(rate) => rate.id}
          rowLabel={(rate) => rate.name}
          onEdit={rates.startEditing}
          onDelete={rates.askToDelete}
        />
      )}
      <p role="status" className="text-sm text-stone">
        {rates.changed ? PUBLISH_NOTE : ''}
      </p>

      {rates.editing && (
        <Modal
          title={rates.editing.record ? 'Edit Price' : 'Add Price'}
          onClose={rates.stopEditing}
          busy={rates.saving}
        >
          <RateForm rate={rates.editing.record} busy={rates.saving} onSave={rates.save} onCancel={rates.stopEditing} />
        </Modal>
      )}
      {rates.deleting && (
        <ConfirmDialog
          title={`Delete price "${rates.deleting.name}"`}
          message={MESSAGES.deleteItemConfirm}
          confirmLabel="Delete"
          busy={rates.removing}
          onCancel={rates.stopDeleting}
          onConfirm={rates.confirmDelete}
        />
      )}
    </div>
  );
}
