// Today's rates in one go: every rate with its current price and an input for today's, both in the
// unit the rate is quoted in (per 10 g, per kg, ...), so the morning's update is one form rather
// than one dialog per rate, typed as the trade quotes it. Only the changed prices are sent.
// Changes beyond the shop's rate guard are listed in one confirmation first; those are sent with
// `confirm: true` and the rest without, so a rate someone else moved meanwhile is still caught by
// the CMS's guard (its 409) and confirmed again. Every change goes out at once: the CMS's quiet
// period makes one publish of them. A failure is shown under its rate and the form keeps what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiClient } from '@suvarna/api-client';
import {
  countPricedBy,
  exceedsRateGuard,
  formatRateChangePercent,
  MESSAGES,
  type Product,
  priceToQuote,
  QUOTE_UNIT_DETAILS,
  quoteIsExact,
  quoteToPrice,
  type Rate,
  rateChangePercent,
  ratePriceField,
  rateQuoteUnit,
  rateUnit,
  rupeesToPaise,
  type SavedRate,
  typedRate,
} from '@suvarna/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { adminQueries } from '../data/queries';
import { FormActions } from '../ui/FormActions';
import { LoadError } from '../ui/LoadError';
import { Modal } from '../ui/Modal';
import { messageOf } from '../ui/messages';
import { type GuardedChange, RateGuardDialog } from './RateGuardDialog';
import { rateGuardRefusalOf } from './rate-guard-refusal';
import { formatRatePrice, formatStoredPrice } from './rate-price';

/** Each rate's typed price, by `r{id}` (a digit-only key would be read as an array index). */
type PriceKey = `r${number}`;
const priceKey = (rate: Pick<Rate, 'id'>): PriceKey => `r${rate.id}`;

type TodaysRatesValues = { prices: Record<PriceKey, string> };
type TodaysPrices = { prices: Record<PriceKey, number> };
// Each price, as quoted, by the price form's rule (the schema reads text or JSON; this form gives it text).
const todaysRatesSchema = z.object({ prices: z.record(z.string(), ratePriceField) }) as z.ZodType<
  TodaysPrices,
  TodaysRatesValues
>;

interface RateChange {
  rate: Rate;
  /** Today's price as typed, rupees per the rate's quote unit. */
  quoted: number;
  /** What it stores, rupees per gram (per carat). */
  price: number;
}

/** A rate's name and units, as the guard's question shows its figures. */
const guardedFigures = (rate: Rate) => ({ name: rate.name, unit: rate.unit, quoteUnit: rateQuoteUnit(rate) });

/** What is sent together: the changes, and which of them the admin confirmed beyond the guard. */
interface Batch {
  changes: RateChange[];
  confirmed: ReadonlySet<number>;
}

type Outcome =
  | { change: RateChange; saved: SavedRate }
  | { change: RateChange; refusal: GuardedChange }
  | { change: RateChange; failure: string };

interface TodaysRatesFormProps {
  api: Pick<ApiClient, 'updateRate' | 'getAllProducts'>;
  /** The rates as last read: the form compares today's prices with these. */
  rates: readonly Rate[];
  guardPercent: number;
  /** After any rate was saved (the form stays open while others failed). */
  onSaved: (saved: SavedRate[]) => void;
  onClose: () => void;
}

