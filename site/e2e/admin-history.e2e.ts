// The history of changes against the real CMS: the owner invites a staff member, who accepts, signs
// in (no Team for them) and renames a product; the owner finds that change, with the old and the new
// name, on the History page (filtered to the member and to products) and in the product's History tab.
import { expect, type Page, test } from '@playwright/test';
import type { Product } from '@suvarna/domain';
import {
  addStaffMember,
  asAdmin,
  expectNoAxeViolations,
  logIn,
  openSection,
  productAction,
  screenshot,
  signIn,
} from './support/admin';
import { watchViolations } from './support/csp';

const PASSWORD = 'Staff@Surat26';

/** Edits the piece from the Product table, found by its SKU; gives the edit dialog. */
async function editProduct(page: Page, piece: Pick<Product, 'sku' | 'name'>) {
  await openSection(page, 'Product');
  await page.getByRole('searchbox').fill(piece.sku);
  await productAction(page.getByRole('row', { name: new RegExp(piece.name) }), 'Edit', piece.name);
  return page.getByRole('dialog', { name: 'Edit Product' });
}

test("a staff member's change shows in the owner's History and in the product's History tab", async ({
  page,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  // Two sign-ins, two History views and two axe scans: more than the default 30 s on a busy machine.
  test.skip(test.info().project.name !== 'phone', 'one viewport: the flow, and its cards at 375 px');
  const project = test.info().project.name;
  const phone = project === 'phone';
  // Unique per project and run: both projects may share one CMS.
  const stamp = `${project}-${Date.now()}`;
  const name = `Meera ${stamp}`;
  const email = `meera-${stamp}@suvarna.test`;

  // The History page parses its address with zod: under the site's policy, with no eval.
  const violations = await watchViolations(page);
  // The member, invited and with a password (admin-team.e2e.ts walks that through the screens),
  // signs in on a device of their own.
  await addStaffMember({ name, email, password: PASSWORD });
  await logIn(page);
  const theirs = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport, isMobile, hasTouch });
  const member = await theirs.newPage();
  await member.goto('/login');
  await signIn(member, email, PASSWORD);
  if (phone) await member.getByRole('button', { name: 'Menu', exact: true }).click();
  const sidebar = member.getByRole('navigation', { name: 'Back office' });
  await expect(sidebar.getByRole('link', { name: 'History', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
  if (phone) await member.getByRole('button', { name: 'Close menu' }).click();

  // A demo piece with a plain name, not admin-team's (it takes the first two), one for each project.
  const plain = (await asAdmin<Product[]>('POST', '/api/admin/get-product')).filter((entry) =>
    /^[\w ]+$/.test(entry.name),
  );
  const piece = plain[phone ? 3 : 2] as Product;
  const renamed = `${piece.name} ${stamp}`;
  try {
    const edit = await editProduct(member, piece);
    await edit.getByLabel('Product Name *').fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await theirs.close();

    // The owner's History, narrowed to the member's changes of products.
    await openSection(page, 'History');
    await page.getByRole('combobox', { name: 'Person' }).selectOption({ label: `${name} (${email})` });
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('Product');
    await expect(page).toHaveURL(/\/admin\/history\?who=\d+&kind=product$/);
    const entries = page.getByRole('list', { name: 'History' });
    await expect(page.getByText('1 change, newest first')).toBeVisible();
    const entry = entries.getByRole('listitem').first();
    await expect(entry).toContainText(name);
    await expect(entry).toContainText(email);
    await expect(entry).toContainText(`Product updated: ${renamed} (${piece.sku})`);
    await expect(entry.getByRole('list', { name: 'Changes' })).toContainText(`Name: ${piece.name} → ${renamed}`);
    await expectNoAxeViolations(page);
    // At 375 px the cards never make the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport?.width ?? 0);
    await screenshot(page, 'history');

    // A reload keeps the filters.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Kind' })).toHaveValue('product');
    await expect(page.getByText('1 change, newest first')).toBeVisible();

    // The product's own History tab.
    const dialog = await editProduct(page, { sku: piece.sku, name: renamed });
    await dialog.getByRole('tab', { name: 'History' }).click();
    const tab = dialog.getByRole('tabpanel', { name: 'History' });
    await expect(
      tab
        .getByRole('list', { name: `History of ${renamed}` })
        .getByRole('listitem')
        .first(),
    ).toContainText(`Name: ${piece.name} → ${renamed}`);
    await expect(tab).toContainText(name);
    await expectNoAxeViolations(page);
    await screenshot(page, 'product-history-tab');
    await tab.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(violations).toEqual([]);
  } finally {
    await asAdmin('PUT', '/api/admin/update-product', { id: piece.id, name: piece.name });
  }
});
