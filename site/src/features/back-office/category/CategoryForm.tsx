// The category form: its name, and its Gujarati and Hindi names (optional: the public site shows
// the English name where one is missing), checked with the domain's categorySchema on submit, then
// on every change.
import { zodResolver } from '@hookform/resolvers/zod';
import { type Category, type CategoryInput, categorySchema, type TranslatedLanguage } from '@suvarna/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../ui/FormActions';
import { TextField } from '../ui/TextField';
import { TranslatedTextFields } from '../ui/TranslatedTextFields';

/** 'Mangalsutra' in each language, as the placeholder of its name. */
const EXAMPLES: Record<TranslatedLanguage, string> = { gu: 'e.g. મંગળસૂત્ર', hi: 'e.g. मंगलसूत्र' };

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
    // The form holds every field as text, blank included; the schema's output has the same shape.
    resolver: zodResolver(categorySchema as z.ZodType<CategoryInput, CategoryInput>),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: category?.name ?? '', nameGu: category?.nameGu ?? '', nameHi: category?.nameHi ?? '' },
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
      <TranslatedTextFields
        field="name"
        label="Name"
        idPrefix="category"
        register={register}
        errors={errors}
        placeholders={EXAMPLES}
      />
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
