// The visitor's language, kept in this browser's local storage (nothing leaves the browser, so no
// cookie banner): a switcher link remembers it and keeps the page's filters; the home page at /
// follows it. Only / redirects: a deeper English address someone shared stays English.
import { DEFAULT_LOCALE, isLocale, LOCALE_STORAGE_KEY, type Locale, localePath } from '../../i18n/locales';

export function chosenLocale(storage: Storage): Locale | null {
  try {
    const value = storage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage refused (private browsing, blocked): no choice remembered
  }
}

function remember(storage: Storage, locale: Locale) {
  try {
    storage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembered; the link still leads to the page in that language.
  }
}

/** Every switcher link: remembers its language and carries the address's query (filters) and fragment. */
export function initLanguageSwitchers(root: Document, storage: Storage): void {
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-locale]') : null;
    const locale = link?.dataset.locale;
    if (!link || !isLocale(locale)) return;
    remember(storage, locale);
    const here = root.defaultView?.location;
    if (here) link.href = `${link.pathname}${here.search}${here.hash}`;
  });
}

/** Where the English home page sends a visitor who chose another language, or null to stay. */
export function homeRedirect(storage: Storage): string | null {
  const locale = chosenLocale(storage);
  return locale && locale !== DEFAULT_LOCALE ? localePath(locale, '/') : null;
}
