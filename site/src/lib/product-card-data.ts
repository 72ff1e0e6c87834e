import type { CatalogueItem, Product } from '@suvarna/domain';

/** What a product card shows (the product list's catalogue parts carry it column by column). */
export interface ProductCardData extends CatalogueItem, Pick<Product, 'purity' | 'discountPrice'> {
  /** The first picture, optimised at build time; null when the product has none. */
  image: { src: string; srcSet: string } | null;
}
