// A shopper keeps a shortlist while browsing, sees it with today's prices, and shares it with the
// family on WhatsApp; the family opens the shared link. And 'Recently viewed' on product pages.
import { expect, type Page, test } from '@playwright/test';
import { formatRupees } from '@suvarna/domain';
import { expectNoAxeViolations, screenshot } from './support/admin';
import { publishedProducts } from './support/catalogue';
import { hydrated } from './support/islands';

const headerCount = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Shortlist/ });

test('hearts fill the shortlist, the header counts it, and the Shortlist page shows and shares it', async ({
  page,
  browser,
}) => {
  const [first, second] = (await publishedProducts()).filter((product) => product.status === 'active');
  if (!first || !second) throw new Error('The demo catalogue has fewer than two pieces in stock');

  await page.goto(`/product-preview/${first.id}`);
  await expect(headerCount(page)).toHaveAccessibleName('Shortlist, 0 pieces');
  const heart = page.getByRole('main').getByRole('button', { name: 'Add to shortlist' }).first();
  await heart.click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Remove from shortlist' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(headerCount(page)).toHaveAccessibleName('Shortlist, 1 piece');

  // From a card of the product list.
  await page.goto('/product-list');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: second.name, exact: true }) });
  await card.getByRole('button', { name: 'Add to shortlist' }).click();
  await expect(headerCount(page)).toHaveAccessibleName('Shortlist, 2 pieces');

  await headerCount(page).click();
  await expect(page).toHaveURL(/\/shortlist\/?$/);
  await hydrated(page, 'ShortlistView');
  await expect(page.getByText('2 pieces on your shortlist')).toBeVisible();
  const names = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(names).toHaveText([second.name, first.name]);

  const share = new URL((await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')) as string);
  const text = share.searchParams.get('text') ?? '';
  for (const piece of [first, second]) {
    expect(text).toContain(`${piece.name} (SKU ${piece.sku}), ${formatRupees(piece.totalPrice)}`);
    expect(text).toContain(`/product-preview/${piece.id}`);
  }
  const shared = /All of them: (\S+)/.exec(text)?.[1] ?? '';
  expect(new URL(shared).search).toBe(`?ids=${second.id},${first.id}`);
  await screenshot(page, 'shortlist');
  await expectNoAxeViolations(page);

  // The family opens the shared link in a browser of their own.
  const family = await browser.newPage({ baseURL: process.env.E2E_SITE_URL as string });
  await family.goto(`/shortlist${new URL(shared).search}`);
  await expect(family.getByText('A shortlist shared with you: 2 pieces')).toBeVisible();
  await expect(family.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([second.name, first.name]);
  await family.close();

  // Taken off again from the Shortlist page itself.
  await page.getByRole('button', { name: 'Remove from shortlist' }).first().click();
  await expect(page.getByText('1 piece on your shortlist')).toBeVisible();
  await expect(headerCount(page)).toHaveAccessibleName('Shortlist, 1 piece');
});

test('the Shortlist page marks pieces now out of stock, or priced differently than when added', async ({ page }) => {
  const all = await publishedProducts();
  const soldOut = all.find((product) => product.status !== 'active');
  const inStock = all.find((product) => product.status === 'active');
  if (!soldOut || !inStock) throw new Error('The demo catalogue needs a piece in stock and one out of stock');
  await page.goto('/');
  await page.evaluate(
    (entries) => localStorage.setItem('suvarna.shortlist', JSON.stringify(entries)),
    [
      { id: inStock.id, price: inStock.totalPrice - 500 },
      { id: soldOut.id, price: soldOut.totalPrice },
    ],
  );
  await page.goto('/shortlist');
  const inStockItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: inStock.name }) });
  await expect(inStockItem).toContainText(
    `Price changed since you added it (then ${formatRupees(inStock.totalPrice - 500)})`,
  );
  const soldOutItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: soldOut.name }) });
  await expect(soldOutItem).toContainText('Now out of stock');
  await expect(soldOutItem).not.toContainText('Price changed');
});

test('an empty shortlist says how to fill it', async ({ page }) => {
  await page.goto('/shortlist');
  await expect(page.getByRole('heading', { name: 'Your shortlist is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/product-list');
});

test('a product page shows the pieces viewed before it', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'one viewport: what is remembered, not the layout');
  const [first, second] = await publishedProducts();
  if (!first || !second) throw new Error('The demo catalogue has fewer than two pieces');
  await page.goto(`/product-preview/${first.id}`);
  // The section loads when scrolled to, near the foot of the page.
  const toFoot = () =>
    page.evaluate(() => document.querySelector('[data-recently-viewed]')?.scrollIntoView({ block: 'center' }));
  await toFoot();
  await hydrated(page, 'RecentlyViewed');
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
  await page.goto(`/product-preview/${second.id}`);
  await toFoot();
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('heading', { level: 3 })).toHaveText([first.name]);
  await expectNoAxeViolations(page);
});
