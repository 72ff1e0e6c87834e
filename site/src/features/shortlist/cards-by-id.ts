// The cards of some pieces, by id, from the product list's catalogue parts built with the site (the
// facets, then only the card parts that hold them): today's prices and stock, without a server.

import {
  type CardsPart,
  cardOf,
  cardsPartOf,
  type FacetsPart,
  fetchPart,
  listItems,
  partName,
} from '../../lib/catalogue-parts';
import type { ProductCardData } from '../../lib/product-card-data';

/** The cards of the pieces still in the catalogue; ids it no longer has are left out. */
export async function cardsById(ids: readonly number[]): Promise<Map<number, ProductCardData>> {
  const facets = await fetchPart<FacetsPart>(partName.facets);
  const wanted = new Set(ids);
  const items = listItems(facets).filter((item) => wanted.has(item.id));
  const parts = new Map<number, CardsPart>();
  await Promise.all(
    [...new Set(items.map((item) => cardsPartOf(facets, item.position)))].map(async (index) => {
      parts.set(index, await fetchPart<CardsPart>(partName.cards(index)));
    }),
  );
  return new Map(
    items.map((item) => [item.id, cardOf(facets, item, parts.get(cardsPartOf(facets, item.position)) as CardsPart)]),
  );
}
