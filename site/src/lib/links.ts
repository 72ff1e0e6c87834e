import { type CatalogueQuery, serializeCatalogueQuery } from '@suvarna/domain';
import { DEFAULT_LOCALE, type Locale, localePath } from '../i18n/locales';

/**
 * The product list filtered by a query, in a language; commas stay readable
 * (`categories=Mangalsutra,Necklace`) and filter values stay English in every language.
 */
export function productListHref(query: CatalogueQuery, locale: Locale = DEFAULT_LOCALE): string {
  const search = serializeCatalogueQuery(query, 'url').toString().replaceAll('%2C', ',');
  const path = localePath(locale, '/product-list');
  return search ? `${path}?${search}` : path;
}

export const productHref = (id: number, locale: Locale = DEFAULT_LOCALE) =>
  localePath(locale, `/product-preview/${id}`);
