// @vitest-environment node
// Incremental builds against the real CMS (the demo catalogue): a change costs the pages that show
// it. Each build is the site's own build script, which reports the pages it rendered and reused.
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { formatRupees, isPricedBy, type Product, type Rate, similarProducts } from '@suvarna/domain';
import { buildSite, type CmsProcess, freePort, repoDir, siteDir, startCmsProcess, TEST_ADMIN } from '@suvarna/testkit';
import { parse } from 'csv-parse/sync';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const work = mkdtempSync(path.join(tmpdir(), 'suvarna-incremental-'));
const outDir = path.join(work, 'dist');
let cms: CmsProcess | undefined;
let token = '';

/** The site's build script with its own cache: this site's, or a copy's (its own cache too). */
const build = (options: { cmsUrl?: string; site?: string } = {}) =>
  buildSite({
    cmsUrl: options.cmsUrl ?? cms?.url ?? '',
    outDir,
    cacheDir: path.join(work, options.site ? 'copy-cache' : 'cache'),
    ...(options.site ? { site: options.site } : {}),
  });

const productPage = (id: number) => `/product-preview/${id}/index.html`;
const productIds = (paths: string[]) =>
  paths
    .flatMap((page) => /^\/product-preview\/(\d+)\//.exec(page)?.[1] ?? [])
    .map(Number)
    .sort((a, b) => a - b);
const ids = (products: Product[]) => products.map((product) => product.id).sort((a, b) => a - b);

async function api<T>(route: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${cms?.url}${route}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Every product, as the build reads them. */
async function allProducts(): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api<{ products: Product[]; total: number }>(`/api/user/product-list?limit=48&page=${page}`);
    products.push(...answer.products);
    if (products.length >= answer.total || answer.products.length === 0) return products;
  }
}

const shown = (page: string) => readFileSync(path.join(outDir, page), 'utf8');

/**
 * Google's rich-result rules (Adobe's validator; schema.org's vocabulary is not fetched) over every
 * kind of page in every language, and every English product page: no error, and no warning for a
 * field the shop holds for that piece (it holds no reviews, GTINs or variants).
 */
async function expectRichResults(products: readonly Product[]) {
  const validator = new Validator(null);
  const extractor = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] });
  const issuesOf = async (page: string) => validator.validate(extractor.parse(shown(page)));
  const pages = [
    ...['', '/gu', '/hi'].flatMap((locale) =>
      ['/index.html', '/product-list/index.html', '/about/index.html', '/contact/index.html'].map(
        (page) => `${locale}${page}`,
      ),
    ),
  ];
  for (const page of pages) expect(await issuesOf(page), page).toEqual([]);
  const first = products[0] as Product;
  // Each kind of piece once (reading a page for the validator takes a while): hallmarked with a
  // certified stone, discounted, sold, without a size, without a colour.
  const kinds = [
    first,
    ...[
      (product: Product) => Boolean(product.huid && product.stones?.some((stone) => stone.certificate)),
      (product: Product) => product.discountPrice > 0,
      (product: Product) => product.status === 'sold',
      (product: Product) => !product.size,
      (product: Product) => !product.color,
    ].flatMap((kind) => products.find(kind) ?? []),
  ];
  const productPages = [
    ...[...new Set(kinds)].map((product) => ({ product, page: productPage(product.id) })),
    { product: first, page: `/gu${productPage(first.id)}` },
    { product: first, page: `/hi${productPage(first.id)}` },
  ];
  for (const { product, page } of productPages) {
    const held = new Set(['priceValidUntil', 'material', 'description', 'image', 'offers', 'brand', 'sku', 'name']);
    if (product.color) held.add('color');
    if (product.size) held.add('size');
    if (product.huid || product.stones?.some((stone) => stone.certificate)) held.add('hasCertification');
    const issues = await issuesOf(page);
    expect(
      issues.filter((issue) => issue.severity === 'ERROR'),
      page,
    ).toEqual([]);
    expect(
      issues.filter((issue) => issue.fieldNames.some((field) => held.has(field.split('.').pop() as string))),
      page,
    ).toEqual([]);
  }
  // The demo holds hallmarked pieces and certified stones: their pages say so.
  const certified = products.find((product) => product.huid && product.stones?.some((stone) => stone.certificate));
  if (certified) expect(shown(productPage(certified.id))).toContain('"hasCertification"');
}

const rupees = (feedPrice: string) => Number(/^(\d+\.\d{2}) INR$/.exec(feedPrice)?.[1] ?? Number.NaN);

/**
 * The feeds list every piece with a picture and a price, at exactly the price its page shows and its
 * structured data's offer says: the price paid as the sale price when discounted, the struck-through
 * one as the price.
 */
