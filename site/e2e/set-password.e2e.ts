// The shop admin changes their password from the admin area against the real CMS: this session goes
// on with the fresh token, the new password logs in, and every token issued before is refused.
// The admin's password is put back afterwards, since every other browser test logs in with it.
import { expect, type Page, test } from '@playwright/test';
import type { Envelope } from '@suvarna/domain';
import { expectNoAxeViolations, logIn, openSection, screenshot } from './support/admin';
import { ADMIN } from './support/stack';

const NEW_PASSWORD = 'Ruby@Surat2010';
const WRONG_CURRENT_PASSWORD = 'Silver@925Wrong';

/** Calls the e2e CMS directly (as another device would), giving the status and the envelope. */
async function cms<T>(
  method: string,
  route: string,
  { token, body }: { token?: string | null | undefined; body?: unknown } = {},
) {
  const response = await fetch(`${process.env.E2E_CMS_URL}${route}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, envelope: (await response.json()) as Envelope<T> };
}

async function tokenFor(password: string): Promise<string> {
  const { status, envelope } = await cms<{ token: string }>('POST', '/api/admin/login', {
    body: { email: ADMIN.email, password },
  });
  if (status !== 200 || !envelope.success) throw new Error(`Login failed: ${status} ${envelope.message}`);
  return envelope.data.token;
}

/** Whether the CMS still takes a token for an admin call. */
const productCountStatus = async (token: string | null) =>
  (await cms('GET', '/api/admin/product-count', { token })).status;

/** Puts the shared admin's password back, if the one the test set logs in (else it never changed). */
async function restoreAdminPassword() {
  const login = await cms<{ token: string }>('POST', '/api/admin/login', {
    body: { email: ADMIN.email, password: NEW_PASSWORD },
  });
  if (login.status !== 200) return;
  const { status, envelope } = await cms('PUT', '/api/admin/set-password', {
    token: login.envelope.success ? login.envelope.data.token : null,
    body: { currentPassword: NEW_PASSWORD, password: ADMIN.password, confirmPassword: ADMIN.password },
  });
  if (status !== 200) throw new Error(`Could not restore the admin's password: ${status} ${envelope.message}`);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('an admin changes the password from the admin area, stays logged in, and older tokens are refused', async ({
  page,
}) => {
  // Four password hashes checked and a sign-in: more than the default 30 s on a busy machine.
  test.skip(test.info().project.name !== 'phone', 'one viewport: the flow, on a phone first (its Menu)');
  const phone = test.info().project.name === 'phone';
  // Another device's session, opened before the change.
  const otherDeviceToken = await tokenFor(ADMIN.password);

  await logIn(page);
  const tokenBefore = await storedToken(page);
  expect(tokenBefore).toBeTruthy();

  // The link sits in the sidebar beside Logout; a phone opens the sidebar from Menu first.
  if (phone) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Set Password' })).toBeVisible();
    await screenshot(page, 'set-password-sidebar');
    await page.getByRole('button', { name: 'Close menu' }).click();
  } else {
    await screenshot(page, 'set-password-sidebar');
  }
  await openSection(page, 'Set Password');
  await expect(page).toHaveURL(/\/set-password$/);
  await expect(page).toHaveTitle('Set Password | Suvarna back office');

  const current = page.getByLabel('Current Password', { exact: true });
  const password = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm Password', { exact: true });
  await expect(current).toHaveAttribute('autocomplete', 'current-password');
  await expect(password).toHaveAttribute('autocomplete', 'new-password');
  await expect(confirm).toHaveAttribute('autocomplete', 'new-password');
  await screenshot(page, 'set-password');
  await expectNoAxeViolations(page);

  // Nothing is sent until the form is right.
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const field of [current, password, confirm]) await expect(field).toHaveAccessibleDescription('required!');
  await password.fill('short');
  await confirm.fill('different');
  await expect(password).toHaveAccessibleDescription('minimum 8 character');
  await screenshot(page, 'set-password-errors');
  await expectNoAxeViolations(page);

  // From the first answer of the CMS on, the password may have changed: put it back whatever happens.
  let sent = false;
  try {
    // A wrong current password is said under its field; the new password stays as typed.
    await current.fill(WRONG_CURRENT_PASSWORD);
    await password.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Show new password' }).click();
    sent = true;
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(current).toHaveAccessibleDescription('Current password is incorrect');
    await expect(current).toBeFocused();
    await expect(password).toHaveValue(NEW_PASSWORD);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveValue(NEW_PASSWORD);
    await screenshot(page, 'set-password-wrong-current');
    expect(await storedToken(page)).toBe(tokenBefore);
    expect(await productCountStatus(tokenBefore)).toBe(200);

    await current.fill(ADMIN.password);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Back in the admin area, still logged in, with the notice.
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Password changed. Other devices were signed out.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'set-password-done');
    const freshToken = await storedToken(page);
    expect(freshToken).toBeTruthy();
    expect(freshToken).not.toBe(tokenBefore);

    // The admin area's calls work with the fresh token: the counts, then the whole product list.
    const card = page.locator('div', { has: page.getByText('Total Products', { exact: true }) }).last();
    await expect(card).toContainText(/\d/);
    await openSection(page, 'Product');
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Product' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/product$/);

    // Every token issued before the change is refused: this browser's old one and the other device's.
    expect(await productCountStatus(freshToken)).toBe(200);
    expect(await productCountStatus(tokenBefore)).toBe(401);
    expect(await productCountStatus(otherDeviceToken)).toBe(401);

    // Log out, then in afresh with the new password.
    if (phone) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, NEW_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  } finally {
    if (sent) await restoreAdminPassword();
  }
  expect(await productCountStatus(await tokenFor(ADMIN.password))).toBe(200);
});
