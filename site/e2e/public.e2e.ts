// A visitor's tour of the public site, built from the real CMS with the demo catalogue.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { formatRupees, type Product, type Rate } from '@suvarna/domain';
import { publishedProducts } from './support/catalogue';
import { hydrated, reachFor } from './support/islands';
import { SOCIAL_LINKS } from './support/stack';

const cms = () => process.env.E2E_CMS_URL as string;
async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const answer = (await (await fetch(`${cms()}${path}`, init)).json()) as { data: T };
  return answer.data;
}
const allProducts = async () =>
  (await api<{ products: Product[]; total: number }>('/api/user/product-list?limit=48')).total;

/** Scans what a reader sees: reduced motion shows the footer without its reveal animation. */
async function expectNoAxeViolations(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`).join(' | ')}`,
  );
  expect(found).toEqual([]);
}

test.describe('shared layout', () => {
  test('header welcomes, links the four pages and marks the current one', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText('Welcome to Suvarna Jewellers')).toBeVisible();
    const nav = page.getByRole('navigation', { name: /main/i });
    if (test.info().project.name === 'phone') {
      await page.getByRole('button', { name: /menu/i }).click();
      await expect(nav.getByRole('link', { name: 'HOME', exact: true })).toBeVisible();
    }
    const links: Array<[string, string]> = [
      ['HOME', '/'],
      ['PRODUCTS', '/product-list'],
      ['ABOUT US', '/about'],
      ['CONTACT US', '/contact'],
    ];
    for (const [name, href] of links) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'ABOUT US', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('footer has the address, quick links, follow-us icons, the map and the 2010 line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Our Address')).toBeVisible();
    await expect(footer.getByText('Quick Links')).toBeVisible();
    // The icons of the networks the shop has a page on (set by the test stack), and no other.
    await expect(footer.getByText('Follow Us')).toBeVisible();
    for (const link of Object.values(SOCIAL_LINKS)) await expect(footer.locator(`a[href="${link}"]`)).toHaveCount(1);
    await expect(footer.locator('a[href*="whatsapp.com/channel"]')).toHaveCount(0);
    await expect(footer.getByText('Find Us')).toBeVisible();
    // The map is asked for only when the footer nears the screen, not on arrival.
    const map = footer.getByTitle(/^Map of /);
    await expect(map).toHaveCount(0);
    await footer.getByText('Find Us').scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?/);
    await expect(footer.getByText(/2010.*Suvarna.*All Rights Reserved/)).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the footer still shows the map', async ({ page }) => {
      await page.goto('/');
      const map = page.getByRole('contentinfo').getByTitle(/^Map of /);
      await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?/);
      // The one frame, filling its box, not a second one clipped below an empty first.
      await expect(page.getByRole('contentinfo').locator('iframe')).toHaveCount(1);
      expect((await map.boundingBox())?.height).toBeGreaterThan(100);
    });
  });
});

