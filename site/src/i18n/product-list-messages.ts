// The product list's and the product cards' texts in each language, for the islands that show them
// (ProductBrowser, ProductCard, ShortlistView, RecentlyViewed): only these sections of the three
// catalogues, so an island's JavaScript never carries the whole catalogue. An island gets its
// page's `locale` as a prop and picks its texts here.
import type { Locale } from './locales';
import type { Messages } from './messages';
import { productList as en } from './messages/en/product-list';
import { productList as gu } from './messages/gu/product-list';
import { productList as hi } from './messages/hi/product-list';

export type ProductListMessages = Messages['productList'];

const PRODUCT_LIST: Record<Locale, ProductListMessages> = { en, gu, hi };

export const productListMessages = (locale: Locale): ProductListMessages => PRODUCT_LIST[locale];

/** A metal type as shown (the address and the data keep the English value); an unknown one as it is. */
export function metalLabel(t: ProductListMessages, metal: string): string {
  return Object.hasOwn(t.metals, metal) ? t.metals[metal as keyof ProductListMessages['metals']] : metal;
}

/** A sort value's name; the empty value is the list's own order ('Recommended'). */
export const sortLabel = (t: ProductListMessages, sort: keyof ProductListMessages['sorts'] | '') =>
  t.sorts[sort || 'recommended'];
