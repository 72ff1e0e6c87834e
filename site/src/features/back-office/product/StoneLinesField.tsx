// The stones set in a piece, one line each (docs/api.md): a name, a count, the line's carats,
// and its price: the day's per-carat rate (so the line reprices with the rates) or the line's own
// rupees per carat; an optional grading certificate. At most MAX_STONE_LINES lines.
import { MAX_STONE_LINES, type Rate } from '@suvarna/domain';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useRef } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { formatRatePrice } from '../price/rate-price';
import { SelectField } from '../ui/fields';
import { TextField } from '../ui/TextField';
import { emptyStoneLine, type ProductFormValues, perCaratRates } from './product-form-values';

interface StoneLinesFieldProps {
  control: Control<ProductFormValues, unknown, unknown>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  rates: readonly Rate[];
  disabled: boolean;
  /** Clears a line's own price once it is priced by a rate: a line has one price, never both. */
  clearOwnPrice: (index: number) => void;
}

export function StoneLinesField({ control, register, errors, rates, disabled, clearOwnPrice }: StoneLinesFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'stones' });
  const lines = useWatch({ control, name: 'stones' });
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const caratRates = perCaratRates(rates);
  const full = fields.length >= MAX_STONE_LINES;
  const listError = errors.stones?.root?.message ?? errors.stones?.message;

  return (
    <section aria-labelledby="product-stones-title" className="grid gap-3 sm:col-span-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="product-stones-title" className="text-xl text-charcoal">
          Stones
        </h3>
        <p className="text-sm text-stone">
          {full ? `A piece can have at most ${MAX_STONE_LINES} stone lines.` : `Up to ${MAX_STONE_LINES} lines.`}
        </p>
      </div>
      {listError && (
        <p role="alert" className="text-sm text-maroon">
          {listError}
        </p>
      )}
      {fields.map((field, index) => {
        const number = index + 1;
        const id = (name: string) => `product-stones-${index}-${name}`;
        const lineErrors = errors.stones?.[index];
        const chosenRate = lines?.[index]?.rate ?? '';
        const chosenCaratRate = caratRates.find((rate) => rate.name === chosenRate);
        // A line whose rate has since been deleted or changed unit still shows it (its save is refused
        // with the reason under this field).
        const rateOptions = [
          ...caratRates.map((rate) => ({
            value: rate.name,
            label: `${rate.name} (${formatRatePrice(rate, rate.price)})`,
          })),
          ...(chosenRate && !chosenCaratRate ? [{ value: chosenRate, label: chosenRate }] : []),
        ];
        // The schema names a missing price at the line's rate; with no rate chosen, the admin's next
        // step is the own price, so the message sits under that input.
        const rateError = chosenRate ? lineErrors?.rate?.message : undefined;
        const ownPriceError =
          lineErrors?.pricePerCarat?.message ?? (chosenRate ? undefined : lineErrors?.rate?.message);
        return (
          <fieldset key={field.id} className="grid grid-cols-2 gap-3 border border-line bg-white/40 p-3 sm:grid-cols-4">
            {/* The legend names the group; the visible title shares a row with Remove. */}
            <legend className="sr-only">Stone {number}</legend>
            <div className="col-span-2 flex items-center justify-between sm:col-span-4">
              <span aria-hidden="true" className="font-semibold text-charcoal text-sm">
                Stone {number}
              </span>
              <button
                type="button"
                className="inline-flex min-h-10 items-center gap-1.5 px-2 text-maroon text-xs font-semibold uppercase tracking-wider hover:underline"
                aria-label={`Remove stone ${number}`}
                disabled={disabled}
                onClick={() => {
                  remove(index);
                  // The removed line's button is gone: focus goes where the next line can be added.
                  addButtonRef.current?.focus();
                }}
              >
                <Trash2 size={15} aria-hidden="true" />
                Remove
              </button>
            </div>
            <TextField
              id={id('name')}
              label="Name"
              placeholder="e.g. Diamond, Ruby"
              autoComplete="off"
              className="col-span-2"
              disabled={disabled}
              error={lineErrors?.name?.message}
              {...register(`stones.${index}.name`)}
            />
            <TextField
              id={id('count')}
              label="Count"
              inputMode="numeric"
              disabled={disabled}
              error={lineErrors?.count?.message}
              {...register(`stones.${index}.count`)}
            />
            <TextField
              id={id('carats')}
              label="Carats"
              inputMode="decimal"
              placeholder="all stones"
              disabled={disabled}
              error={lineErrors?.carats?.message}
              {...register(`stones.${index}.carats`)}
            />
            <SelectField
              id={id('rate')}
              label="Priced by"
              placeholder="Own ₹ per carat"
              options={rateOptions}
              className="col-span-2"
              disabled={disabled}
              error={rateError}
              {...register(`stones.${index}.rate`, {
                onChange: (event: { target: { value: string } }) => {
                  if (event.target.value) clearOwnPrice(index);
                },
              })}
            />
            {chosenRate ? (
              <p className="col-span-2 self-end pb-2.5 text-sm text-stone">
                {chosenCaratRate ? "Reprices with the day's rate." : 'Not a per-carat rate of the shop.'}
              </p>
            ) : (
              <TextField
                id={id('pricePerCarat')}
                label="₹ per carat"
                inputMode="decimal"
                className="col-span-2"
                disabled={disabled}
                error={ownPriceError}
                {...register(`stones.${index}.pricePerCarat`)}
              />
            )}
            <TextField
              id={id('certificate-lab')}
              label="Certificate lab"
              placeholder="e.g. IGI"
              autoComplete="off"
              className="sm:col-span-2"
              disabled={disabled}
              error={lineErrors?.certificate?.lab?.message}
              {...register(`stones.${index}.certificate.lab`)}
            />
            <TextField
              id={id('certificate-number')}
              label="Certificate number"
              autoComplete="off"
              className="sm:col-span-2"
              disabled={disabled}
              error={lineErrors?.certificate?.number?.message}
              {...register(`stones.${index}.certificate.number`)}
            />
          </fieldset>
        );
      })}
      <div>
        <button
          ref={addButtonRef}
          type="button"
          className="btn btn-outline w-full sm:w-auto"
          disabled={disabled || full}
          onClick={() => append(emptyStoneLine(rates))}
        >
          <Plus size={16} aria-hidden="true" />
          Add stone line
        </button>
      </div>
    </section>
  );
}
