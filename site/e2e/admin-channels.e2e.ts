// The Channels page against the real CMS and the built site, at 375 and 1280 px: each feed's full
// address on the site's own origin (copied with Copy), its number of items as the published file
// holds them, the local inventory's absence explained (the test stack sets no SHOP_STORE_CODE), and
// the pieces left out with their reason (the hostile test product has no picture).
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectNoAxeViolations, logIn, openSection, screenshot } from './support/admin';
import { HOSTILE_PRODUCT } from './support/hostile';

test('the Channels page gives each feed its address, items and last publish, and the pieces left out', async ({
  page,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const site = new URL(baseURL as string).origin;
  const googleFile = await page.request.get(`${site}/feeds/google-merchant.xml`);
  const metaFile = await page.request.get(`${site}/feeds/meta-catalogue.csv`);
  expect(googleFile.ok() && metaFile.ok()).toBe(true);
  const googleItems = (await googleFile.text()).match(/<item>/g)?.length ?? 0;
  const metaItems = (parse(await metaFile.text(), { columns: true }) as unknown[]).length;
  expect(googleItems).toBeGreaterThan(0);

  await logIn(page);
  await openSection(page, 'Channels');

  const google = page.getByRole('article', { name: /^Google Merchant Center/ });
  await expect(google.getByRole('textbox', { name: 'Address' })).toHaveValue(`${site}/feeds/google-merchant.xml`);
  await expect(google.getByRole('definition').first()).toHaveText(String(googleItems));
  await expect(google.getByRole('definition').nth(1)).toHaveText(/\d{1,2}:\d\d [ap]m|no publish recorded/);
  const meta = page.getByRole('article', { name: /^Meta Commerce Manager/ });
  await expect(meta.getByRole('textbox', { name: 'Address' })).toHaveValue(`${site}/feeds/meta-catalogue.csv`);
  await expect(meta.getByRole('definition').first()).toHaveText(String(metaItems));
  const local = page.getByRole('article', { name: /^Google local inventory/ });
  await expect(local).toContainText('Not written yet: the local inventory file is written once SHOP_STORE_CODE');

  await meta.getByRole('button', { name: 'Copy' }).click();
  await expect(meta.getByText('Address copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site}/feeds/meta-catalogue.csv`);

  const leftOut = page.getByRole('list', { name: 'Pieces left out' });
  await expect(leftOut.getByRole('listitem').filter({ hasText: `(${HOSTILE_PRODUCT.sku})` })).toContainText(
    'no picture',
  );
  await expect(page.getByRole('region', { name: 'Connecting the channels' })).toContainText('Google Business Profile');

  // Nothing sticks out of a phone's screen: the long addresses stay in their fields.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
  await screenshot(page, 'admin-channels');
});
