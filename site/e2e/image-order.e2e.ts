// Issue 48: on a phone, the shop admin reorders a product's photos with the picker's buttons and
// makes another the cover; the CMS keeps the order, and once the site is published the product page
// shows the new cover first. Each photo is of one colour, so the page's picture says which it is.
// The product is deleted at the end, and the site published again without it.
import { expect, test } from '@playwright/test';
import type { Product } from '@suvarna/domain';
import sharp from 'sharp';
import { asAdmin, expectNoAxeViolations, logIn, openSection, productAction, screenshot } from './support/admin';
import { publishSite } from './support/stack';

test.skip(({ isMobile }) => !isMobile, 'the picker’s buttons on a phone are what is tested here');

const SKU = 'E2E-IMAGE-ORDER';
const NAME = 'Cover Order Pendant E2E';
const COLOURS = { red: '#ff0000', green: '#00ff00', blue: '#0000ff' } as const;

const photo = async (name: keyof typeof COLOURS) => ({
  name: `${name}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 240, height: 240, channels: 3, background: COLOURS[name] } })
    .png()
    .toBuffer(),
});

/** The colour a picture mostly is, by name. */
async function colourOf(bytes: Buffer): Promise<string> {
  const { channels } = await sharp(bytes).stats();
  const [r = 0, g = 0, b = 0] = channels.map((channel) => channel.mean);
  return r > 127 && g < 128 && b < 128 ? 'red' : g > 127 && r < 128 && b < 128 ? 'green' : b > 127 ? 'blue' : 'other';
}

const theProduct = async () =>
  (await asAdmin<Product[]>('POST', '/api/admin/get-product')).find((product) => product.sku === SKU);

test('an admin makes the third photo the cover and moves the first last; the published page shows the cover first', async ({
  page,
}) => {
  test.setTimeout(240_000);
  try {
    await logIn(page);
    await openSection(page, 'Product');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const form = page.getByRole('dialog', { name: 'Add Product' });
    await form.getByLabel('Product Name *', { exact: true }).fill(NAME);
    await form.getByLabel('SKU').fill(SKU);
    await form.getByLabel('Metal').selectOption('Gold');
    await form.getByLabel('Purity').selectOption('22K');
    await form.getByLabel('Category').selectOption({ index: 1 });
    await form.getByLabel('Gender').selectOption('female');
    await form.getByLabel('Net weight').fill('5');
    await form.getByLabel('Labour (₹)').fill('900');
    await form.getByLabel('Add images').setInputFiles([await photo('red'), await photo('green'), await photo('blue')]);
    await expect(form.getByRole('img', { name: /^New image/ })).toHaveCount(3);
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(form).toBeHidden();
    const added = await theProduct();
    const [red, green, blue] = added?.images ?? [];
    expect(added?.images).toHaveLength(3);

    await page.getByRole('searchbox').fill(SKU);
    await productAction(page, 'Edit', NAME);
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await edit.getByRole('button', { name: 'Make image 3 the cover' }).click();
    // Blue, red, green: red moves last.
    await edit.getByRole('button', { name: 'Move image 2 later' }).click();
    await expect(edit.getByRole('listitem').first()).toContainText('Cover');
    await edit.getByRole('list', { name: 'Chosen images' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'image-order-picker');
    await expectNoAxeViolations(page);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    expect((await theProduct())?.images.map((image) => image.id)).toEqual([blue?.id, green?.id, red?.id]);

    await publishSite();
    await page.goto(`/product-preview/${added?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    const cover = page.getByTestId('zoom-area').locator('img').first();
    const source = await cover.getAttribute('src');
    const answer = await page.request.get(source ?? '');
    expect(answer.ok()).toBe(true);
    expect(await colourOf(await answer.body())).toBe('blue');
  } finally {
    const left = await theProduct();
    if (left) {
      await asAdmin('DELETE', `/api/admin/product/${left.id}`);
      await publishSite();
    }
  }
});
