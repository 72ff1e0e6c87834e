// The Content-Security-Policy in a real browser: every page a visitor or an admin uses loads all it
// needs, islands hydrate and the back office reaches the CMS, with not one violation. `astro preview`
// sends no headers, so this exercises the <meta> policy Astro writes into every page; the header
// part (frame-ancestors) is checked in publisher.test.ts.
import { expect, type Page, test } from '@playwright/test';
import { watchViolations } from './support/csp';
import { hydrated, reachFor } from './support/islands';
import { ADMIN } from './support/stack';

const cms = () => process.env.E2E_CMS_URL as string;

/** The page's policy, directive by directive. */
async function policyOf(page: Page): Promise<Map<string, string[]>> {
  const content = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  const directives = (content ?? '').split(';').map((directive) => directive.trim().split(/\s+/));
  return new Map(directives.filter(([name]) => name).map(([name, ...sources]) => [name as string, sources]));
}

test('the public pages load what they use, with working islands and the map, and no violation', async ({ page }) => {
  const violations = await watchViolations(page);

  await page.goto('/');
  // The banners advance by a script the policy allows.
  await expect(page.locator('[aria-roledescription="slide"]').nth(1)).toHaveAttribute('aria-hidden', 'false', {
    timeout: 10_000,
  });
  const policy = await policyOf(page);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'", cms()]);
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");

  await page.goto('/product-list');
  await reachFor(page, 'ProductBrowser');
  const filtersToggle = page.getByRole('button', { name: 'Filters', exact: true });
  if (await filtersToggle.isVisible()) await filtersToggle.click();
  await page.getByRole('button', { name: 'Silver', exact: true }).click();
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/metal=Silver/);
  await expect(page.getByText(/Showing \d+ of \d+ products/)).toBeVisible();

  await page.locator('main a[href^="/product-preview/"]').first().click();
  await expect(page).toHaveURL(/\/product-preview\/\d+$/);
  const breakupTab = page.getByRole('tab', { name: 'Price Breakup' });
  await breakupTab.scrollIntoViewIfNeeded();
  await hydrated(page, 'ProductTabs');
  await breakupTab.click();
  await expect(page.getByText('Net Payable')).toBeVisible();

  await page.goto('/contact');
  // The enquiry form sends in place, by a script and a call to the CMS the policy allows; refused
  // (no phone or email), it stays with its text.
  await page.getByLabel('Your Name').fill('Asha');
  await page.getByLabel('Your Message').fill('Hello');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Phone / WhatsApp')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel('Your Name')).toHaveValue('Asha');
  expect((await policyOf(page)).get('form-action')).toEqual([
    "'self'",
    `${process.env.E2E_CMS_URL}/api/user/enquiry`,
    `${process.env.E2E_CMS_URL}/api/user/erasure-request`,
  ]);
  const map = page.getByRole('main').locator('iframe');
  const mapOrigin = new URL((await map.getAttribute('src')) as string).origin;
  // Frames: the map's origin, and only the origins a Google Maps link the owner stores may use.
  const frames = (await policyOf(page)).get('frame-src') ?? [];
  expect(frames).toContain(mapOrigin);
  expect(
    frames.every((origin) => /^https:\/\/(www|maps)\.google\.com$/.test(origin)),
    frames.join(' '),
  ).toBe(true);
  // The map loads lazily: once in view the browser asks for it, which the policy must allow (the
  // map's own server is out of reach here, so the frame shows an error page either way).
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => page.frames().length).toBeGreaterThan(1);
  const footer = page.getByRole('contentinfo');
  await footer.getByText('Find Us').scrollIntoViewIfNeeded();
  const footerMap = footer.getByTitle(/^Map of /);
  await expect(footerMap).toHaveAttribute('src', /^https:/);
  await expect
    .poll(() => page.frames().filter((frame) => frame !== page.mainFrame() && frame.url() !== 'about:blank').length)
    .toBe(2);
  await Promise.all(page.frames().map((frame) => frame.waitForLoadState()));

  expect(violations).toEqual([]);
});

test('the back office logs in and reads the CMS, its images included, with no violation', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'one viewport: the policy is the same at any width');
  const violations = await watchViolations(page);

  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const totalCard = page.locator('div', { has: page.getByText('Total Products', { exact: true }) }).last();
  await expect(totalCard).toContainText(/\d+/);

  // The product table shows each product's first upload, straight from the CMS.
  await page.goto('/admin/product');
  const upload = page.locator(`img[src^="${cms()}/"]`).first();
  await expect
    .poll(() => upload.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);

  expect(violations).toEqual([]);
});
