// A synthetic catalogue of any size, written through the CMS's REST API exactly as the back office
// would (login, then one multipart add-product per piece), for benchmarks and freshness checks.
// Product n is always the same piece (SKU SYN-00000n), so seeding again to a larger count only
// adds the pieces that are missing.
import { type ApiClient, ApiError, createApiClient } from '@suvarna/api-client';
import type {
  Category,
  Gender,
  PRODUCT_TYPES,
  ProductInput,
  ProductStatus,
  Rate,
  WithOptionalTranslations,
} from '@suvarna/domain';
import { tokenOfLogin } from '@suvarna/domain';

/** A synthetic piece's fields: English only, as most of a real catalogue is. */
type SyntheticFields = WithOptionalTranslations<ProductInput>;

import { runAll } from '@suvarna/testkit';
import { drawPiece, type Rgb } from './support/images.ts';
import { seededRandom } from './support/random.ts';

export interface SeedOptions {
  cmsUrl: string;
  credentials: { email: string; password: string };
  products: number;
  /** Pictures per product, 0 to 3 (default 1). */
  imagesPerProduct?: number;
  /** Products written at the same time (default 4). */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedResult {
  created: number;
  /** Synthetic products of the requested range that were already there. */
  skipped: number;
  seconds: number;
}

/** A failure the seeder explains in a sentence (no stack trace needed). */
export class SeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedError';
  }
}

export const SKU_PREFIX = 'SYN-';
export const syntheticSku = (n: number) => `${SKU_PREFIX}${String(n).padStart(6, '0')}`;

type Metal = (typeof PRODUCT_TYPES)[number];

/** A kind of piece a Surat jeweller stocks, and its share of the catalogue. */
interface Kind {
  percent: number;
  metal: Metal;
  /** Which of the CMS's rates prices it. */
  purity: RegExp;
  /** Carats of a loose stone; jewellery weighs what its category does (CATEGORY_GRAMS). */
  carats?: readonly [number, number];
  /** Making charge, rupees per gram (per carat for loose stones). */
  labourPerGram: readonly [number, number];
  colours: readonly string[];
  looseStone?: boolean;
}

// 22K gold dominates, as in any Indian jeweller's showroom: it is the rate most products use.
const KINDS: readonly Kind[] = [
  { percent: 46, metal: 'Gold', purity: /^22K$/i, labourPerGram: [400, 1000], colours: ['Yellow'] },
  {
    percent: 10,
    metal: 'Gold',
    purity: /^18K$/i,

    labourPerGram: [500, 1200],
    colours: ['Yellow', 'Rose', 'White'],
  },
  {
    percent: 8,
    metal: 'Diamond',
    purity: /^18K$/i,

    labourPerGram: [800, 1500],
    colours: ['White', 'Yellow', 'Rose'],
  },
  { percent: 4, metal: 'Gold', purity: /^24K$/i, labourPerGram: [150, 300], colours: ['Yellow'] },
  {
    percent: 10,
    metal: '92.5 Sterling',
    purity: /925/,

    labourPerGram: [15, 40],
    colours: ['Silver', 'Oxidised'],
  },
  { percent: 9, metal: 'Silver', purity: /999/, labourPerGram: [8, 20], colours: ['Silver'] },
  { percent: 3, metal: 'Fine Silver', purity: /999/, labourPerGram: [10, 25], colours: ['Silver'] },
  { percent: 6, metal: 'Platinum', purity: /platinum/i, labourPerGram: [600, 1200], colours: ['White'] },
  {
    percent: 4,
    metal: 'Diamond',
    purity: /diamond/i,

    labourPerGram: [500, 1500],
    colours: ['Colourless', 'Near colourless'],
    looseStone: true,
  },
];

/** Grams of gold jewellery by category; silver pieces run heavier (SILVER_WEIGHT_FACTOR). */
const CATEGORY_GRAMS: ReadonlyArray<readonly [RegExp, readonly [number, number]]> = [
  [/nose/i, [0.3, 3]],
  [/ring|pendant/i, [2, 14]],
  [/mangalsutra|bracelet/i, [8, 40]],
  [/chain|anklet/i, [8, 60]],
  [/necklace|bangle|kada/i, [15, 90]],
];
const DEFAULT_GRAMS = [2, 40] as const;
const SILVER_WEIGHT_FACTOR = 2.5;
/** Worn by women only, whatever the chance says. */
const WOMENS_CATEGORIES = /mangalsutra|nose|anklet|earring/i;

