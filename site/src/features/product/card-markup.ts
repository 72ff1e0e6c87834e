// A product card as plain HTML for Astro pages, drawn once per card and language in a build
// (lib/drawn-once.ts): a card shows among the similar pieces of several product pages, and a rate
// change re-renders all of them.
import { createElement } from 'react';
import type { Locale } from '../../i18n/locales';
import { drawnOnce } from '../../lib/drawn-once';
import type { ProductCardData } from '../../lib/product-card-data';
import ProductCard from './ProductCard';

/** The card's markup in a language; the same card object gives the same HTML for the whole build. */
export function cardMarkup(card: ProductCardData, locale: Locale): string {
  return drawnOnce(card, locale, () => createElement(ProductCard, { card, locale }));
}
