// The price form (docs/domain.md): a rate's name, what it is per (a gram of metal or a carat of
// stone) and its price, checked with the domain's rateSchema on submit, then on every change.
import { zodResolver } from '@hookform/resolvers/zod';
import { RATE_UNIT_NAMES, RATE_UNITS, type Rate, type RateInput, rateSchema, rateUnit } from '@suvarna/domain';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../ui/FormActions';
import { SelectField } from '../ui/fields';
import { TextField } from '../ui/TextField';

interface RateFormProps {
  /** The rate being edited; none when adding. */
  rate: Rate | undefined;
  /** A save is in flight: nothing can be sent again or abandoned. */
  busy: boolean;
  onSave: (input: RateInput) => void;
  onCancel: () => void;
}

const UNIT_CHOICES = RATE_UNITS.map((unit) => ({ value: unit, label: RATE_UNIT_NAMES[unit] }));

export function RateForm({ rate, busy, onSave, onCancel }: RateFormProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(rateSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: rate?.name ?? '',
      price: rate ? String(rate.price) : '',
      unit: rate ? rateUnit(rate) : 'g',
    },
  });
  const unit = useWatch({ control, name: 'unit' });

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="mt-5 grid gap-5" aria-busy={busy}>
      <TextField
        id="rate-name"
        label="Name"
        autoComplete="off"
        placeholder="e.g. 22K"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        id="rate-unit"
        label="Unit"
        options={UNIT_CHOICES}
        error={errors.unit?.message}
        {...register('unit')}
      />
      {/* Text rather than type=number, so that whatever was typed is kept and its fault named. */}
      <TextField
        id="rate-price"
        label={`Price (₹ ${unit === 'ct' ? RATE_UNIT_NAMES.ct : RATE_UNIT_NAMES.g})`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={unit === 'ct' ? 'e.g. 64500' : 'e.g. 7283.50'}
        error={errors.price?.message}
        {...register('price')}
      />
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
