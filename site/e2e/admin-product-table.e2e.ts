// The Product table as the shop owner uses it on a phone's data and a laptop (issue 48): many pieces
// a screen on a phone, each with its selling price; every picture a stored thumbnail of a few KB,
// never the upload; and each piece's page on the site a tap away, from the table and its edit dialog.
import { expect, type Page, type Response, test } from '@playwright/test';
import { formatRupees, type Product } from '@suvarna/domain';
import { asAdmin, logIn, openSection } from './support/admin';
import { HOSTILE_PRODUCT } from './support/hostile';

const isPhone = () => test.info().project.name === 'phone';

/** A picture the table may show: thumbnails are a few KB; an upload may be megabytes. */
const MAX_THUMBNAIL_BYTES = 30 * 1024;

/** Where the checks' screenshots go, to look at by eye: /tmp unless SCREENSHOTS_DIR says. */
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `${process.env.SCREENSHOTS_DIR ?? '/tmp'}/product-table-${name}-${test.info().project.name}.png`,
  });

async function openProductTable(page: Page) {
  await logIn(page);
  await openSection(page, 'Product');
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

/** A demo piece the site was built with: active or not, and none a test adds or renames. */
async function builtPiece(status: Product['status']): Promise<Product> {
  const products = await asAdmin<Product[]>('POST', '/api/admin/get-product');
  const piece = products.find(
    (product) => product.status === status && product.sku !== HOSTILE_PRODUCT.sku && !/E2E/.test(product.sku),
  );
  if (!piece) throw new Error(`no ${status} demo piece`);
  return piece;
}

test('every picture on the Product page is a stored thumbnail of a few KB, never the upload', async ({ page }) => {
  const images: Array<{ url: string; bytes: number }> = [];
  const reading: Array<Promise<void>> = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'image') return;
    reading.push(
      response.body().then(
        (body) => void images.push({ url: response.url(), bytes: body.length }),
        () => undefined,
      ),
    );
  });
  const table = await openProductTable(page);
  // Every row's picture, lazy or not: scroll to the foot of the page and let them all arrive.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);

  const products = await asAdmin<Product[]>('POST', '/api/admin/get-product');
  const shown = await table
    .locator('tbody img')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLImageElement).currentSrc));
  expect(shown.length).toBeGreaterThan(5);
  const thumbnails = new Set(products.flatMap((product) => product.images.map((image) => image.thumbnailUrl)));
  for (const src of shown) expect(thumbnails.has(new URL(src).pathname)).toBe(true);

  const pictures = images.filter((image) => image.url.includes('/uploads/'));
  const total = pictures.reduce((sum, image) => sum + image.bytes, 0);
  // What the same rows cost before: each upload, as the table used to show it.
  const originals = products.flatMap((product) =>
    product.images.slice(0, 1).filter((image) => shown.some((src) => src.endsWith(image.thumbnailUrl))),
  );
  let originalBytes = 0;
  for (const image of originals) {
    const answer = await page.request.get(new URL(image.url, process.env.E2E_CMS_URL).href);
    originalBytes += (await answer.body()).length;
  }
  console.log(
    `Product page (${test.info().project.name}): ${pictures.length} pictures, ${(total / 1024).toFixed(1)} KB ` +
      `(largest ${(Math.max(...pictures.map((image) => image.bytes)) / 1024).toFixed(1)} KB); ` +
      `the same rows' uploads: ${(originalBytes / 1024).toFixed(1)} KB`,
  );
  expect(pictures.length).toBeGreaterThanOrEqual(shown.length);
  for (const image of pictures) expect(image.bytes, image.url).toBeLessThan(MAX_THUMBNAIL_BYTES);
});

test('a phone shows at least six pieces in the first screen, each a compact row with its selling price', async ({
  page,
}) => {
  test.skip(!isPhone(), 'the phone’s layout');
  const table = await openProductTable(page);
  await page.waitForLoadState('networkidle');
  await shot(page, 'first-screen');
  const viewport = page.viewportSize() ?? { width: 375, height: 740 };
  const rows = await table.locator('tbody tr').evaluateAll((elements) =>
    elements.map((row) => {
      const box = row.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, height: box.height };
    }),
  );
  const whole = rows.filter((row) => row.top >= 0 && row.bottom <= viewport.height);
  console.log(
    `Phone ${viewport.width}×${viewport.height}: ${whole.length} whole rows in the first screen, ` +
      `each ${Math.round(rows[0]?.height ?? 0)} px; the first starts at ${Math.round(rows[0]?.top ?? 0)} px`,
  );
  expect(whole.length).toBeGreaterThanOrEqual(6);

  // Each row says which piece it is and what it costs, and nothing spills past the screen.
  const products = await asAdmin<Product[]>('POST', '/api/admin/get-product');
  const first = table.locator('tbody tr').first();
  const name = (await first.locator('td[data-label="Name"]').textContent()) ?? '';
  const piece = products.find((product) => product.name === name);
  if (!piece) throw new Error(`no product named ${name}`);
  for (const text of [piece.sku, formatRupees(piece.totalPrice), piece.status === 'active' ? 'Active' : 'Inactive'])
    await expect(first.getByText(text, { exact: true })).toBeVisible();
  await expect(first.locator('td[data-label="Purity"]')).toBeHidden();
  await expect(first.getByRole('button', { name: `Edit ${name}` })).toBeHidden();
  const wider = await table.evaluate(
    (element) => element.scrollWidth > document.documentElement.clientWidth || document.body.scrollWidth > innerWidth,
  );
  expect(wider).toBe(false);

  // The bulk edit at 375 px: two rows ticked by their boxes, the bar above the table, nothing wider.
  const rowsShown = table.locator('tbody tr');
  for (const index of [0, 1]) await rowsShown.nth(index).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Change the ticked pieces' });
  await expect(bar.getByLabel('With 2 pieces')).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Apply' })).toBeInViewport();
  await shot(page, 'bulk-bar');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar).toBeHidden();
});

