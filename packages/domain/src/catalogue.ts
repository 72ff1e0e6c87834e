// The catalogue's query semantics: one pure function used by the CMS's product-list endpoint and by
// the static site's product list, so both always agree (docs/domain.md).
import { NEW_ARRIVALS_COUNT, PAGE_SIZE, SIMILAR_PRODUCTS_COUNT } from './constants.js';
import { foldText as fold, MatchGrade, type SearchText, searchMatcher, searchWords } from './search.js';
import { SearchIndex } from './search-index.js';
import type { CataloguePage, CatalogueQuery, Product } from './types.js';

/** What the query needs of a product: the full Product, or the product list's compact item in the browser. */
export type CatalogueItem = Pick<
  Product,
  'id' | 'name' | 'sku' | 'metal' | 'gender' | 'status' | 'category' | 'category_id' | 'totalPrice' | 'createdAt'
> &
  Partial<Pick<Product, 'nameGu' | 'nameHi' | 'categoryGu' | 'categoryHi'>>;

/**
 * What a search looks in: the name, SKU, category, metal and purity, and the Gujarati and Hindi
 * names of the piece and its category, so a visitor finds a piece in their language and in English
 * ('22k chain', 'gold ring'). The purity where the item has one: the full Product and the product
 * list's items do.
 */
export const searchableTexts = (item: CatalogueItem & { readonly purity?: string }): string[] =>
  [
    item.name,
    item.sku,
    item.category,
    item.metal,
    item.purity,
    item.nameGu,
    item.nameHi,
    item.categoryGu,
    item.categoryHi,
  ].filter((text): text is string => Boolean(text));

/**
 * Joins a product's folded search texts, so that a search tests one string a product instead of
 * each text in turn. A line break is not a letter, digit or mark, so each text's first word still
 * starts a word, and a search (cut into words at spaces) never matches across two texts.
 */
export const SEARCH_TEXT_SEPARATOR = '\n';
export const searchKey = (texts: readonly string[]) => texts.map(fold).join(SEARCH_TEXT_SEPARATOR);

/**
 * Each item's search key, kept while its texts stay the same: the product list in the browser asks
 * again with every word typed, and folding 10,000 products' texts was most of a search's time.
 */
const searchTexts = new WeakMap<CatalogueItem, { texts: string; text: SearchText }>();
function searchTextOf(item: CatalogueItem): SearchText {
  const texts = searchableTexts(item);
  const joined = texts.join(SEARCH_TEXT_SEPARATOR);
  const known = searchTexts.get(item);
  if (known?.texts === joined) return known.text;
  const text = { key: searchKey(texts) };
  searchTexts.set(item, { texts: joined, text });
  return text;
}

export const EMPTY_QUERY: CatalogueQuery = {
  search: '',
  metal: '',
  gender: '',
  categories: [],
  sort: '',
  page: 1,
  limit: PAGE_SIZE,
};

// Made on the first name sort: a browser's first Collator costs tens of milliseconds, which the
// product list would otherwise pay while it hydrates, sorted by name or not.
let collator: Intl.Collator | undefined;
function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

type Compare<T> = (a: T, b: T) => number;
const byId: Compare<CatalogueItem> = (a, b) => a.id - b.id;
// ISO times order as plain strings; localeCompare would be slower and order punctuation by locale.
const newestFirst: Compare<CatalogueItem> = (a, b) =>
  (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) || b.id - a.id;

const SORTS: Record<CatalogueQuery['sort'], Compare<CatalogueItem>> = {
  '': newestFirst,
  name_asc: (a, b) => compareNames(a.name, b.name) || byId(a, b),
  name_desc: (a, b) => compareNames(b.name, a.name) || byId(a, b),
  price_asc: (a, b) => a.totalPrice - b.totalPrice || byId(a, b),
  price_desc: (a, b) => b.totalPrice - a.totalPrice || byId(a, b),
};

type Test = (item: CatalogueItem) => boolean;

/**
 * The query's filters but its search as one test per item, made of only the filters it sets, with
 * its texts folded once rather than for every item; null when it sets none (every item matches).
 */
function itemFilter(query: CatalogueQuery): Test | null {
  const tests: Test[] = [];
  const { metal, gender } = query;
  if (metal) tests.push((item) => item.metal === metal);
  if (gender) tests.push((item) => item.gender === gender);
  if (query.categories.length > 0) {
    const ids = new Set(query.categories);
    const names = new Set(query.categories.map(fold));
    // A catalogue has a few dozen categories: each is weighed once, not once per product.
    const chosen = new Map<string, boolean>();
    const isChosen = (category: string) => {
      let known = chosen.get(category);
      if (known === undefined) {
        known = names.has(fold(category));
        chosen.set(category, known);
      }
      return known;
    };
    tests.push((item) => ids.has(String(item.category_id)) || isChosen(item.category));
  }
  if (tests.length === 0) return null;
  if (tests.length === 1) return tests[0] as Test;
  return (item) => tests.every((test) => test(item));
}

