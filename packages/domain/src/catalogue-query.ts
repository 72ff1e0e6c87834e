// The product-list query read from its text forms: the site's URL (search, metal, gender, categories,
// sort) and the API's query string (page, limit, searchParams, metal, categories, gender, sort); it
// is written by catalogue-query-string.ts, apart, so that a page writing links loads no parser.
// Parsing never throws: malformed known parameters are dropped and reported, so the API can answer
// 400 with the messages while the site simply ignores them. Unknown parameters are ignored.
import { z } from 'zod/mini';
import { EMPTY_QUERY } from './catalogue.js';
import { GENDERS, MAX_PAGE_SIZE, PRODUCT_TYPES, SORT_VALUES } from './constants.js';
import type { CatalogueQuery } from './types.js';

// zod/mini rather than zod: the public product list runs this in the browser, and zod/mini's
// functions leave out of the bundle what these schemas do not use (about 6 KB gzipped, against 24).
// No generated code, as in validation/fields.ts: the site's Content-Security-Policy forbids eval.
z.config({ jitless: true });

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

const CATEGORIES_MESSAGE = `categories must be at most ${MAX_CATEGORY_FILTERS} comma-separated names or ids of at most ${MAX_CATEGORY_FILTER_LENGTH} characters`;

/** What `schema` gives, passed through `change`. */
const map = <S extends z.ZodMiniType, T>(schema: S, change: (value: z.output<S>) => T) =>
  z.pipe(schema, z.transform(change));

/** Every value given for a parameter, each of them text. */
const texts = (notText: string) => z.array(z.string({ error: notText }));

/** A parameter given at most once: its text, or undefined when it is absent. */
const once = (key: string) =>
  map(
    // Counted once all are known to be text, so that a value that is not is reported as such.
    z.pipe(
      texts(`${key} must be text`),
      z.array(z.string()).check(z.maxLength(1, { error: `${key} must be given once` })),
    ),
    (values) => values[0],
  );

/** A whole number from 1 to max, written with digits only (no sign, point, exponent or spaces). */
const wholeNumber = (key: string, max: number, message: string) =>
  z.pipe(
    once(key),
    z.optional(
      z.pipe(
        map(z.string().check(z.regex(/^\d{1,9}$/, { error: message })), Number),
        z.number().check(z.gte(1, { error: message }), z.lte(max, { error: message })),
      ),
    ),
  );

/** The search text, trimmed. */
const searchText = (key: string) =>
  z.pipe(
    once(key),
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(MAX_SEARCH_LENGTH, { error: `${key} must be at most ${MAX_SEARCH_LENGTH} characters` }),
        ),
    ),
  );

/** One of a fixed list, in any case, as the list spells it; blank is the same as absent. */
const oneOf = <const T extends readonly [string, ...string[]]>(key: string, values: T, message: string) =>
  z.pipe(
    map(once(key), (text) => text?.trim() || undefined),
    z.optional(
      z.pipe(
        map(z.string(), (text) => values.find((value) => value.toLowerCase() === text.toLowerCase()) ?? text),
        z.enum(values, { error: message }),
      ),
    ),
  );

/** Names or ids, comma-separated and/or repeated; blanks and repeats left out. */
const categoryList = map(
  z.pipe(
    map(texts(CATEGORIES_MESSAGE), (values) =>
      values
        .flatMap((value) => value.split(','))
        .map((name) => name.trim())
        .filter(Boolean),
    ),
    z
      .array(z.string().check(z.maxLength(MAX_CATEGORY_FILTER_LENGTH, { error: CATEGORIES_MESSAGE })))
      .check(z.maxLength(MAX_CATEGORY_FILTERS, { error: CATEGORIES_MESSAGE })),
  ),
  (names) => [...new Set(names)],
);

/** Each known parameter with all the values given for it, in the order its issues are reported. */
const parameters = z.object({
  page: wholeNumber('page', MAX_PAGE, 'page must be a whole number of at least 1'),
  limit: wholeNumber('limit', MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`),
  searchParams: searchText('searchParams'),
  search: searchText('search'),
  metal: oneOf('metal', PRODUCT_TYPES, `metal must be one of ${PRODUCT_TYPES.join(', ')}`),
  gender: oneOf('gender', GENDERS, `gender must be ${GENDERS.join(' or ')}`),
  sort: oneOf('sort', SORT_VALUES, `sort must be one of ${SORT_VALUES.join(', ')}`),
  categories: categoryList,
});
type Parameter = keyof typeof parameters.shape;
const PARAMETERS = Object.keys(parameters.shape) as Parameter[];

/** The query the parameters give: the defaults for those left out. */
const catalogueQuerySchema = map(
  parameters,
  ({ page, limit, searchParams, search, metal, gender, sort, categories }): CatalogueQuery => ({
    // The API calls it searchParams, the site's URL search.
    search: searchParams ?? search ?? EMPTY_QUERY.search,
    metal: metal ?? EMPTY_QUERY.metal,
    gender: gender ?? EMPTY_QUERY.gender,
    categories,
    sort: sort ?? EMPTY_QUERY.sort,
    page: page ?? EMPTY_QUERY.page,
    limit: limit ?? EMPTY_QUERY.limit,
  }),
);

/** All values given for a key, `key` and `key[]` alike, text or not. */
function valuesOf(input: QueryInput, key: string): unknown[] {
  if (input instanceof URLSearchParams) return [...input.getAll(key), ...input.getAll(`${key}[]`)];
  return [input[key], input[`${key}[]`]].flatMap((value) => (value === undefined ? [] : [value]).flat());
}

export function parseCatalogueQuery(input: QueryInput): ParsedCatalogueQuery {
  const given = Object.fromEntries(PARAMETERS.map((key) => [key, valuesOf(input, key)])) as Record<
    Parameter,
    unknown[]
  >;
  // A given searchParams, well-formed or not, is the search: the URL's search is then not read.
  if (given.searchParams.length > 0) given.search = [];

  const parsed = catalogueQuerySchema.safeParse(given);
  if (parsed.success) return { query: parsed.data, issues: [] };

  // One issue per parameter, the first found; the malformed ones are dropped and the rest read again.
  const issues: QueryIssue[] = [];
  for (const { path, message } of parsed.error.issues) {
    const field = String(path[0]) as Parameter;
    if (issues.some((issue) => issue.field === field)) continue;
    issues.push({ field, message });
    given[field] = [];
  }
  return { query: catalogueQuerySchema.parse(given), issues };
}
