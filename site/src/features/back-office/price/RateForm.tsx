// The price form (SPEC section 5): a rate's name and rupees per gram, checked with the domain's
// rateSchema on submit, then on every change.
import { zodResolver } from '@hookform/resolvers/zod';
import { type Rate, type RateInput, rateSchema } from '@suvarna/domain';
import { useForm } from 'react-hook-form';
import { TextField } from '../TextField';

interface RateFormProps {
  /** The rate being edited; none when adding. */
  rate: Rate | undefined;
  /** A save is in flight: nothing can be sent again or abandoned. */
  busy: boolean;
  onSave: (input: RateInput) => void;
  onCancel: () => void;
}

export function RateForm({ rate, busy, onSave, onCancel }: RateFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(rateSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: rate?.name ?? '', price: rate ? String(rate.price) : '' },
  });

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
      {/* Text rather than type=number, so that whatever was typed is kept and its fault named. */}
      <TextField
        id="rate-price"
        label="Price (₹ per gram)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="e.g. 7283.50"
        error={errors.price?.message}
        {...register('price')}
      />
      <div className="flex justify-end gap-3">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
