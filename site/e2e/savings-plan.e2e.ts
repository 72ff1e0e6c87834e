// A visitor on a phone works out a savings plan in Gujarati and says 'I am interested': the shop sees
// the plan and the instalment in its Enquiries. The demo shop's plans (packages/demo-catalogue): one
// of 10 months, ₹1,000–₹50,000, whose 11th instalment the shop pays.
import { expect, test } from '@playwright/test';
import { enquiryMarker } from '@suvarna/testkit/random';
import { expectNoAxeViolations, logIn, screenshot } from './support/admin';

test('the savings calculator on a phone in Gujarati, and the interest reaching the back office', async ({ page }) => {
  test.skip(test.info().project.name !== 'phone', 'one viewport: the page is phone first');
  const name = `Asha ${enquiryMarker('SP')}`;
  await page.goto('/gu/savings-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'બચત યોજનાઓ' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'સ્વર્ણ નિધિ 10+1' })).toBeVisible();

  const calculator = page.getByRole('region', { name: 'તમારી બચત ગણો' });
  await calculator.getByLabel('યોજના').selectOption({ label: 'સ્વર્ણ નિધિ 10+1 · 10 મહિના' });
  await calculator.getByLabel('માસિક હપ્તો (₹)').fill('12500');
  // 10 × ₹12,500 paid, the shop adds ₹12,500: ₹1,37,500 to spend.
  await expect(calculator.getByText('₹1,25,000', { exact: true })).toBeVisible();
  await expect(calculator.getByText('₹12,500 × 10 મહિના')).toBeVisible();
  await expect(calculator.getByText('₹1,37,500', { exact: true })).toBeVisible();
  await calculator.getByLabel('માસિક હપ્તો (₹)').fill('60000');
  await expect(calculator.getByText('₹1,000 થી ₹50,000 વચ્ચેનો હપ્તો પસંદ કરો')).toBeVisible();
  await calculator.getByLabel('માસિક હપ્તો (₹)').fill('12500');
  await expectNoAxeViolations(page);
  await screenshot(page, 'savings-plan');

  const interest = page.getByRole('region', { name: 'મને રસ છે' });
  await interest.getByLabel('તમારું નામ').fill(name);
  await interest.getByLabel('ફોન / WhatsApp').fill('98250 12345');
  await interest.getByRole('checkbox').check();
  await interest.getByRole('button', { name: 'મને રસ છે' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'મને રસ છે' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'આભાર' })).toBeVisible();

  await logIn(page);
  await page.goto('/admin/enquiries');
  await page.getByLabel('Search enquiries').fill(name);
  await page.getByLabel('Search enquiries').press('Enter');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  const view = page.getByRole('dialog', { name: `Enquiry from ${name}` });
  await expect(view.getByText('Interested in the savings plan Swarna Nidhi 10+1 at ₹12,500 a month')).toBeVisible();
  await expect(view.getByRole('definition').filter({ hasText: /^Swarna Nidhi 10\+1$/ })).toBeVisible();
  await expect(view.getByRole('definition').filter({ hasText: /^₹12,500$/ })).toBeVisible();
  await screenshot(page, 'admin-savings-plan-enquiry');
});
