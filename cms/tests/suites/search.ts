// The shop's search through GET /api/user/product-list on the demo catalogue: what a shopper types
// (several words, typos, trade and Hinglish names, Gujarati and Hindi, SKUs) finds the pieces it
// should and not others, in the order queryCatalogue gives (the site's list runs the same).
import { type CatalogueQuery, EMPTY_QUERY, type Product, queryCatalogue } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';

type List = (
  query: CatalogueQuery,
) => Promise<{ status: number; body: { data?: { products: Product[]; total: number } } }>;

/** Search → SKUs it must find, SKUs it must not. */
const TABLE: Array<[search: string, finds: string[], missesOut: string[]]> = [
  ['gold ring', ['SJ-RG-2006', 'SJ-RG-2003'], ['SJ-RG-2015', 'SJ-ER-5006', 'SJ-CH-3002']],
  ['22k chain', ['SJ-CH-3002'], ['SJ-CH-3007', 'SJ-RG-2006']],
  ['ring 18k', ['SJ-RG-2001'], ['SJ-RG-2006']],
  ['bangel', ['SJ-BG-6001', 'SJ-BG-6002'], ['SJ-BR-8001']],
  ['mangalsutr', ['SJ-MS-1001'], ['SJ-NK-4004']],
  ['neckalce', ['SJ-NK-4004', 'SJ-NK-4005'], ['SJ-CH-3002']],
  ['haar', ['SJ-NK-4001', 'SJ-NK-4004'], ['SJ-MS-1010']],
  ['kada', ['SJ-BG-6001', 'SJ-BG-6002'], ['SJ-BR-8002']],
  ['jhumka', ['SJ-ER-5002', 'SJ-ER-5006'], ['SJ-RG-2001']],
  ['payal', ['SJ-AN-9001', 'SJ-AN-9002'], ['SJ-BR-8001']],
  ['nath', ['SJ-NP-1101'], ['SJ-ER-5001']],
  ['anguthi', ['SJ-RG-2001', 'SJ-RG-2016'], ['SJ-ER-5001']],
  ['વીંટી', ['SJ-RG-2001'], ['SJ-ER-5001']],
  ['सोना अंगूठी', ['SJ-RG-2006'], ['SJ-RG-2001', 'SJ-CH-3002']],
  ['sj-rg-2001', ['SJ-RG-2001'], ['SJ-RG-2002']],
];

export function searchSuite(list: List, all: () => Product[]) {
  describe('search finds what people type', () => {
    it.each(TABLE)('"%s" finds %j, not %j', async (search, finds, missesOut) => {
      const query = { ...EMPTY_QUERY, search, limit: 48 };
      const answer = await list(query);
      const skus = answer.body.data?.products.map((product) => product.sku) ?? [];
      expect(answer.status).toBe(200);
      for (const sku of finds) expect(skus, sku).toContain(sku);
      for (const sku of missesOut) expect(skus, sku).not.toContain(sku);
      // The same pieces, in the same order, as the site's list finds on the same catalogue.
      const expected = queryCatalogue(all(), query);
      expect(answer.body.data?.total).toBe(expected.total);
      expect(skus).toEqual(expected.products.map((product) => product.sku));
    });

    it('a sort the visitor chose orders typo matches like any other', async () => {
      // 'chian' is one typo from 'chain': every gold chain, by price.
      const query = { ...EMPTY_QUERY, search: 'gold chian', sort: 'price_asc' as const, limit: 48 };
      const answer = await list(query);
      const prices = answer.body.data?.products.map((product) => product.totalPrice) ?? [];
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(answer.body.data?.products.map((product) => product.id)).toEqual(
        queryCatalogue(all(), query).products.map((product) => product.id),
      );
    });
  });
}
