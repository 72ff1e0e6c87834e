// The sitemap search engines read: `sitemap-index.xml` names `sitemap-0.xml`, `sitemap-1.xml`… of
// at most 45,000 pages each, and each page's entry lists its other languages (hreflang alternates).
// The files are those @astrojs/sitemap 3.7.4 wrote with this site's options, byte for byte; it
// looked up each page's languages by scanning every URL once per page (quadratic: 2.2 s of a
// one-product rebuild at 5,000 products in three languages), where this groups the URLs by path
// once. What it does not use (lastmod, changefreq, priority, serialize, chunks) it does not have.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export interface SitemapOptions {
  /**
   * The languages: each one's `hreflang`, keyed by the first segment of its addresses; the
   * default language's addresses have no such segment.
   */
  i18n: { defaultLocale: string; locales: Readonly<Record<string, string>> };
  /** Whether a page, by its full address, is listed. */
  filter?: (url: string) => boolean;
  /** Pages a sitemap file lists at most (45,000, as @astrojs/sitemap; the protocol allows 50,000). */
  entryLimit?: number;
}

export interface SitemapEntry {
  url: string;
  /** Every language's address of the page, its own included, when it has more than one. */
  alternates?: readonly { url: string; hreflang: string }[];
}

/**
 * This site's filter: every public page is listed, not the back office (admin, login, register,
 * set-password), a visitor's shortlist (kept in their browser), nor the pages an enquiry form's post
 * lands on (contact/thank-you, contact/not-sent, book-visit/thank-you): each of the last two says noindex itself, and a
 * sitemap naming a noindex page is one a search console reports. robots.txt disallows the first.
 */
export const listedPage = (url: string) =>
  !/\/(admin|login|register|set-password|shortlist|contact\/thank-you|contact\/not-sent|book-visit\/thank-you)(\/|$)/.test(
    new URL(url).pathname,
  );

const DEFAULT_ENTRY_LIMIT = 45_000;
const MAX_ENTRY_LIMIT = 50_000;
const STATUS_PAGES = ['404', '500'];

/**
 * The listed pages' addresses, from the build's pages (`about/`, `gu/product-preview/12/`, `` for
 * the home page): error pages and filtered-out pages left out, each address once.
 */
