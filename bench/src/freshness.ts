// "Rate change → live site": changes one of the day's rates through the CMS's REST API, as an admin
// would, then watches the live site until the home page's rate table and a sample of the product
// pages priced by that rate all show the new figures. The time from the API's acknowledgement to
// the last of those pages going live is what a shop owner waits for after changing a rate.
import { type ApiClient, ApiError, createApiClient } from '@suvarna/api-client';
import {
  EMPTY_QUERY,
  formatRupees,
  type Product,
  paiseToRupees,
  priceBreakup,
  type Rate,
  rupeesToPaise,
  tokenOfLogin,
} from '@suvarna/domain';

export interface FreshnessOptions {
  cmsUrl: string;
  siteUrl: string;
  credentials: { email: string; password: string };
  /** Default: the rate most products are priced by (22K in a typical catalogue). */
  rateName?: string;
  /** How long to wait for the site, for settling before the change and for the change (default 10 min). */
  timeoutMs?: number;
  /** Put the rate back afterwards and wait for that rebuild too (default true). */
  restore?: boolean;
  /**
   * Whether the publisher has nothing under way, its last build's precompression included: a
   * change is then timed on a quiet machine, not sharing it with the last change's work.
   */
  publisherIdle?: () => Promise<boolean>;
}

export interface FreshnessResult {
  seconds: number;
  /** The home page and the product pages watched. */
  pagesChecked: number;
  rateName: string;
  /** The rate's new price, rupees. */
  newPrice: number;
}

/** Product pages watched besides the home page, spread over the affected products. */
const SAMPLE_SIZE = 5;
/** One rupee: visible on every page the rate prices, and harmless to a test catalogue. */
const CHANGE_PAISE = 100;
const POLL_MS = 250;
const DEFAULT_TIMEOUT_MS = 600_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page of the live site and how to tell it shows the figures expected. */
interface Watched {
  path: string;
  shows: (html: string) => boolean;
  describe: string;
}

/**
 * How many of a rate's units the home page may quote it per: as it is (a gram, a carat), per 10 g
 * (gold, platinum) or per kg (silver). The row shows the price in one of them.
 */
const QUOTE_MULTIPLES = [1, 10, 1000];

/** The home page's rate table: the rate's row shows this price, in one of the units it is quoted per. */
function rateRow(rateName: string, pricePaise: number): Watched {
  const quotes = QUOTE_MULTIPLES.map((multiple) => escapeRegExp(formatRupees(paiseToRupees(pricePaise * multiple))));
  const row = new RegExp(
    `>\\s*${escapeRegExp(rateName)}\\s*</th>\\s*<td[^>]*>(?:\\s*<[^>]+>)*\\s*(?:${quotes.join('|')})\\s*<`,
  );
  return {
    path: '/',
    shows: (html) => row.test(html),
    describe: `${rateName} at ${formatRupees(paiseToRupees(pricePaise))} a unit`,
  };
}

/** A product page: its shown price and its structured-data offer are this net payable. */
function productPage(product: Product, netPayablePaise: number): Watched {
  const shown = `>${formatRupees(paiseToRupees(netPayablePaise))}<`;
  const offer = `"price":"${(netPayablePaise / 100).toFixed(2)}"`;
  return {
    path: `/product-preview/${product.id}`,
    shows: (html) => html.includes(shown) && html.includes(offer),
    describe: `${product.sku} at ${formatRupees(paiseToRupees(netPayablePaise))}`,
  };
}

/** The rate most products are priced by. */
function mostUsedRate(products: readonly Product[], rates: readonly Rate[]): string {
  const counts = new Map<string, number>();
  for (const product of products) counts.set(product.purity, (counts.get(product.purity) ?? 0) + 1);
  const [top] = [...counts].filter(([name]) => rates.some((rate) => rate.name === name)).sort((a, b) => b[1] - a[1]);
  const name = top?.[0] ?? rates[0]?.name;
  if (!name) throw new Error('The CMS has no rates to change');
  return name;
}

/** Up to `count` items spread evenly over the list, first and last included. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from(
    { length: count },
    (_, index) => items[Math.round((index * (items.length - 1)) / (count - 1))] as T,
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchPage(siteUrl: string, path: string): Promise<string> {
  const url = `${siteUrl}${path}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { 'Cache-Control': 'no-cache' }, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new Error(`Cannot reach the site at ${url}: ${cause}`);
  }
  // A page that is briefly unavailable counts as not yet showing the figures.
  return response.ok ? response.text() : '';
}

/**
 * Waits until the CMS has no content change whose rebuild is still to be requested or running,
 * and the publisher, where it can be asked, nothing left to do.
 */
async function settled(
  api: ApiClient,
  deadline: number,
  what: string,
  publisherIdle: () => Promise<boolean> = async () => true,
): Promise<void> {
  while ((await api.getPublishStatus()).pending || !(await publisherIdle())) {
    if (Date.now() > deadline) throw new Error(`The site did not finish rebuilding ${what} in time`);
    await pause(500);
  }
}

