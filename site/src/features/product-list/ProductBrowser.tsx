import { type CatalogueQuery, EMPTY_QUERY, GENDERS, PAGE_SIZE, queryCatalogue, SORT_OPTIONS } from '@suvarna/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { type ReactNode, type SubmitEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { INFINITE_SCROLL_THRESHOLD } from '../../config/ui';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { BuiltDataProvider } from '../../lib/built-data';
import { productListHref } from '../../lib/links';
import type { ProductCardData } from '../product/card';
import ProductCard, { EAGER_CARDS } from '../product/ProductCard';
import {
  type CardsPart,
  cardOf,
  cardsPartOf,
  type FacetsPart,
  fetchPart,
  listItems,
  type PricesPart,
  partName,
  type TextsPart,
} from './catalogue-parts';
import { metalLabel, productListMessages, sortLabel } from './messages';

interface ProductBrowserProps {
  /** The first page of the unfiltered list, rendered into the page's HTML. */
  firstPage: readonly ProductCardData[];
  total: number;
  categories: readonly string[];
  /** How each category (by its English name, which the address keeps) is named in the page's language. */
  categoryLabels?: Readonly<Record<string, string>>;
  metals: readonly string[];
  /** The folder of the catalogue's parts, built with the site (catalogue-parts.ts). */
  catalogueFolder: string;
  /**
   * The page's language: its texts, and the address its filters are written to (/gu/product-list);
   * the filters' values stay English there (?metal=Gold), so a shared link works in every language.
   */
  locale?: Locale;
}

export type Filters = Omit<CatalogueQuery, 'page' | 'limit'>;

const NO_FILTERS: Filters = { search: '', metal: '', gender: '', categories: [], sort: '' };

/** The query in the address bar, if it has one. */
const addressQuery = () => (window.location.search === '?' ? '' : window.location.search);

const isUnfiltered = (filters: Filters) =>
  !filters.search && !filters.metal && !filters.gender && filters.categories.length === 0 && !filters.sort;

const toggle = (list: readonly string[], item: string) =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

const sortsByPrice = (filters: Filters) => filters.sort === 'price_asc' || filters.sort === 'price_desc';
const sortsByName = (filters: Filters) => filters.sort === 'name_asc' || filters.sort === 'name_desc';
const searches = (filters: Filters) => filters.search !== '';

/** A part of the catalogue: react-query fetches each once and holds it for the life of the page. */
const partQuery = <T extends { version: string }>(folder: string, name: string, enabled = true) => ({
  queryKey: ['catalogue', folder, name],
  queryFn: () => fetchPart<T>(name, folder),
  enabled,
});

/**
 * The product list: search, filters and sort kept in the address bar, applied to the catalogue the
 * site was built with, with the same rules as the shop's API, and shown 12 at a time as the visitor
 * scrolls. The catalogue comes in parts (catalogue-parts.ts), each fetched when first needed: the
 * facets at once, the prices for a price sort, the texts for a search or a name sort, and the cards
 * of the products on screen. react-query fetches and holds them.
 */
export default function ProductBrowser(props: ProductBrowserProps) {
  return (
    <BuiltDataProvider>
      <ProductList {...props} />
    </BuiltDataProvider>
  );
}

