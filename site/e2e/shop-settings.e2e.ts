// The shop's details from the back office to every page, against the real CMS and the local
// publisher, on a phone (where the owner works): a new phone number and an Instagram link saved in
// Shop settings reach the contact page and the footer once 'Publish now' has published them. The
// shop is then put back as it was (the demo shop with the test stack's social links) and published
// again, so the tests after this see it.
import { expect, test } from '@playwright/test';
import { logIn, openSection, screenshot } from './support/admin';
import { ADMIN, publishSite, SOCIAL_LINKS } from './support/stack';

test.skip(({ isMobile }) => !isMobile, 'phones first: the owner edits the shop from a phone');

const NEW_PHONE = '+91 98765 43210';
const INSTAGRAM = 'https://www.instagram.com/suvarna.surat';

/** Puts back what the test changed: the phones to the site's own setting, the stack's Instagram link. */
async function forgetShopSettings() {
  const cms = process.env.E2E_CMS_URL as string;
  const login = await fetch(`${cms}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const answer = await fetch(`${cms}/api/admin/shop-settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ phones: null, social: { instagram: SOCIAL_LINKS.instagram } }),
  });
  expect(answer.status).toBe(200);
}

test("the shop's phone changed in Shop settings is on the site after the publish", async ({ page }) => {
  test.setTimeout(360_000);
  try {
    await logIn(page);
    await openSection(page, 'Shop settings');
    const phone = page.getByRole('textbox', { name: 'Phone 1' });
    await expect(phone).toHaveValue(/\+91/);
    const oldPhone = await phone.inputValue();

    // A wrong number is named under its field, and nothing is saved.
    await phone.fill('12345');
    await page.getByRole('button', { name: 'Save shop settings' }).click();
    await expect(page.getByText(/^Phone 1 must be a phone number/)).toBeVisible();

    await phone.fill(NEW_PHONE);
    await page.getByRole('textbox', { name: 'Instagram link' }).fill(INSTAGRAM);
    await page.getByRole('button', { name: 'Save shop settings' }).click();
    await expect(page.getByText('Shop settings saved. The site is being republished with them.')).toBeVisible();
    await screenshot(page, 'admin-shop-settings');

    // The Publish panel lists the change and publishes it at once.
    await openSection(page, 'Publish');
    await expect(page.getByText('Shop settings changed').first()).toBeVisible();
    await page.getByRole('button', { name: 'Publish now' }).click();
    // The publisher answers once the rebuilt site is live; on a busy machine that may outlast the
    // back office's wait for the answer, so the panel's own status says when it is.
    await expect(page.getByText('Nothing is waiting: the site is up to date.')).toBeVisible({ timeout: 180_000 });

    await page.goto('/contact');
    const details = page.getByRole('region', { name: 'Visit or call' });
    await expect(details.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(details.getByRole('link', { name: oldPhone })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: NEW_PHONE })).toBeVisible();
    // The new Instagram link, and the links the form did not change kept as they were.
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', INSTAGRAM);
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', SOCIAL_LINKS.facebook);
    await screenshot(page, 'contact-after-shop-settings');
  } finally {
    await forgetShopSettings();
    await publishSite();
  }
});
