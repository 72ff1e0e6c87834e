// The Publish panel against the real CMS and the local publisher: the site is live, 'Publish now'
// republishes it at once, and the publish joins the history with its trigger.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, openSection, screenshot } from './support/admin';

test.skip(({ isMobile }) => isMobile, 'one viewport: the flow, not the layout, is tested here');

test('an admin sees when the site went live and publishes it at once', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await openSection(page, 'Publish');
  // The demo catalogue and the tests' own content wait: the browser tests' CMS publishes only when asked.
  await expect(page.getByText(/^\d+ changes? waiting to be published$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changes waiting' }).getByRole('listitem').first()).toContainText(
    /(added|changed|deleted)/,
  );
  await expect(page.getByText(/Publishes this month: \d+\./)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('button', { name: 'Publishing…' })).toBeDisabled();
  // The local publisher answers once the rebuilt site is live.
  await expect(page.getByText('Published: the site shows every change now.')).toBeVisible({ timeout: 90_000 });
  const latest = page.getByRole('table', { name: 'Last publishes' }).getByRole('row').nth(1);
  await expect(latest).toContainText('Published');
  await expect(latest).toContainText('Publish now');
  await expect(page.getByText('Nothing is waiting: the site is up to date.')).toBeVisible();
  await expect(page.getByText(/^Live as of \d{1,2}:\d{2} (am|pm)$/)).toBeVisible();
  await screenshot(page, 'admin-publish');
});
