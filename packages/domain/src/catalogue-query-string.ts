// The product-list query written in its text forms (catalogue-query.ts reads them): kept apart from
// the parser, whose zod schemas a page that only writes links (the product list's island, the home
// page's showcases) need not load.
import type { CatalogueQuery } from './types.js';

/**
 * The query's text form, with only the values that differ from the defaults.
 * `url`: the site's address bar (no paging: the list scrolls). `api`: the product-list endpoint.
 */
export function serializeCatalogueQuery(query: CatalogueQuery, target: 'url' | 'api'): URLSearchParams {
  const params = new URLSearchParams();
  if (target === 'api') {
    params.set('page', String(query.page));
    params.set('limit', String(query.limit));
  }
  if (query.search) params.set(target === 'api' ? 'searchParams' : 'search', query.search);
  if (query.metal) params.set('metal', query.metal);
  if (query.gender) params.set('gender', query.gender);
  if (query.categories.length > 0) params.set('categories', query.categories.join(','));
  if (query.sort) params.set('sort', query.sort);
  return params;
}
