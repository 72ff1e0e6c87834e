// The hearts' and the header count's texts in each language: the three small `shortlist` sections
// only, for the browser script of every public page (features/shortlist/shortlist-buttons.ts, which
// must stay small enough for Astro to inline) and the hearts the pages and islands render
// (features/product/ShortlistHeart.tsx).
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import type { Messages } from './messages';
import { shortlist as en } from './messages/en/shortlist';
import { shortlist as gu } from './messages/gu/shortlist';
import { shortlist as hi } from './messages/hi/shortlist';

const SHORTLIST: Record<Locale, Messages['shortlist']> = { en, gu, hi };

export const shortlistTexts = (locale: Locale): Messages['shortlist'] => SHORTLIST[locale];

/** The language of a page from its `lang` (en-IN, gu-IN, hi-IN, as the layout sets it); English otherwise. */
export function localeOfLang(lang: string): Locale {
  const language = lang.split('-')[0]?.toLowerCase();
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
