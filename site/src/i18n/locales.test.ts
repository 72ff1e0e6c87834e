import { describe, expect, it } from 'vitest';
import { localeOfPath, localePath, unlocalisedPath } from './locales';

describe('addresses per language: English unprefixed, /gu/ and /hi/', () => {
  it.each([
    ['/', 'en', '/'],
    ['/about', 'en', '/about'],
    ['/gu/', 'gu', '/'],
    ['/gu', 'gu', '/'],
    ['/hi/product-preview/12', 'hi', '/product-preview/12'],
    // A page whose name merely starts like a language is English.
    ['/guide', 'en', '/guide'],
  ])('%s is in %s, at %s without it', (path, locale, bare) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(unlocalisedPath(path)).toBe(bare);
  });

  it.each([
    ['gu', '/', '/gu/'],
    ['gu', '/about', '/gu/about'],
    ['hi', '/gu/contact', '/hi/contact'],
    ['en', '/hi/product-list?metal=Gold', '/product-list?metal=Gold'],
    ['en', '/hi/', '/'],
  ] as const)('%s of %s is %s', (locale, path, expected) => {
    expect(localePath(locale, path)).toBe(expected);
  });
});
