// Product cards for every page of the build: the first picture of each product is optimised once,
// and the cards are shared by the home page, the product pages, the product list and its catalogue parts.

import { getImage } from 'astro:assets';
import type { Product } from '@suvarna/domain';
import type { ProductCardData } from '../features/product/card';
import { loadCatalogue } from './catalogue';

const CARD_IMAGE_PX = 480;

async function toCard(product: Product): Promise<ProductCardData> {
  const { id, name, sku, metal, gender, status, category, category_id, totalPrice, createdAt, purity, discountPrice } =
    product;
  const [picture] = product.images;
  const image = picture
    ? await getImage({
        src: picture.url,
        width: CARD_IMAGE_PX,
        height: CARD_IMAGE_PX,
        fit: 'cover',
        widths: [CARD_IMAGE_PX / 2, CARD_IMAGE_PX],
      })
    : undefined;
  return {
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
    image: image ? { src: image.src, srcSet: image.srcSet.attribute } : null,
  };
}

let cards: Promise<Map<number, ProductCardData>> | undefined;

/** Every product's card, by product id, in the catalogue's order (newest first). */
export function loadCards(): Promise<Map<number, ProductCardData>> {
  cards ??= loadCatalogue().then(async ({ products }) => {
    const list = await Promise.all(products.map(toCard));
    return new Map(list.map((card) => [card.id, card]));
  });
  return cards;
}

/** The cards of some products, in the order given. */
export async function cardsOf(products: readonly Pick<Product, 'id'>[]): Promise<ProductCardData[]> {
  const all = await loadCards();
  return products.flatMap((product) => all.get(product.id) ?? []);
}
