// The rates admin (SPEC section 2): the day's price of each metal and purity, from which every
// product's price is worked out. Add, edit and delete, with the spec's toasts.
import type { ApiClient } from '@suvarna/api-client';
import { formatRupees, MESSAGES, type Rate, type RateInput } from '@suvarna/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../ConfirmDialog';
import { LoadError } from '../ui/LoadError';
import { Modal } from '../ui/Modal';
import { messageOf } from '../ui/messages';
import { type Column, RecordsTable } from '../ui/RecordsTable';
import { RateForm } from './RateForm';

export type RateApi = Pick<ApiClient, 'getRates' | 'addRate' | 'updateRate' | 'deleteRate'>;

const PRICES_KEY = ['admin', 'prices'];
// Products are priced from the rates, so the product screen's figures change with them.
const PRODUCTS_KEY = ['admin', 'products'];

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

/** The open form: the rate being edited, or none for a new one. */
type Editing = { rate: Rate | undefined } | null;

export function PricePage({ api }: { api: RateApi }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Rate | null>(null);
  const [changed, setChanged] = useState(false);

  const prices = useQuery({
    queryKey: PRICES_KEY,
    queryFn: async () => {
      try {
        return await api.getRates();
      } catch (error) {
        // The spec's toast for each failed read; the page also keeps the reason and a Retry.
        toast.error(MESSAGES.ratesFetchFailed);
        throw error;
      }
    },
  });

  const afterChange = () => {
    setChanged(true);
    void queryClient.invalidateQueries({ queryKey: PRICES_KEY });
    void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
  };

  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | undefined; input: RateInput }) =>
      id === undefined ? api.addRate(input) : api.updateRate({ id, ...input }),
    onSuccess: (reply, { id }) => {
      toast.success(reply.message ?? (id === undefined ? MESSAGES.rateAdded : MESSAGES.rateUpdated));
      setEditing(null);
      afterChange();
    },
    // The form stays open with what was typed.
    onError: (error, { id }) =>
      toast.error(messageOf(error, id === undefined ? MESSAGES.rateAddFailed : MESSAGES.rateUpdateFailed)),
  });

  const remove = useMutation({
    mutationFn: (rate: Rate) => api.deleteRate(rate.id),
    onSuccess: () => {
      toast.success(MESSAGES.deleted);
      setDeleting(null);
      afterChange();
    },
    // A rate that products still use is refused with a message saying which: it is shown as is.
    onError: (error) => {
      toast.error(messageOf(error, MESSAGES.deleteFailed));
      setDeleting(null);
    },
  });

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-prose text-stone">
          Today's rates, per gram (per carat for diamonds). Every product's price is worked out from its purity's rate.
        </p>
        <button
          type="button"
          className="btn btn-primary w-full shrink-0 sm:w-auto"
          onClick={() => setEditing({ rate: undefined })}
        >
          <Plus size={18} aria-hidden="true" />
          Add Price
        </button>
      </div>

      {prices.error && <LoadError error={prices.error} onRetry={() => void prices.refetch()} />}
      {prices.isPending && (
        <p role="status" className="text-stone">
          Loading prices…
        </p>
      )}
      {prices.data && (
        <RecordsTable
          caption="Prices"
          columns={COLUMNS}
          rows={prices.data}
          rowKey={(rate) => rate.id}
          rowLabel={(rate) => rate.name}
          onEdit={(rate) => setEditing({ rate })}
          onDelete={setDeleting}
        />
      )}
      <p role="status" className="text-sm text-stone">
        {changed ? PUBLISH_NOTE : ''}
      </p>

      {editing && (
        <Modal title={editing.rate ? 'Edit Price' : 'Add Price'} onClose={() => setEditing(null)} busy={save.isPending}>
          <RateForm
            rate={editing.rate}
            busy={save.isPending}
            onSave={(input) => save.mutate({ id: editing.rate?.id, input })}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete price "${deleting.name}"`}
          message={MESSAGES.deleteItemConfirm}
          confirmLabel="Delete"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting)}
        />
      )}
    </div>
  );
}
