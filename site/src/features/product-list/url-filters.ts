// The product list's filters as its address gives them, with the shop's one query parser (zod).
// ProductBrowser loads this only for an address that has a query: a visit to the plain list, and
// every filter a visitor clicks, need no parser, so its bytes are not in the list's first load.
import { parseCatalogueQuery } from '@suvarna/domain';
import type { Filters } from './ProductBrowser';

export function filtersFromSearch(search: string): Filters {
  const { page: _page, limit: _limit, ...filters } = parseCatalogueQuery(new URLSearchParams(search)).query;
  return filters;
}
