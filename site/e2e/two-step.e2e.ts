// Two-step sign-in against the real CMS, on a phone: a member turns it on on the Account page
// (the code computed here from the key the page shows, as an authenticator app would), signs out
// everywhere, signs in with the password and a code, then with a recovery code.
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { addStaffMember, expectNoAxeViolations, openSection, screenshot } from './support/admin';
import { watchViolations } from './support/csp';

const PASSWORD = 'Two@Step2026';

/** The code an authenticator app shows for this key, `steps` 30-second steps from now. */
const codeOf = (key: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function password(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signOutEverywhere(page: Page) {
  await openSection(page, 'Account');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out everywhere?' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

test('turns on two-step sign-in on the Account page, then signs in with a code and with a recovery code', async ({
  page,
  viewport,
}) => {
  // Three sign-ins (each a password hash checked) and three axe scans: more than the default 30 s
  // on a busy machine.
  test.skip(test.info().project.name !== 'phone', 'one viewport: the flow, on the phone a member signs in with');
  const project = test.info().project.name;
  const stamp = `${project}-${Date.now()}`;
  const email = `two-step-${stamp}@suvarna.test`;
  await addStaffMember({ name: `Kiran ${stamp}`, email, password: PASSWORD });

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const violations = await watchViolations(page);
  await password(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openSection(page, 'Account');
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account).toContainText(email);
  await expect(account).toContainText('Staff');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  // Drawn, not blocked by the page's policy: the image has loaded and has a size.
  await expect
    .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const key = ((await page.locator('code').textContent()) ?? '').replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  const code = page.getByRole('textbox', { name: 'Code from the app' });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page);
  await screenshot(page, 'account-turn-on');
  await code.fill(codeOf(key));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();

  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Recovery codes copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recoveryCodes.join('\n'));
  // At 375 px nothing scrolls sideways: the codes and the key wrap.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport?.width ?? 0);
  await screenshot(page, 'account-recovery-codes');
  expect(violations).toEqual([]);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toContainText('On: after your password');
  await expectNoAxeViolations(page);
  await screenshot(page, 'account');

  await signOutEverywhere(page);
  await password(page, email);
  const asked = page.getByRole('textbox', { name: 'Code' });
  await expect(asked).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page);
  await screenshot(page, 'login-code');
  // The code that turned it on cannot sign in: the app's next one can.
  await asked.fill(codeOf(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await signOutEverywhere(page);
  await password(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0] as string);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