const METAL_COLOURS: Record<string, Rgb> = {
  Yellow: [214, 172, 62],
  Rose: [214, 146, 120],
  White: [222, 222, 228],
  Silver: [196, 198, 206],
  Oxidised: [120, 118, 122],
  Colourless: [210, 206, 196],
  'Near colourless': [214, 190, 120],
};
const STONES: readonly Rgb[] = [
  [250, 250, 255],
  [176, 22, 46],
  [20, 120, 70],
  [30, 60, 160],
  [120, 40, 120],
];
const MOTIFS = [
  'Lotus',
  'Peacock',
  'Paisley',
  'Temple',
  'Filigree',
  'Kundan',
  'Jaali',
  'Mango',
  'Rudraksha',
  'Meenakari',
  'Polki',
  'Leaf',
  'Chakra',
  'Kamal',
  'Bel',
  'Nakshi',
];

/** Product n is drawn from its own generator, so it is the same piece on every run. */
const randomFor = (n: number) => seededRandom(n);

interface Catalogue {
  kinds: Array<Kind & { rate: Rate }>;
  categories: readonly Category[];
}

/** The kinds this CMS's rates can price; a CMS with unfamiliar rates gets gold priced by its first rate. */
function catalogueOf(rates: readonly Rate[], categories: readonly Category[]): Catalogue {
  const [firstRate] = rates;
  if (!firstRate) throw new SeedError('The CMS has no rates: add at least one rate before seeding');
  if (categories.length === 0) throw new SeedError('The CMS has no categories: add at least one before seeding');
  const kinds = KINDS.flatMap((kind) => {
    const rate = rates.find((candidate) => kind.purity.test(candidate.name));
    return rate ? [{ ...kind, rate }] : [];
  });
  return { kinds: kinds.length > 0 ? kinds : [{ ...(KINDS[0] as Kind), rate: firstRate }], categories };
}

/** The category fitting the piece: loose stones in a diamond category, jewellery anywhere else. */
function categoryFor(kind: Kind, categories: readonly Category[], pick: <T>(items: readonly T[]) => T): Category {
  const loose = (category: Category) => /loose|diamond/i.test(category.name);
  const fitting = categories.filter((category) => (kind.looseStone ? loose(category) : !loose(category)));
  return pick(fitting.length > 0 ? fitting : categories);
}

/** Millimetres, as the demo measures them: ring and bangle inner diameters, chain lengths. */
function sizeFor(category: Category, between: (range: readonly [number, number], decimals: number) => number) {
  if (/ring/i.test(category.name)) return between([14, 22], 1);
  if (/bangle|bracelet|kada/i.test(category.name)) return between([50, 70], 1);
  if (/chain|necklace|mangalsutra/i.test(category.name)) return between([400, 700], 0);
  return 0;
}

/** The kind whose share of the catalogue `fraction` (0 to 1) falls in. */
function pickKind(kinds: Catalogue['kinds'], fraction: number): Catalogue['kinds'][number] {
  const total = kinds.reduce((sum, kind) => sum + kind.percent, 0);
  let below = 0;
  for (const kind of kinds) {
    below += kind.percent;
    if (fraction * total < below) return kind;
  }
  return kinds.at(-1) as Catalogue['kinds'][number];
}

interface SyntheticProduct {
  fields: SyntheticFields;
  metalColour: Rgb;
  stone: Rgb;
}

function synthesise(n: number, { kinds, categories }: Catalogue): SyntheticProduct {
  const random = randomFor(n);
  const kind = pickKind(kinds, random.next());
  const category = categoryFor(kind, categories, random.pick);
  const grams = CATEGORY_GRAMS.find(([pattern]) => pattern.test(category.name))?.[1] ?? DEFAULT_GRAMS;
  const silver = /silver|sterling/i.test(kind.metal);
  const [low, high] =
    kind.carats ?? (silver ? [grams[0] * SILVER_WEIGHT_FACTOR, grams[1] * SILVER_WEIGHT_FACTOR] : grams);
  const weight = random.between([low, high], 3);
  const labour = Math.round(weight * random.between(kind.labourPerGram, 0));
  // A quarter of the pieces are on offer: part of the making charge, in round hundreds.
  const discount = random.chance(25) ? Math.round((labour * random.between([0.1, 0.4], 2)) / 100) * 100 : 0;
  const colour = random.pick(kind.colours);
  const motif = random.pick(MOTIFS);
  const gender: Gender = random.chance(78) || WOMENS_CATEGORIES.test(category.name) ? 'female' : 'male';
  const status: ProductStatus = random.chance(92) ? 'active' : 'inactive';
  const purity = kind.rate.name;
  return {
    fields: {
      name: `${motif} ${category.name} ${purity} No. ${n}`,
      sku: syntheticSku(n),
      metal: kind.metal,
      purity,
      category_id: category.id,
      laber: labour,
      discount,
      gender,
      status,
      weight,
      size: sizeFor(category, random.between),
      color: colour,
      details: `A synthetic ${purity} ${kind.metal.toLowerCase()} piece for load tests: ${motif.toLowerCase()} work, ${weight} ${kind.looseStone ? 'ct' : 'gm'}.`,
      description: `${motif} ${category.name.toLowerCase()} in ${colour.toLowerCase()} ${kind.metal.toLowerCase()}`,
    },
    metalColour: METAL_COLOURS[colour] ?? (METAL_COLOURS.Yellow as Rgb),
    stone: random.pick(STONES),
  };
}