export function TodaysRatesForm({ api, rates, guardPercent, onSaved, onClose }: TodaysRatesFormProps) {
  // Every product, to count what each change beyond the guard reprices.
  const products = useQuery(adminQueries.products(api));
  // The rows are those of when the form opened; their current prices follow the refreshed list, so
  // a rate saved by a partly failed round is not sent again.
  const [rows] = useState(() => [...rates]);
  const currentRate = (row: Rate) => rates.find((rate) => rate.id === row.id) ?? row;
  /** The changes waiting for the admin's confirmation, and their figures. */
  const [confirming, setConfirming] = useState<{ batch: Batch; changes: GuardedChange[] } | null>(null);

  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TodaysRatesValues, unknown, TodaysPrices>({
    resolver: zodResolver(todaysRatesSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      prices: Object.fromEntries(
        rows.map((rate) => [priceKey(rate), String(priceToQuote(rate.price, rateQuoteUnit(rate)))]),
      ),
    },
  });

  const send = useMutation({
    mutationFn: async ({ changes, confirmed }: Batch): Promise<Outcome[]> => {
      const answers = await Promise.allSettled(
        // The price the quote stores, as the price form sends it (RateForm's rateInputOf).
        changes.map(({ rate, price }) =>
          api.updateRate({
            id: rate.id,
            name: rate.name,
            price,
            quoteUnit: rateQuoteUnit(rate),
            unit: rateUnit(rate),
            ...(confirmed.has(rate.id) ? { confirm: true } : {}),
          }),
        ),
      );
      return changes.map((change, index): Outcome => {
        const answer = answers[index];
        if (answer?.status === 'fulfilled') return { change, saved: answer.value.data };
        const refusal = rateGuardRefusalOf(answer?.reason);
        if (refusal) return { change, refusal: { ...guardedFigures(change.rate), ...refusal } };
        return { change, failure: messageOf(answer?.reason, MESSAGES.rateUpdateFailed) };
      });
    },
    onSuccess: (outcomes) => {
      const saved = outcomes.flatMap((outcome) => ('saved' in outcome ? [outcome.saved] : []));
      const refused = outcomes.flatMap((outcome) => ('refusal' in outcome ? [outcome] : []));
      const failed = outcomes.flatMap((outcome) => ('failure' in outcome ? [outcome] : []));
      if (saved.length > 0) onSaved(saved);
      for (const { change, failure } of failed) {
        setError(`prices.${priceKey(change.rate)}`, { type: 'server', message: failure });
      }
      if (failed.length > 0) {
        const names = failed.map(({ change }) => change.rate.name).join(', ');
        setError('root.failed', { type: 'server', message: `Not saved: ${names}. The reason is under each rate.` });
        toast.error(MESSAGES.rateUpdateFailed);
      }
      if (refused.length > 0) {
        // Someone moved these rates meanwhile: the guard's figures are now the CMS's.
        const changes = refused.map(({ change }) => change);
        setConfirming({
          batch: { changes, confirmed: new Set(changes.map(({ rate }) => rate.id)) },
          changes: refused.map(({ refusal }) => refusal),
        });
      }
      if (failed.length === 0 && refused.length === 0) onClose();
    },
  });

  const productList: readonly Product[] = products.data ?? [];
  const submit = handleSubmit(({ prices }) => {
    const changes = rows.flatMap((row): RateChange[] => {
      const rate = currentRate(row);
      const quoted = prices[priceKey(row)];
      if (quoted === undefined) return [];
      const price = quoteToPrice(quoted, rateQuoteUnit(rate));
      return rupeesToPaise(price) === rupeesToPaise(rate.price) ? [] : [{ rate, quoted, price }];
    });
    if (changes.length === 0) {
      setError('root.unchanged', { type: 'unchanged', message: 'No price was changed: there is nothing to send.' });
      return;
    }
    const beyond = changes.filter(({ rate, price }) => exceedsRateGuard(rate.price, price, guardPercent));
    const batch = { changes, confirmed: new Set(beyond.map(({ rate }) => rate.id)) };
    if (beyond.length === 0) {
      send.mutate(batch);
      return;
    }
    setConfirming({
      batch,
      changes: beyond.map(({ rate, price }) => ({
        ...guardedFigures(rate),
        oldPrice: rate.price,
        newPrice: price,
        percent: rateChangePercent(rate.price, price),
        products: countPricedBy(productList, rate.name),
      })),
    });
  });

  const busy = send.isPending;
  const formError = errors.root?.failed ?? errors.root?.unchanged;

  return (
    <Modal
      title="Today's rates"
      description="Type today's price beside each rate, in the unit it is quoted in; only the prices you change are sent."
      onClose={onClose}
      busy={busy}
      size="medium"
    >
      <form noValidate onSubmit={submit} className="mt-5 grid gap-4" aria-busy={busy}>
        <ul aria-label="Rates" className="grid gap-3">
          {rows.map((row) => (
            <TodaysRateRow
              key={row.id}
              rate={currentRate(row)}
              control={control}
              register={register}
              errors={errors}
              guardPercent={guardPercent}
              disabled={busy}
            />
          ))}
        </ul>
        {formError && (
          <p role="alert" className="text-sm text-maroon">
            {formError.message}
          </p>
        )}
        {products.error && <LoadError error={products.error} onRetry={() => void products.refetch()} />}
        {products.isPending && (
          <p role="status" className="text-sm text-stone">
            Counting the products each rate prices…
          </p>
        )}
        {/* The guard's question names how many products each change reprices: the list is needed first. */}
        <FormActions
          busy={busy}
          onCancel={onClose}
          submitLabel="Save changed rates"
          submitDisabled={!products.data}
          ruled
        />
      </form>
      {confirming && (
        <RateGuardDialog
          changes={confirming.changes}
          guardPercent={guardPercent}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            send.mutate(confirming.batch);
            setConfirming(null);
          }}
        />
      )}
    </Modal>
  );
}

