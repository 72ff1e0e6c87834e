// How a product is stored, and back: integer paise, milligrams and thousandths of a carat in the
// product's columns; its stone lines as JSON (a line priced by a rate names the rate by id, so a
// renamed rate keeps pricing it; the stoneRates relation records the same rates, so that deleting
// one is refused); and the columns trade pricing added, which a product saved before it has empty
// (it reads as flat making at its stored labour, no stones, no fee, a discount in rupees).
import type { Modules } from '@strapi/strapi';
import type { ProductFields, StoneLine, TradeProductInput } from '@suvarna/domain';
import { isFocalPoint, PRODUCT_TRANSLATION_FIELDS, paiseToRupees, rupeesToPaise } from '@suvarna/domain';
import type { Row } from '../../lib/rows';
import type { StoredFile } from '../../lib/uploads';
import type { CategoryRow } from '../category/services/category';
import type { RateRow } from '../rate/stored-rate';

export const PRODUCT_UID = 'api::product.product';

/** A stone line as stored in the product's `stones` column (a type, not an interface: it is JSON). */
export type StoredStoneLine = {
  name: string;
  count: number;
  caratsThousandths: number;
  /** The per-carat rate that prices the line, by id; absent for a fixed price. */
  rateId?: number;
  pricePerCaratPaise?: number;
  certificate?: { lab: string; number: string };
};

/** The columns every product has a value in. */
type RequiredColumn =
  | 'name'
  | 'sku'
  | 'metal'
  | 'gender'
  | 'status'
  | 'labourPaise'
  | 'discountPaise'
  | 'weightMilligrams';
/** The Gujarati and Hindi texts: each stored in the column of the field's own name. */
type TranslationColumn = (typeof PRODUCT_TRANSLATION_FIELDS)[number];
/** The columns a product may leave empty: a product saved before trade pricing has none of its own. */
type OptionalColumn =
  | 'size'
  | 'color'
  | 'details'
  | 'description'
  | TranslationColumn
  | 'grossWeightMilligrams'
  | 'makingChargeType'
  | 'makingChargeHundredths'
  | 'huid'
  | 'hallmarkFeePaise'
  | 'discountType'
  | 'discountPercentHundredths'
  | 'statusChangedAt';
/** The optional columns of trade pricing, which a write clears with null. */
type ClearableColumn = 'grossWeightMilligrams' | 'discountPercentHundredths' | 'huid' | 'stones';

export type ProductRow = Row<typeof PRODUCT_UID, RequiredColumn | 'createdAt' | 'updatedAt', OptionalColumn> & {
  /** JSON: StoredStoneLine[] (or null for a product without stones). */
  stones?: unknown;
  /** JSON: the focal point of each image the shop chose one for, by image id (ImageFocus). */
  imageFocus?: unknown;
  purity: RateRow | null;
  category: CategoryRow | null;
  images: StoredFile[] | null;
};

type ProductInput = Modules.Documents.Params.Data.Input<typeof PRODUCT_UID>;

/** A product as written through the Document Service (relations by documentId, images by id). */
export type StoredProduct = Required<
  Pick<
    ProductInput,
    | Exclude<RequiredColumn | OptionalColumn, ClearableColumn | 'statusChangedAt'>
    | 'purity'
    | 'category'
    | 'images'
    | 'imageFocus'
    | 'stoneRates'
  >
> & { [Column in ClearableColumn]: NonNullable<ProductInput[Column]> | null } & {
  /** Written by a save that changes the status (services/product.ts), never from the form. */
  statusChangedAt?: Date;
};

/**
 * A write's data as Strapi types it. Its input types leave out null, which is how a write clears an
 * optional column, and ask for every required field, though an update writes only those given.
 */
export const documentData = (data: Partial<StoredProduct>) => data as ProductInput;

/**
 * The columns each field of the product form is stored in. A write of some fields writes exactly
 * their columns, so two admins changing different fields at once both keep theirs; fields stored
 * together (the making charge's type and value, the discount and its type) are written together.
 */