function ProductList({
  firstPage,
  total,
  categories,
  categoryLabels = {},
  metals,
  catalogueFolder,
  locale = DEFAULT_LOCALE,
}: ProductBrowserProps) {
  const t = productListMessages(locale);
  const categoryLabel = (category: string) => categoryLabels[category] ?? category;
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [searchText, setSearchText] = useState('');
  const [searchFocused, setSearchFocused] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  const facetsQuery = useQuery(partQuery<FacetsPart>(catalogueFolder, partName.facets));
  // Fetched as soon as the visitor heads for a sort or a search that needs them.
  const pricesQuery = useQuery(
    partQuery<PricesPart>(catalogueFolder, partName.prices, sortsByPrice(applied) || sortsByPrice(draft)),
  );
  const textsQuery = useQuery(
    partQuery<TextsPart>(
      catalogueFolder,
      partName.texts,
      searches(applied) || sortsByName(applied) || sortsByName(draft) || searchFocused || searchText !== '',
    ),
  );
  const facets = facetsQuery.data;
  const prices = pricesQuery.data;
  const texts = textsQuery.data;
  // Pages of 12 shown so far; a new set of filters starts again from the first.
  const [shownPages, setShownPages] = useState(1);

  const show = useCallback((filters: Filters) => {
    setApplied(filters);
    setDraft(filters);
    setSearchText(filters.search);
    setShownPages(1);
  }, []);

  // False while the address's filters are being read (its parser may still be on its way): the
  // list then says it is loading rather than show the unfiltered list for a filtered address.
  const [addressRead, setAddressRead] = useState(true);

  useEffect(() => {
    let mounted = true;
    // Only the last address read is shown (Back pressed while the parser was on its way).
    let reading = 0;
    const followHistory = () => {
      const query = addressQuery();
      const read = ++reading;
      if (!query) {
        show(NO_FILTERS);
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

  /** Shows a new set of filters and records it in the address bar (so Back returns to the last one). */
  const apply = (filters: Filters) => {
    show(filters);
    setPanelOpen(false);
    const href = productListHref({ ...EMPTY_QUERY, ...filters }, locale);
    if (href !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', href);
  };

  // Parts of two builds (the site was republished while the page was open) are never put together.
  const versions = new Set([facets, prices, texts].flatMap((part) => (part ? [part.version] : [])));
  const changed = versions.size > 1;

  const items = useMemo(
    () => (facets && !changed ? listItems(facets, { prices, texts }) : null),
    [facets, prices, texts, changed],
  );

  // Every match, in order, once per set of filters; scrolling only shows more of it. Computed in
  // the same render as the click, so a filter shows its result in the next frame.
  const matches = useMemo(() => {
    if (!items) return null;
    if ((sortsByPrice(applied) && !prices) || ((searches(applied) || sortsByName(applied)) && !texts)) return null;
    return queryCatalogue(items, { ...applied, page: 1, limit: items.length });
  }, [items, prices, texts, applied]);

  const shown = useMemo(() => matches?.products.slice(0, shownPages * PAGE_SIZE) ?? [], [matches, shownPages]);
  const neededParts = facets ? [...new Set(shown.map((item) => cardsPartOf(facets, item.position)))] : [];
  const cardParts = useQueries({
    queries: neededParts.map((index) => partQuery<CardsPart>(catalogueFolder, partName.cards(index))),
  });
  const partChanged = cardParts.some((part) => part.data && part.data.version !== facets?.version);
  const failed = [facetsQuery, pricesQuery, textsQuery, ...cardParts].some((query) => query.isError);

  // The shown products' cards, up to the first whose part is still on its way.
  const cards: ProductCardData[] = [];
  if (facets && !partChanged) {
    for (const item of shown) {
      const part = cardParts[neededParts.indexOf(cardsPartOf(facets, item.position))]?.data;
      if (!part) break;
      cards.push(cardOf(facets, item, part));
    }
  }
  const waitingForCards = cards.length < shown.length;

  let page: { products: readonly ProductCardData[]; total: number } | null = null;
  if (!addressRead) page = null;
  else if (matches && (cards.length > 0 || matches.total === 0)) page = { products: cards, total: matches.total };
  // Until the catalogue arrives, the built first page stands for the unfiltered list.
  else if (isUnfiltered(applied)) page = { products: firstPage.slice(0, PAGE_SIZE), total };

  const hasMore = page !== null && page.products.length < page.total;

  const loadedCount = page?.products.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh observer after every page (`loadedCount`), since one whose target stays in view would not fire again
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || !matches || waitingForCards) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShownPages((pages) => pages + 1);
      },
      { threshold: INFINITE_SCROLL_THRESHOLD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, matches, waitingForCards, loadedCount]);

  const submitSearch = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ ...applied, search: searchText.trim() });
  };

  const searchBox = useRef<HTMLInputElement>(null);
  const clearSearch = () => {
    setSearchText('');
    if (applied.search) apply({ ...applied, search: '' });
    searchBox.current?.focus();
  };

  const chips: Array<{ label: string; without: Filters }> = [
    ...(applied.search ? [{ label: t.searchChip(applied.search), without: { ...applied, search: '' } }] : []),
    ...(applied.metal ? [{ label: metalLabel(t, applied.metal), without: { ...applied, metal: '' } }] : []),
    ...(applied.gender ? [{ label: t.genders[applied.gender], without: { ...applied, gender: '' as const } }] : []),
    ...applied.categories.map((category) => ({
      label: categoryLabel(category),
      without: { ...applied, categories: applied.categories.filter((entry) => entry !== category) },
    })),
  ];

  return (
    <div className="grid gap-8 lg:grid-cols-12 lg:gap-10">
      <div className="lg:col-span-3">
        <search>
          <form onSubmit={submitSearch} className="relative flex">
            <label htmlFor="product-search" className="sr-only">
              {t.search.label}
            </label>
            {/* The browser's own clear button (blue in Chrome) is hidden for one in the shop's colours;
                the placeholder is a size smaller so that it fits the filter column at every width. */}
            <input
              ref={searchBox}
              id="product-search"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              onFocus={() => setSearchFocused(true)}
              placeholder={t.search.placeholder}
              className="min-w-0 flex-1 border border-line bg-ivory py-3 pr-10 pl-3.5 text-charcoal placeholder:text-sm placeholder:text-stone/80 focus:border-gold-deep focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
            />
            {searchText && (
              <button
                type="button"
                onClick={clearSearch}
                aria-label={t.search.clear}
                className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-stone hover:text-maroon focus-visible:text-maroon"
              >
                <X aria-hidden="true" size={16} />
              </button>
            )}
          </form>
        </search>

        <button
          type="button"
          aria-expanded={panelOpen}
          aria-controls="product-filters"
          onClick={() => setPanelOpen((open) => !open)}
          className="btn btn-outline mt-4 w-full lg:hidden"
        >
          <SlidersHorizontal aria-hidden="true" size={16} strokeWidth={1.5} />
          {t.filters}
        </button>

        <section
          id="product-filters"
          aria-label={t.filters}
          className={`${panelOpen ? 'block' : 'hidden'} mt-6 space-y-7 border border-line bg-ivory p-5 lg:block`}
        >
          <FilterGroup title={t.metalType}>
            {metals.map((metal) => (
              <ToggleButton
                key={metal}
                pressed={draft.metal === metal}
                onClick={() => setDraft({ ...draft, metal: draft.metal === metal ? '' : metal })}
              >
                {metalLabel(t, metal)}
              </ToggleButton>
            ))}
          </FilterGroup>
          <FilterGroup title={t.gender}>
            {GENDERS.map((gender) => (
              <ToggleButton
                key={gender}
                pressed={draft.gender === gender}
                onClick={() => setDraft({ ...draft, gender: draft.gender === gender ? '' : gender })}
              >
                {t.genders[gender]}
              </ToggleButton>
            ))}
          </FilterGroup>
          <FilterGroup title={t.categories}>
            {categories.map((category) => (
              <ToggleButton
                key={category}
                pressed={draft.categories.includes(category)}
                onClick={() => setDraft({ ...draft, categories: toggle(draft.categories, category) })}
              >
                {categoryLabel(category)}
              </ToggleButton>
            ))}
          </FilterGroup>
          <div>
            <label htmlFor="product-sort" className="font-semibold text-[0.6875rem] text-stone tracking-[0.2em]">
              {t.sortBy}
            </label>
            <select
              id="product-sort"
              value={draft.sort}
              onChange={(event) => setDraft({ ...draft, sort: event.target.value as Filters['sort'] })}
              className="mt-3 block w-full border border-line bg-ivory px-3 py-2.5 text-charcoal focus:border-gold-deep"
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {sortLabel(t, option.value)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
            <button
              type="button"
              onClick={() => apply({ ...draft, search: applied.search })}
              className="btn btn-primary px-3"
            >
              {t.applyFilters}
            </button>
            <button type="button" onClick={() => apply(NO_FILTERS)} className="btn btn-outline px-3">
              {t.clearAll}
            </button>
          </div>
        </section>
      </div>

      <div className="lg:col-span-9">
        <h2 className="sr-only">{t.products}</h2>
        {chips.length > 0 && (
          <ul aria-label={t.activeFilters} className="mb-5 flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.label}>
                <button
                  type="button"
                  onClick={() => apply(chip.without)}
                  aria-label={t.removeFilter(chip.label)}
                  className="inline-flex items-center gap-1.5 bg-maroon py-1.5 pr-2.5 pl-3 text-ivory text-sm hover:bg-[#561822]"
                >
                  {chip.label}
                  <X aria-hidden="true" size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}

        <p role="status" className="mb-5 text-sm text-stone">
          {page ? t.showing(page.products.length, page.total) : t.loading}
        </p>

        {changed || partChanged ? (
          <p role="alert" className="border border-maroon/40 bg-ivory p-6 text-maroon">
            {t.catalogueChanged}
          </p>
        ) : failed && (!page || waitingForCards) ? (
          <p role="alert" className="border border-maroon/40 bg-ivory p-6 text-maroon">
            {t.catalogueFailed}
          </p>
        ) : null}

        {page && page.total === 0 ? (
          <div className="border border-line bg-ivory px-6 py-16 text-center">
            <h2 className="text-3xl">{t.noneFound}</h2>
            <p className="mt-3 text-stone">{t.noneFoundHint}</p>
            <button type="button" onClick={() => apply(NO_FILTERS)} className="btn btn-primary mt-8">
              {t.clearAllFilters}
            </button>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6">
            {page?.products.map((card, index) => (
              <li key={card.id}>
                <ProductCard card={card} eager={index < EAGER_CARDS} locale={locale} />
              </li>
            ))}
          </ul>
        )}

        {/* Also where the built list wakes its island (product-list.astro) as the visitor scrolls to it. */}
        <div ref={sentinel} data-list-end className="h-px" />
        {page && page.total > 0 && (
          <p className="mt-10 text-center text-sm text-stone">{hasMore ? t.loading : t.noMore}</p>
        )}
      </div>
    </div>
  );
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="font-semibold text-[0.6875rem] text-stone tracking-[0.2em]">{title}</legend>
      <div className="mt-3 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function ToggleButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className="border border-line px-3 py-1.5 text-charcoal text-sm transition-colors hover:border-gold-deep aria-pressed:border-gold-deep aria-pressed:bg-gold-deep aria-pressed:text-ivory"
    >
      {children}
    </button>
  );
}