test.describe('home', () => {
  test('shows today’s rates from the CMS in Indian rupees', async ({ page }) => {
    const rates = await api<Rate[]>('/api/admin/get-price');
    await page.goto('/');
    await expect(page.getByText('Prices are subject to change')).toBeVisible();
    const table = page.getByRole('table', { name: "Today's Rates" });
    await expect(table.getByRole('columnheader', { name: 'Metal/Stone' })).toBeVisible();
    // Quoted per 10 g, per kg or per ct (trade-pricing-public.e2e.ts checks each figure).
    const first = rates[0] as Rate;
    await expect(table.getByRole('row', { name: new RegExp(first.name) })).toContainText(
      /₹[\d,]+\.\d{2} \/ (10 g|kg|ct)/,
    );
  });

  test('the three category cards open the product list filtered by their category', async ({ page }) => {
    await page.goto('/');
    const explore = page.getByRole('link', { name: /Explore Collection/ });
    await expect(explore).toHaveCount(3);
    for (const category of ['Mangalsutra', 'Ring', 'Chain']) {
      await expect(page.locator(`a[href*="categories=${category}"]`).first()).toBeVisible();
    }
  });

  test('passes an accessibility scan', async ({ page }) => {
    test.skip(test.info().project.name !== 'phone', 'axe once per page kind: the phone, where most visitors are');
    await page.goto('/');
    await expectNoAxeViolations(page);
  });

  test('a banner shows its picture for phones below 768 px, where the wide one’s words are too small', async ({
    page,
  }) => {
    await page.goto('/');
    const image = page.getByRole('group', { name: /^1 of \d+$/ }).getByRole('img');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    const shown = await image.evaluate((element: HTMLImageElement) => ({
      ratio: element.naturalWidth / element.naturalHeight,
      source: element.currentSrc,
      height: element.getBoundingClientRect().height,
      width: element.getBoundingClientRect().width,
    }));
    const phone = (page.viewportSize()?.width ?? 0) < 768;
    // The demo's banners all carry a square phone picture; the wide one is 1600 × 600.
    expect(shown.ratio).toBeCloseTo(phone ? 1 : 1600 / 600, 2);
    expect(shown.height).toBeCloseTo(phone ? shown.width : (shown.width * 600) / 1600, 0);
    expect(shown.source).toMatch(/^http.*\/_astro\//);
  });
});

test.describe('about and contact', () => {
  test('about shows the years since 2010 and the shop’s stats', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText(`${new Date().getFullYear() - 2010}+`, { exact: true })).toBeVisible();
    await expect(page.getByText('25K+', { exact: true })).toBeVisible();
    await expect(page.getByText('100%', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('contact has the form with labelled fields and the shop’s details', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText("We'd love to hear from you")).toBeVisible();
    await expect(page.getByLabel('Your Name')).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(page.getByText("We'll never share your email with anyone else.")).toBeVisible();
    await expect(page.getByLabel('Your Message')).toHaveAttribute('rows', '5');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('product page', () => {
  test('shows the price, its breakup, availability and a WhatsApp link to itself', async ({ page }) => {
    const products = await publishedProducts();
    const product = products.find((candidate) => candidate.discountPrice > 0) ?? (products[0] as Product);
    await page.goto(`/product-preview/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(formatRupees(product.totalPrice)).first()).toBeVisible();
    await expect(page.getByText('Inclusive of all taxes')).toBeVisible();
    await expect(page.getByText(product.status === 'active' ? 'In Stock' : 'Out Of Stock')).toBeVisible();
    const whatsapp = new URL(
      (await page.getByRole('link', { name: /Contact On WhatsApp/ }).getAttribute('href')) as string,
    );
    expect(whatsapp.origin).toBe('https://wa.me');
    const text = whatsapp.searchParams.get('text') ?? '';
    const intro = `Hello, I am interested in ${product.name} (SKU ${product.sku}), ${formatRupees(product.totalPrice)}: `;
    expect(text.slice(0, intro.length)).toBe(intro);
    expect(new URL(text.slice(intro.length)).pathname).toMatch(new RegExp(`^/product-preview/${product.id}/?$`));
    await expect(page.getByRole('link', { name: /Call for Appointment/ })).toHaveAttribute('href', /^tel:/);
    const breakupTab = page.getByRole('tab', { name: 'Price Breakup' });
    await breakupTab.scrollIntoViewIfNeeded();
    // The tabs are an island that hydrates once visible.
    await hydrated(page, 'ProductTabs');
    // The tabs' ids are named by the island itself, the same at build and after hydration.
    await expect(breakupTab).toHaveAttribute('id', 'product-tabs-tab-1');
    await expect(breakupTab).toHaveAttribute('aria-controls', 'product-tabs-panel-1');
    await breakupTab.click();
    await expect(page.getByText('Net Payable')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('product list', () => {
  test('counts, filters through the URL, and scrolls to the end', async ({ page }) => {
    const total = await allProducts();
    await page.goto('/product-list');
    await expect(page.getByText(`Showing 12 of ${total} products`)).toBeVisible();
    await reachFor(page, 'ProductBrowser');
    const filtersToggle = page.getByRole('button', { name: 'Filters', exact: true });
    if (await filtersToggle.isVisible()) await filtersToggle.click();
    await page.getByRole('button', { name: 'Silver', exact: true }).click();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/metal=Silver/);
    const silver = (await api<{ total: number }>('/api/user/product-list?metal=Silver')).total;
    await expect(page.getByText(new RegExp(`Showing \\d+ of ${silver} products`))).toBeVisible();
    await page.goto('/product-list');
    await reachFor(page, 'ProductBrowser');
    const end = page.getByText('No more products to load');
    // Each scroll to the bottom brings the next page of 12 into view, until the list ends.
    for (let scroll = 0; scroll < 20 && !(await end.isVisible()); scroll += 1) {
      await page.getByRole('main').getByRole('listitem').last().scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
    }
    await expect(end).toBeVisible();
    await expect(page.getByText(`Showing ${total} of ${total} products`)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('runs no React until the visitor reaches for it, with its code fetched meanwhile; a first tap still counts', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/product-list');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => fetched.some((path) => /^\/_astro\/ProductBrowser\.[^/]+\.js$/.test(path))).toBe(true);
    const island = page.locator('astro-island[component-url*="ProductBrowser"]');
    await expect(island).toHaveAttribute('ssr');
    expect(fetched.filter((path) => path.startsWith('/catalogue/'))).toEqual([]);

    // The first tap wakes the list and is not lost: a phone's opens the filters, a desktop's picks a metal.
    const filtersToggle = page.getByRole('button', { name: 'Filters', exact: true });
    if (await filtersToggle.isVisible()) {
      await filtersToggle.click();
      await expect(filtersToggle).toHaveAttribute('aria-expanded', 'true');
    }
    await page.getByRole('button', { name: 'Silver', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Silver', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(island).not.toHaveAttribute('ssr');
  });

  test('wakes as the visitor scrolls near the end of its first page, and shows the next', async ({ page }) => {
    const total = await allProducts();
    await page.goto('/product-list');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('astro-island[component-url*="ProductBrowser"]')).toHaveAttribute('ssr');
    // Scrolled to the end of the cards without a pointer or key on the list, as a flick or a scroll bar would.
    await page.evaluate(() => document.querySelector('[data-list-end]')?.scrollIntoView({ block: 'end' }));
    await expect(page.getByText(`Showing ${Math.min(24, total)} of ${total} products`)).toBeVisible();
  });

  test('fetches the catalogue in parts as the visitor needs them, and agrees with the API', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/catalogue/')) fetched.push(pathname);
    });
    await page.goto('/product-list');
    await reachFor(page, 'ProductBrowser');
    await expect.poll(() => fetched).toContain('/catalogue/facets.json');
    expect(fetched).not.toContain('/catalogue/texts.json');
    expect(fetched).not.toContain('/catalogue/prices.json');

    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('ring');
    await search.press('Enter');
    const rings = await api<{ products: Product[]; total: number }>('/api/user/product-list?search=ring');
    await expect(page.getByText(new RegExp(`Showing \\d+ of ${rings.total} products`))).toBeVisible();
    expect(fetched).toContain('/catalogue/texts.json');

    const filtersToggle = page.getByRole('button', { name: 'Filters', exact: true });
    if (await filtersToggle.isVisible()) await filtersToggle.click();
    await page.getByLabel('SORT BY').selectOption({ label: 'Price (High to Low)' });
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    const dearest = await api<{ products: Product[] }>('/api/user/product-list?search=ring&sort=price_desc&limit=3');
    const shown = page.getByRole('main').getByRole('listitem').getByRole('heading');
    for (const [index, product] of dearest.products.entries()) await expect(shown.nth(index)).toHaveText(product.name);
    expect(fetched).toContain('/catalogue/prices.json');
  });
});
