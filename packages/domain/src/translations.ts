// The shop's languages and the content that may be written in each (docs/api.md): a product's
// name, description and details, a category's name and a banner's alt text may have a Gujarati and
// a Hindi version beside the English one, as plain fields; where one is missing, English is shown.

/** English first: the default, and the language every text has. */
export const LANGUAGES = ['en', 'gu', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The languages a text may be translated into. */
export const TRANSLATED_LANGUAGES = ['gu', 'hi'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** How the back office and the messages name each translation. */
export const LANGUAGE_LABELS: Record<TranslatedLanguage, string> = { gu: 'Gujarati', hi: 'Hindi' };

/** `name` in Gujarati is `nameGu`. */
export type Translated<Field extends string> = `${Field}${'Gu' | 'Hi'}`;
export const translatedField = <Field extends string>(field: Field, language: TranslatedLanguage) =>
  `${field}${language === 'gu' ? 'Gu' : 'Hi'}` as Translated<Field>;

/** A product's texts that may be translated, and a category's. */
export const TRANSLATABLE_PRODUCT_TEXTS = ['name', 'description', 'details'] as const;
export type ProductTranslations = Partial<Record<Translated<(typeof TRANSLATABLE_PRODUCT_TEXTS)[number]>, string>>;
export type NameTranslations = Partial<Record<Translated<'name'>, string>>;

/** Every translation field of a product, in the order the back office shows them. */
export const PRODUCT_TRANSLATION_FIELDS = TRANSLATED_LANGUAGES.flatMap((language) =>
  TRANSLATABLE_PRODUCT_TEXTS.map((field) => translatedField(field, language)),
);
export const NAME_TRANSLATION_FIELDS = TRANSLATED_LANGUAGES.map((language) => translatedField('name', language));

/**
 * A text in a language, falling back to English: `inLanguage(product, 'name', 'gu')` is the
 * product's Gujarati name, or its English one when it has none.
 */
export function inLanguage<Field extends string>(
  item: { [Key in Field]: string } & Partial<Record<Translated<Field>, string | undefined>>,
  field: Field,
  language: Language,
): string {
  if (language === 'en') return item[field];
  const translation = (item as Partial<Record<string, string | undefined>>)[translatedField(field, language)];
  return translation?.trim() ? translation : item[field];
}

/** A product's category name in a language (the product carries its category's translations). */
export const categoryInLanguage = (
  product: { category: string; categoryGu?: string | undefined; categoryHi?: string | undefined },
  language: Language,
): string =>
  inLanguage({ name: product.category, nameGu: product.categoryGu, nameHi: product.categoryHi }, 'name', language);

/** Fields of a write where the Gujarati and Hindi texts may be left out (a patch keeps them; a new piece has none). */
export type WithOptionalTranslations<Input> = Omit<Input, `${string}${'Gu' | 'Hi'}`> &
  Partial<Pick<Input, Extract<keyof Input, `${string}${'Gu' | 'Hi'}`>>>;
