// Bytes shipped per kind of page: the HTML, CSS and JS a browser loads when it opens the page (as
// recorded by Chromium, so islands and module imports count as they are fetched), raw and as the
// compressed for a CDN's cache (gzip and brotli at their top levels). And the product list's
// catalogue parts per product.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';
import { STORAGE_KEYS } from '../../site/src/config/ui.ts';
import type { Figure } from './report.ts';
import { benchSettings } from './settings.ts';
import type { Credentials } from './stack.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
export const KB = 1000;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * Sizes at the top levels, as a CDN caching the files compresses them (brotli quality 10, gzip level
 * 9). The local publisher compresses pages faster (site/publisher/prepare.ts: brotli 5, gzip 6)
 * and the scripts and styles at the top levels (brotli 11, gzip 9).
 */
export async function compressedSizes(content: Buffer): Promise<Sizes> {
  return {
    raw: content.length,
    gzip: (await gzipped(content, { level: 9 })).length,
    brotli: (await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } })).length,
  };
}

export const add = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});
export const NONE: Sizes = { raw: 0, gzip: 0, brotli: 0 };
const KINDS = { document: 'HTML', stylesheet: 'CSS', script: 'JS' } as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];
// A string only React DOM's client bundle holds: whether the page shipped React at all.
const REACT_MARKER = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';

export interface PageToWeigh {
  kind: string;
  url: string;
  /** The back office: opened signed in, as the shop admin sees it. */
  signedIn?: boolean;
}

export interface PageWeight {
  sizes: Record<Kind, Sizes>;
  shipsReact: boolean;
  islands: number;
}

