// The product list's filters as its address gives them, with the shop's one query parser (zod).
// useAddressFilters loads this only for an address that has a query: a visit to the plain list, and
// every filter a visitor clicks, need no parser, so its bytes are not in the list's first load
// (the `Filters` type costs none).
import { type CatalogueQuery, parseCatalogueQuery } from '@suvarna/domain';

/** The list's search, filters and sort: a catalogue query without its page. */
export type Filters = Omit<CatalogueQuery, 'page' | 'limit'>;

export function filtersFromSearch(search: string): Filters {
  const { page: _page, limit: _limit, ...filters } = parseCatalogueQuery(new URLSearchParams(search)).query;
  return filters;
}
