// What a shopper checks before visiting: the old-gold exchange estimate (typed on a phone, in
// Gujarati) and the printable ring sizer at true scale, with axe on both pages. Built from the
// real CMS with the demo catalogue; the figures come from the domain's own rule.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  exchangeDeduction,
  exchangeEstimate,
  formatRupees,
  paiseToRupees,
  type Rate,
  type ShopSettings,
  SIZER_CHECK_LINE_MM,
} from '@suvarna/domain';

const cms = () => process.env.E2E_CMS_URL as string;
async function api<T>(path: string): Promise<T> {
  const answer = (await (await fetch(`${cms()}${path}`)).json()) as { data: T };
  return answer.data;
}

async function expectNoAxeViolations(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

test('a phone visitor estimates their old 22K gold in Gujarati', async ({ page }) => {
  test.skip(test.info().project.name !== 'phone', 'one viewport: a phone, where the form is used');
  const rate = (await api<Rate[]>('/api/admin/get-price')).find((candidate) => candidate.name === '22K') as Rate;
  const { exchangeDeductions } = await api<ShopSettings>('/api/user/shop');
  const deduction = exchangeDeduction('22K', exchangeDeductions);
  const estimate = exchangeEstimate(12.345, rate.price, deduction);

  await page.goto('/gu/old-gold');
  await expect(page.getByRole('heading', { level: 1, name: 'જૂના સોનાનું એક્સચેન્જ' })).toBeVisible();
  await page.getByRole('combobox', { name: 'તમારા સોનાની શુદ્ધતા' }).selectOption('22K');
  const weight = page.getByRole('textbox', { name: 'વજન (ગ્રામમાં)' });
  await weight.fill('abc');
  await page.getByRole('button', { name: 'અંદાજ કાઢો' }).click();
  await expect(page.getByText('વજન ગ્રામમાં લખો: 0 થી વધુ અને 5,000 સુધીની સંખ્યા, દા.ત. 12.5')).toBeVisible();
  await expect(weight).toHaveAttribute('aria-invalid', 'true');

  await weight.fill('12.345');
  await page.getByRole('button', { name: 'અંદાજ કાઢો' }).click();
  await expect(page.getByText(formatRupees(paiseToRupees(estimate.value)), { exact: true })).toBeVisible();
  await expect(page.getByText(`${formatRupees(rate.price)} × વજન`, { exact: false })).toBeVisible();
  await expect(
    page.getByText(`${deduction} % (${formatRupees(paiseToRupees(estimate.deduction))}) કપાત`),
  ).toBeVisible();
  await expect(
    page.getByText('અંતિમ કિંમત દુકાનમાં તમારી સામે સોનાની ચકાસણી અને વજન કર્યા પછી નક્કી થાય છે', { exact: false }).last(),
  ).toBeVisible();
});

test('the ring sizer prints at true scale: its check line is 50 mm, alone on the sheet', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'print is the same at any viewport');
  await page.goto('/size-guide');
  await page.emulateMedia({ media: 'print' });
  const line = page.getByRole('img', { name: 'Check line: 50 mm' });
  const box = await line.boundingBox();
  // CSS has 96 px to the inch, 25.4 mm: printed at 100 %, 50 mm is 188.98 px.
  expect(box?.width).toBeCloseTo((SIZER_CHECK_LINE_MM * 96) / 25.4, 1);
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Ring sizes' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Printable ring sizer' })).toBeVisible();
});

test('the old-gold and size-guide pages pass axe', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'axe once per page kind');
  for (const path of ['/old-gold', '/size-guide']) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});
