// The shop admin's tour of the back office against the real CMS: log in, read the dashboard, log out.
import { expect, test } from '@playwright/test';
import type { ProductCount } from '@suvarna/domain';
import { asAdmin, expectNoAxeViolations, logIn } from './support/admin';

const productCountFromApi = () => asAdmin<ProductCount>('GET', '/api/admin/product-count');

test('the login form explains what is wrong before sending anything', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Login | Suvarna back office');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('required!');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('minimum 8 character');
  await page.getByLabel('Email').fill('owner@');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email');
  await expectNoAxeViolations(page);
});

test("a refused login shows the server's message and stays on the page", async ({ page }) => {
  await page.goto('/login');
  // An address with no account, so the shop admin's own login is never throttled by this test.
  await page.getByLabel('Email').fill(`nobody-${test.info().project.name}@suvarna.test`);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an admin logs in, sees the counts of the API, and logs out through the dialog', async ({ page }) => {
  const expected = await productCountFromApi();
  await logIn(page);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const card = (label: string) => page.locator('div', { has: page.getByText(label, { exact: true }) }).last();
  await expect(card('Total Products')).toContainText(String(expected.totalProductCount));
  await expect(card('Active Products')).toContainText(String(expected.activeProductCount));
  // Whether a test has published through the CMS yet or not, the dashboard says what is live.
  await expect(page.getByText(/^(Live as of \d|Not published yet$)/)).toBeVisible();
  await expectNoAxeViolations(page);

  if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('link', { name: 'Price' }).click();
  await expect(page).toHaveURL(/\/admin\/price$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Price' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('activeLink'))).toBe('price');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
  await expect(dialog).toContainText('Are you sure you want to logout?');
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('authUser')])).toEqual([
    null,
    null,
  ]);
  // The server ended the session too: a copy of the token is worth nothing.
  const withOldToken = await fetch(`${process.env.E2E_CMS_URL}/api/admin/product-count`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(withOldToken.status).toBe(401);

  await page.goto('/admin/product');
  await expect(page).toHaveURL(/\/login$/);
});
