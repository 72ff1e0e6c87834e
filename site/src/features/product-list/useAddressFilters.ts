// The product list's filters, kept in the address bar: read from it as the page opens and on Back
// or Forward, written to it as the visitor applies new ones, so that a filtered list can be shared
// and Back returns to the last one.
import { EMPTY_QUERY } from '@suvarna/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { afterPaint } from '../../lib/after-paint';
import { productListHref } from '../../lib/links';
import type { Filters } from './url-filters';

export const NO_FILTERS: Filters = { search: '', metal: '', gender: '', categories: [], sort: '' };

export const isUnfiltered = (filters: Filters) =>
  !filters.search && !filters.metal && !filters.gender && filters.categories.length === 0 && !filters.sort;

/** The query in the address bar, if it has one. */
const addressQuery = () => (window.location.search === '?' ? '' : window.location.search);

export interface AddressFilters {
  /** The filters the list shows. */
  applied: Filters;
  /** The filters picked in the panel, shown once applied. */
  draft: Filters;
  setDraft: (draft: Filters) => void;
  /** What the search box holds, searched for once submitted. */
  searchText: string;
  setSearchText: (text: string) => void;
  /**
   * False while the address's filters are being read (its parser may still be on its way): the
   * list then says it is loading rather than show the unfiltered list for a filtered address.
   */
  addressRead: boolean;
  /** Pages of the matches shown so far; a new set of filters starts again from the first. */
  shownPages: number;
  showNextPage: () => void;
  /** Shows a new set of filters and records it in the address bar (so Back returns to the last one). */
  apply: (filters: Filters) => void;
  /**
   * Shows the list for a search typed so far, leaving the search box and the panel's picks as they
   * are; the words typed in one go make one entry of the history, not one a pause.
   */
  applyTypedSearch: (search: string) => void;
}

export function useAddressFilters(locale: Locale): AddressFilters {
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [searchText, setSearchText] = useState('');
  const [shownPages, setShownPages] = useState(1);
  const [addressRead, setAddressRead] = useState(true);
  /** Whether the address's current entry is a search being typed, which the next pause replaces. */
  const typedEntry = useRef(false);

  const show = useCallback((filters: Filters) => {
    setApplied(filters);
    setDraft(filters);
    setSearchText(filters.search);
    setShownPages(1);
  }, []);
  const showNextPage = useCallback(() => setShownPages((pages) => pages + 1), []);

  useEffect(() => {
    let mounted = true;
    // Only the last address read is shown (Back pressed while the parser was on its way).
    let reading = 0;
    const followHistory = (event?: PopStateEvent) => {
      typedEntry.current = false;
      const query = addressQuery();
      const read = ++reading;
      if (!query) {
        // As the page opens the list already is unfiltered: showing it again would wipe what a
        // quick visitor typed into the search box while the island woke.
        if (event) show(NO_FILTERS);
        setAddressRead(true);
        return;
      }
      // The parser is fetched only for an address that has a query.
      setAddressRead(false);
      void import('./url-filters').then(({ filtersFromSearch }) => {
        if (!mounted || read !== reading) return;
        show(filtersFromSearch(query));
        setAddressRead(true);
      });
    };
    followHistory();
    window.addEventListener('popstate', followHistory);
    return () => {
      mounted = false;
      window.removeEventListener('popstate', followHistory);
    };
  }, [show]);

  // Once the list is drawn: a history entry costs the browser a few milliseconds the visitor would
  // otherwise wait for the list they asked for.
  const writeAddress = useCallback(
    (filters: Filters, replace: boolean) =>
      afterPaint(() => {
        const href = productListHref({ ...EMPTY_QUERY, ...filters }, locale);
        if (href === `${window.location.pathname}${window.location.search}`) return;
        if (replace) window.history.replaceState(null, '', href);
        else window.history.pushState(null, '', href);
      }),
    [locale],
  );

  const apply = (filters: Filters) => {
    show(filters);
    writeAddress(filters, false);
    typedEntry.current = false;
  };

  const applyTypedSearch = useCallback(
    (search: string) => {
      const filters = { ...applied, search };
      setApplied(filters);
      setShownPages(1);
      writeAddress(filters, typedEntry.current);
      typedEntry.current = true;
    },
    [applied, writeAddress],
  );

  return {
    applied,
    draft,
    setDraft,
    searchText,
    setSearchText,
    addressRead,
    shownPages,
    showNextPage,
    apply,
    applyTypedSearch,
  };
}
