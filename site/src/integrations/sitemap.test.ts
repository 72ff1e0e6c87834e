// The sitemap as a search engine reads it, written by the integration at the end of a build of
// pages laid out as this site's: each page listed once, with its other languages, in files of at
// most 45,000 pages named by the index; the back office, the shortlist and error pages left out.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE, HTML_LANG } from '../i18n/locales';
import { listedPage, sitemap } from './sitemap';

const SITE = 'https://shop.example';
const LANGUAGES = ['', 'gu/', 'hi/'];

let work = '';
afterEach(() => rmSync(work, { recursive: true, force: true }));

type Hook<Name extends keyof AstroIntegration['hooks']> = NonNullable<AstroIntegration['hooks'][Name]>;

/** Runs the integration as a build of `pages` would (Astro's page names: `about/`, `` for home). */
async function build(pages: readonly string[], options: { entryLimit?: number } = {}) {
  work = mkdtempSync(path.join(tmpdir(), 'suvarna-sitemap-'));
  const integration = sitemap({
    i18n: { defaultLocale: DEFAULT_LOCALE, locales: HTML_LANG },
    filter: listedPage,
    ...options,
  });
  const logger = { info: vi.fn(), warn: vi.fn() };
  const config = { site: SITE, base: '/' };
  await (integration.hooks['astro:config:done'] as Hook<'astro:config:done'>)({ config } as never);
  await (integration.hooks['astro:build:done'] as Hook<'astro:build:done'>)({
    dir: pathToFileURL(`${work}/`),
    pages: pages.map((pathname) => ({ pathname })),
    logger,
  } as never);
  const files = Object.fromEntries(
    readdirSync(work)
      .sort()
      .map((file) => [file, readFileSync(path.join(work, file), 'utf8')]),
  );
  return { files, logger };
}

/** A sitemap file as a crawler parses it: each listed address with its alternates by hreflang. */
function listed(xml: string) {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return [...document.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));
}

/** The sitemap files an index names. */
const indexed = (xml: string) =>
  [...new DOMParser().parseFromString(xml, 'application/xml').getElementsByTagName('loc')].map(
    (loc) => loc.textContent,
  );

const inEveryLanguage = (page: string) => LANGUAGES.map((language) => `${language}${page}`);

describe('sitemap', () => {
  const pages = [
    ...['', 'about/', 'contact/', 'product-list/', 'shortlist/'].flatMap(inEveryLanguage),
    ...['contact/thank-you/', 'contact/not-sent/'].flatMap(inEveryLanguage),
    ...[2, 10, 1].flatMap((id) => inEveryLanguage(`product-preview/${id}/`)),
    // A page in English only (a product the translations have not reached, say).
    'product-preview/7/',
    ...['admin/', 'admin/products/', 'login/', 'register/', 'set-password/'],
    ...['404/', 'gu/404/', 'hi/500/'],
  ];

  it('lists every public page once, each with its address in every language it has', async () => {
    const { files } = await build(pages);
    expect(Object.keys(files)).toEqual(['sitemap-0.xml', 'sitemap-index.xml']);
    expect(indexed(files['sitemap-index.xml'] as string)).toEqual([`${SITE}/sitemap-0.xml`]);

    const entries = listed(files['sitemap-0.xml'] as string);
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    // Sorted by address, numbers by value (2 before 10).
    expect(locs.filter((loc) => loc?.includes('/gu/product-preview/'))).toEqual([
      `${SITE}/gu/product-preview/1/`,
      `${SITE}/gu/product-preview/2/`,
      `${SITE}/gu/product-preview/10/`,
    ]);
    expect(new Set(locs)).toEqual(
      new Set(
        ['', 'about/', 'contact/', 'product-list/', ...[1, 2, 10].map((id) => `product-preview/${id}/`)]
          .flatMap(inEveryLanguage)
          .concat('product-preview/7/')
          .map((page) => `${SITE}/${page}`),
      ),
    );
    for (const { loc, alternates } of entries) {
      if (loc === `${SITE}/product-preview/7/`) {
        expect(alternates, loc).toEqual({});
        continue;
      }
      const page = (loc as string).slice(SITE.length + 1).replace(/^(gu|hi)\//, '');
      expect(alternates, loc).toEqual({
        'en-IN': `${SITE}/${page}`,
        'gu-IN': `${SITE}/gu/${page}`,
        'hi-IN': `${SITE}/hi/${page}`,
      });
    }
  });

  it('leaves out the back office, the shortlist, the pages a form post lands on and the error pages, in every language', async () => {
    const { files } = await build(pages);
    const locs = listed(files['sitemap-0.xml'] as string).map((entry) => entry.loc as string);
    for (const hidden of [
      'admin',
      'login',
      'register',
      'set-password',
      'shortlist',
      'thank-you',
      'not-sent',
      '404',
      '500',
    ]) {
      expect(
        locs.filter((loc) => new URL(loc).pathname.includes(`/${hidden}`)),
        hidden,
      ).toEqual([]);
    }
    expect(files['sitemap-0.xml']).not.toMatch(/shortlist|admin|thank-you|not-sent|404/);
  });

  it('splits at 45,000 pages a file, all named by the index', async () => {
    const products = Array.from({ length: 15_001 }, (_, index) => `product-preview/${index + 1}/`);
    const { files } = await build(['', ...products].flatMap(inEveryLanguage));

    expect(Object.keys(files)).toEqual(['sitemap-0.xml', 'sitemap-1.xml', 'sitemap-index.xml']);
    expect(indexed(files['sitemap-index.xml'] as string)).toEqual([`${SITE}/sitemap-0.xml`, `${SITE}/sitemap-1.xml`]);
    const locs = (file: string) =>
      [...(files[file] as string).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs('sitemap-0.xml')).toHaveLength(45_000);
    expect(locs('sitemap-1.xml')).toHaveLength(3 * 15_002 - 45_000);
    expect(new Set([...locs('sitemap-0.xml'), ...locs('sitemap-1.xml')]).size).toBe(3 * 15_002);
    // The last file's entries carry their alternates too, in the file the entry is in.
    expect(listed(files['sitemap-1.xml'] as string).at(-1)).toEqual({
      loc: `${SITE}/product-preview/15001/`,
      alternates: {
        'en-IN': `${SITE}/product-preview/15001/`,
        'gu-IN': `${SITE}/gu/product-preview/15001/`,
        'hi-IN': `${SITE}/hi/product-preview/15001/`,
      },
    });
  });

  it('splits at the limit it is given', async () => {
    const { files } = await build(inEveryLanguage('about/'), { entryLimit: 2 });
    expect(indexed(files['sitemap-index.xml'] as string)).toEqual([`${SITE}/sitemap-0.xml`, `${SITE}/sitemap-1.xml`]);
    expect(listed(files['sitemap-0.xml'] as string).map((entry) => entry.loc)).toEqual([
      `${SITE}/about/`,
      `${SITE}/gu/about/`,
    ]);
    expect(listed(files['sitemap-1.xml'] as string)).toEqual([
      {
        loc: `${SITE}/hi/about/`,
        alternates: { 'en-IN': `${SITE}/about/`, 'gu-IN': `${SITE}/gu/about/`, 'hi-IN': `${SITE}/hi/about/` },
      },
    ]);
  });

  it('writes no sitemap when no page is listed, and says so', async () => {
    const { files, logger } = await build(['admin/', '404/']);
    expect(files).toEqual({});
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('No sitemap'));
  });
});
