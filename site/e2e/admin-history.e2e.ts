// The history of changes against the real CMS: the owner invites a staff member, who accepts, signs
// in (no Team for them) and renames a product; the owner finds that change, with the old and the new
// name, on the History page (filtered to the member and to products) and in the product's History tab.
import { expect, type Page, test } from '@playwright/test';
import { PASSWORD_SET_MESSAGE, type Product } from '@suvarna/domain';
import { asAdmin, expectNoAxeViolations, logIn, openSection, productAction, screenshot } from './support/admin';
import { watchViolations } from './support/csp';

const PASSWORD = 'Staff@Surat26';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

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
  const project = test.info().project.name;
  const phone = project === 'phone';
  // Unique per project and run: both projects may share one CMS.
  const stamp = `${project}-${Date.now()}`;
  const name = `Meera ${stamp}`;
  const email = `meera-${stamp}@suvarna.test`;

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // The History page parses its address with zod: under the site's policy, with no eval.
  const violations = await watchViolations(page);
  await logIn(page);
  await openSection(page, 'Team');
  await page.getByRole('button', { name: 'Invite a member' }).click();
  const form = page.getByRole('dialog', { name: 'Invite a member' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('combobox', { name: 'Role' }).selectOption('staff');
  await form.getByRole('button', { name: 'Invite' }).click();
  const shown = page.getByRole('dialog', { name: `Invite for ${name}` });
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByText('Link copied.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await shown.getByRole('button', { name: 'Done' }).click();

  // The member, on a device of their own.
  const theirs = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport, isMobile, hasTouch });
  const member = await theirs.newPage();
  await member.goto(`/admin/accept-invite${new URL(link).hash}`);
  await member.getByLabel('New Password').fill(PASSWORD);
  await member.getByLabel('Confirm Password').fill(PASSWORD);
  await member.getByRole('button', { name: 'Set password' }).click();
  await expect(member.getByText(PASSWORD_SET_MESSAGE)).toBeVisible();
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
