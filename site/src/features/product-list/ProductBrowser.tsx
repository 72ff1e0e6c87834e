import { PAGE_SIZE } from '@suvarna/domain';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import { INFINITE_SCROLL_THRESHOLD, LIVE_SEARCH_DELAY_MS } from '../../config/ui';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { metalLabel, productListMessages } from '../../i18n/product-list-messages';
import { BuiltDataProvider } from '../../lib/built-data';
import type { ProductCardData } from '../../lib/product-card-data';
import ProductCard, { EAGER_CARDS } from '../product/ProductCard';
import FilterPanel from './FilterPanel';
import type { Filters } from './url-filters';
import { isUnfiltered, NO_FILTERS, useAddressFilters } from './useAddressFilters';
import { useCatalogueParts } from './useCatalogueParts';

interface ProductBrowserProps {
  /** The first page of the unfiltered list, rendered into the page's HTML. */
  firstPage: readonly ProductCardData[];
  total: number;
  categories: readonly string[];
  /** How each category (by its English name, which the address keeps) is named in the page's language. */
  categoryLabels?: Readonly<Record<string, string>>;
  metals: readonly string[];
  /** The folder of the catalogue's parts, built with the site (lib/catalogue-parts.ts). */
  catalogueFolder: string;
  /**
   * The page's language: its texts, and the address its filters are written to (/gu/product-list);
   * the filters' values stay English there (?metal=Gold), so a shared link works in every language.
   */
  locale?: Locale;
}

/**
 * The product list: search, filters and sort kept in the address bar (useAddressFilters), applied
 * to the catalogue the site was built with, with the same rules as the shop's API, and shown 12 at
 * a time as the visitor scrolls. The catalogue comes in parts, each fetched when first needed
 * (useCatalogueParts).
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
  const address = useAddressFilters(locale);
  const { applied } = address;
  const [searchFocused, setSearchFocused] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const { matches, cards, waitingForCards, changed, failed } = useCatalogueParts(catalogueFolder, {
    applied,
    draft: address.draft,
    searching: searchFocused || address.searchText !== '',
    shownPages: address.shownPages,
  });

  const apply = (filters: Filters) => {
    address.apply(filters);
    setPanelOpen(false);
  };

  // The list follows the search box a short pause after the last keystroke, without Enter.
  const { searchText, applyTypedSearch } = address;
  useEffect(() => {
    const typed = searchText.trim();
    if (typed === applied.search) return;
    const timer = window.setTimeout(() => applyTypedSearch(typed), LIVE_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, applied.search, applyTypedSearch]);

  let page: { products: readonly ProductCardData[]; total: number } | null = null;
  if (!address.addressRead) page = null;
  else if (matches && (cards.length > 0 || matches.total === 0)) page = { products: cards, total: matches.total };
  // Until the catalogue arrives, the built first page stands for the unfiltered list.
  else if (isUnfiltered(applied)) page = { products: firstPage.slice(0, PAGE_SIZE), total };

  const hasMore = page !== null && page.products.length < page.total;

  const loadedCount = page?.products.length ?? 0;
  const { showNextPage } = address;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh observer after every page (`loadedCount`), since one whose target stays in view would not fire again
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || !matches || waitingForCards) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showNextPage();
      },
      { threshold: INFINITE_SCROLL_THRESHOLD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, matches, waitingForCards, loadedCount, showNextPage]);

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
        <FilterPanel
          t={t}
          metals={metals}
          categories={categories}
          categoryLabel={categoryLabel}
          applied={applied}
          draft={address.draft}
          onDraftChange={address.setDraft}
          searchText={address.searchText}
          onSearchTextChange={address.setSearchText}
          onSearchFocus={() => setSearchFocused(true)}
          open={panelOpen}
          onOpenToggle={() => setPanelOpen((open) => !open)}
          apply={apply}
        />
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

        {changed ? (
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
