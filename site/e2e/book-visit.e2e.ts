// A shopper books a visit to see a piece on their shortlist, and the shop finds it in the back
// office's Enquiries with its day, time and piece, and confirms it on WhatsApp. One viewport: the
// form's layout is checked by eye (screenshots), the flow here.
import { expect, test } from '@playwright/test';
import { addDays, indiaDate, type Product, WEEKDAYS } from '@suvarna/domain';
import { visitWhen } from '../src/features/back-office/enquiry/reply';
import { asAdmin, expectNoAxeViolations, logIn, screenshot } from './support/admin';
import { publishedProducts } from './support/catalogue';

test('a visitor books a visit with a shortlisted piece, and the back office shows it to confirm', async ({ page }) => {
  test.skip(test.info().project.name !== 'phone', 'one viewport: the flow, on a phone first');
  // The slots follow the hours the shop keeps in its settings.
  await asAdmin('PUT', '/api/admin/shop-settings', {
    openingHours: WEEKDAYS.map((day) => ({ day, opens: '10:00', closes: '19:00' })),
    visitCapacity: 3,
  });
  const piece = (await publishedProducts('limit=12')).find((product) => product.status === 'active') as Product;

  await page.goto(`/product-preview/${piece.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to shortlist' }).first().click();
  await page.goto('/shortlist');
  // The Shortlist page's own link (the footer has one too).
  await page.getByRole('main').getByRole('link', { name: 'Book a visit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a visit' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pieces from your shortlist' })).toContainText(piece.name);

  const day = addDays(indiaDate(new Date()), 1);
  await page.getByRole('radio', { name: 'Video call' }).check();
  await page.getByLabel('Day').fill(day);
  await expect(page.getByRole('option', { name: '11:00', exact: true })).toBeEnabled();
  await page.getByLabel('Time').selectOption('11:00');
  await page.getByLabel('Your Name').fill('Kavya Desai');
  await page.getByLabel('Phone / WhatsApp').fill('98765 43210');
  await page.getByRole('checkbox', { name: /keeps my name and phone/ }).check();
  await expectNoAxeViolations(page);
  await screenshot(page, 'book-visit');
  await page.getByRole('button', { name: 'Book the visit' }).click();
  await expect(page.getByRole('heading', { name: 'Visit booked' })).toBeVisible();

  await logIn(page);
  await page.goto('/admin/enquiries');
  const row = page.getByRole('button', { name: /Kavya Desai/ });
  await expect(row).toContainText(`Visit · ${visitWhen({ date: day, time: '11:00' })} · Video call`);
  await row.click();
  const view = page.getByRole('dialog', { name: 'Visit from Kavya Desai' });
  await expect(view.getByRole('link', { name: `${piece.name} (${piece.sku})` })).toBeVisible();
  const confirm = new URL((await view.getByRole('link', { name: 'Confirm on WhatsApp' }).getAttribute('href')) ?? '');
  expect(confirm.pathname).toBe('/919876543210');
  expect(confirm.searchParams.get('text')).toContain(`is confirmed for ${visitWhen({ date: day, time: '11:00' })}`);
  await screenshot(page, 'admin-visit');
});