interface TodaysRateRowProps {
  rate: Rate;
  control: Control<TodaysRatesValues, unknown, TodaysPrices>;
  register: UseFormRegister<TodaysRatesValues>;
  errors: FieldErrors<TodaysRatesValues>;
  guardPercent: number;
  disabled: boolean;
}

/** One rate: its current price, today's, and the change as it is typed. */
function TodaysRateRow({ rate, control, register, errors, guardPercent, disabled }: TodaysRateRowProps) {
  const key = priceKey(rate);
  const id = `todays-rate-${rate.id}`;
  const quoteUnit = rateQuoteUnit(rate);
  const { name: unitName, multiple } = QUOTE_UNIT_DETAILS[quoteUnit];
  const quoted = typedRate(useWatch({ control, name: `prices.${key}` }) ?? '');
  const error = errors.prices?.[key]?.message;
  const price = quoted !== null && quoted > 0 ? quoteToPrice(quoted, quoteUnit) : null;
  const changed = quoted !== null && price !== null && price > 0 && rupeesToPaise(price) !== rupeesToPaise(rate.price);

  return (
    <li className="grid grid-cols-[1fr_9rem] items-start gap-x-3 gap-y-1 border-line border-b pb-3 sm:grid-cols-[1fr_11rem]">
      <div className="min-w-0">
        <label htmlFor={id} className="block font-semibold text-charcoal">
          {rate.name} <span className="sr-only">(₹ {unitName})</span>
        </label>
        <p className="text-sm text-stone tabular-nums">
          {/* A quote breaks before its amount, never inside it ('₹79,450.00 / 10' and 'g'). */}
          Now {formatRatePrice(rate, rate.price).replaceAll(' ', '\u00a0')}
        </p>
        {changed && (
          <p className="text-sm tabular-nums">
            <span className={exceedsRateGuard(rate.price, price, guardPercent) ? 'font-semibold text-maroon' : ''}>
              {formatRateChangePercent(rateChangePercent(rate.price, price))}
            </span>
            {exceedsRateGuard(rate.price, price, guardPercent) && (
              <span className="text-maroon"> · beyond the {guardPercent} % guard</span>
            )}
          </p>
        )}
        {changed && multiple > 1 && (
          <p className="text-sm text-stone tabular-nums">
            Stored as {formatStoredPrice(rate, price)}
            {!quoteIsExact(quoted, quoteUnit) && ', rounded to the paisa'}
          </p>
        )}
      </div>
      <div>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`block w-full border bg-white px-3 py-2.5 text-right text-base text-charcoal tabular-nums outline-none focus-visible:border-gold-deep ${
            error ? 'border-maroon' : changed ? 'border-gold-deep' : 'border-line'
          }`}
          {...register(`prices.${key}`)}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-maroon">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