test('a laptop shows the whole table, each piece’s labour and its actions in view', async ({ page }) => {
  test.skip(isPhone(), 'the laptop’s layout');
  const table = await openProductTable(page);
  await page.waitForLoadState('networkidle');
  await shot(page, 'first-screen');
  const headers = await table.getByRole('columnheader').allTextContents();
  // The first, unnamed, holds the page's tick box (the bulk edit).
  expect(headers).toEqual(['', '#', 'NAME', 'SKU', 'LABOUR', 'PURITY', 'GENDER', 'STATUS', 'ACTIONS']);
  // Nothing to scroll sideways at 1280 px, in the table's frame or the page, even with the longest names.
  const frame = await table.evaluate((element) => {
    const parent = element.parentElement as HTMLElement;
    return { scroll: parent.scrollWidth, client: parent.clientWidth, page: document.documentElement.scrollWidth };
  });
  expect(frame.scroll).toBeLessThanOrEqual(frame.client);
  expect(frame.page).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
  const products = await asAdmin<Product[]>('POST', '/api/admin/get-product');
  const row = table.locator('tbody tr').nth(1);
  const name = (await row.locator('td[data-label="Name"]').textContent()) ?? '';
  const piece = products.find((product) => product.name === name);
  await expect(row.locator('td[data-label="Labour"]')).toHaveText(formatRupees(piece?.laber ?? -1));
  await expect(row.locator('td[data-label="Price"]')).toBeHidden();
  for (const action of [`View ${name} on site`, `Edit ${name}`, `Delete ${name}`])
    await expect(row.getByRole(action.startsWith('View') ? 'link' : 'button', { name: action })).toBeInViewport();
  await expect(row.getByRole('button', { name: `Actions for ${name}` })).toBeHidden();
});

test('each piece links to its page on the site, from its row and from its edit dialog', async ({ page }) => {
  const piece = await builtPiece('active');
  const table = await openProductTable(page);
  await page.getByRole('searchbox').fill(piece.sku);
  const row = table.getByRole('row', { name: new RegExp(piece.sku) });
  await expect(row).toHaveCount(1);

  let link: ReturnType<Page['getByRole']>;
  if (isPhone()) {
    const menuButton = row.getByRole('button', { name: `Actions for ${piece.name}` });
    await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    await menuButton.click();
    const menu = page.getByRole('menu', { name: `Actions for ${piece.name}` });
    await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'View on site', 'Delete']);
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await shot(page, 'row-menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    link = menu.getByRole('menuitem', { name: 'View on site' });
  } else {
    await shot(page, 'table');
    link = row.getByRole('link', { name: `View ${piece.name} on site` });
  }
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(`/product-preview/${piece.id}`);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(piece.name);
  await tab.close();

  // The edit dialog links to the same page, under its title.
  if (isPhone()) {
    await row.getByRole('button', { name: `Actions for ${piece.name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
  } else {
    await row.getByRole('button', { name: `Edit ${piece.name}` }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  const fromDialog = dialog.getByRole('link', { name: 'View on site' });
  await expect(fromDialog).toHaveAttribute('href', `/product-preview/${piece.id}`);
  await expect(fromDialog).toHaveAttribute('target', '_blank');
  await shot(page, 'edit-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  if (isPhone()) await expect(row.getByRole('button', { name: `Actions for ${piece.name}` })).toBeFocused();
});

test('an inactive piece links to its page too, which the site keeps, saying Out Of Stock', async ({ page }) => {
  test.skip(isPhone(), 'one viewport: the link, not the layout');
  const piece = await builtPiece('inactive');
  const table = await openProductTable(page);
  await page.getByRole('searchbox').fill(piece.sku);
  const link = table.getByRole('link', { name: `View ${piece.name} on site` });
  await expect(link).toHaveAttribute('href', `/product-preview/${piece.id}`);
  const answer = await page.request.get(`/product-preview/${piece.id}`);
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('Out Of Stock');
});
