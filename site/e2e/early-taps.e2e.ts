// A shopper on a slow phone taps a product page's tabs before their JavaScript has arrived: the tap
// must not be lost. The tabs' code is held back until after the tap, as a slow network would.
import { expect, test } from '@playwright/test';
import { publishedProducts } from './support/catalogue';

test('a tap on the tabs before they are live still opens the Price Breakup', async ({ page }) => {
  const [product] = await publishedProducts('limit=12');
  if (!product) throw new Error('The demo catalogue has no product');
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/ProductTabs\.[^/]*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(`/product-preview/${product.id}`);
  const breakupTab = page.getByRole('tab', { name: 'Price Breakup' });
  await breakupTab.click();
  await expect(page.locator('astro-island[ssr]', { has: breakupTab })).toHaveCount(1);

  release();
  await expect(breakupTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Net Payable')).toBeVisible();
});