export function pageUrls(
  pages: readonly { pathname: string }[],
  siteUrl: string,
  options: Pick<SitemapOptions, 'i18n' | 'filter'>,
): string[] {
  const statusPages = new Set([
    ...STATUS_PAGES,
    ...Object.keys(options.i18n.locales).flatMap((locale) => STATUS_PAGES.map((page) => `${locale}/${page}`)),
  ]);
  const base = new URL(siteUrl);
  const urls = new Set<string>();
  for (const { pathname } of pages) {
    const bare = pathname.replace(/^\//, '');
    if (statusPages.has(bare.replace(/\/$/, ''))) continue;
    urls.add(new URL(base.pathname + bare, base).href);
  }
  return [...urls].filter((url) => options.filter?.(url) ?? true);
}

/** The language and the language-free path of an address of the site (undefined: not the site's). */
function parseLocale(url: string, siteUrl: string, i18n: SitemapOptions['i18n']) {
  if (!url.startsWith(siteUrl)) return undefined;
  let rest = url.slice(siteUrl.length);
  if (!rest || rest === '/') return { locale: i18n.defaultLocale, path: '/' };
  if (!rest.startsWith('/')) rest = `/${rest}`;
  const first = rest.split('/')[1] as string;
  if (Object.hasOwn(i18n.locales, first)) return { locale: first, path: rest.slice(1 + first.length) || '/' };
  return { locale: i18n.defaultLocale, path: rest };
}

/**
 * The entries, sorted as @astrojs/sitemap sorts them (numbers by value), each with the addresses
 * of its path in every language: one pass groups them, one more hands each entry its group.
 */
export function sitemapEntries(urls: readonly string[], siteUrl: string, i18n: SitemapOptions['i18n']): SitemapEntry[] {
  const sorted = [...urls]
    .sort(new Intl.Collator('en', { numeric: true }).compare)
    .map((url) => ({ url, parsed: parseLocale(url, siteUrl, i18n) }));
  const byPath = new Map<string, { url: string; hreflang: string }[]>();
  for (const { url, parsed } of sorted) {
    if (!parsed) continue;
    const group = byPath.get(parsed.path) ?? [];
    group.push({ url, hreflang: i18n.locales[parsed.locale] as string });
    byPath.set(parsed.path, group);
  }
  return sorted.map(({ url, parsed }) => {
    const group = parsed && byPath.get(parsed.path);
    return group && group.length > 1 ? { url, alternates: group } : { url };
  });
}

// Escaped as the `sitemap` package escapes: quotes in attribute values only. (It also drops the
// characters XML 1.0 forbids, which an address, serialised by URL, never holds.)
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attribute = (value: string) => text(value).replace(/'/g, '&apos;').replace(/"/g, '&quot;');

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
// The news, image and video namespaces are unused, and declared as @astrojs/sitemap declares them.
const URLSET_START =
  `<urlset xmlns="${SITEMAP_NS}" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"` +
  ' xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"' +
  ' xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">';

const urlElement = ({ url, alternates = [] }: SitemapEntry) =>
  `<url><loc>${text(url)}</loc>${alternates
    .map((link) => `<xhtml:link rel="alternate" hreflang="${attribute(link.hreflang)}" href="${attribute(link.url)}"/>`)
    .join('')}</url>`;

/**
 * The sitemap files by name: `sitemap-0.xml`… of `entryLimit` entries each, and
 * `sitemap-index.xml` naming them (under the site's address and base).
 */
export function sitemapFiles(
  entries: readonly SitemapEntry[],
  siteUrl: string,
  entryLimit = DEFAULT_ENTRY_LIMIT,
): Map<string, string> {
  if (!Number.isInteger(entryLimit) || entryLimit < 1 || entryLimit > MAX_ENTRY_LIMIT) {
    throw new Error(`The sitemap's entryLimit must be a whole number from 1 to ${MAX_ENTRY_LIMIT}, not ${entryLimit}`);
  }
  const files = new Map<string, string>();
  const index: string[] = [];
  for (let start = 0; start < entries.length; start += entryLimit) {
    const name = `sitemap-${start / entryLimit}.xml`;
    const urls = entries.slice(start, start + entryLimit).map(urlElement);
    files.set(name, `${XML_DECLARATION}${URLSET_START}${urls.join('')}</urlset>`);
    index.push(`<sitemap><loc>${text(new URL(name, siteUrl).href)}</loc></sitemap>`);
  }
  files.set(
    'sitemap-index.xml',
    `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">${index.join('')}</sitemapindex>`,
  );
  return files;
}

/** Writes the sitemap of the built pages into the build's folder (src/pages/robots.txt.ts names it). */
export function sitemap(options: SitemapOptions): AstroIntegration {
  let siteUrl: string | undefined;
  return {
    name: 'suvarna:sitemap',
    hooks: {
      'astro:config:done': ({ config }) => {
        // The site's address with its base, ending in a slash: every page's address starts with it.
        siteUrl = config.site ? new URL(config.base.replace(/\/?$/, '/'), config.site).href : undefined;
      },
      'astro:build:done': async ({ dir, pages, logger }) => {
        if (!siteUrl) {
          logger.warn('No sitemap: the site has no `site` address in astro.config.');
          return;
        }
        const urls = pageUrls(pages, siteUrl, options);
        if (urls.length === 0) {
          logger.warn('No sitemap: no page to list.');
          return;
        }
        const files = sitemapFiles(sitemapEntries(urls, siteUrl, options.i18n), siteUrl, options.entryLimit);
        const outDir = fileURLToPath(dir);
        await Promise.all([...files].map(([name, xml]) => writeFile(path.join(outDir, name), xml)));
        logger.info(`sitemap-index.xml and ${files.size - 1} sitemap file(s) of ${urls.length} pages written`);
      },
    },
  };
}
