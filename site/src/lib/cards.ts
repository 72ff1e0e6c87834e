// Product cards for every page of the build, shared by the home page, the product pages, the product
// list and its catalogue parts, which are cut here once per build from the same cards.
import { createHash } from 'node:crypto';
import { type Product, sortCatalogue } from '@suvarna/domain';
import { loadCatalogue } from './catalogue';
import { type CatalogueParts, cutCatalogue } from './catalogue-parts';
import { CARD, picture } from './pictures';
import type { ProductCardData } from './product-card-data';

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
    image: first ? picture(first.url, CARD, first.focus) : null,
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

let parts: Promise<CatalogueParts> | undefined;

/** The product list's catalogue parts, in the list's own order, named by a hash of what they hold. */
export function loadCatalogueParts(): Promise<CatalogueParts> {
  parts ??= loadCards().then((byId) => {
    const list = sortCatalogue([...byId.values()], '');
    const version = createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 12);
    return cutCatalogue(list, version);
  });
  return parts;
}
