// The product list's catalogue, from the parts built with the site (lib/catalogue-parts.ts), each
// fetched when first needed: the facets at once, the prices for a price sort, the texts for a search
// or a name sort, and the cards of the products on screen. react-query fetches each once and holds
// it for the life of the page.
import { PAGE_SIZE, prepareSearch, queryCatalogue } from '@suvarna/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
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
} from '../../lib/catalogue-parts';
import type { ProductCardData } from '../../lib/product-card-data';
import type { Filters } from './url-filters';

const sortsByPrice = (filters: Filters) => filters.sort === 'price_asc' || filters.sort === 'price_desc';
const sortsByName = (filters: Filters) => filters.sort === 'name_asc' || filters.sort === 'name_desc';
const searches = (filters: Filters) => filters.search !== '';

/** A part of the catalogue: react-query fetches each once and holds it for the life of the page. */
const partQuery = <T extends { version: string }>(folder: string, name: string, enabled = true) => ({
  queryKey: ['catalogue', folder, name],
  queryFn: () => fetchPart<T>(name, folder),
  enabled,
});

interface ListNeeds {
  /** The filters the list shows. */
  applied: Filters;
  /** The filters picked in the panel, not yet applied: a sort there fetches its column ahead. */
  draft: Filters;
  /** Whether the visitor is at the search box: the texts are fetched ahead of the search. */
  searching: boolean;
  /** Pages of PAGE_SIZE shown so far. */
  shownPages: number;
}

export interface CatalogueList {
  /** Every match of the applied filters, in order; null until the parts they need are here. */
  matches: ReturnType<typeof queryCatalogue> | null;
  /** The shown matches' cards, up to the first whose part is still on its way. */
  cards: ProductCardData[];
  waitingForCards: boolean;
  /** Parts of two builds arrived (the site was republished while the page was open). */
  changed: boolean;
  /** A part could not be fetched. */
  failed: boolean;
}

export function useCatalogueParts(folder: string, { applied, draft, searching, shownPages }: ListNeeds): CatalogueList {
  const facetsQuery = useQuery(partQuery<FacetsPart>(folder, partName.facets));
  // Fetched as soon as the visitor heads for a sort or a search that needs them.
  const pricesQuery = useQuery(
    partQuery<PricesPart>(folder, partName.prices, sortsByPrice(applied) || sortsByPrice(draft)),
  );
  const textsQuery = useQuery(
    partQuery<TextsPart>(
      folder,
      partName.texts,
      searches(applied) || sortsByName(applied) || sortsByName(draft) || searching,
    ),
  );
  const facets = facetsQuery.data;
  const prices = pricesQuery.data;
  const texts = textsQuery.data;

  // Parts of two builds (the site was republished while the page was open) are never put together.
  const versions = new Set([facets, prices, texts].flatMap((part) => (part ? [part.version] : [])));
  const changed = versions.size > 1;

  const items = useMemo(
    () => (facets && !changed ? listItems(facets, { prices, texts }) : null),
    [facets, prices, texts, changed],
  );

  // The search's index of words, made while the browser is idle once the texts are here, so the
  // first search answers as fast as the next (at 10,000 products it takes some tens of milliseconds).
  useEffect(() => {
    if (!items || !texts) return;
    const idle = window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => prepareSearch(items));
    return () => cancel(handle);
  }, [items, texts]);

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
    queries: neededParts.map((index) => partQuery<CardsPart>(folder, partName.cards(index))),
  });
  const partChanged = cardParts.some((part) => part.data && part.data.version !== facets?.version);
  const failed = [facetsQuery, pricesQuery, textsQuery, ...cardParts].some((query) => query.isError);

  const cards: ProductCardData[] = [];
  if (facets && !partChanged) {
    for (const item of shown) {
      const part = cardParts[neededParts.indexOf(cardsPartOf(facets, item.position))]?.data;
      if (!part) break;
      cards.push(cardOf(facets, item, part));
    }
  }

  return { matches, cards, waitingForCards: cards.length < shown.length, changed: changed || partChanged, failed };
}