export const COLUMNS_OF_FIELD = {
  name: ['name'],
  sku: ['sku'],
  metal: ['metal'],
  gender: ['gender'],
  status: ['status'],
  laber: ['labourPaise', 'makingChargeType', 'makingChargeHundredths'],
  makingChargeType: ['labourPaise', 'makingChargeType', 'makingChargeHundredths'],
  makingChargeValue: ['labourPaise', 'makingChargeType', 'makingChargeHundredths'],
  discount: ['discountPaise', 'discountType', 'discountPercentHundredths'],
  discountType: ['discountPaise', 'discountType', 'discountPercentHundredths'],
  weight: ['weightMilligrams'],
  grossWeight: ['grossWeightMilligrams'],
  size: ['size'],
  color: ['color'],
  details: ['details'],
  description: ['description'],
  nameGu: ['nameGu'],
  nameHi: ['nameHi'],
  descriptionGu: ['descriptionGu'],
  descriptionHi: ['descriptionHi'],
  detailsGu: ['detailsGu'],
  detailsHi: ['detailsHi'],
  purity: ['purity'],
  category_id: ['category'],
  stones: ['stones', 'stoneRates'],
  huid: ['huid'],
  hallmarkFee: ['hallmarkFeePaise'],
} as const satisfies Record<string, ReadonlyArray<keyof StoredProduct>>;

type FormField = keyof typeof COLUMNS_OF_FIELD;

// Own keys only: a field sent as "constructor" or "__proto__" names no column.
export const isFormField = (field: string): field is FormField => Object.hasOwn(COLUMNS_OF_FIELD, field);

/** The fields of a product's price: changing one of them must keep the price sound (pricingIssues). */
export const PRICED_FIELDS: ReadonlySet<string> = new Set([
  'metal',
  'purity',
  'weight',
  'laber',
  'makingChargeType',
  'makingChargeValue',
  'stones',
  'hallmarkFee',
  'discount',
  'discountType',
]);

/** Grams as milligrams, carats as thousandths of a carat: the three decimals the forms allow. */
const thousandths = (value: number) => Math.round(value * 1000);

/** Focal points by image id, as stored in the product's `imageFocus` column (only those not the centre). */
export type ImageFocus = Record<string, StoredFocalPoint>;
/** A focal point as stored (a type, not an interface: it is JSON). */
type StoredFocalPoint = { x: number; y: number };

/** A stored product's focal points; what is not one reads as none (the centre). */
export function storedImageFocus(row: Pick<ProductRow, 'imageFocus'>): ImageFocus {
  const stored = row.imageFocus;
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter(([, focus]) => isFocalPoint(focus))) as ImageFocus;
}

/** The stored stone lines of a row; what is not a list of lines reads as none. */
export function storedStones(row: Pick<ProductRow, 'stones'>): StoredStoneLine[] {
  return Array.isArray(row.stones) ? (row.stones as StoredStoneLine[]) : [];
}

/** The rates a stored product's price follows, by id: its purity's and its stone lines'. */
export function rateIdsOf(row: Pick<ProductRow, 'purity' | 'stones'>): number[] {
  const ids = storedStones(row).flatMap((line) => (line.rateId === undefined ? [] : [line.rateId]));
  return row.purity ? [row.purity.id, ...ids] : ids;
}

/** A stored product's Gujarati and Hindi texts, blank where none was written. */
const translationsOf = (row: ProductRow) =>
  Object.fromEntries(PRODUCT_TRANSLATION_FIELDS.map((field) => [field, row[field] ?? ''])) as Record<
    TranslationColumn,
    string
  >;

/**
 * What an admin entered for a stored product, in the form's terms; stone lines name their rates as
 * `rateName` calls them now (a line whose rate is gone names none), and the purity is `purity` (the
 * rate as it is now; by default the one read with the row).
 */
