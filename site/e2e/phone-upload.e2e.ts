// Issue 48: a shop admin on a phone, on a slow line (2 Mbit/s each way, emulated by Chromium's
// DevTools protocol), adds a product with three photos straight from a camera: 4000 × 3000 JPEGs of
// about 3 MB each, one of them stored sideways with EXIF orientation 6 as phones take portraits. The
// back office makes them lighter before sending, shows the upload's progress, and the product is
// saved in one try. The CMS then holds each original at most 2,400 px on its longest side, the
// sideways one upright (portrait). The product is deleted at the end: other tests count products.
import { expect, test } from '@playwright/test';
import type { Product } from '@suvarna/domain';
import sharp from 'sharp';
import { asAdmin, logIn, openSection, screenshot } from './support/admin';

test.skip(({ isMobile }) => !isMobile, 'a phone on a slow line is what is tested here');

const SKU = 'E2E-PHONE-UPLOAD';
const NAME = 'Camera Photos Bangle E2E';
const CAMERA = { width: 4000, height: 3000 };
/** 2 Mbit/s, in bytes a second. */
const TWO_MEGABITS = 2_000_000 / 8;

/**
 * A camera's JPEG: grainy like a photo (blurred noise, so about 3 MB where flat colour would be a
 * few KB), tinted by `hue` so each is its own picture, its pixels stored as `orientation` says.
 */
async function cameraJpeg(grain: Buffer, hue: number, orientation: number) {
  return sharp(grain, { raw: { ...CAMERA, channels: 3 } })
    .modulate({ hue })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .toBuffer();
}

const cms = () => process.env.E2E_CMS_URL as string;

async function deleteTheProduct() {
  const products = await asAdmin<Product[]>('POST', '/api/admin/get-product');
  for (const product of products.filter((candidate) => candidate.sku === SKU))
    await asAdmin('DELETE', `/api/admin/product/${product.id}`);
}

test.afterEach(deleteTheProduct);

test('on a phone at 2 Mbit/s, three camera photos are made lighter, shown uploading, and saved in one try', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const grain = await sharp({
    create: { ...CAMERA, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .raw()
    .toBuffer()
    .then((noise) =>
      sharp(noise, { raw: { ...CAMERA, channels: 3 } })
        .blur(1.5)
        .raw()
        .toBuffer(),
    );
  // Stored sideways with orientation 6 as a phone takes a portrait: seen upright, it is 3000 × 4000.
  const photos = [
    { name: 'IMG_0001.JPG', mimeType: 'image/jpeg', buffer: await cameraJpeg(grain, 0, 1) },
    { name: 'IMG_0002.JPG', mimeType: 'image/jpeg', buffer: await cameraJpeg(grain, 120, 6) },
    { name: 'IMG_0003.JPG', mimeType: 'image/jpeg', buffer: await cameraJpeg(grain, 240, 1) },
  ];
  const cameraBytes = photos.reduce((sum, photo) => sum + photo.buffer.length, 0);
  // Sent as they are, the three would need about a minute at 2 Mbit/s.
  expect(cameraBytes).toBeGreaterThan(8 * 1024 * 1024);

  await logIn(page);
  await openSection(page, 'Product');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: TWO_MEGABITS,
    uploadThroughput: TWO_MEGABITS,
  });
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/admin/add-product') && request.method() === 'POST') uploads += 1;
  });

  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await form.getByLabel('Product Name *', { exact: true }).fill(NAME);
  await form.getByLabel('SKU').fill(SKU);
  await form.getByLabel('Metal').selectOption('Gold');
  await form.getByLabel('Purity').selectOption('22K');
  await form.getByLabel('Category').selectOption({ index: 1 });
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Net weight').fill('12');
  await form.getByLabel('Labour (₹)').fill('2400');
  await form.getByLabel('Add images').setInputFiles(photos);
  await expect(form.getByRole('img', { name: /^New image/ })).toHaveCount(3);
  await expect(form.getByRole('alert')).toHaveCount(0);

  await form.getByRole('button', { name: 'Add Product' }).click();
  const bar = form.getByRole('progressbar', { name: 'Uploading 3 photos' });
  await expect(bar).toBeVisible();
  // Part of the way: the browser reports the body as it goes out on the slow line.
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await bar.scrollIntoViewIfNeeded();
  await screenshot(page, 'upload-progress');
  // The whole body, as the bar says it: a fraction of the camera's bytes.
  const sending = /of ([\d.]+) MB sent$/.exec((await bar.getAttribute('aria-valuetext')) ?? '');
  expect(Number(sending?.[1]) * 1024 * 1024).toBeLessThan(cameraBytes / 2);
  // Saved in one try.
  await expect(form).toBeHidden({ timeout: 60_000 });
  expect(uploads).toBe(1);

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const saved = (await asAdmin<Product[]>('POST', '/api/admin/get-product')).filter((product) => product.sku === SKU);
  expect(saved).toHaveLength(1);
  const images = saved[0]?.images ?? [];
  expect(images).toHaveLength(3);
  const stored = await Promise.all(
    images.map(async (image) => {
      const answer = await fetch(new URL(image.url, cms()));
      expect(answer.ok).toBe(true);
      const { width = 0, height = 0, orientation } = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      return { width, height, orientation, listed: [image.width, image.height] };
    }),
  );
  for (const { width, height, listed } of stored) {
    expect(Math.max(width, height)).toBeLessThanOrEqual(2400);
    expect(listed).toEqual([width, height]);
  }
  expect(stored.map(({ width, height, orientation }) => ({ width, height, orientation }))).toEqual([
    { width: 2400, height: 1800, orientation: undefined },
    // Upright: a portrait, with no orientation left to apply.
    { width: 1800, height: 2400, orientation: undefined },
    { width: 2400, height: 1800, orientation: undefined },
  ]);
});
