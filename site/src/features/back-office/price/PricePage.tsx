// The rates admin (docs/back-office.md): the day's price of each metal and stone, typed and shown as
// the trade quotes it (per 10 g, per kg, per g or per carat) and stored per gram or per carat, from which every product's price is worked out. Add, edit and delete with the spec's toasts; a
// change beyond the shop's rate guard is confirmed with its figures before it is published; each
// save says how many products it repriced; each rate's recent changes name who made them; and
// today's rates can be typed in one form.
import type { ApiClient } from '@suvarna/api-client';
import {
  MESSAGES,
  productCountText,
  type Rate,
  type RateInput,
  type SavedRate,
  type ShopSettings,
  STAFF_RATES_MESSAGE,
} from '@suvarna/domain';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import History from 'lucide-react/icons/rotate-ccw-clock';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { adminKeys, adminQueries } from '../data/queries';
import { useEditableRecords } from '../data/useEditableRecords';
import { EditableRecordsPage } from '../ui/EditableRecordsPage';
import type { Column } from '../ui/RecordsTable';
import { RateForm } from './RateForm';
import { type GuardedChange, RateGuardDialog } from './RateGuardDialog';
import { RateHistoryDialog } from './RateHistoryDialog';
import { rateGuardRefusalOf } from './rate-guard-refusal';
import { formatRatePrice } from './rate-price';
import { TodaysRatesForm } from './TodaysRatesForm';

export type RateApi = Pick<
  ApiClient,
  'getRates' | 'addRate' | 'updateRate' | 'deleteRate' | 'getRateChanges' | 'getAllProducts'
>;

// Each change republishes the public site (rates table and every product's price).
const PUBLISH_NOTE = 'The public site will show the new rates in a few seconds.';

const modifiedFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Repriced 38 products.', or for several rates 'Repriced 38 products for 22K, 5 products for 24K.' */
function repricedSummary(saved: readonly SavedRate[]): string {
  // A CMS from before the rate guard answers without the count; the site and the CMS deploy apart.
  const counted = saved.filter((rate) => typeof rate.repricedProducts === 'number');
  if (counted.length === 0) return '';
  if (counted.length === 1) return `Repriced ${productCountText(counted[0]?.repricedProducts ?? 0)}.`;
  return `Repriced ${counted.map((rate) => `${productCountText(rate.repricedProducts)} for ${rate.name}`).join(', ')}.`;
}

function rateColumns(showHistory: (rate: Rate) => void): ReadonlyArray<Column<Rate>> {
  return [
    { header: 'Name', cell: (rate) => rate.name, className: 'font-semibold text-charcoal' },
    {
      header: 'Price',
      cell: (rate) => <span className="price text-base text-charcoal">{formatRatePrice(rate, rate.price)}</span>,
    },
    {
      header: 'History',
      cell: (rate) => (
        <button
          type="button"
          className="inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 px-1 text-gold-deep text-xs font-semibold uppercase tracking-wider hover:underline"
          aria-label={`History of ${rate.name}`}
          onClick={() => showHistory(rate)}
        >
          <History size={15} aria-hidden="true" />
          <span className="max-sm:sr-only">History</span>
        </button>
      ),
    },
    {
      header: 'Modified',
      cell: (rate) => <time dateTime={rate.modified}>{modifiedFormat.format(new Date(rate.modified))}</time>,
      // On a phone the price matters more, and each rate's history holds its times.
      className: 'text-stone max-sm:hidden',
    },
  ];
}

interface PricePageProps {
  api: RateApi;
  /** The rate guard today's rates are checked against before they are sent. */
  shopSettings: Pick<ShopSettings, 'rateGuardPercent'>;
  /** Whether this account may change the rates (staff only while the owner allows it); true if left out. */
  mayEdit?: boolean;
}

export function PricePage({ api, shopSettings, mayEdit = true }: PricePageProps) {
  /** The last save's repriced products, said under the table. */
  const [repriced, setRepriced] = useState('');
  /** A single rate's save refused by the guard, waiting for the admin's answer. */
  const [guarded, setGuarded] = useState<{ input: RateInput; change: GuardedChange } | null>(null);
  const [historyOf, setHistoryOf] = useState<Rate | null>(null);
  const [enteringToday, setEnteringToday] = useState(false);

  const rates = useEditableRecords({
    list: adminQueries.rates(api),
    // The spec's toast for each failed read.
    loadFailedToast: MESSAGES.ratesFetchFailed,
    // Products are priced from the rates, so the product screen's figures change with them, and
    // each change is written to the rate's history.
    shownAlsoBy: [adminKeys.products, adminKeys.rateChanges],
    add: (input: RateInput) => api.addRate(input),
    update: (id, input) => api.updateRate({ id, ...input }),
    remove: (id) => api.deleteRate(id),
    onSaved: (saved) => setRepriced(repricedSummary([saved])),
    onSaveRefused: (error, input) => {
      const refusal = rateGuardRefusalOf(error);
      if (!refusal) return false;
      setGuarded({ input, change: { name: input.name, unit: input.unit, quoteUnit: input.quoteUnit, ...refusal } });
      return true;
    },
    toasts: {
      saved: (adding) => (adding ? MESSAGES.rateAdded : MESSAGES.rateUpdated),
      saveFailed: (adding) => (adding ? MESSAGES.rateAddFailed : MESSAGES.rateUpdateFailed),
      deleted: MESSAGES.deleted,
      deleteFailed: MESSAGES.deleteFailed,
    },
  });
  const savedToday = (saved: SavedRate[]) => {
    toast.success(MESSAGES.rateUpdated);
    setRepriced(repricedSummary(saved));
    rates.recordChange();
  };

  return (
    <EditableRecordsPage
      records={rates}
      recordName="Price"
      listName="Prices"
      intro="Today's rates as the trade quotes them: gold and platinum per 10 g, silver per kg, diamonds per carat (each rate's unit can be changed). Every product's price is worked out from its purity's rate."
      actions={
        <button
          type="button"
          className="btn btn-outline w-full sm:w-auto"
          disabled={!rates.list.data?.length}
          onClick={() => setEnteringToday(true)}
        >
          <ClipboardList size={18} aria-hidden="true" />
          Today's rates
        </button>
      }
      columns={rateColumns(setHistoryOf)}
      status={
        <>
          {repriced && <span>{repriced} </span>}
          {rates.changed && <span>{PUBLISH_NOTE}</span>}
        </>
      }
      form={({ record, ...form }) => <RateForm rate={record} {...form} />}
      // The last save's repriced products are no longer what the list shows.
      onConfirmDelete={() => setRepriced('')}
      readOnly={mayEdit ? undefined : STAFF_RATES_MESSAGE}
    >
      {guarded && (
        <RateGuardDialog
          changes={[guarded.change]}
          guardPercent={shopSettings.rateGuardPercent}
          onCancel={() => setGuarded(null)}
          onConfirm={() => {
            rates.save({ ...guarded.input, confirm: true });
            setGuarded(null);
          }}
        />
      )}
      {enteringToday && rates.list.data && (
        <TodaysRatesForm
          api={api}
          rates={rates.list.data}
          guardPercent={shopSettings.rateGuardPercent}
          onSaved={savedToday}
          onClose={() => setEnteringToday(false)}
        />
      )}
      {historyOf && <RateHistoryDialog api={api} rate={historyOf} onClose={() => setHistoryOf(null)} />}
    </EditableRecordsPage>
  );
}
