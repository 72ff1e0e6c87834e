// The product list's catalogue, in parts a phone fetches as it needs them (docs/performance.md: at
// 10,000 products at most 150 KB gzip before the first filter can run). Column-wise, in the list's
// own order (newest first):
// - the facets every filter needs (about 2 B a product, gzip), fetched with the page;
// - the cards, 100 to a part: what a card shows that the facets do not (price, name, SKU, picture),
//   fetched for the cards on screen only; with the list's own order, a filter's first cards are
//   mostly in its first parts;
// - the prices and the texts of every product, fetched when a sort or a search needs them.
// Cut once per build (lib/cards.ts); read in the browser by the product list and by the shortlist's
// and 'Recently viewed' cards (features/shortlist/cards-by-id.ts).
import type { CatalogueItem, Gender, Product, ProductStatus, TranslatedLanguage } from '@suvarna/domain';
import type { ProductCardData } from './product-card-data';

export const CARDS_PER_PART = 100;

/** A column of few distinct values: each value once, and each product's index into them. */
interface Dictionary<T> {
  values: T[];
  of: number[];
}

interface Part {
  /** The catalogue the part was cut from: every part of one build has the same. */
  version: string;
}

export interface FacetsPart extends Part {
  /** Ids in the list's order, each as its difference from the one before (mostly 1 or -1). */
  idSteps: number[];
  metal: Dictionary<string>;
  gender: Dictionary<Gender>;
  status: Dictionary<ProductStatus>;
  purity: Dictionary<string>;
  category: Dictionary<[id: number, name: string]>;
  /** Each category of `category.values` in Gujarati and Hindi ('' where it has no such name). */
  categoryNames: Record<TranslatedLanguage, string[]>;
  cardsPerPart: number;
  cardParts: number;
}

interface PriceColumns {
  /** Paise: whole numbers write shorter than rupees with a fraction. */
  totalPaise: number[];
}

interface TextColumns {
  name: string[];
  sku: string[];
  /** The Gujarati and Hindi names the shop wrote, by index in the part: most products have none. */
  translatedNames: Record<TranslatedLanguage, Record<number, string>>;
}

export interface PricesPart extends Part, PriceColumns {}

export interface TextsPart extends Part, TextColumns {}

export interface CardsPart extends Part, PriceColumns, TextColumns {
  /** The price before the discount, in paise above the price; null without a discount. */
  discountPaiseAbove: Array<number | null>;
  image: ProductCardData['image'][];
}

export interface CatalogueParts {
  facets: FacetsPart;
  prices: PricesPart;
  texts: TextsPart;
  cards: CardsPart[];
}

/** Where the site serves the parts (src/pages/catalogue/[part].json.ts). */
export const CATALOGUE_FOLDER = '/catalogue';

/** Fetches one part (in a browser) from the folder the site serves them in. */
export async function fetchPart<T extends Part>(name: string, folder = CATALOGUE_FOLDER): Promise<T> {
  const response = await fetch(`${folder}/${name}.json`);
  if (!response.ok) throw new Error(`The catalogue could not be loaded (HTTP ${response.status})`);
  return (await response.json()) as T;
}

/** Each part's name: the site serves it at `/catalogue/{name}.json`. */
export const partName = {
  facets: 'facets',
  prices: 'prices',
  texts: 'texts',
  cards: (index: number) => `cards-${index}`,
};

function dictionary<T>(items: readonly T[], keyOf: (item: T) => string = String): Dictionary<T> {
  const indexByKey = new Map<string, number>();
  const values: T[] = [];
  const of = items.map((item) => {
    const key = keyOf(item);
    let index = indexByKey.get(key);
    if (index === undefined) {
      index = values.push(item) - 1;
      indexByKey.set(key, index);
    }
    return index;
  });
  return { values, of };
}

const toPaise = (rupees: number) => Math.round(rupees * 100);

/**
 * Cuts the catalogue's cards (in the list's order) into parts; `version` names the build's catalogue
 * so that parts of two builds are never put together.
 */
