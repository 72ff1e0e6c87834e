// A visitor's message reaching the shop owner: sent from the public Contact page and from a piece's
// page, then found, read, replied to, answered, archived and deleted in the back office.
import { expect, test } from '@playwright/test';
import { enquiryMarker } from '@suvarna/testkit/random';
import { expectNoAxeViolations, logIn, screenshot } from './support/admin';
import { publishedProducts } from './support/catalogue';

const marker = () => enquiryMarker('BO');

test('a message sent on the Contact page shows in the back office, is replied to and answered', async ({ page }) => {
  test.skip(test.info().project.name !== 'phone', 'one viewport: the flow, on the owner’s phone');
  const text = marker();
  await page.goto('/contact');
  await page.getByLabel('Your Name').fill('Nisha Mehta');
  await page.getByLabel('Phone / WhatsApp').fill('+91 98765-43210');
  await page.getByLabel('Your Message').fill(`${text}\nDo you make custom mangalsutras?`);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();

  await logIn(page);
  // On the phone the sidebar is behind the Menu button, which says what waits (and axe checks it).
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAccessibleDescription(/^\d+ new enquir(y|ies)\b/);
  await expect(page.getByText('New Enquiries', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'See new enquiries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('new');
  await page.getByLabel('Search enquiries').fill(text);
  await page.getByLabel('Search enquiries').press('Enter');
  await expect(page.getByText('1 enquiry,')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'admin-enquiries');

  await page.getByRole('button', { name: /Nisha Mehta/ }).click();
  const view = page.getByRole('dialog', { name: 'Enquiry from Nisha Mehta' });
  await expect(view.getByText('Do you make custom mangalsutras?')).toBeVisible();
  const whatsapp = new URL(
    (await view.getByRole('link', { name: 'Reply on WhatsApp' }).getAttribute('href')) as string,
  );
  expect(whatsapp.pathname).toBe('/919876543210');
  expect(whatsapp.searchParams.get('text')).toMatch(/^Namaste Nisha Mehta, thank you for your enquiry to /);
  await expect(view.getByRole('link', { name: 'Reply by email' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'admin-enquiry-view');

  await view.getByRole('button', { name: 'Mark answered' }).click();
  await expect(page.getByText('Enquiry updated')).toBeVisible();
  await expect(view).toContainText('Answered');
  await view.getByRole('button', { name: 'Archive' }).click();
  await expect(view.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Enquiry' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted Successfully')).toBeVisible();
  await page.getByLabel('Status').selectOption('All');
  await expect(page.getByText('No enquiries here.')).toBeVisible();
});

test('a piece’s enquiry sent without JavaScript shows in the back office with the piece and its price', async ({
  browser,
  page,
}) => {
  test.skip(test.info().project.name === 'phone', 'one viewport: the flow is tested here');
  const [product] = await publishedProducts('limit=12&sort=price_asc');
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visitorPage = await visitor.newPage();
  const text = marker();
  await visitorPage.goto(`/product-preview/${product?.id}`);
  await visitorPage.getByText('Enquire about this piece').click();
  await visitorPage.getByLabel('Your Name').fill('Farhan Ali');
  await visitorPage.getByLabel('Email Address').fill('farhan@example.in');
  await visitorPage.getByLabel('Your Message').fill(text);
  await visitorPage.getByRole('checkbox', { name: /I agree/ }).check();
  await visitorPage.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(visitorPage).toHaveURL(/\/contact\/thank-you\/?$/);
  await visitor.close();

  await logIn(page);
  // The link's name carries the badge once the count has come: 'Enquiries, 1 new'.
  await page.getByRole('link', { name: /^Enquiries\b/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await page.getByLabel('Search enquiries').fill(text);
  await page.getByLabel('Search enquiries').press('Enter');
  await page.getByRole('button', { name: /Farhan Ali/ }).click();
  const view = page.getByRole('dialog', { name: 'Enquiry from Farhan Ali' });
  await expect(view.getByRole('link', { name: `${product?.name} (${product?.sku})` })).toHaveAttribute(
    'href',
    `/product-preview/${product?.id}`,
  );
  await expect(view.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    /^mailto:farhan@example\.in\?subject=/,
  );
});
