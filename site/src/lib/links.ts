import { type CatalogueQuery, serializeCatalogueQuery } from '@suvarna/domain';

/** The product list filtered by a query; commas stay readable (`categories=Mangalsutra,Necklace`). */
export function productListHref(query: CatalogueQuery): string {
  const search = serializeCatalogueQuery(query, 'url').toString().replaceAll('%2C', ',');
  return search ? `/product-list?${search}` : '/product-list';
}

export const productHref = (id: number) => `/product-preview/${id}`;