/** Whether an item passes every filter of the query (search, metal, gender, categories). */
export function matchesQuery(item: CatalogueItem, query: CatalogueQuery): boolean {
  if (!(itemFilter(query)?.(item) ?? true)) return false;
  const grade = searchMatcher(query.search);
  return !grade || grade(searchTextOf(item)) !== MatchGrade.none;
}

/**
 * Whether a query lists its exact matches before its typo matches, each group in the sort's order:
 * with a search and the Recommended order, the best matches come first; a sort the visitor chose
 * (name, price) orders every match alike.
 */
export const ranksByMatch = (query: Pick<CatalogueQuery, 'search' | 'sort'>) =>
  query.sort === '' && query.search.trim() !== '';

const page = <T>(matches: T[], query: CatalogueQuery): CataloguePage<T> => {
  const start = (query.page - 1) * query.limit;
  return { products: matches.slice(start, start + query.limit), total: matches.length };
};

/**
 * Each catalogue's search index (search-index.ts), made on its first search: the product list in
 * the browser searches the same catalogue with every word typed. A catalogue is read once, so one
 * whose products change is a new array (as the product list's is).
 */
const searchIndexes = new WeakMap<readonly CatalogueItem[], SearchIndex>();
function searchIndexOf(items: readonly CatalogueItem[]): SearchIndex {
  let index = searchIndexes.get(items);
  if (!index) {
    index = new SearchIndex(items.map(searchTextOf));
    searchIndexes.set(items, index);
  }
  return index;
}

/** Makes a catalogue's search index ahead of its first search (when the browser is idle). */
export const prepareSearch = (items: readonly CatalogueItem[]) => searchIndexOf(items).prepare();

/**
 * Filters, sorts and pages a catalogue. `total` counts every match, not just the page.
 * Inactive products are listed too (they show as Out Of Stock).
 */
export function queryCatalogue<T extends CatalogueItem>(items: readonly T[], query: CatalogueQuery): CataloguePage<T> {
  const filter = itemFilter(query);
  const grades = searchWords(query.search).length > 0 ? searchIndexOf(items).grades(query.search) : null;
  if (!grades) return page((filter ? items.filter(filter) : [...items]).sort(SORTS[query.sort]), query);
  const exact: T[] = [];
  const typo: T[] = [];
  items.forEach((item, position) => {
    const found = grades[position];
    if (found === MatchGrade.none || (filter && !filter(item))) return;
    if (found === MatchGrade.exact) exact.push(item);
    else typo.push(item);
  });
  const order = SORTS[query.sort];
  if (ranksByMatch(query)) return page([...exact.sort(order), ...typo.sort(order)], query);
  return page([...exact, ...typo].sort(order), query);
}

/** A copy of the catalogue in a sort's order (every sort is total: ties go by id). */
export function sortCatalogue<T extends CatalogueItem>(items: readonly T[], sort: CatalogueQuery['sort']): T[] {
  return [...items].sort(SORTS[sort]);
}

/** The newest active products, newest first. */
export function newArrivals<T extends CatalogueItem>(items: readonly T[], count = NEW_ARRIVALS_COUNT): T[] {
  return items
    .filter((item) => item.status === 'active')
    .sort(newestFirst)
    .slice(0, count);
}

/**
 * Other products of the same category and purity, active ones first, then the nearest in price
 * (newest first between equals); never the product itself. The same purity keeps a product page's
 * prices on one rate, and nearness in price spreads the pages that show a product: an edit of one
 * product re-renders a few pages, not every page of its category (incremental builds,
 * docs/performance.md), as showing the newest pieces everywhere would.
 */
export function similarProducts<T extends CatalogueItem & Pick<Product, 'purity'>>(
  product: Pick<Product, 'id' | 'category_id' | 'purity' | 'totalPrice'>,
  items: readonly T[],
  count = SIMILAR_PRODUCTS_COUNT,
): T[] {
  const inStockFirst = (a: T, b: T) => Number(b.status === 'active') - Number(a.status === 'active');
  const distance = (item: T) => Math.abs(item.totalPrice - product.totalPrice);
  const before = (a: T, b: T) => (inStockFirst(a, b) || distance(a) - distance(b) || newestFirst(a, b)) < 0;
  // The first `count` in that order, kept in one pass: every product page of a build asks, and a
  // sort of the whole group each time cost about 0.4 s a build at 5,000 products.
  const chosen: T[] = [];
  for (const item of items) {
    if (item.category_id !== product.category_id || item.purity !== product.purity || item.id === product.id) continue;
    const at = chosen.findIndex((other) => before(item, other));
    if (at >= 0) chosen.splice(at, 0, item);
    else chosen.push(item);
    if (chosen.length > count) chosen.pop();
  }
  return chosen;
}
