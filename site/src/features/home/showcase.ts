// What the home page shows off: the category cards and special collections, each with a preset
// product-list query and the picture of the collection's newest piece in stock.
import { type CatalogueQuery, EMPTY_QUERY, matchesQuery, newArrivals, type Product } from '@suvarna/domain';
import { productListHref } from '../../lib/links';

export interface Showcase {
  title: string;
  text: string;
  href: string;
  /** The newest active product the query finds that has a picture and is not shown elsewhere yet. */
  cover: Product | undefined;
}

interface ShowcaseSpec {
  title: string;
  text: string;
  query: Partial<CatalogueQuery>;
}

export const CATEGORY_CARDS: readonly ShowcaseSpec[] = [
  { title: 'Mangalsutra', text: 'Sacred black-bead strands in 22K gold', query: { categories: ['Mangalsutra'] } },
  { title: 'Ring', text: 'Solitaires, bands and everyday gold', query: { categories: ['Ring'] } },
  { title: 'Chain', text: 'Rope, box and Singapore weaves', query: { categories: ['Chain'] } },
];

export const SPECIAL_COLLECTIONS: readonly ShowcaseSpec[] = [
  { title: 'Gold', text: 'Hallmarked 22K and 18K gold, from temple work to daily wear', query: { metal: 'Gold' } },
  { title: 'Diamond', text: 'Certified stones, cut and polished here in Surat', query: { metal: 'Diamond' } },
  {
    title: 'Wedding',
    text: 'Mangalsutras and necklaces for the bride and her family',
    query: { categories: ['Mangalsutra', 'Necklace'] },
  },
];

/**
 * The showcases of a section. `shown` holds the ids of products already pictured on the page, so each
 * cover is a different piece; the chosen covers are added to it. With nothing new left, a piece repeats.
 */
export function buildShowcase(
  specs: readonly ShowcaseSpec[],
  products: readonly Product[],
  shown: Set<number> = new Set(),
): Showcase[] {
  return specs.map(({ title, text, query }) => {
    const fullQuery: CatalogueQuery = { ...EMPTY_QUERY, ...query };
    const candidates = newArrivals(
      products.filter((product) => product.images.length > 0 && matchesQuery(product, fullQuery)),
      Number.POSITIVE_INFINITY,
    );
    const cover = candidates.find((product) => !shown.has(product.id)) ?? candidates[0];
    if (cover) shown.add(cover.id);
    return { title, text, href: productListHref(fullQuery), cover };
  });
}
