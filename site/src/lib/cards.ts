// Product cards for every page of the build, shared by the home page, the product pages, the product
// list and its catalogue parts.

import type { Product } from '@suvarna/domain';
import type { ProductCardData } from '../features/product/card';
import { loadCatalogue } from './catalogue';
import { CARD, picture } from './pictures';

function toCard(product: Product): ProductCardData {
  const { id, name, sku, metal, gender, status, category, category_id, totalPrice, createdAt, purity, discountPrice } =
    product;
  const [first] = product.images;
  // The Gujarati and Hindi names only where the shop wrote them: most cards stay as small as before.
  const translations = Object.fromEntries(
    (['nameGu', 'nameHi', 'categoryGu', 'categoryHi'] as const).flatMap((field) =>
      product[field] ? [[field, product[field]]] : [],
    ),
  );
  return {
    ...translations,
    id,
    name,
    sku,
    metal,
    gender,
    status,
    category,
    category_id,
    totalPrice,
    createdAt,
    purity,
    discountPrice,
    image: first ? picture(first.url, CARD) : null,
  };
}

let cards: Promise<Map<number, ProductCardData>> | undefined;

/** Every product's card, by product id, in the catalogue's order (newest first). */
export function loadCards(): Promise<Map<number, ProductCardData>> {
  cards ??= loadCatalogue().then(({ products }) => new Map(products.map((product) => [product.id, toCard(product)])));
  return cards;
}

/** The cards of some products, in the order given (each card shows the page's language itself). */
export async function cardsOf(products: readonly Pick<Product, 'id'>[]): Promise<ProductCardData[]> {
  const all = await loadCards();
  return products.flatMap((product) => all.get(product.id) ?? []);
}
