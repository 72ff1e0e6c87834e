// The picture each page opens with (its largest paint) is asked for from the <head>, with the
// stylesheet, rather than after the first layout: a preload with the very srcset and sizes of the
// picture shown, so the browser picks the same file and fetches it once, on a phone and a laptop.
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Product } from '@suvarna/domain';

interface Candidate {
  srcset: string | null;
  sizes: string | null;
}

/** The page's image preloads that apply to this screen (a preload's media, like a <source>'s). */
const preloadsForThisScreen = (page: Page) =>
  page
    .locator('head link[rel="preload"][as="image"]')
    .evaluateAll((links) =>
      links
        .filter((link) => !(link as HTMLLinkElement).media || matchMedia((link as HTMLLinkElement).media).matches)
        .map((link) => ({ srcset: link.getAttribute('imagesrcset'), sizes: link.getAttribute('imagesizes') })),
    );

/** The srcset and sizes the browser chose `picture` from: its <picture>'s matching <source>, or its own. */
async function shownCandidate(picture: Locator): Promise<Candidate & { currentSrc: string }> {
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeTruthy();
  return picture.evaluate((image: HTMLImageElement) => {
    const sources =
      image.parentElement?.tagName === 'PICTURE' ? [...image.parentElement.querySelectorAll('source')] : [];
    const chosen = sources.find((source) => !source.media || matchMedia(source.media).matches) ?? image;
    return {
      srcset: chosen.getAttribute('srcset'),
      sizes: chosen.getAttribute('sizes'),
      currentSrc: image.currentSrc,
    };
  });
}

/** The demo catalogue's first product with a picture. */
async function productPath(): Promise<string> {
  const response = await fetch(`${process.env.E2E_CMS_URL}/api/user/product-list?limit=48`);
  const { data } = (await response.json()) as { data: { products: Product[] } };
  const product = data.products.find((candidate) => candidate.images.length > 0);
  if (!product) throw new Error('The demo catalogue has no product with a picture');
  return `/product-preview/${product.id}`;
}

const PAGES: Array<{ name: string; path: () => Promise<string> | string; picture: (page: Page) => Locator }> = [
  {
    name: 'home: the first banner',
    path: () => '/',
    picture: (page) => page.locator('[data-carousel-slide] img').first(),
  },
  {
    name: 'product list: the first card’s picture',
    path: () => '/product-list',
    // The first card with a picture: the list may open with a piece that has none.
    picture: (page) => page.getByRole('main').getByRole('link').getByRole('img').first(),
  },
  {
    name: 'product page: the product’s picture',
    path: productPath,
    picture: (page) => page.getByRole('button', { name: 'Enlarge picture' }).getByRole('img'),
  },
];

for (const { name, path, picture } of PAGES) {
  test(`${name} is preloaded, and fetched once`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') fetched.push(request.url());
    });
    await page.goto(await path());
    const shown = await shownCandidate(picture(page));
    expect(await preloadsForThisScreen(page)).toEqual([{ srcset: shown.srcset, sizes: shown.sizes }]);
    expect(fetched.filter((url) => url === shown.currentSrc)).toHaveLength(1);
  });
}
