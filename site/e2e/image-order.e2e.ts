// Issue 48: on a phone, the shop admin reorders a product's photos with the picker's buttons and
// makes another the cover; the CMS keeps the order, and once the site is published the product page
// shows the new cover first. Each photo is of one colour, so the page's picture says which it is.
// The product is deleted at the end, and the site published again without it. A second test moves a
// wide photo's focal point with taps on its preview and reads the published square crop's colour.
import { expect, type Locator, test } from '@playwright/test';
import type { Product } from '@suvarna/domain';
import sharp from 'sharp';
import {
  asAdmin,
  expectNoAxeViolations,
  logIn,
  openAddProductForm,
  openSection,
  productAction,
  screenshot,
} from './support/admin';
import { coloursShown, GRID } from './support/pictures';
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
    const form = await openAddProductForm(page, { name: NAME, sku: SKU, netWeight: '5', labour: '900' });
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

const CROP_SKU = 'E2E-FOCAL-POINT';
const CROP_NAME = 'Focal Point Haar E2E';

/** The focal point a picture's button says, in percent: [across, down]. */
async function focalPoint(button: Locator): Promise<[number, number]> {
  const label = (await button.getAttribute('aria-label')) ?? '';
  const [, across = 'NaN', down = 'NaN'] = /: (\d+)% across, (\d+)% down$/.exec(label) ?? [];
  return [Number(across), Number(down)];
}

test('an admin taps the right of a wide photo’s preview; the published page’s square picture is its right-hand part', async ({
  page,
}) => {
  // Three times as wide as tall, in thirds of a square each: red, green, blue. Cropped square around
  // its centre, the site would show the green third alone; around a point far enough right, the blue.
  const third = { width: 240, height: 240, channels: 3 } as const;
  const square = (background: string) =>
    sharp({ create: { ...third, background } })
      .png()
      .toBuffer();
  const wide = await sharp({ create: { ...third, width: 720, background: COLOURS.green } })
    .composite([
      { input: await square(COLOURS.red), left: 0, top: 0 },
      { input: await square(COLOURS.blue), left: 480, top: 0 },
    ])
    .png()
    .toBuffer();
  try {
    await logIn(page);
    await openSection(page, 'Product');
    const form = await openAddProductForm(page, { name: CROP_NAME, sku: CROP_SKU, netWeight: '7', labour: '1100' });
    await form.getByLabel('Add images').setInputFiles([{ name: 'wide.png', mimeType: 'image/png', buffer: wide }]);
    const preview = form.getByRole('img', { name: /^New image/ });
    await expect(preview).toHaveCount(1);
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(720);
    const focal = form.getByRole('button', { name: /^Focal point of image 1: / });
    await expect(focal).toHaveAccessibleName('Focal point of image 1: 50% across, 50% down');
    // The preview shows the square the site will crop: all green at first. A tap near its right edge
    // centres the crop there, and the preview moves right with it; a second tap near its right edge
    // moves it further, onto the blue.
    const tapNearTheRight = async () => {
      const box = await focal.boundingBox();
      if (!box) throw new Error('the focal point has no box');
      await focal.tap({ position: { x: box.width * 0.95, y: box.height / 2 } });
    };
    await tapNearTheRight();
    await expect.poll(() => focalPoint(focal).then(([across]) => across)).toBeGreaterThan(60);
    const [once] = await focalPoint(focal);
    await tapNearTheRight();
    await expect.poll(() => focalPoint(focal).then(([across]) => across)).toBeGreaterThan(once);
    const [across, down] = await focalPoint(focal);
    // On the right: a square around it (a third of the width) lies mostly in the blue third.
    expect(across).toBeGreaterThanOrEqual(75);
    expect(down).toBe(50);
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(form).toBeHidden();
    const added = await asAdmin<Product[]>('POST', '/api/admin/get-product').then((products) =>
      products.find((product) => product.sku === CROP_SKU),
    );
    expect(added?.images[0]?.focus).toEqual({ x: across / 100, y: 0.5 });

    await publishSite();
    await page.goto(`/product-preview/${added?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: CROP_NAME })).toBeVisible();
    const main = page.getByRole('button', { name: 'Enlarge picture' }).getByRole('img');
    await expect
      .poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeTruthy();
    // Blue across the square's middle, where the centre's crop would be green throughout.
    await expect.poll(() => coloursShown(main, GRID)).toEqual(GRID.map(() => 'blue'));
  } finally {
    const left = (await asAdmin<Product[]>('POST', '/api/admin/get-product')).find(
      (product) => product.sku === CROP_SKU,
    );
    if (left) {
      await asAdmin('DELETE', `/api/admin/product/${left.id}`);
      await publishSite();
    }
  }
});
