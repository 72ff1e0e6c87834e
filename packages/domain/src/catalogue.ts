// The catalogue's query semantics: one pure function used by the CMS's product-list endpoint and by
// the static site's product list, so both always agree (DESIGN section 4).
import { NEW_ARRIVALS_COUNT, PAGE_SIZE, SIMILAR_PRODUCTS_COUNT } from './constants.js';
import type { CataloguePage, CatalogueQuery, Product } from './types.js';

/** What the query needs of a product: the full Product, or the compact card of catalogue.json. */
export type CatalogueItem = Pick<
  Product,
  'id' | 'name' | 'sku' | 'metal' | 'gender' | 'status' | 'category' | 'category_id' | 'totalPrice' | 'createdAt'
>;

export const EMPTY_QUERY: CatalogueQuery = {
  search: '',
  metal: '',
  gender: '',
  categories: [],
  sort: '',
  page: 1,
  limit: PAGE_SIZE,
};

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const fold = (text: string) => text.toLocaleLowerCase('en');

type Compare<T> = (a: T, b: T) => number;
const byId: Compare<CatalogueItem> = (a, b) => a.id - b.id;
// ISO times order as plain strings; localeCompare would be slower and order punctuation by locale.
const newestFirst: Compare<CatalogueItem> = (a, b) =>
  (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) || b.id - a.id;

const SORTS: Record<CatalogueQuery['sort'], Compare<CatalogueItem>> = {
  '': newestFirst,
  name_asc: (a, b) => collator.compare(a.name, b.name) || byId(a, b),
  name_desc: (a, b) => collator.compare(b.name, a.name) || byId(a, b),
  price_asc: (a, b) => a.totalPrice - b.totalPrice || byId(a, b),
  price_desc: (a, b) => b.totalPrice - a.totalPrice || byId(a, b),
};

/** The query as one test per item, with its texts folded once rather than for every item. */
function itemFilter(query: CatalogueQuery): (item: CatalogueItem) => boolean {
  const search = fold(query.search.trim());
  const categories = query.categories.map((wanted) => ({ id: wanted, name: fold(wanted) }));
  return (item) => {
    if (query.metal && item.metal !== query.metal) return false;
    if (query.gender && item.gender !== query.gender) return false;
    if (categories.length > 0) {
      const name = fold(item.category);
      const id = String(item.category_id);
      if (!categories.some((wanted) => wanted.id === id || wanted.name === name)) return false;
    }
    if (search) return [item.name, item.sku, item.category].some((field) => fold(field).includes(search));
    return true;
  };
}

/** Whether an item passes every filter of the query (search, metal, gender, categories). */
export function matchesQuery(item: CatalogueItem, query: CatalogueQuery): boolean {
  return itemFilter(query)(item);
}

/**
 * Filters, sorts and pages a catalogue. `total` counts every match, not just the page.
 * Inactive products are listed too (they show as Out Of Stock).
 */
export function queryCatalogue<T extends CatalogueItem>(items: readonly T[], query: CatalogueQuery): CataloguePage<T> {
  const matches = items.filter(itemFilter(query)).sort(SORTS[query.sort]);
  const start = (query.page - 1) * query.limit;
  return { products: matches.slice(start, start + query.limit), total: matches.length };
}

/** The newest active products, newest first. */
export function newArrivals<T extends CatalogueItem>(items: readonly T[], count = NEW_ARRIVALS_COUNT): T[] {
  return items
    .filter((item) => item.status === 'active')
    .sort(newestFirst)
    .slice(0, count);
}

/** Other products of the same category, active ones first, newest first; never the product itself. */
export function similarProducts<T extends CatalogueItem>(
  product: CatalogueItem,
  items: readonly T[],
  count = SIMILAR_PRODUCTS_COUNT,
): T[] {
  const inStockFirst = (a: T, b: T) => Number(b.status === 'active') - Number(a.status === 'active');
  return items
    .filter((item) => item.category_id === product.category_id && item.id !== product.id)
    .sort((a, b) => inStockFirst(a, b) || newestFirst(a, b))
    .slice(0, count);
}