function expectFeedsPricedAsPages(products: readonly Product[]) {
  const xml = new JSDOM(shown('/feeds/google-merchant.xml'), { contentType: 'application/xml' }).window.document;
  expect(xml.querySelector('parsererror')).toBeNull();
  const field = (item: Element, name: string) => item.getElementsByTagName(name)[0]?.textContent ?? '';
  const google = new Map([...xml.getElementsByTagName('item')].map((item) => [field(item, 'g:id'), item]));
  const meta = new Map(
    (parse(shown('/feeds/meta-catalogue.csv'), { columns: true }) as Record<string, string>[]).map((row) => [
      row.id,
      row,
    ]),
  );
  const listed = products.filter((product) => product.images.length > 0 && product.totalPrice > 0);
  expect(listed.length).toBeGreaterThan(0);
  expect([...google.keys()].sort()).toEqual(listed.map((product) => product.sku).sort());
  expect([...meta.keys()].sort()).toEqual(listed.map((product) => product.sku).sort());
  for (const product of listed) {
    const page = shown(productPage(product.id));
    const offer = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)?.[1] ?? '{}').offers;
    const item = google.get(product.sku) as Element;
    const row = meta.get(product.sku) as Record<string, string>;
    const paid = field(item, 'g:sale_price') || field(item, 'g:price');
    expect(rupees(paid), product.sku).toBe(product.totalPrice);
    expect(rupees(paid), product.sku).toBe(Number(offer.price));
    expect(page, product.sku).toContain(formatRupees(rupees(paid)));
    expect(rupees(field(item, 'g:price')), product.sku).toBeCloseTo(product.totalPrice + product.discountPrice, 2);
    expect([row.price, row.sale_price]).toEqual([field(item, 'g:price'), field(item, 'g:sale_price')]);
  }
}

beforeAll(async () => {
  cms = await startCmsProcess({ workDir: path.join(work, 'cms'), env: { SEED_DEMO: 'true' } });
  token = (await api<{ token: string }>('/api/admin/login', { method: 'POST', body: TEST_ADMIN })).token;
}, 300_000);

