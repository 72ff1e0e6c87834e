// The catalogue as the tests read it: from the shop's API, as a visitor's list is sorted and filtered.
import type { Product } from '@suvarna/domain';

/** The CMS's product list for a query string (`limit=48&sort=price_desc`), newest first unless it says. */
async function listedProducts(query = 'limit=48'): Promise<Product[]> {
  const answer = await fetch(`${process.env.E2E_CMS_URL}/api/user/product-list?${query}`);
  if (!answer.ok) throw new Error(`The product list answered ${answer.status}`);
  return ((await answer.json()) as { data: { products: Product[] } }).data.products;
}

/**
 * Of those, the pieces the live site has a page for. The CMS is ahead of the site whenever a test
 * before this one added a piece without publishing (or stopped before it could): a test that opens a
 * product page takes its piece from here, so it never lands on a 404 another test left behind.
 */
export async function publishedProducts(query = 'limit=48'): Promise<Product[]> {
  const listed = await listedProducts(query);
  const onSite = await Promise.all(
    listed.map(async (product) => {
      const page = await fetch(`${process.env.E2E_SITE_URL}/product-preview/${product.id}`, { method: 'HEAD' });
      return page.ok;
    }),
  );
  return listed.filter((_product, index) => onSite[index]);
}
