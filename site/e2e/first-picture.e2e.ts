// The picture each page opens with (its largest paint) is asked for from the <head>, with the
// stylesheet, rather than after the first layout: a preload with the very srcset and sizes of the
// picture shown, so the browser picks the same file and fetches it once, on a phone and a laptop.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { publishedProducts } from './support/catalogue';

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
  const product = (await publishedProducts()).find((candidate) => candidate.images.length > 0);
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

// The banners behind the first load while it does (the browser fetches a lazy picture in a clipped
// strip this close), and Chromium raised them to the high priority of a picture in view while they
// were on their way, taking a slow network from the first banner and the fonts: they are asked for
// at low priority, and only the first at high.
test('home: the banners behind the first are fetched at low priority', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A phone's network (Lighthouse's slow 4G), so that pictures are still on their way at the first layout.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_638_400 / 8,
    uploadThroughput: 750_000 / 8,
  });
  const priorities = new Map<string, string[]>();
  const urlOf = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (type !== 'Image') return;
    urlOf.set(requestId, request.url);
    priorities.set(request.url, [...(priorities.get(request.url) ?? []), request.initialPriority]);
  });
  cdp.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
    const url = urlOf.get(requestId);
    if (url) priorities.set(url, [...(priorities.get(url) ?? []), newPriority]);
  });
  await page.goto('/');
  await shownCandidate(page.locator('[data-carousel-slide] img').first());
  await page.waitForLoadState('load');

  // Every file each banner may be fetched as: its picture's candidates for any screen.
  const candidates = await page
    .locator('[data-carousel-slide] picture')
    .evaluateAll((pictures) =>
      pictures.map((picture) =>
        [...picture.querySelectorAll('source, img')].flatMap((element) =>
          (element.getAttribute('srcset') ?? '')
            .split(',')
            .map((candidate) => new URL(candidate.trim().split(/\s+/)[0] ?? '', location.href).href),
        ),
      ),
    );
  expect(candidates.length).toBeGreaterThan(1);
  const fetchedAs = (banner: number) =>
    [...priorities].filter(([url]) => candidates[banner]?.includes(url)).flatMap(([, seen]) => seen);
  // The next banner is fetched by the time the page has loaded, if not before (carousel.ts).
  await expect.poll(() => fetchedAs(1).length).toBeGreaterThan(0);
  expect(fetchedAs(0)).toContain('High');
  for (let banner = 1; banner < candidates.length; banner += 1) {
    for (const priority of fetchedAs(banner)) expect(['Low', 'VeryLow']).toContain(priority);
  }
});