/** Synthetic product n's fields, as the seeder sends them to a CMS with these rates and categories. */
export function syntheticProduct(n: number, rates: readonly Rate[], categories: readonly Category[]): SyntheticFields {
  return synthesise(n, catalogueOf(rates, categories)).fields;
}

const checkWhole = (name: string, value: number, low: number, high: number) => {
  if (!Number.isInteger(value) || value < low || value > high) {
    throw new SeedError(`${name} must be a whole number from ${low} to ${high}, not ${value}`);
  }
};

async function logIn(api: ApiClient, { cmsUrl, credentials }: SeedOptions): Promise<string> {
  try {
    return tokenOfLogin((await api.login(credentials)).data);
  } catch (error) {
    // Unreachable: the client's message names the address and the cause already.
    if (error instanceof ApiError && error.status === 0) throw new SeedError(error.message);
    const reason = error instanceof Error ? error.message : String(error);
    throw new SeedError(`Cannot log in to the CMS at ${cmsUrl} as ${credentials.email}: ${reason}`);
  }
}

const isDuplicateSku = (error: unknown) => error instanceof ApiError && error.status === 409;

export async function seedSyntheticCatalogue(options: SeedOptions): Promise<SeedResult> {
  const { products, imagesPerProduct = 1, concurrency = 4, onProgress } = options;
  checkWhole('The number of products', products, 0, 999_999);
  checkWhole('Images per product', imagesPerProduct, 0, 3);
  checkWhole('Concurrency', concurrency, 1, 64);
  const started = performance.now();

  let token: string | undefined;
  // Generous: on a busy machine an upload can queue behind a site build.
  const api = createApiClient({ baseUrl: options.cmsUrl, getToken: () => token, timeoutMs: 120_000 });
  token = await logIn(api, options);
  const [rates, categories, existing] = await Promise.all([api.getRates(), api.getCategories(), api.getAllProducts()]);
  const catalogue = catalogueOf(rates, categories);

  const present = new Set(existing.map((product) => product.sku.toUpperCase()));
  const missing: number[] = [];
  for (let n = 1; n <= products; n += 1) if (!present.has(syntheticSku(n))) missing.push(n);
  let skipped = products - missing.length;
  let created = 0;
  onProgress?.(skipped, products);

  const add = async (n: number) => {
    const { fields, metalColour, stone } = synthesise(n, catalogue);
    const images = Array.from({ length: imagesPerProduct }, (_, view) => ({
      file: new Blob([new Uint8Array(drawPiece({ metal: metalColour, stone, variant: n * 3 + view }))], {
        type: 'image/png',
      }),
      name: `${fields.sku.toLowerCase()}-${view + 1}.png`,
    }));
    try {
      await api.addProduct({ fields, images, existingImages: [] });
      created += 1;
    } catch (error) {
      // Another seeder got there first: the piece exists, which is all that matters.
      if (!isDuplicateSku(error)) throw error;
      skipped += 1;
    }
    onProgress?.(created + skipped, products);
  };

  // `concurrency` uploads at a time; the first failure stops the rest.
  await runAll(
    missing.map((n) => async () => {
      try {
        await add(n);
      } catch (error) {
        throw new SeedError(
          `Could not add ${syntheticSku(n)}: ${error instanceof Error ? error.message : String(error)} ` +
            `(${created} created before that; run again to add the rest)`,
        );
      }
    }),
    concurrency,
  );

  return { created, skipped, seconds: (performance.now() - started) / 1000 };
}
