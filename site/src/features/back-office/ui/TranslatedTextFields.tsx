// A short text's Gujarati and Hindi fields, under its English one: 'Name (Gujarati)', 'Name (Hindi)'.
// Each input is marked with its language, so that the phone offers that keyboard and screen
// readers read it right. Both are optional: the site shows the English text where one is blank.
import {
  LANGUAGE_LABELS,
  TRANSLATED_LANGUAGES,
  type Translated,
  type TranslatedLanguage,
  translatedField,
} from '@suvarna/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './TextField';

interface TranslatedTextFieldsProps<Field extends string> {
  /** The English field's name: `name` has `nameGu` and `nameHi`. */
  field: Field;
  /** The English field's label. */
  label: string;
  /** The form's own: each input's id is `${idPrefix}-nameGu`. */
  idPrefix: string;
  register: (name: Translated<Field>) => UseFormRegisterReturn<Translated<Field>>;
  errors: Partial<Record<Translated<Field>, { message?: string | undefined }>>;
  placeholders?: Record<TranslatedLanguage, string>;
  disabled?: boolean;
}

export function TranslatedTextFields<Field extends string>({
  field,
  label,
  idPrefix,
  register,
  errors,
  placeholders,
  disabled,
}: TranslatedTextFieldsProps<Field>) {
  return TRANSLATED_LANGUAGES.map((language) => {
    const name = translatedField(field, language);
    return (
      <TextField
        key={language}
        id={`${idPrefix}-${name}`}
        label={`${label} (${LANGUAGE_LABELS[language]})`}
        autoComplete="off"
        lang={language}
        placeholder={placeholders?.[language]}
        disabled={disabled}
        error={errors[name]?.message}
        {...register(name)}
      />
    );
  });
}
