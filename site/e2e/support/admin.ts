// What the back office's browser tests share: logging in, reaching a section the way a phone or a
// laptop does, asking the CMS as the admin, the accessibility scan and optional screenshots.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { TeamInvite } from '@suvarna/domain';
import { ADMIN } from './stack';

export async function logIn(page: Page, password = ADMIN.password) {
  await page.goto('/login');
  await signIn(page, ADMIN.email, password);
}

/** Signs in on the login page the browser is at, as any member of the team. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * A staff member the owner invited, with a password chosen on the invite's link, through the CMS's
 * API: for tests about what staff do (admin-team.e2e.ts walks the invite through the screens).
 */
export async function addStaffMember(member: { name: string; email: string; password: string }) {
  const invite = await asAdmin<TeamInvite>('POST', '/api/admin/team', {
    name: member.name,
    email: member.email,
    role: 'staff',
  });
  const answer = await fetch(`${process.env.E2E_CMS_URL}/api/admin/accept-invite`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      token: new URL(invite.inviteUrl).hash.slice(1),
      password: member.password,
      confirmPassword: member.password,
    }),
  });
  if (!answer.ok) throw new Error(`The invite of ${member.email} was not accepted: ${await answer.text()}`);
}

/** Goes to a section through the sidebar, which a phone keeps behind the Menu button. */
export async function openSection(page: Page, link: string, title = link) {
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/**
 * Edits, deletes or publishes a product from the Product table: its row's button on a laptop; on a phone, where
 * each row keeps its actions behind one menu button, that menu's item.
 */
export async function productAction(scope: Page | Locator, action: 'Edit' | 'Delete' | 'Publish', name: string) {
  if (test.info().project.name !== 'phone') {
    await scope.getByRole('button', { name: `${action} ${name}` }).click();
    return;
  }
  await scope.getByRole('button', { name: `Actions for ${name}` }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page
    .getByRole('menu', { name: `Actions for ${name}` })
    .getByRole('menuitem', { name: action })
    .click();
}

/**
 * Opens the Product page's Add Product form and fills what every piece needs, as a 22K gold piece
 * for women in the first category; gives the form's dialog.
 */
export async function openAddProductForm(
  page: Page,
  piece: { name: string; sku: string; netWeight: string; labour: string },
): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await form.getByLabel('Product Name *', { exact: true }).fill(piece.name);
  await form.getByLabel('SKU').fill(piece.sku);
  await form.getByLabel('Metal').selectOption('Gold');
  await form.getByLabel('Purity').selectOption('22K');
  await form.getByLabel('Category').selectOption({ index: 1 });
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Net weight').fill(piece.netWeight);
  await form.getByLabel('Labour (₹)').fill(piece.labour);
  return form;
}

/** Calls the e2e CMS as the shop admin, with a JSON body when given, and gives the envelope's data. */
export async function asAdmin<T>(method: string, route: string, body?: unknown): Promise<T> {
  const cms = process.env.E2E_CMS_URL as string;
  const login = await fetch(`${cms}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const answer = await fetch(`${cms}${route}`, {
    method,
    headers: {
      Authorization: `Bearer ${data.token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return ((await answer.json()) as { data: T }).data;
}

export async function expectNoAxeViolations(page: Page) {
  // A toast fading in or out is half transparent and fails the contrast rule. Hold every toast
  // where it is (its timer bar drives its closing) and let every other animation end; a toast that
  // began to close mid-scan on a loaded machine failed the scan once.
  await page.evaluate(() => {
    const animations = document.getAnimations();
    const isToastTimer = (animation: Animation) =>
      Boolean(((animation.effect as KeyframeEffect | null)?.target as Element | null)?.closest('[role="progressbar"]'));
    for (const animation of animations.filter(isToastTimer)) animation.pause();
    return Promise.race([
      Promise.all(
        animations
          .filter((animation) => !isToastTimer(animation))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
  const results = await new AxeBuilder({ page }).analyze();
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation.playState === 'paused') animation.play();
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Pictures for a person checking the layout by eye: only when SCREENSHOTS_DIR asks for them. */
export async function screenshot(page: Page, name: string) {
  const directory = process.env.SCREENSHOTS_DIR;
  if (!directory) return;
  await page.screenshot({ path: `${directory}/${name}-${test.info().project.name}.png`, fullPage: true });
}
