// The shop's own search, as a new visitor on a phone tries it: words typed find the pieces without
// Enter, the same ones the API finds (the domain's query, docs/domain.md#search).
import { expect, test } from '@playwright/test';
import type { Product } from '@suvarna/domain';
import { reachFor } from './support/islands';

const cms = () => process.env.E2E_CMS_URL as string;
async function listed(search: string): Promise<{ products: Product[]; total: number }> {
  const address = `${cms()}/api/user/product-list?limit=48&searchParams=${encodeURIComponent(search)}`;
  return ((await (await fetch(address)).json()) as { data: { products: Product[]; total: number } }).data;
}

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'phone', 'phones first: the list at 375 px');
});

test('typing "gold ring" shows gold rings without pressing Enter', async ({ page }) => {
  const rings = await listed('gold ring');
  expect(rings.total).toBeGreaterThan(0);
  for (const ring of rings.products) {
    expect(ring.category, ring.name).toBe('Ring');
    expect(ring.metal === 'Gold' || /\bgold\b/i.test(ring.name), ring.name).toBe(true);
  }

  await page.goto('/product-list');
  await reachFor(page, 'ProductBrowser');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).pressSequentially('gold ring', { delay: 60 });

  const shown = Math.min(12, rings.total);
  await expect(page.getByText(`Showing ${shown} of ${rings.total} products`)).toBeVisible();
  const names = page.getByRole('main').getByRole('listitem').getByRole('heading');
  await expect(names).toHaveText(rings.products.slice(0, shown).map((ring) => ring.name));
  // The address follows once the list is drawn.
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('gold ring');
});

test('a typo and a trade name find bangles, as the API does', async ({ page }) => {
  await page.goto('/product-list');
  await reachFor(page, 'ProductBrowser');
  const box = page.getByRole('searchbox', { name: 'Search products' });
  // 'kada' is a bangle's other name: it finds what 'bangle' finds.
  for (const [typed, likeThe] of [
    ['bangel', 'bangel'],
    ['kada', 'bangle'],
  ] as const) {
    const expected = await listed(likeThe);
    expect(expected.products.filter((piece) => piece.category === 'Bangle').length, typed).toBeGreaterThan(1);
    await box.fill(typed);
    await expect(page.getByText(`Showing ${Math.min(12, expected.total)} of ${expected.total} products`)).toBeVisible();
  }
});

test('words typed and sent with Enter while the list is still waking are searched, and stay in the box', async ({
  page,
}) => {
  const rings = await listed('gold ring');
  // The list's code arrives only once the words are typed and sent, as on a slow phone.
  let arrive = () => {};
  const typed = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route('**/*ProductBrowser*.js', async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/product-list');
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await box.fill('gold ring');
  await box.press('Enter');
  arrive();

  await expect(page.getByText(`Showing ${Math.min(12, rings.total)} of ${rings.total} products`)).toBeVisible();
  await expect(box).toHaveValue('gold ring');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('gold ring');
});
