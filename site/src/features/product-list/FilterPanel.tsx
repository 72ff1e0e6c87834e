import { GENDERS, SORT_OPTIONS } from '@suvarna/domain';
import Search from 'lucide-react/icons/search';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { type ReactNode, type SubmitEvent, useLayoutEffect, useRef } from 'react';
import { metalLabel, type ProductListMessages, sortLabel } from '../../i18n/product-list-messages';
import type { Filters } from './url-filters';
import { NO_FILTERS } from './useAddressFilters';

interface FilterPanelProps {
  t: ProductListMessages;
  metals: readonly string[];
  categories: readonly string[];
  /** A category as named in the page's language. */
  categoryLabel: (category: string) => string;
  /** The filters the list shows. */
  applied: Filters;
  /** The filters picked here, shown once applied. */
  draft: Filters;
  onDraftChange: (draft: Filters) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** The visitor is at the search box: the texts a search needs can be fetched meanwhile. */
  onSearchFocus: () => void;
  /** Whether the filters show on a phone, where a button opens and closes them. */
  open: boolean;
  onOpenToggle: () => void;
  apply: (filters: Filters) => void;
}

const toggle = (list: readonly string[], item: string) =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

/**
 * The product list's search box and filters: metal, gender, categories and sort, picked here and
 * shown once applied. On a phone the filters fold away behind a button.
 */
export default function FilterPanel({
  t,
  metals,
  categories,
  categoryLabel,
  applied,
  draft,
  onDraftChange,
  searchText,
  onSearchTextChange,
  onSearchFocus,
  open,
  onOpenToggle,
  apply,
}: FilterPanelProps) {
  const searchBox = useRef<HTMLInputElement>(null);
  // Words typed while the island was waking are in the box, not yet in React's state: the box is
  // what the visitor sees, so it is what a search sends, and the state takes it on at once.
  useLayoutEffect(() => {
    const typed = searchBox.current?.value;
    if (typed) onSearchTextChange(typed);
  }, [onSearchTextChange]);
  const submitSearch = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ ...applied, search: (searchBox.current?.value ?? searchText).trim() });
  };

  const clearSearch = () => {
    onSearchTextChange('');
    if (applied.search) apply({ ...applied, search: '' });
    searchBox.current?.focus();
  };

  return (
    <>
      <search>
        <form onSubmit={submitSearch} className="flex">
          <label htmlFor="product-search" className="sr-only">
            {t.search.label}
          </label>
          <div className="relative flex min-w-0 flex-1">
            {/* The browser's own clear button (blue in Chrome) is hidden for one in the shop's colours;
              the placeholder is a size smaller so that it fits the filter column at every width. */}
            <input
              ref={searchBox}
              id="product-search"
              type="search"
              value={searchText}
              onChange={(event) => onSearchTextChange(event.target.value)}
              onFocus={onSearchFocus}
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
          </div>
          <button
            type="submit"
            className="flex w-12 shrink-0 items-center justify-center bg-maroon text-ivory hover:bg-[#561822] focus-visible:outline-2 focus-visible:outline-gold-deep focus-visible:outline-offset-2"
          >
            <Search aria-hidden="true" size={18} />
            <span className="sr-only">{t.search.submit}</span>
          </button>
        </form>
      </search>

      <button
        type="button"
        aria-expanded={open}
        aria-controls="product-filters"
        onClick={onOpenToggle}
        className="btn btn-outline mt-4 w-full lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" size={16} strokeWidth={1.5} />
        {t.filters}
      </button>

      <section
        id="product-filters"
        aria-label={t.filters}
        className={`${open ? 'block' : 'hidden'} mt-6 space-y-7 border border-line bg-ivory p-5 lg:block`}
      >
        <FilterGroup title={t.metalType}>
          {metals.map((metal) => (
            <ToggleButton
              key={metal}
              pressed={draft.metal === metal}
              onClick={() => onDraftChange({ ...draft, metal: draft.metal === metal ? '' : metal })}
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
              onClick={() => onDraftChange({ ...draft, gender: draft.gender === gender ? '' : gender })}
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
              onClick={() => onDraftChange({ ...draft, categories: toggle(draft.categories, category) })}
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
            onChange={(event) => onDraftChange({ ...draft, sort: event.target.value as Filters['sort'] })}
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
    </>
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
