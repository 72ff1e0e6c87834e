// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locales.ts';
import { NOT_FOUND_FILE, notFoundPage } from './servers.ts';

describe('the page a missing address gets', () => {
  it.each([
    ['/no-such-page', NOT_FOUND_FILE],
    ['/product-preview/999999', NOT_FOUND_FILE],
    ['/gujarati/x', NOT_FOUND_FILE],
    ['/en/about', NOT_FOUND_FILE],
    ['/gu/no-such-page', 'gu/404/index.html'],
    ['/gu/product-preview/999999/', 'gu/404/index.html'],
    ['/hi/no-such-page', 'hi/404/index.html'],
    ['/hi/admin/x', 'hi/404/index.html'],
  ])('%s: %s, with status 404', (pathname, file) => {
    expect(notFoundPage(pathname)).toEqual({ file, status: 404 });
  });

  it('is the back office’s shell, with status 200, under /admin', () => {
    for (const pathname of ['/admin', '/admin/', '/admin/whatever/deeper']) {
      expect(notFoundPage(pathname), pathname).toEqual({ file: 'admin/index.html', status: 200 });
    }
    expect(notFoundPage('/administrator')).toEqual({ file: NOT_FOUND_FILE, status: 404 });
  });

  it('agrees with netlify.toml: each other language’s addresses get its 404 page there too', async () => {
    const toml = await readFile(new URL('../../netlify.toml', import.meta.url), 'utf8');
    const rules = [...toml.matchAll(/\[\[redirects\]\]\s+from = "([^"]+)"\s+to = "([^"]+)"\s+status = (\d+)/g)].map(
      ([, from, to, status]) => ({ from, to, status: Number(status) }),
    );
    for (const locale of LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)) {
      const { file, status } = notFoundPage(`/${locale}/no-such-page`);
      expect(rules, locale).toContainEqual({ from: `/${locale}/*`, to: `/${file}`, status });
    }
    const { file, status } = notFoundPage('/admin/whatever');
    expect(rules).toContainEqual({ from: '/admin/*', to: `/${file}`, status });
  });
});
