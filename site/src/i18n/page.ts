// The language of the page being rendered, for Astro components.
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { type Messages, messagesFor } from './messages';

/** The page's language from Astro's i18n routing (astro.config.ts): the address's /gu/ or /hi/. */
export function pageLocale(astro: { currentLocale?: string | undefined }): Locale {
  return isLocale(astro.currentLocale) ? astro.currentLocale : DEFAULT_LOCALE;
}

/** The page's language and its messages. */
export function pageMessages(astro: { currentLocale?: string | undefined }): { locale: Locale; t: Messages } {
  const locale = pageLocale(astro);
  return { locale, t: messagesFor(locale) };
}
