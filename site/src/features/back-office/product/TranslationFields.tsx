// The product's texts in Gujarati and Hindi, grouped per language beside the English ones. Each is
// optional: the public site shows the English text where one is missing, and says so here.
import { LANGUAGE_LABELS, TRANSLATED_LANGUAGES, type TranslatedLanguage, translatedField } from '@suvarna/domain';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { TextAreaField } from '../ui/fields';
import { TextField } from '../ui/TextField';
import type { ProductFormValues } from './product-form-values';

/** Each language's name in its own script, beside its English name. */
const OWN_NAMES: Record<TranslatedLanguage, string> = { gu: 'ગુજરાતી', hi: 'हिन्दी' };
const HTML_LANG: Record<TranslatedLanguage, string> = { gu: 'gu', hi: 'hi' };

interface TranslationFieldsProps {
  control: Control<ProductFormValues, unknown, unknown>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  disabled: boolean;
}

export function TranslationFields({ control, register, errors, disabled }: TranslationFieldsProps) {
  const names = useWatch({ control, name: ['nameGu', 'nameHi'] });
  return TRANSLATED_LANGUAGES.map((language, index) => {
    const field = (name: 'name' | 'description' | 'details') => {
      const key = translatedField(name, language);
      return {
        id: `product-${key}`,
        error: errors[key]?.message,
        disabled,
        lang: HTML_LANG[language],
        ...register(key),
      };
    };
    const missing = !names[index]?.trim();
    return (
      <fieldset key={language} className="grid gap-4 border-line border-t pt-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="float-left mb-1 text-xl text-charcoal sm:col-span-2">
          {LANGUAGE_LABELS[language]} <span lang={HTML_LANG[language]}>({OWN_NAMES[language]})</span>
        </legend>
        {missing && (
          <p className="text-sm text-stone sm:col-span-2">
            No {LANGUAGE_LABELS[language]} name yet: the {LANGUAGE_LABELS[language]} site shows the English texts.
          </p>
        )}
        <TextField label={`Name in ${LANGUAGE_LABELS[language]}`} autoComplete="off" {...field('name')} />
        <TextAreaField
          label={`Details in ${LANGUAGE_LABELS[language]}`}
          className="sm:col-span-2"
          {...field('details')}
        />
        <TextAreaField
          label={`Description in ${LANGUAGE_LABELS[language]}`}
          className="sm:col-span-2"
          {...field('description')}
        />
      </fieldset>
    );
  });
}