async function signIn(cmsUrl: string, credentials: Credentials) {
  const response = await fetch(`${cmsUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const answer = (await response.json()) as { data?: { token: string; user: unknown } };
  if (!answer.data) throw new Error(`the back office login failed (${response.status})`);
  return answer.data;
}

/** A browser context signed in to the back office as the shop admin (its token in localStorage). */
export async function signedInContext(
  browser: Browser,
  cms: { url: string; credentials: Credentials },
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const session = await signIn(cms.url, cms.credentials);
  await context.addInitScript(
    ([keys, token, user]) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.authUser, user);
    },
    [STORAGE_KEYS, session.token, JSON.stringify(session.user)] as const,
  );
  return context;
}

export async function weighPages(
  pages: readonly PageToWeigh[],
  cms: { url: string; credentials: Credentials },
): Promise<Map<string, PageWeight>> {
  const browser = await chromium.launch({ executablePath: benchSettings().chromePath });
  const weights = new Map<string, PageWeight>();
  try {
    for (const page of pages) {
      const viewport = { viewport: { width: 1280, height: 800 } };
      const context = page.signedIn
        ? await signedInContext(browser, cms, viewport)
        : await browser.newContext(viewport);
      const tab = await context.newPage();
      const bodies: Array<Promise<{ kind: Kind; body: Buffer }>> = [];
      tab.on('response', (response) => {
        const kind = KINDS[response.request().resourceType() as keyof typeof KINDS];
        if (kind && response.ok()) bodies.push(response.body().then((body) => ({ kind, body })));
      });
      await tab.goto(page.url, { waitUntil: 'networkidle' });
      const islands = await tab.locator('astro-island').count();
      const loaded = await Promise.all(bodies);
      await context.close();
      const sizes: Record<Kind, Sizes> = { HTML: NONE, CSS: NONE, JS: NONE };
      for (const { kind, body } of loaded) sizes[kind] = add(sizes[kind], await compressedSizes(body));
      const shipsReact = loaded.some(({ kind, body }) => kind === 'JS' && body.includes(REACT_MARKER));
      weights.set(page.kind, { sizes, shipsReact, islands });
    }
  } finally {
    await browser.close();
  }
  return weights;
}

const kb = (bytes: number) => bytes / KB;
const NO_REACT_PAGES = new Set([
  'about',
  'contact',
  'old gold',
  'size guide',
  'savings plan',
  'book a visit',
  'privacy',
]);
/** A page's kind without its language: 'home (gu)' is a home page. */
const pageKind = (page: string) => page.replace(/ \(\w+\)$/, '');
/** docs/performance.md: JavaScript on load, gzip, where a page kind has a budget. */
const JS_BUDGET_KB: Readonly<Record<string, number>> = { home: 90, 'product page': 80 };

/** Per page and kind of file one row: gzip (as served to nearly every browser), raw and brotli in the note. */
export function weightFigures(weights: Map<string, PageWeight>): Figure[] {
  const figures: Figure[] = [];
  for (const [page, weight] of weights) {
    for (const kind of ['HTML', 'CSS', 'JS'] as const) {
      const sizes = weight.sizes[kind];
      figures.push({
        bench: 'bytes',
        name: `${page} ${kind} (gzip)`,
        value: kb(sizes.gzip),
        unit: 'KB',
        // Every language's page has its English page's budget ('home (gu)' is a home page).
        ...(kind === 'JS' && JS_BUDGET_KB[pageKind(page)]
          ? { budget: { max: JS_BUDGET_KB[pageKind(page)] as number } }
          : {}),
        note: `raw ${kb(sizes.raw).toFixed(1)} KB, brotli ${kb(sizes.brotli).toFixed(1)} KB`,
        detail: { raw: sizes.raw, gzip: sizes.gzip, brotli: sizes.brotli },
      });
    }
    figures.push({
      bench: 'bytes',
      name: `${page} ships React on load`,
      value: weight.shipsReact ? 1 : 0,
      unit: 'flag',
      // docs/performance.md: About, Contact and the shopper's pages (issue #54's) ship no React unless an island is on screen.
      ...(NO_REACT_PAGES.has(page) ? { budget: { max: 0 } } : {}),
      note: `${weight.islands} island${weight.islands === 1 ? '' : 's'} on the page`,
    });
  }
  return figures;
}

/** The bytes of a file of the built catalogue, as served (uncompressed, to weigh it here). */
async function catalogueFile(siteUrl: string, name: string): Promise<Buffer> {
  const response = await fetch(`${siteUrl}/catalogue/${name}.json`, { headers: { 'Accept-Encoding': 'identity' } });
  if (!response.ok) throw new Error(`/catalogue/${name}.json answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The product list's catalogue parts per product (site/src/lib/catalogue-parts.ts):
 * the facets fetched with the page, the cards (fetched a part at a time, for the cards on screen),
 * and the prices and texts a sort or a search fetches.
 */
export async function catalogueFigures(siteUrl: string): Promise<Figure[]> {
  const facetsBody = await catalogueFile(siteUrl, 'facets');
  const facets = JSON.parse(facetsBody.toString('utf8')) as {
    idSteps: unknown[];
    cardParts: number;
    cardsPerPart: number;
  };
  const products = facets.idSteps.length;
  const cardParts = await Promise.all(
    Array.from({ length: facets.cardParts }, (_, index) => catalogueFile(siteUrl, `cards-${index}`)),
  );
  const weighed: Array<[string, Sizes]> = [
    ['facets', await compressedSizes(facetsBody)],
    [
      `cards (${facets.cardParts} parts of ${facets.cardsPerPart})`,
      (await Promise.all(cardParts.map(compressedSizes))).reduce(add, NONE),
    ],
    ['prices', await compressedSizes(await catalogueFile(siteUrl, 'prices'))],
    ['texts', await compressedSizes(await catalogueFile(siteUrl, 'texts'))],
  ];
  return weighed.map(([part, sizes]) => ({
    bench: 'bytes',
    name: `catalogue ${part} per product (gzip)`,
    value: sizes.gzip / products,
    unit: 'B',
    note: `raw ${Math.round(sizes.raw / products)} B, brotli ${Math.round(sizes.brotli / products)} B, ${products} products`,
    detail: { products, raw: sizes.raw, gzip: sizes.gzip, brotli: sizes.brotli },
  }));
}