export function cutCatalogue(
  cards: readonly ProductCardData[],
  version: string,
  cardsPerPart = CARDS_PER_PART,
): CatalogueParts {
  let previousId = 0;
  const idSteps = cards.map(({ id }) => {
    const step = id - previousId;
    previousId = id;
    return step;
  });
  const prices = (list: readonly ProductCardData[]) => ({ totalPaise: list.map((card) => toPaise(card.totalPrice)) });
  const translated = (list: readonly ProductCardData[], field: 'nameGu' | 'nameHi') =>
    Object.fromEntries(list.flatMap((card, index) => (card[field] ? [[index, card[field]]] : [])));
  const texts = (list: readonly ProductCardData[]): TextColumns => ({
    name: list.map((card) => card.name),
    sku: list.map((card) => card.sku),
    translatedNames: { gu: translated(list, 'nameGu'), hi: translated(list, 'nameHi') },
  });
  const categories = dictionary(
    cards.map((card): [number, string] => [card.category_id, card.category]),
    ([id, name]) => `${id} ${name}`,
  );
  // The translated names of each category, from the first of its cards.
  const categoryCard = (position: number) => cards[categories.of.indexOf(position)];
  const cardParts: CardsPart[] = [];
  for (let start = 0; start < cards.length; start += cardsPerPart) {
    const list = cards.slice(start, start + cardsPerPart);
    cardParts.push({
      version,
      ...prices(list),
      discountPaiseAbove: list.map((card) =>
        card.discountPrice > 0 ? toPaise(card.discountPrice) - toPaise(card.totalPrice) : null,
      ),
      ...texts(list),
      image: list.map((card) => card.image),
    });
  }
  return {
    facets: {
      version,
      idSteps,
      metal: dictionary(cards.map((card) => card.metal)),
      gender: dictionary(cards.map((card) => card.gender)),
      status: dictionary(cards.map((card) => card.status)),
      purity: dictionary(cards.map((card) => card.purity)),
      category: categories,
      categoryNames: {
        gu: categories.values.map((_, position) => categoryCard(position)?.categoryGu ?? ''),
        hi: categories.values.map((_, position) => categoryCard(position)?.categoryHi ?? ''),
      },
      cardsPerPart,
      cardParts: cardParts.length,
    },
    prices: { version, ...prices(cards) },
    texts: { version, ...texts(cards) },
    cards: cardParts,
  };
}

/** A product of the list as the parts fetched so far describe it. */
export interface ListItem extends CatalogueItem, Pick<Product, 'purity'> {
  /** Its place in the list's own order, which also says which part holds its picture. */
  position: number;
}

/** Parts of two different builds: the page is older than the catalogue the server now has. */
export class CatalogueChangedError extends Error {
  constructor() {
    super('The catalogue changed while the page was open');
    this.name = 'CatalogueChangedError';
  }
}

function sameBuild(facets: FacetsPart, part: Part | undefined) {
  if (part && part.version !== facets.version) throw new CatalogueChangedError();
}

const valueAt = <T>(column: Dictionary<T>, position: number) => column.values[column.of[position] as number] as T;

/** A translated text as a field, or nothing: an item without one falls back to English. */
const optional = <Field extends string>(field: Field, text: string | undefined) =>
  (text ? { [field]: text } : {}) as Partial<Record<Field, string>>;

/**
 * The list's products from the parts at hand: the facets always, the prices and texts once fetched
 * (until then prices are 0 and texts empty, so only queries that do not look at them may run).
 * `createdAt` is the product's rank in the list's order, written so that it sorts as the creation
 * times do: the list's order is newest first, so it needs no times of its own.
 */
export function listItems(
  facets: FacetsPart,
  columns: { prices?: PricesPart | undefined; texts?: TextsPart | undefined } = {},
): ListItem[] {
  const { prices, texts } = columns;
  sameBuild(facets, prices);
  sameBuild(facets, texts);
  const count = facets.idSteps.length;
  const rankWidth = String(count).length;
  let id = 0;
  return facets.idSteps.map((step, position) => {
    id += step;
    const [category_id, category] = valueAt(facets.category, position);
    const categoryIndex = facets.category.of[position] as number;
    return {
      position,
      id,
      name: texts?.name[position] ?? '',
      ...optional('nameGu', texts?.translatedNames.gu[position]),
      ...optional('nameHi', texts?.translatedNames.hi[position]),
      ...optional('categoryGu', facets.categoryNames.gu[categoryIndex]),
      ...optional('categoryHi', facets.categoryNames.hi[categoryIndex]),
      sku: texts?.sku[position] ?? '',
      metal: valueAt(facets.metal, position),
      gender: valueAt(facets.gender, position),
      status: valueAt(facets.status, position),
      purity: valueAt(facets.purity, position),
      category,
      category_id,
      totalPrice: (prices?.totalPaise[position] ?? 0) / 100,
      createdAt: String(count - position).padStart(rankWidth, '0'),
    };
  });
}

/** Which cards part holds the card of the product at this position. */
export const cardsPartOf = (facets: FacetsPart, position: number) => Math.floor(position / facets.cardsPerPart);

/** A product's card: its facets from the list, the rest from its cards part (of the same build). */
export function cardOf(facets: FacetsPart, item: ListItem, part: CardsPart): ProductCardData {
  sameBuild(facets, part);
  const at = item.position % facets.cardsPerPart;
  const totalPaise = part.totalPaise[at] ?? 0;
  const above = part.discountPaiseAbove[at];
  return {
    id: item.id,
    name: part.name[at] ?? '',
    ...optional('nameGu', part.translatedNames.gu[at]),
    ...optional('nameHi', part.translatedNames.hi[at]),
    ...optional('categoryGu', item.categoryGu),
    ...optional('categoryHi', item.categoryHi),
    sku: part.sku[at] ?? '',
    metal: item.metal,
    gender: item.gender,
    status: item.status,
    category: item.category,
    category_id: item.category_id,
    purity: item.purity,
    totalPrice: totalPaise / 100,
    discountPrice: above == null ? 0 : (totalPaise + above) / 100,
    createdAt: item.createdAt,
    image: part.image[at] ?? null,
  };
}
