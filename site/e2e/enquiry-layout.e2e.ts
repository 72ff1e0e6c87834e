// The enquiry forms on a phone (375 px): everything fits the screen, nothing scrolls sideways.
import { expect, type Page, test } from '@playwright/test';
import { screenshot } from './support/admin';
import { publishedProducts } from './support/catalogue';

test.skip(({ isMobile }) => !isMobile, 'the layout on a phone is what is tested here');

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the Contact form and a piece’s enquiry form fit a phone', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Your Name').fill('Asha Patel');
  await page.getByLabel('Your Message').fill('Is the kada available in 22K?');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Phone / WhatsApp')).toHaveAttribute('aria-invalid', 'true');
  expect(await fitsTheScreen(page)).toBe(true);
  const button = await page.getByRole('button', { name: 'Send Message' }).boundingBox();
  expect(button?.width).toBeGreaterThan(300);
  await screenshot(page, 'contact-refused');

  const [product] = await publishedProducts('limit=12');
  await page.goto(`/product-preview/${product?.id}`);
  await page.getByText('Enquire about this piece').click();
  await expect(page.locator('form[data-enquiry-form]').getByLabel('Your Message')).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  await screenshot(page, 'product-enquiry');
});
