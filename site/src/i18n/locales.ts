// The languages of the public site (the shop's, from @suvarna/domain) and their addresses. English
// is the default and keeps today's addresses with the specification's exact texts; Gujarati lives
// under /gu/ and Hindi under /hi/. Filter values in addresses stay English (?metal=Gold), so a
// shared filtered link works in every language.
import { LANGUAGES, type Language } from '@suvarna/domain';

export const LOCALES = LANGUAGES;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', gu: 'ગુજરાતી', hi: 'हिन्दी' };

/** `lang` of the pages and `hreflang` of the alternates (the shop's customers are in India). */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', gu: 'gu-IN', hi: 'hi-IN' };

/** Intl's locale for numbers and dates: rupees keep Indian grouping and Latin digits in every language. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', gu: 'gu-IN-u-nu-latn', hi: 'hi-IN-u-nu-latn' };

/** Where the visitor's choice of language is kept in the browser (it never leaves it). */
export const LOCALE_STORAGE_KEY = 'suvarna.locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** `getStaticPaths` parameter of the `[...locale]` folder: none for English, the code otherwise. */
export const localeParam = (locale: Locale): string | undefined => (locale === DEFAULT_LOCALE ? undefined : locale);

/** The language a site path is in: its first segment when that names one, English otherwise. */
export function localeOfPath(path: string): Locale {
  const first = path.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its language prefix: `/gu/about` → `/about`, `/gu` → `/`. */
export function unlocalisedPath(path: string): string {
  const locale = localeOfPath(path);
  if (locale === DEFAULT_LOCALE) return path;
  return path.slice(locale.length + 1) || '/';
}

/** A site path in a language: `localePath('gu', '/about?x=1')` → `/gu/about?x=1`; English unprefixed. */
export function localePath(locale: Locale, path: string): string {
  const bare = unlocalisedPath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}/` : `/${locale}${bare}`;
}

/** `getStaticPaths` of a page that exists once per language, in the `[...locale]` folder. */
export const localeStaticPaths = () => LOCALES.map((locale) => ({ params: { locale: localeParam(locale) } }));
