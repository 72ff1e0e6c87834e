// Draft and sold pieces (issue 49), on the owner's phone against the real CMS and published site: a
// new piece saved as a draft is not on the site; its Publish puts it there. A sold piece's card and
// page say Sold where the price was, and its structured data says SoldOut.
import { expect, type Page, test } from '@playwright/test';
import type { Product } from '@suvarna/domain';
import { asAdmin, logIn, openAddProductForm, openSection, productAction, screenshot } from './support/admin';
import { ADMIN, publishSite } from './support/stack';

const cms = () => process.env.E2E_CMS_URL as string;

/** Calls the CMS as the shop admin with a JSON body. */
async function adminCall<T>(method: string, route: string, body?: unknown): Promise<T> {
  const login = await fetch(`${cms()}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const answer = await fetch(`${cms()}${route}`, {
    method,
    headers: { Authorization: `Bearer ${data.token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${route} answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

const bySku = async (sku: string) =>
  (await asAdmin<Product[]>('POST', '/api/admin/get-product')).find((product) => product.sku === sku);

const pageStatus = async (page: Page, id: number) => (await page.goto(`/product-preview/${id}`))?.status();

test('a draft saved on a phone stays off the site until Publish; a sold piece shows Sold', async ({ page }) => {
  test.skip(test.info().project.name !== 'phone', 'the owner works on a phone');
  // Three builds of the site: with the draft and the sold piece, after Publish, and after the cleanup.
  test.setTimeout(240_000);
  const draftName = 'Draft Jhumka E2E';
  const soldName = 'Sold Kada E2E';
  const [category] = await asAdmin<Array<{ id: number }>>('POST', '/api/admin/get-category');
  const sold = await adminCall<Product>('POST', '/api/admin/add-product', {
    name: soldName,
    sku: 'E2E-SOLD-KADA',
    metal: 'Gold',
    purity: '22K',
    category_id: category?.id,
    laber: 1500,
    gender: 'female',
    status: 'sold',
    weight: 4,
  });
  try {
    await logIn(page);
    await openSection(page, 'Product');
    const form = await openAddProductForm(page, {
      name: draftName,
      sku: 'E2E-DRAFT-JHUMKA',
      netWeight: '3',
      labour: '900',
    });
    await form.getByRole('button', { name: 'Save as draft' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Saved as a draft: not on the site until you publish it')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Draft');
    await expect(page).toHaveURL(/\?status=draft$/);
    const row = page.getByRole('row', { name: new RegExp(draftName) });
    await expect(row).toContainText('Draft');
    await screenshot(page, 'product-status-drafts');
    const draft = await bySku('E2E-DRAFT-JHUMKA');
    expect(draft?.status).toBe('draft');

    await publishSite();
    expect(await pageStatus(page, draft?.id ?? 0)).toBe(404);
    // The sold piece: its page says Sold where the price was, and search engines read SoldOut.
    expect(await pageStatus(page, sold.id)).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: soldName })).toBeVisible();
    await expect(page.getByText('Sold', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Inclusive of all taxes')).toHaveCount(0);
    const structured = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(structured ?? '{}').offers?.availability).toBe('https://schema.org/SoldOut');
    // Its card in the list says Sold instead of a price; the draft has none.
    await page.goto(`/product-list?search=${encodeURIComponent('E2E')}`);
    const card = page.getByRole('link', { name: new RegExp(soldName) });
    await expect(card).toContainText('Sold');
    await expect(card).not.toContainText('₹');
    await expect(page.getByRole('link', { name: new RegExp(draftName) })).toHaveCount(0);
    await screenshot(page, 'product-status-sold-card');

    await page.goto('/admin/product?status=draft');
    await productAction(page.getByRole('row', { name: new RegExp(draftName) }), 'Publish', draftName);
    await expect(page.getByText(`${draftName} is published`)).toBeVisible();
    expect((await bySku('E2E-DRAFT-JHUMKA'))?.status).toBe('active');
    await publishSite();
    expect(await pageStatus(page, draft?.id ?? 0)).toBe(200);
    await expect(page.getByText('In Stock')).toBeVisible();
  } finally {
    for (const sku of ['E2E-DRAFT-JHUMKA', 'E2E-SOLD-KADA']) {
      const piece = await bySku(sku);
      if (piece) await adminCall('DELETE', `/api/admin/product/${piece.id}`);
    }
    await publishSite();
  }
});
