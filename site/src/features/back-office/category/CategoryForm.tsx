// The category form: its name, checked with the domain's categorySchema on submit, then on every
// change.
import { zodResolver } from '@hookform/resolvers/zod';
import { type Category, type CategoryInput, categorySchema } from '@suvarna/domain';
import { useForm } from 'react-hook-form';
import { TextField } from '../TextField';

interface CategoryFormProps {
  /** The category being renamed; none when adding. */
  category: Category | undefined;
  /** A save is in flight: nothing can be sent again or abandoned. */
  busy: boolean;
  onSave: (input: CategoryInput) => void;
  onCancel: () => void;
}

export function CategoryForm({ category, busy, onSave, onCancel }: CategoryFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CategoryInput>({
    resolver: zodResolver(categorySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: category?.name ?? '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="mt-5 grid gap-5" aria-busy={busy}>
      <TextField
        id="category-name"
        label="Name"
        autoComplete="off"
        placeholder="e.g. Mangalsutra"
        error={errors.name?.message}
        {...register('name')}
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
