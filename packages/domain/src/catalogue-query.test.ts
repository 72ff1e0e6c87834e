import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY } from './catalogue.js';
import { parseCatalogueQuery } from './catalogue-query.js';
import { serializeCatalogueQuery } from './catalogue-query-string.js';
import type { CatalogueQuery } from './types.js';

const parse = (text: string) => parseCatalogueQuery(new URLSearchParams(text));

describe('parseCatalogueQuery reads the site URL and the API query string', () => {
  it.each<[string, Partial<CatalogueQuery>]>([
    ['', {}],
    ['search=temple', { search: 'temple' }],
    ['searchParams=%20temple%20', { search: 'temple' }],
    ['metal=gold', { metal: 'Gold' }],
    ['metal=92.5%20sterling', { metal: '92.5 Sterling' }],
    ['gender=male', { gender: 'male' }],
    ['gender=Female', { gender: 'female' }],
    ['categories=Ring,Chain', { categories: ['Ring', 'Chain'] }],
    ['categories=Ring&categories=3', { categories: ['Ring', '3'] }],
    ['categories[]=Ring&categories[]=Chain', { categories: ['Ring', 'Chain'] }],
    ['categories=Ring,,%20Chain%20,Ring', { categories: ['Ring', 'Chain'] }],
    ['sort=price_desc', { sort: 'price_desc' }],
    ['sort=', {}],
    ['page=3&limit=48', { page: 3, limit: 48 }],
    ['utm_source=whatsapp&id=7', {}],
  ])('"%s" gives %j', (text, expected) => {
    expect(parse(text)).toEqual({ query: { ...EMPTY_QUERY, ...expected }, issues: [] });
  });

  it('reads the object a server framework parsed the query into, arrays included', () => {
    expect(parseCatalogueQuery({ page: '2', categories: ['Ring', 'Chain,Bangle'], gender: 'male' })).toEqual({
      query: { ...EMPTY_QUERY, page: 2, gender: 'male', categories: ['Ring', 'Chain', 'Bangle'] },
      issues: [],
    });
  });
});

describe('parseCatalogueQuery drops each malformed parameter and says why, naming the field', () => {
  it.each([
    ['page=0', 'page', 'page must be a whole number of at least 1'],
    ['page=two', 'page', 'page must be a whole number of at least 1'],
    ['page=1.5', 'page', 'page must be a whole number of at least 1'],
    ['page=-1', 'page', 'page must be a whole number of at least 1'],
    ['page=1&page=2', 'page', 'page must be given once'],
    ['limit=49', 'limit', 'limit must be a whole number from 1 to 48'],
    ['limit=0', 'limit', 'limit must be a whole number from 1 to 48'],
    ['limit=99999999999999999999', 'limit', 'limit must be a whole number from 1 to 48'],
    ['sort=cheapest', 'sort', 'sort must be one of name_asc, name_desc, price_asc, price_desc'],
    ['gender=unisex', 'gender', 'gender must be male or female'],
    [
      'metal=Unobtainium',
      'metal',
      'metal must be one of Gold, Silver, 92.5 Sterling, 1gm Plated Jewellery, Gift, Diamond, Platinum, Fine Silver, Ornamental, Idol, Crockeries',
    ],
    [`searchParams=${'a'.repeat(101)}`, 'searchParams', 'searchParams must be at most 100 characters'],
    [`search=${'a'.repeat(101)}`, 'search', 'search must be at most 100 characters'],
    [
      `categories=${'x,'.repeat(51)}`,
      'categories',
      'categories must be at most 50 comma-separated names or ids of at most 100 characters',
    ],
  ])('"%s" is refused on %s', (text, field, message) => {
    const { query, issues } = parse(text);
    expect(issues).toEqual([{ field, message }]);
    expect(query).toEqual(EMPTY_QUERY);
  });

  it('keeps the well-formed parameters next to a malformed one', () => {
    const { query, issues } = parse('sort=bad&metal=Silver&page=2');
    expect(issues.map((issue) => issue.field)).toEqual(['sort']);
    expect(query).toEqual({ ...EMPTY_QUERY, metal: 'Silver', page: 2 });
  });

  it('refuses values that are not text, such as nested objects from a query parser', () => {
    const { issues } = parseCatalogueQuery({ page: { $gt: '1' }, categories: [{ a: 1 }], searchParams: ['a', 'b'] });
    expect(issues).toEqual([
      { field: 'page', message: 'page must be text' },
      { field: 'searchParams', message: 'searchParams must be given once' },
      {
        field: 'categories',
        message: 'categories must be at most 50 comma-separated names or ids of at most 100 characters',
      },
    ]);
  });
});

describe('serializeCatalogueQuery writes only what differs from the defaults', () => {
  const full: CatalogueQuery = {
    search: 'temple necklace',
    metal: 'Gold',
    gender: 'female',
    categories: ['Necklace', 'Mangalsutra'],
    sort: 'price_asc',
    page: 2,
    limit: 24,
  };

  it('the site URL has search, metal, gender, comma-separated categories and sort, no paging', () => {
    expect(serializeCatalogueQuery(full, 'url').toString()).toBe(
      'search=temple+necklace&metal=Gold&gender=female&categories=Necklace%2CMangalsutra&sort=price_asc',
    );
    expect(serializeCatalogueQuery(EMPTY_QUERY, 'url').toString()).toBe('');
  });

  it('the API query has page, limit and searchParams', () => {
    expect(serializeCatalogueQuery(full, 'api').toString()).toBe(
      'page=2&limit=24&searchParams=temple+necklace&metal=Gold&gender=female&categories=Necklace%2CMangalsutra&sort=price_asc',
    );
  });

  it.each(['url', 'api'] as const)('parsing the %s form gives the query back', (target) => {
    const expected = target === 'url' ? { ...full, page: 1, limit: 12 } : full;
    expect(parseCatalogueQuery(serializeCatalogueQuery(full, target))).toEqual({ query: expected, issues: [] });
  });
});
