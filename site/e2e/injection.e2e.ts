// Script injection stays text: a category and a product whose name, details and description are
// markup and script (added to the CMS before the build, see support/hostile.ts) are shown as the
// literal text on every public page that shows them, and nothing of them ever runs.
import { expect, type Page, test } from '@playwright/test';
import type { Product } from '@suvarna/domain';
import { HOSTILE_CATEGORY, HOSTILE_PRODUCT, PWNED_FLAG } from './support/hostile';

const cms = () => process.env.E2E_CMS_URL as string;

async function hostileProduct(): Promise<Product> {
  const answer = (await (await fetch(`${cms()}/api/user/product-list?searchParams=${HOSTILE_PRODUCT.sku}`)).json()) as {
    data: { products: Product[] };
  };
  const [product] = answer.data.products;
  if (!product) throw new Error(`The CMS has no product ${HOSTILE_PRODUCT.sku}: was support/hostile.ts run?`);
  return product;
}

/** Opens a page, recording every dialog (alert, confirm, prompt) it tries to show. */
async function visit(page: Page, path: string): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(path);
  return dialogs;
}

/** Hydrates the page's islands (all but the media-query menu), so text React renders is checked too. */
async function hydrateIslands(page: Page) {
  const islands = 'astro-island:not([client="media"])';
  // Each in view until it is live. Scrolled to by script, by its first element (an island is laid
  // out as its contents): one with nothing to show yet ('Recently viewed' on a first visit) has no
  // box for Playwright to scroll to, and hydrates all the same.
  for (const island of await page.locator(islands).all()) {
    await island.evaluate((element) => (element.firstElementChild ?? element).scrollIntoView());
    await expect(island).not.toHaveAttribute('ssr');
  }
}

/** Nothing injected exists or ran: no markup made from the text, no flag, no dialog. */
async function expectNothingRan(page: Page, dialogs: string[]) {
  await expect(
    page.locator('img[src="x"], [onerror], [onload], iframe[src^="javascript:"], a[href^="javascript:"]'),
  ).toHaveCount(0);
  const runnableWithFlag = await page.evaluate(
    (flag) =>
      [...document.querySelectorAll('script')].filter(
        (script) => script.type !== 'application/ld+json' && script.textContent?.includes(flag),
      ).length,
    PWNED_FLAG,
  );
  expect(runnableWithFlag).toBe(0);
  expect(
    await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], PWNED_FLAG),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
}

test('home shows the hostile product among the new arrivals as text', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'one viewport: text stays text at any width');
  const dialogs = await visit(page, '/');
  await hydrateIslands(page);
  await expect(page.getByText(HOSTILE_PRODUCT.name, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page, dialogs);
});

test('the product list finds it by search and shows it and its category as text', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'one viewport: text stays text at any width');
  const dialogs = await visit(page, `/product-list?search=${HOSTILE_PRODUCT.sku}`);
  await hydrateIslands(page);
  await expect(page.getByText('Showing 1 of 1 products')).toBeVisible();
  await expect(page.getByRole('main').getByText(HOSTILE_PRODUCT.name, { exact: true })).toBeVisible();
  const filtersToggle = page.getByRole('button', { name: 'Filters', exact: true });
  if (await filtersToggle.isVisible()) await filtersToggle.click();
  await expect(page.getByRole('button', { name: HOSTILE_CATEGORY, exact: true })).toBeVisible();
  await expectNothingRan(page, dialogs);
});

test('its product page shows name, category and details as text, and its JSON-LD stays whole', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'one viewport: text stays text at any width');
  const product = await hostileProduct();
  const dialogs = await visit(page, `/product-preview/${product.id}`);
  await hydrateIslands(page);
  await expect(page.getByRole('heading', { level: 1, name: HOSTILE_PRODUCT.name })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(HOSTILE_PRODUCT.details, { exact: true })).toBeVisible();
  await expect(page.getByText(HOSTILE_CATEGORY, { exact: true }).first()).toBeAttached();
  await expectNothingRan(page, dialogs);

  // The `</script>` in the name must not close the structured data's element: it parses whole.
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks).toHaveLength(1);
  expect(JSON.parse(blocks[0] as string)).toMatchObject({
    '@type': 'Product',
    name: HOSTILE_PRODUCT.name,
    sku: HOSTILE_PRODUCT.sku,
    description: HOSTILE_PRODUCT.details,
    category: HOSTILE_CATEGORY,
  });
  await expect(page).toHaveTitle(new RegExp(HOSTILE_PRODUCT.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});
