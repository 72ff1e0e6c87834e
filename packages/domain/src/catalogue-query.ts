// The product-list query in its text forms: the site's URL (search, metal, gender, categories, sort)
// and the API's query string (page, limit, searchParams, metal, categories, gender, sort).
// Parsing never throws: malformed known parameters are dropped and reported, so the API can answer
// 400 with the messages while the site simply ignores them. Unknown parameters are ignored.
import { EMPTY_QUERY } from './catalogue.js';
import { GENDERS, MAX_PAGE_SIZE, PRODUCT_TYPES, SORT_VALUES } from './constants.js';
import type { CatalogueQuery, Gender, SortValue } from './types.js';

export interface QueryIssue {
  field: string;
  message: string;
}

export interface ParsedCatalogueQuery {
  query: CatalogueQuery;
  issues: QueryIssue[];
}

/** A query string as URLSearchParams, or as the object a server framework parsed it into. */
export type QueryInput = URLSearchParams | Readonly<Record<string, unknown>>;

export const MAX_SEARCH_LENGTH = 100;
export const MAX_CATEGORY_FILTERS = 50;
export const MAX_CATEGORY_FILTER_LENGTH = 100;
const MAX_PAGE = 1_000_000;

/** All values given for a key (`key` and `key[]` alike), or null when one is not a string. */
function valuesOf(input: QueryInput, key: string): string[] | null {
  if (input instanceof URLSearchParams) return [...input.getAll(key), ...input.getAll(`${key}[]`)];
  const values = [input[key], input[`${key}[]`]].flatMap((value) => (value === undefined ? [] : [value]).flat());
  return values.every((value) => typeof value === 'string') ? (values as string[]) : null;
}

export function parseCatalogueQuery(input: QueryInput): ParsedCatalogueQuery {
  const query: CatalogueQuery = { ...EMPTY_QUERY, categories: [] };
  const issues: QueryIssue[] = [];
  const reject = (field: string, message: string) => issues.push({ field, message });

  /** The one text value of a single-valued parameter; undefined when absent or malformed. */
  const single = (key: string): string | undefined => {
    const values = valuesOf(input, key);
    if (values === null) reject(key, `${key} must be text`);
    else if (values.length > 1) reject(key, `${key} must be given once`);
    else return values[0];
    return undefined;
  };

  const wholeNumber = (key: string, max: number, message: string): number | undefined => {
    const text = single(key);
    if (text === undefined) return undefined;
    const value = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    if (value >= 1 && value <= max) return value;
    reject(key, message);
    return undefined;
  };

  query.page = wholeNumber('page', MAX_PAGE, 'page must be a whole number of at least 1') ?? query.page;
  query.limit =
    wholeNumber('limit', MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`) ?? query.limit;

  // The API calls it searchParams, the site's URL search; a malformed searchParams is reported.
  const searchKey = valuesOf(input, 'searchParams')?.length === 0 ? 'search' : 'searchParams';
  const search = single(searchKey)?.trim();
  if (search !== undefined) {
    if (search.length <= MAX_SEARCH_LENGTH) query.search = search;
    else reject(searchKey, `${searchKey} must be at most ${MAX_SEARCH_LENGTH} characters`);
  }

  const metal = single('metal')?.trim();
  if (metal) {
    const known = PRODUCT_TYPES.find((type) => type.toLowerCase() === metal.toLowerCase());
    if (known) query.metal = known;
    else reject('metal', `metal must be one of ${PRODUCT_TYPES.join(', ')}`);
  }

  const gender = single('gender')?.trim().toLowerCase();
  if (gender) {
    if ((GENDERS as readonly string[]).includes(gender)) query.gender = gender as Gender;
    else reject('gender', `gender must be ${GENDERS.join(' or ')}`);
  }

  const sort = single('sort')?.trim().toLowerCase();
  if (sort) {
    if ((SORT_VALUES as readonly string[]).includes(sort)) query.sort = sort as SortValue;
    else reject('sort', `sort must be one of ${SORT_VALUES.join(', ')}`);
  }

  const categoryValues = valuesOf(input, 'categories');
  const categories = (categoryValues ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (
    categoryValues === null ||
    categories.length > MAX_CATEGORY_FILTERS ||
    categories.some((category) => category.length > MAX_CATEGORY_FILTER_LENGTH)
  ) {
    reject(
      'categories',
      `categories must be at most ${MAX_CATEGORY_FILTERS} comma-separated names or ids of at most ${MAX_CATEGORY_FILTER_LENGTH} characters`,
    );
  } else {
    query.categories = [...new Set(categories)];
  }

  return { query, issues };
}

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
