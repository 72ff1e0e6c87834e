// The price form (docs/domain.md): a rate's name, what it is quoted per (per 10 g, per kg or per
// gram of metal, per carat of stone) and its price in that unit, checked with the domain's
// rateEntrySchema on submit, then on every change. The price is stored per gram (per carat), rounded
// to the paisa: the form says what will be stored.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  defaultQuoteUnit,
  priceToQuote,
  QUOTE_UNIT_DETAILS,
  QUOTE_UNITS,
  type QuoteUnit,
  quoteIsExact,
  quoteToPrice,
  type Rate,
  type RateEntry,
  type RateInput,
  rateEntrySchema,
  rateQuoteUnit,
  typedRate,
} from '@suvarna/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../ui/FormActions';
import { SelectField } from '../ui/fields';
import { TextField } from '../ui/TextField';
import { formatStoredPrice } from './rate-price';

interface RateFormProps {
  /** The rate being edited; none when adding. */
  rate: Rate | undefined;
  /** A save is in flight: nothing can be sent again or abandoned. */
  busy: boolean;
  onSave: (input: RateInput) => void;
  onCancel: () => void;
}

const QUOTE_CHOICES = QUOTE_UNITS.map((unit) => ({ value: unit, label: QUOTE_UNIT_DETAILS[unit].name }));
const EXAMPLES: Readonly<Record<QuoteUnit, string>> = { '10g': '72830', kg: '98500', g: '7283.50', ct: '64500' };

/**
 * What the form sends: the price per gram (per carat) the quote stores, worked out by the domain's
 * rule as the CMS would, with the quote unit and the unit; so a CMS from before quote units (the
 * site and the CMS deploy apart) still takes it.
 */
export const rateInputOf = ({ name, price, quoteUnit }: RateEntry): RateInput => ({
  name,
  price: quoteToPrice(price, quoteUnit),
  quoteUnit,
  unit: QUOTE_UNIT_DETAILS[quoteUnit].rateUnit,
});

export function RateForm({ rate, busy, onSave, onCancel }: RateFormProps) {
  const initialUnit: QuoteUnit = rate ? rateQuoteUnit(rate) : '10g';
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(rateEntrySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: rate?.name ?? '',
      price: rate ? String(priceToQuote(rate.price, initialUnit)) : '',
      quoteUnit: initialUnit,
    },
  });
  const [name, typed, quoteUnit] = useWatch({ control, name: ['name', 'price', 'quoteUnit'] });
  const details = QUOTE_UNIT_DETAILS[quoteUnit as QuoteUnit] ?? QUOTE_UNIT_DETAILS['10g'];

  // A new rate is quoted by its metal until the owner picks a unit (even the one shown): silver per
  // kg, gold per 10 g.
  const [pickedUnit, setPickedUnit] = useState(false);
  useEffect(() => {
    if (!rate && !pickedUnit && name.trim() !== '') setValue('quoteUnit', defaultQuoteUnit({ name }));
  }, [rate, pickedUnit, name, setValue]);

  const quoteUnitField = register('quoteUnit');
  // Another unit of the same kind keeps the rate: 72830 per 10 g becomes 7283 per g, not 72830.
  const changeQuoteUnit = (next: QuoteUnit) => {
    const previous = getValues('quoteUnit') as QuoteUnit;
    const quoted = typedRate(String(getValues('price') ?? ''));
    if (quoted !== null && QUOTE_UNIT_DETAILS[previous].rateUnit === QUOTE_UNIT_DETAILS[next].rateUnit)
      setValue('price', String(priceToQuote(quoteToPrice(quoted, previous), next)));
  };

  const quoted = typedRate(String(typed ?? ''));
  const stored = quoted !== null && quoted > 0 ? quoteToPrice(quoted, quoteUnit as QuoteUnit) : null;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((entry) => onSave(rateInputOf(entry)))}
      className="mt-5 grid gap-5"
      aria-busy={busy}
    >
      <TextField
        id="rate-name"
        label="Name"
        autoComplete="off"
        placeholder="e.g. 22K"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        id="rate-quote-unit"
        label="Quoted"
        options={QUOTE_CHOICES}
        error={errors.quoteUnit?.message}
        {...quoteUnitField}
        onChange={(event) => {
          setPickedUnit(true);
          changeQuoteUnit(event.target.value as QuoteUnit);
          return quoteUnitField.onChange(event);
        }}
      />
      {/* Text rather than type=number, so that whatever was typed is kept and its fault named. */}
      <div className="grid gap-1">
        <TextField
          id="rate-price"
          label={`Price (₹ ${details.name})`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={`e.g. ${EXAMPLES[quoteUnit as QuoteUnit] ?? EXAMPLES['10g']}`}
          error={errors.price?.message}
          {...register('price')}
        />
        {stored !== null && details.multiple > 1 && (
          <p className="text-sm text-stone tabular-nums" aria-live="polite">
            Stored as {formatStoredPrice({ unit: details.rateUnit }, stored)}
            {!quoteIsExact(quoted ?? 0, quoteUnit as QuoteUnit) && ', rounded to the paisa'}
          </p>
        )}
      </div>
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
