// A product card as plain HTML for Astro pages, drawn by React once per card and language in a
// build: a card shows among the similar pieces of several product pages, and a rate change
// re-renders all of them.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../../i18n/locales';
import type { ProductCardData } from './card';
import ProductCard from './ProductCard';

const drawn = new WeakMap<ProductCardData, Map<Locale, string>>();

/** The card's markup in a language; the same card object gives the same HTML for the whole build. */
export function cardMarkup(card: ProductCardData, locale: Locale): string {
  const languages = drawn.get(card) ?? new Map<Locale, string>();
  drawn.set(card, languages);
  let html = languages.get(locale);
  if (html === undefined) {
    html = renderToStaticMarkup(createElement(ProductCard, { card, locale }));
    languages.set(locale, html);
  }
  return html;
}