export function fieldsOf(
  row: ProductRow,
  rateName: (id: number) => string | undefined,
  purity: Pick<RateRow, 'name'> | null = row.purity,
): ProductFields {
  const makingChargeType = row.makingChargeType ?? undefined;
  const discountType = row.discountType ?? 'flat';
  return {
    name: row.name,
    sku: row.sku,
    laber: paiseToRupees(row.labourPaise),
    metal: row.metal,
    gender: row.gender,
    status: row.status,
    purity: purity?.name ?? '',
    weight: row.weightMilligrams / 1000,
    color: row.color ?? '',
    details: row.details ?? '',
    description: row.description ?? '',
    ...translationsOf(row),
    category_id: row.category?.id ?? 0,
    discount: paiseToRupees(discountType === 'percent' ? (row.discountPercentHundredths ?? 0) : row.discountPaise),
    size: Number(row.size ?? 0),
    ...(row.grossWeightMilligrams === null ? {} : { grossWeight: row.grossWeightMilligrams / 1000 }),
    // A product saved before trade pricing has no making type: flat, at its stored labour.
    makingChargeType: makingChargeType ?? 'flat',
    makingChargeValue:
      makingChargeType === undefined ? paiseToRupees(row.labourPaise) : paiseToRupees(row.makingChargeHundredths ?? 0),
    stones: storedStones(row).map((line): StoneLine => {
      const name = line.rateId === undefined ? undefined : rateName(line.rateId);
      return {
        name: line.name,
        count: line.count,
        carats: line.caratsThousandths / 1000,
        ...(line.rateId === undefined
          ? { pricePerCarat: paiseToRupees(line.pricePerCaratPaise ?? 0) }
          : name === undefined
            ? {}
            : { rate: name }),
        ...(line.certificate ? { certificate: line.certificate } : {}),
      };
    }),
    ...(row.huid ? { huid: row.huid } : {}),
    hallmarkFee: paiseToRupees(row.hallmarkFeePaise ?? 0),
    discountType,
  };
}

/**
 * The columns of a checked product. `rate` and `category` are the rows its purity and category
 * name; `stoneRate` finds the per-carat rate a stone line names (validation has made sure it exists).
 */
export function storedProduct(
  input: TradeProductInput,
  references: { rate: RateRow; category: CategoryRow; stoneRate: (name: string) => RateRow },
  images: number[],
  imageFocus: ImageFocus = {},
): StoredProduct {
  const stoneRates = new Map<number, string>();
  const stones = input.stones.map((line): StoredStoneLine => {
    const rate = line.rate === undefined ? undefined : references.stoneRate(line.rate);
    if (rate) stoneRates.set(rate.id, rate.documentId);
    return {
      name: line.name,
      count: line.count,
      caratsThousandths: thousandths(line.carats),
      ...(rate ? { rateId: rate.id } : { pricePerCaratPaise: rupeesToPaise(line.pricePerCarat ?? 0) }),
      ...(line.certificate ? { certificate: { lab: line.certificate.lab, number: line.certificate.number } } : {}),
    };
  });
  const percentDiscount = input.discountType === 'percent';
  return {
    name: input.name,
    sku: input.sku,
    metal: input.metal,
    gender: input.gender,
    status: input.status,
    // The flat making charge, as before trade pricing; 0 for the other types, priced from the rates.
    labourPaise: input.makingChargeType === 'flat' ? rupeesToPaise(input.makingChargeValue) : 0,
    makingChargeType: input.makingChargeType,
    // Rupees, rupees per gram or a percentage: each with two decimals, stored in hundredths.
    makingChargeHundredths: rupeesToPaise(input.makingChargeValue),
    discountPaise: percentDiscount ? 0 : rupeesToPaise(input.discount),
    discountType: input.discountType,
    discountPercentHundredths: percentDiscount ? rupeesToPaise(input.discount) : null,
    weightMilligrams: thousandths(input.weight),
    grossWeightMilligrams: input.grossWeight === undefined ? null : thousandths(input.grossWeight),
    size: input.size,
    color: input.color,
    details: input.details,
    description: input.description,
    nameGu: input.nameGu,
    nameHi: input.nameHi,
    descriptionGu: input.descriptionGu,
    descriptionHi: input.descriptionHi,
    detailsGu: input.detailsGu,
    detailsHi: input.detailsHi,
    purity: references.rate.documentId,
    category: references.category.documentId,
    images,
    imageFocus,
    stones: stones.length > 0 ? stones : null,
    stoneRates: [...stoneRates.values()],
    huid: input.huid ?? null,
    hallmarkFeePaise: rupeesToPaise(input.hallmarkFee),
  };
}
