// The shop admin runs the catalogue from the Product page against the real CMS: add a product with
// images, edit it (keep one image, add two), hit the image limit, and delete it.
import { expect, type Page, test } from '@playwright/test';
import { formatRupees, type Product } from '@suvarna/domain';
import sharp from 'sharp';
import { asAdmin, logIn, openAddProductForm, openSection, productAction, screenshot } from './support/admin';
import { HOSTILE_CATEGORY, HOSTILE_PRODUCT, PWNED_FLAG } from './support/hostile';

/** A small real PNG in its own colour, so each upload is a distinct image the CMS accepts. */
async function png(name: string, hue: number) {
  const buffer = await sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: hue, g: 160, b: 255 - hue } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const productsFromApi = () => asAdmin<Product[]>('POST', '/api/admin/get-product');

async function openProductPage(page: Page) {
  await logIn(page);
  await openSection(page, 'Product');
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
}

const shot = (page: Page, name: string) => screenshot(page, `product-${name}`);

test('an admin adds a product with two images, edits it to keep one and add two, then deletes it', async ({ page }) => {
  const project = test.info().project.name;
  const name = `Lotus Ring E2E ${project}`;
  const sku = `E2E-LOTUS-${project.toUpperCase()}`;
  await openProductPage(page);
  await shot(page, 'list');

  const form = await openAddProductForm(page, { name: name, sku: sku, netWeight: '3', labour: '1200' });
  await form.getByLabel('Add images').setInputFiles([await png('front.png', 40), await png('side.png', 200)]);
  await expect(form.getByRole('img', { name: /^New image/ })).toHaveCount(2);
  await expect(form.getByRole('region', { name: 'Price preview' })).toContainText('Net Payable');
  await shot(page, 'add-form');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox').fill(sku);
  const row = page.getByRole('row', { name: new RegExp(name) });
  const added = (await productsFromApi()).find((product) => product.sku === sku);
  // Its labour on a laptop, the price a customer pays on a phone's compact row.
  expect(added?.laber).toBe(1200);
  await expect(row).toContainText(
    test.info().project.name === 'phone' ? formatRupees(added?.totalPrice ?? -1) : '₹1,200.00',
  );
  expect(added?.images).toHaveLength(2);
  const [keptImage] = added?.images ?? [];

  await productAction(row, 'Edit', name);
  const editForm = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(editForm.getByLabel('Product Name *', { exact: true })).toHaveValue(name);
  await expect(editForm.getByRole('img', { name: /^Image \d/ })).toHaveCount(2);
  await editForm.getByRole('button', { name: 'Remove image 2' }).click();
  await editForm.getByLabel('Add images').setInputFiles([await png('top.png', 90), await png('back.png', 150)]);
  await expect(editForm.getByRole('img', { name: /^New image/ })).toHaveCount(2);
  await editForm.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editForm).toBeHidden();

  const edited = (await productsFromApi()).find((product) => product.sku === sku);
  expect(edited?.images).toHaveLength(3);
  expect(edited?.images[0]?.id).toBe(keptImage?.id);
  await productAction(row, 'Edit', name);
  await expect(page.getByRole('dialog', { name: 'Edit Product' }).getByRole('img', { name: /^Image \d/ })).toHaveCount(
    3,
  );
  // Every kept image is served by the CMS and loads.
  for (const image of await page
    .getByRole('dialog')
    .getByRole('img', { name: /^Image \d/ })
    .all()) {
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await productAction(row, 'Delete', name);
  const question = page.getByRole('dialog', { name: 'Delete product' });
  await expect(question).toContainText('Are you sure you want to delete this item?');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No records available')).toBeVisible();
  expect((await productsFromApi()).some((product) => product.sku === sku)).toBe(false);
});

test('choosing four images shows the limit and keeps none of them', async ({ page }) => {
  test.skip(test.info().project.name !== 'phone', 'one viewport: the limit, on the phone photos come from');
  await openProductPage(page);
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await expect(form.getByText('Max 3 images (JPEG, PNG, WebP)')).toBeVisible();
  await form
    .getByLabel('Add images')
    .setInputFiles(await Promise.all([1, 2, 3, 4].map((index) => png(`${index}.png`, index * 50))));
  await expect(form.getByRole('alert')).toHaveText('Max image select limit is 3...');
  await expect(form.getByRole('img', { name: /^New image/ })).toHaveCount(0);
  await shot(page, 'limit');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});

test('a value past its limit is refused under its field, in a sentence naming the field and the limit', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'one viewport: the refusal, not the layout');
  await openProductPage(page);
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await form.getByLabel('Net weight (grams) *').fill('200000');
  await form.getByLabel('Discount (₹)').fill('ten');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByLabel('Net weight (grams) *')).toHaveAccessibleDescription(
    'Net weight cannot be more than 1,00,000 g',
  );
  await expect(form.getByLabel('Discount (₹)')).toHaveAccessibleDescription('Discount must be a number');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});

test('script-injection text typed by staff stays text in the table and the form', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openProductPage(page);
  await page.getByRole('searchbox').fill(HOSTILE_PRODUCT.sku);
  const row = page.getByRole('row', { name: /HOSTILE-1/ });
  await expect(row).toContainText(HOSTILE_PRODUCT.name);

  await productAction(row, 'Edit', HOSTILE_PRODUCT.name);
  const form = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(form.getByLabel('Product Name *', { exact: true })).toHaveValue(HOSTILE_PRODUCT.name);
  // The field, not the dialog's Details tab (its panel is named so too).
  await expect(form.getByRole('textbox', { name: 'Details', exact: true })).toHaveValue(HOSTILE_PRODUCT.details);
  await expect(form.getByLabel('Category').locator('option:checked')).toHaveText(HOSTILE_CATEGORY);

  expect(await page.locator('img[src="x"], svg[onload], iframe[src^="javascript"]').count()).toBe(0);
  expect(
    await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], PWNED_FLAG),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
});
