// The Product table's bulk edit (issue 50, item 6): three pieces ticked at once take one discount,
// after a confirmation naming how many change, and the back office then prices each with it; on a
// phone (the table as cards, 'Select page' above them) as on a laptop.
import { expect, test } from '@playwright/test';
import { formatRupees, type Product } from '@suvarna/domain';
import { asAdmin, logIn, openSection, productAction } from './support/admin';

const SKUS = ['E2E-BULK-1', 'E2E-BULK-2', 'E2E-BULK-3'];

const ours = async () =>
  (await asAdmin<Product[]>('POST', '/api/admin/get-product'))
    .filter((product) => SKUS.includes(product.sku))
    .sort((a, b) => a.sku.localeCompare(b.sku));

test('the discount of three pieces changed at once, and their new prices in the back office', async ({
  page,
  isMobile,
}) => {
  const [category] = await asAdmin<Array<{ id: number }>>('POST', '/api/admin/get-category');
  for (const [index, sku] of SKUS.entries()) {
    await asAdmin('POST', '/api/admin/add-product', {
      name: `Bulk Bangle ${index + 1} E2E`,
      sku,
      metal: 'Gold',
      purity: '22K',
      category_id: category?.id,
      laber: 1200,
      gender: 'female',
      status: 'active',
      weight: 5 + index,
    });
  }
  try {
    const before = await ours();
    expect(before.map((piece) => piece.discountPrice)).toEqual([0, 0, 0]);
    await logIn(page);
    await openSection(page, 'Product');
    const table = page.getByRole('table', { name: 'Products' });
    await page.getByRole('searchbox').fill('E2E-BULK');
    await expect(table.locator('tbody tr')).toHaveCount(3);
    // A phone's cards have no header row: the page's tick box stands above them.
    await (isMobile
      ? page.getByRole('checkbox', { name: 'Select this page' })
      : table.getByRole('checkbox', { name: 'Select every row on this page' })
    ).check();
    await expect(page.getByText('3 selected')).toBeVisible();

    const bar = page.getByRole('region', { name: 'Change the ticked pieces' });
    await bar.getByLabel('With 3 pieces').selectOption('discount');
    await bar.getByLabel('Discount as').selectOption('flat');
    await bar.getByLabel('Discount (₹)').fill('500');
    await bar.getByRole('button', { name: 'Apply' }).click();
    const question = page.getByRole('dialog', { name: 'Bulk edit' });
    await expect(question).toContainText('Change the discount of 3 pieces?');
    await page.screenshot({
      path: `${process.env.SCREENSHOTS_DIR ?? '/tmp'}/bulk-edit-confirm-${test.info().project.name}.png`,
    });
    await question.getByRole('button', { name: 'Change' }).click();
    await expect(page.getByText('3 pieces changed')).toBeVisible();
    await expect(bar).toBeHidden();

    // Each piece ₹500 off, before its 3 % GST, and the edit dialog's price preview says so.
    const after = await ours();
    after.forEach((piece, index) => {
      expect(piece.discountPrice).toBe(500);
      expect((before[index]?.totalPrice ?? 0) - piece.totalPrice).toBeCloseTo(515, 2);
    });
    for (const piece of after) {
      await productAction(table, 'Edit', piece.name);
      const dialog = page.getByRole('dialog', { name: 'Edit Product' });
      await expect(dialog.getByRole('textbox', { name: 'Discount (₹)' })).toHaveValue('500');
      const preview = dialog.getByRole('region', { name: 'Price preview' });
      await expect(preview).toContainText(formatRupees(piece.totalPrice));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
  } finally {
    const left = await ours();
    if (left.length > 0)
      await asAdmin('PUT', '/api/admin/products', { ids: left.map((piece) => piece.id), delete: true });
  }
});