afterAll(async () => {
  await cms?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('incremental builds: a change re-renders the pages that show it and reuses the rest', () => {
  let products: Product[] = [];

  it('the first build renders every page; the next, with nothing changed, renders no product page', async () => {
    products = await allProducts();
    const first = await build();
    expect(first.status, first.output).toBe(0);
    expect(productIds(first.rendered)).toEqual(ids(products));
    expect(first.reused).toEqual([]);
    expect(first.reusedFrom).toBeNull();
    expectFeedsPricedAsPages(products);
    await expectRichResults(products);

    const again = await build();
    expect(again.status, again.output).toBe(0);
    expect(productIds(again.rendered)).toEqual([]);
    expect(productIds(again.reused)).toEqual(ids(products));
    expect(again.reusedFrom).toBe(outDir);
    expect(again.output).toContain(`${again.rendered.length} pages rendered, ${again.reused.length} reused`);
    // Every product picture a page shows, reused pages' too, is in the build (made by the first).
    expect(again.output).toMatch(/product pictures placed \(0 made anew\)/);
    const pictures = new Set(readdirSync(path.join(outDir, '_pictures')));
    const product = products.find((candidate) => candidate.images.length > 1) as Product;
    for (const page of [productPage(product.id), '/product-list/index.html', '/index.html']) {
      const shownPictures = [...shown(page).matchAll(/\/_pictures\/([\w-]+\.webp)/g)].map((match) => match[1]);
      expect(shownPictures.length, page).toBeGreaterThan(0);
      expect(
        shownPictures.filter((file) => !pictures.has(file as string)),
        page,
      ).toEqual([]);
    }
  }, 600_000);

  it('a product edit re-renders its page, the pages showing it as similar and the list pages, no other', async () => {
    const edited = products.find((product) => similarProducts(product, products).length > 0) as Product;
    const name = `${edited.name} (Edited)`;
    await api('/api/admin/update-product', { method: 'PUT', body: { id: edited.id, name } });
    const showing = products.filter((product) => similarProducts(product, products).some((p) => p.id === edited.id));
    // A published build keeps its bytes while later builds rewrite the cache: the page the last
    // build reused shares its file with the cache's copy, as a live build would (kept: a link).
    const kept = path.join(work, 'kept-page.html');
    const before = shown(productPage(edited.id));
    linkSync(path.join(outDir, productPage(edited.id)), kept);

    const after = await build();
    expect(after.status, after.output).toBe(0);
    expect(productIds(after.rendered)).toEqual(ids([edited, ...showing]));
    expect(after.rendered).toEqual(
      expect.arrayContaining([
        '/index.html',
        '/product-list/index.html',
        '/catalogue/facets.json',
        '/catalogue/cards-0.json',
      ]),
    );
    expect(productIds(after.reused)).toHaveLength(products.length - 1 - showing.length);
    expect(shown(productPage(edited.id))).toContain(name);
    for (const product of showing) expect(shown(productPage(product.id))).toContain(name);
    expect(readFileSync(kept, 'utf8') === before, 'the page a published build keeps was rewritten').toBe(true);
    expect(before).not.toContain(name);
  }, 600_000);

  it('a rate change re-renders exactly the products of that purity', async () => {
    const rate = (await api<Rate[]>('/api/admin/get-price')).find((candidate) => candidate.name === '18K') as Rate;
    await api('/api/admin/update-price', {
      method: 'PUT',
      body: { id: rate.id, name: rate.name, price: rate.price + 25, confirm: true },
    });
    products = await allProducts();
    const of18K = products.filter((product) => product.purity === '18K');
    expect(of18K.length).toBeGreaterThan(0);
    expect(products.filter((product) => isPricedBy(product, '18K'))).toEqual(of18K);

    const after = await build();
    expect(after.status, after.output).toBe(0);
    expect(productIds(after.rendered)).toEqual(ids(of18K));
    expect(productIds(after.reused)).toHaveLength(products.length - of18K.length);
    // The feeds moved with the pages: every 18K piece at its new price, the rest as before.
    expectFeedsPricedAsPages(products);
  }, 600_000);

  it('a deleted product leaves the next build, its page and its page’s folder', async () => {
    const deleted = products.find((product) => product.purity === '18K') as Product;
    await api(`/api/admin/product/${deleted.id}`, { method: 'DELETE' });
    products = await allProducts();
    expect(ids(products)).not.toContain(deleted.id);

    const after = await build();
    expect(after.status, after.output).toBe(0);
    expect([...productIds(after.rendered), ...productIds(after.reused)]).not.toContain(deleted.id);
    // The build makes the last build's page folders while Astro starts: the deleted one's goes.
    for (const locale of ['', 'gu', 'hi']) {
      expect(existsSync(path.join(outDir, locale, 'product-preview', String(deleted.id))), locale || 'en').toBe(false);
    }
    expect(shown(productPage((products[0] as Product).id))).toContain('<html');
  }, 600_000);

  it('a failed build keeps the last site, and the build after it renders every page afresh', async () => {
    const before = shown('index.html');
    const failed = await build({ cmsUrl: `http://127.0.0.1:${await freePort()}` });
    expect(failed.status).not.toBe(0);
    expect(failed.output).toContain('[site] build failed');
    expect(shown('index.html')).toBe(before);

    const next = await build();
    expect(next.status, next.output).toBe(0);
    expect(productIds(next.rendered)).toEqual(ids(products));
    // What the failed build left in the cache is no build's: nothing is said to come from one.
    expect(next.reusedFrom).toBeNull();
  }, 600_000);
});

describe('incremental builds: a change of the site’s code', () => {
  // A copy of the site beside its node_modules, so that its code can change without touching this one.
  const copy = path.join(work, 'copy', 'site');
  const change = (file: string, edit: (text: string) => string) =>
    writeFileSync(path.join(copy, file), edit(readFileSync(path.join(copy, file), 'utf8')));

  beforeAll(async () => {
    mkdirSync(copy, { recursive: true });
    for (const entry of ['src', 'scripts', 'astro.config.ts', 'tsconfig.json', 'package.json']) {
      cpSync(path.join(siteDir, entry), path.join(copy, entry), { recursive: true });
    }
    cpSync(path.join(repoDir, 'tsconfig.base.json'), path.join(copy, '..', 'tsconfig.base.json'));
    symlinkSync(path.join(siteDir, 'node_modules'), path.join(copy, 'node_modules'));
    // The pictures optimised by the builds above, so that only the pages are work.
    cpSync(path.join(work, 'cache'), path.join(work, 'copy-cache'), { recursive: true });
    const first = await build({ site: copy });
    expect(first.status, first.output).toBe(0);
  }, 600_000);

  it('a change of the product pages’ own templates renders every page', async () => {
    change('src/features/layout/Footer.astro', (text) => text.replace('</footer>', '<p>Open on Sundays</p></footer>'));
    const after = await build({ site: copy });
    expect(after.status, after.output).toBe(0);
    expect(after.reused).toEqual([]);
    const products = await allProducts();
    expect(productIds(after.rendered)).toEqual(ids(products));
    expect(shown(productPage(products[0]?.id as number))).toContain('Open on Sundays');
  }, 600_000);

  it('a change of code no product page imports renders every page too (shared script chunks may be renamed)', async () => {
    change('src/features/back-office/price/PricePage.tsx', (text) => `${text}\n// Reviewed for the new rates.\n`);
    const after = await build({ site: copy });
    expect(after.status, after.output).toBe(0);
    expect(productIds(after.reused)).toEqual([]);
    expect(productIds(after.rendered)).toEqual(ids(await allProducts()));
  }, 600_000);
});
