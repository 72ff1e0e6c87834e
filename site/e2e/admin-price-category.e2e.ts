// The shop admin keeps the rates and the categories against the real CMS: add, edit and delete,
// and the CMS's refusal to delete a category its products still use.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, openSection, screenshot } from './support/admin';

// Both projects share one CMS: each adds its own rows.
const unique = (name: string) => `${name} ${test.info().project.name}`;

test('an admin adds a rate, sees it listed, edits it and deletes it', async ({ page }) => {
  const name = unique('14K');
  await logIn(page);
  await openSection(page, 'Price');
  const table = page.getByRole('table', { name: 'Prices' });
  await expect(table.getByRole('cell', { name: '22K', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Price' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Price' });
  await addDialog.getByLabel('Name').fill(name);
  // A gold rate is quoted per 10 g, as the trade quotes it, and stored per gram.
  await addDialog.getByLabel('Price (₹ per 10 g)').fill('46342.50');
  await expect(addDialog.getByText('Stored as ₹4,634.25 per gram')).toBeVisible();
  await screenshot(page, 'price-modal');
  await expectNoAxeViolations(page);
  await addDialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Price added successfully...!!!')).toBeVisible();
  await expect(addDialog).toBeHidden();
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toContainText('₹46,342.50 / 10 g');
  await expect(page.getByText('The public site will show the new rates in a few seconds.')).toBeVisible();
  await screenshot(page, 'price');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Price' });
  await expect(editDialog.getByLabel('Name')).toHaveValue(name);
  await expect(editDialog.getByLabel('Price (₹ per 10 g)')).toHaveValue('46342.5');
  await editDialog.getByLabel('Price (₹ per 10 g)').fill('47000');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Price updated successfully...!!!')).toBeVisible();
  await expect(row).toContainText('₹47,000.00 / 10 g');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const question = page.getByRole('dialog', { name: `Delete price "${name}"` });
  await expect(question).toContainText('Are you sure you want to delete this item?');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted Successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the price form names what is missing before sending anything', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'one viewport: the messages, not the layout');
  await logIn(page);
  await openSection(page, 'Price');
  await page.getByRole('button', { name: 'Add Price' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Price' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Please fill all fields');
  await expect(dialog.getByLabel('Price (₹ per 10 g)')).toHaveAccessibleDescription('Please fill all fields');
  await dialog.getByLabel('Price (₹ per 10 g)').fill('0');
  await expect(dialog.getByLabel('Price (₹ per 10 g)')).toHaveAccessibleDescription('Price must be more than 0');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('an admin adds a category, sees it listed, renames it and deletes it', async ({ page }) => {
  const name = unique('Toe Ring');
  const renamed = unique('Toe Rings');
  await logIn(page);
  await openSection(page, 'Category');
  const table = page.getByRole('table', { name: 'Categories' });
  await expect(table.getByRole('cell', { name: 'Mangalsutra', exact: true })).toBeVisible();
  await screenshot(page, 'category');

  await page.getByRole('button', { name: 'Add Category' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Category' });
  await addDialog.getByLabel('Name', { exact: true }).fill(name);
  await screenshot(page, 'category-modal');
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category added successfully')).toBeVisible();
  await expect(addDialog).toBeHidden();
  await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(editDialog.getByLabel('Name', { exact: true })).toHaveValue(name);
  await editDialog.getByLabel('Name', { exact: true }).fill(renamed);
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category updated successfully')).toBeVisible();
  await expect(table.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const question = page.getByRole('dialog', { name: `Delete category "${renamed}"` });
  await expect(question).toContainText('Are you sure you want to delete this item?');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category Deleted Successfully')).toBeVisible();
  await expect(table.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
});

test("deleting a category that products use is refused with the CMS's reason", async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'one viewport: the refusal, not the layout');
  await logIn(page);
  // Straight to the address: the page stands on its own.
  await page.goto('/admin/category');
  const table = page.getByRole('table', { name: 'Categories' });
  await page.getByRole('button', { name: 'Delete Ring', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();

  await expect(
    page.getByText(/^The category "Ring" has \d+ products?: move them to another category before deleting it$/),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(table.getByRole('cell', { name: 'Ring', exact: true })).toBeVisible();
});
