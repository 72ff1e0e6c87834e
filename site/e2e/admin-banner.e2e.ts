// The shop admin manages the home carousel's banners against the real CMS: upload a real PNG, see it
// load from the CMS, give it a picture for phones, delete it again; a text file dressed as a PNG is
// refused with a message.
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Banner } from '@suvarna/domain';
import sharp from 'sharp';
import { expectNoAxeViolations, logIn, screenshot } from './support/admin';

async function openBannerPage(page: Page) {
  await logIn(page);
  await page.goto('/admin/banner');
  await expect(page.getByRole('heading', { level: 1, name: 'Banner' })).toBeVisible();
  await expect(page.getByText('Loading...')).toBeHidden();
}

const cards = (page: Page) => page.getByRole('list', { name: 'Banners' }).getByRole('listitem');

/** Whether the image has arrived and decoded (a blocked or broken one has no natural width). */
const loadedWidth = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

test('an admin uploads a banner, sees it load from the CMS, and deletes it after confirming', async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'phone', 'one viewport: the flow, on the owner’s phone');
  const project = test.info().project.name;
  await openBannerPage(page);
  const before = await cards(page).count();

  await page.getByRole('button', { name: 'Add New Banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Banner' });
  // A wide banner in the shop's gold, drawn here so the CMS receives a genuine PNG.
  const png = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#a8792b' } })
    .png()
    .toBuffer();
  const fileName = `e2e-banner-${project}.png`;
  await dialog.getByLabel('Banner image').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png });
  const preview = dialog.getByRole('img', { name: `Preview of ${fileName}` });
  await expect.poll(() => loadedWidth(preview)).toBe(800);
  await screenshot(page, 'banner-modal');

  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/admin/add-banner-image'));
  await dialog.getByRole('button', { name: 'Upload Banner' }).click();
  const { data: banner } = (await (await uploaded).json()) as { data: Banner };
  await expect(page.getByText('Banner uploaded successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(before + 1);

  // The newest banner is the last in the carousel.
  const position = before + 1;
  // The card shows the banner's stored thumbnail (fitted in 245 × 156), never the original.
  const image = page.getByRole('img', { name: `Banner ${position}`, exact: true });
  const imageUrl = new URL(banner.url, process.env.E2E_CMS_URL).href;
  const thumbnailUrl = new URL(banner.thumbnailUrl, process.env.E2E_CMS_URL).href;
  expect(thumbnailUrl).not.toBe(imageUrl);
  await expect(image).toHaveAttribute('src', thumbnailUrl);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => loadedWidth(image)).toBe(245);
  await screenshot(page, 'banner-page');

  // Then the picture phones show instead, added to the banner from its card.
  await page.getByRole('button', { name: `Add phone picture of banner ${position}` }).click();
  const phoneDialog = page.getByRole('dialog', { name: `Phone Picture for Banner ${position}` });
  await expectNoAxeViolations(page);
  const square = await sharp({ create: { width: 540, height: 540, channels: 3, background: '#6b1f2a' } })
    .png()
    .toBuffer();
  await phoneDialog
    .getByLabel('Picture for phones')
    .setInputFiles({ name: `e2e-phone-${project}.png`, mimeType: 'image/png', buffer: square });
  const pictured = page.waitForResponse((response) => response.url().endsWith(`/api/admin/banner/${banner.id}`));
  await phoneDialog.getByRole('button', { name: 'Upload Picture' }).click();
  const { data: withPhone } = (await (await pictured).json()) as { data: Banner };
  await expect(page.getByText('Phone picture uploaded successfully')).toBeVisible();
  await expect(phoneDialog).toBeHidden();
  const phoneImage = page.getByRole('img', { name: `Banner ${position} on phones` });
  const phoneUrl = new URL(withPhone.mobileUrl ?? '', process.env.E2E_CMS_URL).href;
  const phoneThumbnailUrl = new URL(withPhone.mobileThumbnailUrl ?? '', process.env.E2E_CMS_URL).href;
  await expect(phoneImage).toHaveAttribute('src', phoneThumbnailUrl);
  await expect.poll(() => loadedWidth(phoneImage)).toBe(156);
  await expect(page.getByRole('button', { name: `Replace phone picture of banner ${position}` })).toBeVisible();

  await page.getByRole('button', { name: `Delete banner ${position}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete this banner? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Banner deleted successfully')).toBeVisible();
  await expect(cards(page)).toHaveCount(before);
  await expect(page.locator(`img[src="${thumbnailUrl}"]`)).toHaveCount(0);
  // Deleting a banner deletes its files too, thumbnails included.
  for (const url of [imageUrl, thumbnailUrl, phoneUrl, phoneThumbnailUrl]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
});

test('a text file named .png is refused with a message and the dialog keeps it', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'one viewport: the refusal, not the layout');
  await openBannerPage(page);
  const before = await cards(page).count();

  await page.getByRole('button', { name: 'Add New Banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Banner' });
  const input = dialog.getByLabel('Banner image');
  await input.setInputFiles({ name: 'opening-hours.png', mimeType: 'image/png', buffer: Buffer.from('Open 10 to 8') });
  await expect(dialog.getByText('This file cannot be shown as an image.')).toBeVisible();

  const refused = page.waitForResponse((response) => response.url().endsWith('/api/admin/add-banner-image'));
  await dialog.getByRole('button', { name: 'Upload Banner' }).click();
  expect((await refused).status()).toBe(415);
  await expect(page.getByText('Only JPEG, PNG or WebP images can be uploaded')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await input.evaluate((element: HTMLInputElement) => element.files?.[0]?.name)).toBe('opening-hours.png');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(before);
});