/** The CMS's API, signed in as the admin. */
async function signedIn(cmsUrl: string, credentials: FreshnessOptions['credentials']): Promise<ApiClient> {
  let token: string | undefined;
  const api = createApiClient({ baseUrl: cmsUrl, getToken: () => token, timeoutMs: 120_000 });
  try {
    token = tokenOfLogin((await api.login(credentials)).data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw error;
    throw new Error(
      `Cannot log in to the CMS at ${cmsUrl} as ${credentials.email}: ${error instanceof Error ? error.message : error}`,
    );
  }
  return api;
}

/** Polls the pages until each shows its figures; the seconds from `since` until the last one did. */
async function secondsUntilLive(siteUrl: string, pages: Watched[], since: number, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  let waiting = pages;
  let lastLive = since;
  while (waiting.length > 0) {
    const shown = await Promise.all(waiting.map((page) => fetchPage(siteUrl, page.path)));
    const now = performance.now();
    const stillWaiting = waiting.filter((page, index) => !page.shows(shown[index] as string));
    if (stillWaiting.length < waiting.length) lastLive = now;
    waiting = stillWaiting;
    if (waiting.length === 0) break;
    if (Date.now() > deadline) {
      const late = waiting.map((page) => `${page.path} (${page.describe})`).join(', ');
      throw new Error(`The ${what} was not live after ${timeoutMs / 1000} s: still waiting for ${late}`);
    }
    await pause(POLL_MS);
  }
  return (lastLive - since) / 1000;
}

export async function measureRateChangeToLive(options: FreshnessOptions): Promise<FreshnessResult> {
  const { cmsUrl, credentials, restore = true } = options;
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const api = await signedIn(cmsUrl, credentials);
  // The GST rate as the site build reads it: from the CMS.
  const [{ gstRate }, rates, products] = await Promise.all([
    api.getShopSettings(),
    api.getRates(),
    api.getAllProducts(),
  ]);
  const rateName = options.rateName ?? mostUsedRate(products, rates);
  const rate = rates.find((candidate) => candidate.name === rateName);
  if (!rate) throw new Error(`The CMS has no rate named "${rateName}"`);

  const oldPaise = rupeesToPaise(rate.price);
  const newPaise = oldPaise + CHANGE_PAISE;
  const newRates = rates.map((candidate) =>
    candidate === rate ? { ...candidate, price: paiseToRupees(newPaise) } : candidate,
  );
  const sample = spread(
    products.filter((product) => product.purity === rateName).sort((a, b) => a.id - b.id),
    SAMPLE_SIZE,
  );
  const pagesShowing = (pricesFrom: readonly Rate[], pricePaise: number) => [
    rateRow(rateName, pricePaise),
    ...sample.map((product) => productPage(product, priceBreakup(product, pricesFrom, gstRate).netPayable)),
  ];
  const before = pagesShowing(rates, oldPaise);
  const after = pagesShowing(newRates, newPaise);

  // Measure from a quiet site that shows the current figures, or the wait includes someone else's build.
  await settled(api, Date.now() + timeoutMs, 'before the change', options.publisherIdle);
  for (const page of before) {
    if (!page.shows(await fetchPage(siteUrl, page.path))) {
      throw new Error(
        `The site at ${siteUrl}${page.path} does not show ${page.describe} as the CMS at ${cmsUrl} does ` +
          '(is it built from this CMS?)',
      );
    }
  }

  await api.updateRate({ id: rate.id, name: rate.name, price: paiseToRupees(newPaise) });
  const seconds = await secondsUntilLive(siteUrl, after, performance.now(), timeoutMs, 'rate change');

  if (restore) {
    await api.updateRate({ id: rate.id, name: rate.name, price: rate.price });
    await settled(api, Date.now() + timeoutMs, 'after the rate was put back', options.publisherIdle);
  }
  return { seconds, pagesChecked: after.length, rateName, newPrice: paiseToRupees(newPaise) };
}

/**
 * "Product edit → live site": renames the newest product through the CMS's API and watches its page
 * until it shows the new name; the name is put back afterwards (and that rebuild waited for).
 */
export async function measureProductEditToLive(
  options: Omit<FreshnessOptions, 'rateName' | 'restore'>,
): Promise<{ seconds: number; productId: number }> {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const api = await signedIn(options.cmsUrl, options.credentials);
  const [product] = (await api.listProducts({ ...EMPTY_QUERY, limit: 1 })).products;
  if (!product) throw new Error('The CMS has no product to edit');
  const marker = `Edited ${Date.now().toString(36)}`;
  const page: Watched = {
    path: `/product-preview/${product.id}`,
    shows: (html) => html.includes(marker),
    describe: `${product.sku} named "… ${marker}"`,
  };

  await settled(api, Date.now() + timeoutMs, 'before the edit', options.publisherIdle);
  await api.updateProduct({ id: product.id, name: `${product.name} ${marker}` });
  const seconds = await secondsUntilLive(siteUrl, [page], performance.now(), timeoutMs, 'product edit');
  await api.updateProduct({ id: product.id, name: product.name });
  await settled(api, Date.now() + timeoutMs, 'after the name was put back', options.publisherIdle);
  return { seconds, productId: product.id };
}
