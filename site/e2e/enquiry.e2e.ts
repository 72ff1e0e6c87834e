// A visitor's enquiry from the public site to the real CMS: the Contact form sent in place with
// JavaScript and as a plain form post without it, refused fields explained under each field, the
// text kept when the shop cannot be reached, and 'Enquire about this piece' on a product page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ENQUIRY_MESSAGES, type Enquiry, type EnquiryList, type Product } from '@suvarna/domain';
import { enquiryMarker } from '@suvarna/testkit/random';
import { asAdmin, screenshot } from './support/admin';
import { publishedProducts } from './support/catalogue';

// The flows on one viewport; the phone project checks the layout (screenshots at 375 px) only.
test.skip(({ isMobile }) => isMobile, 'one viewport: the flow, not the layout, is tested here');

const marker = () => enquiryMarker('E2E');

/** The enquiries the CMS stored with this text, as the back office reads them. */
const stored = async (text: string) =>
  (await asAdmin<EnquiryList>('GET', `/api/admin/enquiries?search=${encodeURIComponent(text)}`)).enquiries;

// The footer rises into view, half transparent on its way: axe reads the page as it settles.
test.use({ reducedMotion: 'reduce' });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test.describe('the Contact form with JavaScript', () => {
  test('explains a refused field under it, keeps the text, then sends in place and reaches the shop', async ({
    page,
  }) => {
    const text = marker();
    await page.goto('/contact');
    await expectNoAxeViolations(page);
    await page.getByLabel('Your Name').fill('Asha Patel');
    await page.getByLabel('Your Message').fill(`Is the kada available in 22K? ${text}`);
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();

    const phone = page.getByLabel('Phone / WhatsApp');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(new RegExp(ENQUIRY_MESSAGES.contactRequired));
    await expect(phone).toBeFocused();
    await expect(page.getByLabel('Your Message')).toHaveValue(`Is the kada available in 22K? ${text}`);
    await screenshot(page, 'contact-refused');

    await phone.fill('98250 12345');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    // The thank-you takes the focus, so a screen reader reads it out.
    await expect(page.getByRole('status').filter({ hasText: ENQUIRY_MESSAGES.sent })).toBeFocused();
    await expect(page.locator('form[data-enquiry-form]')).toHaveCount(0);
    await screenshot(page, 'contact-sent');

    const [enquiry] = await stored(text);
    expect(enquiry).toMatchObject({
      name: 'Asha Patel',
      phone: '+919825012345',
      email: null,
      message: `Is the kada available in 22K? ${text}`,
      product: null,
      status: 'new',
    } satisfies Partial<Enquiry>);
  });

  test('when the shop cannot be reached, every typed character stays and WhatsApp carries the message', async ({
    page,
  }) => {
    const message = `Namaste! Do you have jhumkas under ₹40,000? & "quotes" <b>tags</b> ${marker()}`;
    await page.route('**/api/user/enquiry', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    await page.getByLabel('Your Name').fill('Ravi Shah');
    await page.getByLabel('Email Address').fill('ravi@example.in');
    await page.getByLabel('Your Message').fill(message);
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Your message was not sent: the shop could not be reached just now.')).toBeVisible();
    await expect(page.getByLabel('Your Name')).toHaveValue('Ravi Shah');
    await expect(page.getByLabel('Email Address')).toHaveValue('ravi@example.in');
    await expect(page.getByLabel('Your Message')).toHaveValue(message);
    const whatsapp = page.getByRole('link', { name: 'Send on WhatsApp instead' });
    const href = new URL((await whatsapp.getAttribute('href')) as string);
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe(`Ravi Shah: ${message}`);
    // Nothing of it became markup.
    await expect(page.locator('main b')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await screenshot(page, 'contact-not-sent');
  });
});

test.describe('the Contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a plain form post: the CMS stores it and answers with the thank-you page', async ({ page }) => {
    const text = marker();
    await page.goto('/contact');
    await page.getByLabel('Your Name').fill('Meera Shah');
    await page.getByLabel('Email Address').fill('meera@example.in');
    await page.getByLabel('Your Message').fill(`First line ${text}\nSecond line`);
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible();
    await expect(page.getByText(ENQUIRY_MESSAGES.sent)).toBeVisible();
    const [enquiry] = await stored(text);
    expect(enquiry).toMatchObject({
      name: 'Meera Shah',
      email: 'meera@example.in',
      message: `First line ${text}\nSecond line`,
    });
  });

  test('a refused post lands on the not-sent page, which names the reason alone', async ({ page }) => {
    const text = marker();
    await page.goto('/contact');
    await page.getByLabel('Your Name').fill('Meera Shah');
    await page.getByLabel('Your Message').fill(text);
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/not-sent\/?#phone-contact_required$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your message was not sent' })).toBeVisible();
    await expect(page.getByText(`${ENQUIRY_MESSAGES.contactRequired}.`)).toBeVisible();
    await expect(page.getByText(`${ENQUIRY_MESSAGES.messageTooLong}.`)).toBeHidden();
    await expect(page.getByText('Something in the form needs another look.')).toBeHidden();
    expect(await stored(text)).toEqual([]);
  });
});

test('the pages a form post lands on pass an accessibility scan (axe needs JavaScript to run)', async ({ page }) => {
  await page.goto('/contact/thank-you/');
  await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/contact/not-sent/#throttled');
  await expect(page.getByText('Too many messages from this connection. Please try again later.')).toBeVisible();
  await expectNoAxeViolations(page);
  // Without a reason in the address, the general line.
  await page.goto('/contact/not-sent/');
  await expect(page.getByText('Something in the form needs another look.')).toBeVisible();
  await screenshot(page, 'contact-not-sent-page');
});

test('a product enquiry names the piece, is sent from its page, and reaches the shop with it', async ({ page }) => {
  const [product] = (await publishedProducts('limit=12&sort=price_desc')) as [Product];
  await page.goto(`/product-preview/${product.id}`);
  await page.getByText('Enquire about this piece').click();
  const form = page.locator('form[data-enquiry-form]');
  await expect(form.getByLabel('Your Message')).toHaveValue(
    `I would like to know more about ${product.name} (SKU ${product.sku}).`,
  );
  await expectNoAxeViolations(page);
  await screenshot(page, 'product-enquiry');
  const text = marker();
  await form.getByLabel('Your Name').fill('Kiran Desai');
  await form.getByLabel('Email Address').fill('kiran@example.in');
  await form.getByLabel('Your Message').fill(`${text} Can I see it on Saturday?`);
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  const [enquiry] = await stored(text);
  expect(enquiry?.product).toEqual({ id: product.id, name: product.name, sku: product.sku, price: product.totalPrice });
});
