// Prices a jeweller can trust, as a visitor sees them: the day's rates quoted the way Indian shops
// quote them, the last 30 days of gold and silver charted without script, and on a product page
// when the rates that price the piece were set. Built from the real CMS with the demo catalogue.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { formatRupees, type Product, paiseToRupees, type Rate, rupeesToPaise } from '@suvarna/domain';
import { hydrated } from './support/islands';

const cms = () => process.env.E2E_CMS_URL as string;
async function api<T>(path: string): Promise<T> {
  const answer = (await (await fetch(`${cms()}${path}`)).json()) as { data: T };
  return answer.data;
}

async function rateNamed(name: string): Promise<Rate> {
  const rate = (await api<Rate[]>('/api/admin/get-price')).find((candidate) => candidate.name === name);
  if (!rate) throw new Error(`The demo catalogue has no rate named ${name}`);
  return rate;
}

/** The rate's price for `multiple` of its units, as the page writes it: '₹79,450.00 / 10 g'. */
const quoted = (rate: Rate, multiple: number, unit: string) =>
  `${formatRupees(paiseToRupees(rupeesToPaise(rate.price) * multiple))} / ${unit}`;

const GOLD_AND_SILVER = [
  { name: '24K', multiple: 10, unit: '10 g' },
  { name: '22K', multiple: 10, unit: '10 g' },
  { name: 'Silver 999', multiple: 1000, unit: 'kg' },
] as const;

const chart = (page: Page) => page.getByRole('region', { name: 'Rates over the Last 30 Days' });

test.describe('home: today’s rates', () => {
  test('quotes gold and platinum per 10 g, silver per kg and diamonds per carat', async ({ page }) => {
    await page.goto('/');
    const table = page.getByRole('table', { name: "Today's Rates" });
    const quotes = [
      ...GOLD_AND_SILVER,
      { name: 'Silver 925', multiple: 1000, unit: 'kg' },
      { name: 'Platinum 950', multiple: 10, unit: '10 g' },
      { name: 'Diamond VVS', multiple: 1, unit: 'ct' },
    ];
    for (const { name, multiple, unit } of quotes) {
      const row = table.getByRole('row', { name: new RegExp(`^${name} `) });
      await expect(row).toContainText(quoted(await rateNamed(name), multiple, unit));
    }
    await expect(page.getByText('Gold and platinum per 10 g, silver per kg, stones per carat')).toBeVisible();
  });
});

test.describe('home: the last 30 days', () => {
  test.describe('without JavaScript', () => {
    // Drawn when the site is built: it needs no script.
    test.use({ javaScriptEnabled: false });

    test('charts 24K, 22K and Silver 999 in the table’s units, each at today’s rate', async ({ page }) => {
      await page.goto('/');
      const panels = chart(page).getByRole('figure');
      await expect(panels).toHaveCount(GOLD_AND_SILVER.length);
      for (const [index, { name, multiple, unit }] of GOLD_AND_SILVER.entries()) {
        const panel = panels.nth(index);
        await expect(panel).toContainText(name);
        await expect(panel).toContainText(quoted(await rateNamed(name), multiple, unit));
        await expect(panel).toContainText(/(Up|Down) ₹[\d,]+\.\d{2} \([\d.]+ %\) since \d{1,2} \w{3}|Unchanged since/);
        await expect(panel).toContainText(/Low ₹[\d,]+\.\d{2} · High ₹[\d,]+\.\d{2}/);
        await expect(panel.locator('svg path')).toHaveCount(2);
      }
    });
  });

  test('gives the same figures as a table, a row a day, today first', async ({ page }) => {
    await page.goto('/');
    await chart(page).getByText('Show the daily figures').click();
    const table = chart(page).getByRole('table', { name: /closed at/ });
    await expect(table.getByRole('columnheader')).toHaveText(['Date', /^24K/, /^22K/, /^Silver 999/]);
    const rows = table.getByRole('row');
    // The header, then the 31 days the 30 days up to now touch.
    await expect(rows).toHaveCount(32);
    const today = rows.nth(1).getByRole('cell');
    for (const [index, { name, multiple }] of GOLD_AND_SILVER.entries()) {
      const price = formatRupees(paiseToRupees(rupeesToPaise((await rateNamed(name)).price) * multiple));
      await expect(today.nth(index)).toHaveText(price);
    }
    const scan = await new AxeBuilder({ page }).include('section[aria-labelledby="rate-trend-title"]').analyze();
    expect(scan.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('product page', () => {
  const shopTime = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  const goldPiece = async () => {
    const { products } = await api<{ products: Product[] }>('/api/user/product-list?limit=48&metal=Gold');
    const piece = products.find((product) => product.purity === '22K');
    if (!piece) throw new Error('The demo catalogue has no 22K gold piece');
    return piece;
  };

  test('says when the rate that prices the piece was set, under its price', async ({ page }) => {
    const piece = await goldPiece();
    await page.goto(`/product-preview/${piece.id}`);
    const rate = await rateNamed(piece.purity);
    await expect(page.getByText(`Prices as of ${shopTime.format(new Date(rate.modified))}`)).toBeVisible();
  });

  test('shows the weight in gm, or the gross and net weights', async ({ page }) => {
    const piece = await goldPiece();
    await page.goto(`/product-preview/${piece.id}`);
    const details = page.getByRole('term');
    if (piece.grossWeight === undefined) {
      await expect(details.filter({ hasText: /^Weight$/ })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: `${piece.weight} gm` })).toBeVisible();
    } else {
      await expect(details.filter({ hasText: /^Gross Weight$/ })).toBeVisible();
      await expect(details.filter({ hasText: /^Net Weight$/ })).toBeVisible();
    }
  });

  test('tells search engines the net payable as the offer price', async ({ page }) => {
    const piece = await goldPiece();
    await page.goto(`/product-preview/${piece.id}`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'Product');
    expect(product?.offers?.price).toBe(piece.totalPrice.toFixed(2));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('the price breakup, basis notes and all, fits the screen', async ({ page }) => {
      const { products } = await api<{ products: Product[] }>('/api/user/product-list?limit=48&metal=Diamond');
      // The longest notes: a diamond piece with a discount.
      const piece = products.find((product) => product.discountPrice > 0) ?? (products[0] as Product);
      await page.goto(`/product-preview/${piece.id}`);
      const tab = page.getByRole('tab', { name: 'Price Breakup' });
      await tab.scrollIntoViewIfNeeded();
      await hydrated(page, 'ProductTabs');
      await tab.click();
      const breakup = page.getByRole('tabpanel', { name: 'Price Breakup' }).getByRole('table');
      await expect(breakup.getByRole('row', { name: /Net Payable/ })).toBeVisible();
      const box = await breakup.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});
