import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, type Locale } from '../i18n/locales';

const shopTime = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/**
 * An ISO time as the shop reads it, in Indian time and a page's language (Latin digits in every
 * one): `22 Nov 2026, 5:46 pm`, `22 નવે, 2026 05:46 PM`, `22 नव॰ 2026, 5:46 pm`.
 */
export const formatShopTime = (iso: string, locale: Locale = DEFAULT_LOCALE) => shopTime[locale].format(new Date(iso));
