// What the home page shows off: the category cards and special collections, each with a preset
// product-list query and the picture of the collection's newest piece in stock.
import {
  type CatalogueQuery,
  categoryInLanguage,
  EMPTY_QUERY,
  matchesQuery,
  newArrivals,
  type Product,
} from '@suvarna/domain';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { type Messages, messagesFor } from '../../i18n/messages';
import { productListHref } from '../../lib/links';

export interface Showcase {
  title: string;
  text: string;
  href: string;
  /** The newest active product the query finds that has a picture and is not shown elsewhere yet. */
  cover: Product | undefined;
}

interface ShowcaseSpec {
  /**
   * The card's title and line in a language, from the home page's messages; `categoryName` gives a
   * category's name as the CMS has it in that language.
   */
  words: (home: Messages['home'], categoryName: (category: string) => string) => { title: string; text: string };
  query: Partial<CatalogueQuery>;
}

/** A category's card: titled by the category's name as the CMS gives it in the page's language. */
const categoryCard = (category: string, text: (home: Messages['home']) => string): ShowcaseSpec => ({
  words: (home, categoryName) => ({ title: categoryName(category), text: text(home) }),
  query: { categories: [category] },
});

export const CATEGORY_CARDS: readonly ShowcaseSpec[] = [
  categoryCard('Mangalsutra', (home) => home.categories.texts.mangalsutra),
  categoryCard('Ring', (home) => home.categories.texts.ring),
  categoryCard('Chain', (home) => home.categories.texts.chain),
];

export const SPECIAL_COLLECTIONS: readonly ShowcaseSpec[] = [
  { words: (home) => home.collections.cards.gold, query: { metal: 'Gold' } },
  { words: (home) => home.collections.cards.diamond, query: { metal: 'Diamond' } },
  { words: (home) => home.collections.cards.wedding, query: { categories: ['Mangalsutra', 'Necklace'] } },
];

/**
 * The showcases of a section, in a page's language: their words, and links to the product list in
 * it. `shown` holds the ids of products already pictured on the page, so each cover is a different
 * piece; the chosen covers are added to it. With nothing new left, a piece repeats.
 */
export function buildShowcase(
  specs: readonly ShowcaseSpec[],
  products: readonly Product[],
  shown: Set<number> = new Set(),
  locale: Locale = DEFAULT_LOCALE,
): Showcase[] {
  const { home } = messagesFor(locale);
  // Each product carries its category's names; a category no product is in keeps its English one.
  const categoryName = (category: string) => {
    const member = products.find((product) => product.category === category);
    return member ? categoryInLanguage(member, locale) : category;
  };
  return specs.map(({ words, query }) => {
    const fullQuery: CatalogueQuery = { ...EMPTY_QUERY, ...query };
    const candidates = newArrivals(
      products.filter((product) => product.images.length > 0 && matchesQuery(product, fullQuery)),
      Number.POSITIVE_INFINITY,
    );
    const cover = candidates.find((product) => !shown.has(product.id)) ?? candidates[0];
    if (cover) shown.add(cover.id);
    return { ...words(home, categoryName), href: productListHref(fullQuery, locale), cover };
  });
}
