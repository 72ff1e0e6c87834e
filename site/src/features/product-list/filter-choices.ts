import { type Category, PRODUCT_TYPES, type Product } from '@suvarna/domain';

/**
 * The metals and categories the product list offers as filters: only those the shop has pieces in
 * (a filter that can only find nothing is no help), metals in the shop's own order, categories in
 * the CMS's.
 */
export function filterChoices(
  products: readonly Pick<Product, 'metal' | 'category_id'>[],
  categories: readonly Pick<Category, 'id' | 'name'>[],
): { metals: string[]; categories: string[] } {
  const metals = new Set(products.map((product) => product.metal));
  const categoryIds = new Set(products.map((product) => product.category_id));
  return {
    metals: PRODUCT_TYPES.filter((metal) => metals.has(metal)),
    categories: categories.filter((category) => categoryIds.has(category.id)).map((category) => category.name),
  };
}
