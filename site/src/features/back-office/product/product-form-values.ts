// The product form's values, as the inputs hold them (text), and what is read from them before the
// schema has passed: the starting values of a new or an existing product, the fields the price
// preview can already price, and where a refusal's field issue goes in the form.
import {
  type DiscountType,
  type MakingChargeType,
  PRODUCT_TRANSLATION_FIELDS,
  type Product,
  type ProductTranslations,
  type Rate,
  rateUnit,
  type ShopSettings,
  type StoneLine,
  type TradePricedFields,
} from '@suvarna/domain';

/** One stone line as typed. Its shape is the schema's, so each message lands on its input. */
export interface StoneLineFormValues {
  name: string;
  count: string;
  /** The line's total weight. */
  carats: string;
  /** A per-carat rate's name; blank when the line has its own price per carat. */
  rate: string;
  pricePerCarat: string;
  certificate: { lab: string; number: string };
}

/**
 * The form's text for every product field. The making charge is always given with its type, so
 * the schema reads `makingChargeValue` and not `laber` (docs/api.md).
 */
interface ProductFormFields {
  name: string;
  sku: string;
  metal: string;
  purity: string;
  category_id: string;
  gender: string;
  status: string;
  /** Net metal weight. */
  weight: string;
  grossWeight: string;
  makingChargeType: MakingChargeType;
  makingChargeValue: string;
  discountType: DiscountType;
  discount: string;
  hallmarkFee: string;
  huid: string;
  size: string;
  color: string;
  details: string;
  description: string;
  stones: StoneLineFormValues[];
}

/** The form also holds the Gujarati and Hindi texts, `nameGu` to `detailsHi`. */
export type ProductFormValues = ProductFormFields & Required<ProductTranslations>;

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** The rates a stone line may be priced by: those per carat. */
export const perCaratRates = (rates: readonly Rate[]) => rates.filter((rate) => rateUnit(rate) === 'ct');

/** A new line follows the day's first per-carat rate, when the shop has one. */
export function emptyStoneLine(rates: readonly Rate[]): StoneLineFormValues {
  return {
    name: '',
    count: '1',
    carats: '',
    rate: perCaratRates(rates)[0]?.name ?? '',
    pricePerCarat: '',
    certificate: { lab: '', number: '' },
  };
}

const stoneLineValues = (line: StoneLine): StoneLineFormValues => ({
  name: line.name,
  count: text(line.count),
  carats: text(line.carats),
  rate: line.rate ?? '',
  pricePerCarat: line.rate ? '' : text(line.pricePerCarat),
  certificate: { lab: line.certificate?.lab ?? '', number: line.certificate?.number ?? '' },
});

/**
 * The form's starting values. A new product starts with the shop's hallmarking fee; a product saved
 * before trade pricing has no making-charge type and reads as flat making of `laber`.
 */
export function initialValues(product: Product | undefined, shopSettings: ShopSettings): ProductFormValues {
  return {
    name: text(product?.name),
    sku: text(product?.sku),
    metal: text(product?.metal),
    purity: text(product?.purity),
    category_id: text(product?.category_id),
    gender: text(product?.gender),
    status: product?.status ?? 'active',
    weight: text(product?.weight),
    grossWeight: text(product?.grossWeight),
    makingChargeType: product?.makingChargeType ?? 'flat',
    makingChargeValue: text(product ? (product.makingChargeValue ?? product.laber) : undefined),
    discountType: product?.discountType ?? 'flat',
    discount: text(product?.discount),
    hallmarkFee: text(product ? product.hallmarkFee : shopSettings.hallmarkFeeDefault),
    huid: text(product?.huid),
    size: product?.size ? String(product.size) : '',
    color: text(product?.color),
    details: text(product?.details),
    description: text(product?.description),
    nameGu: text(product?.nameGu),
    nameHi: text(product?.nameHi),
    descriptionGu: text(product?.descriptionGu),
    descriptionHi: text(product?.descriptionHi),
    detailsGu: text(product?.detailsGu),
    detailsHi: text(product?.detailsHi),
    stones: (product?.stones ?? []).map(stoneLineValues),
  };
}

/** What the preview can price from the form as typed, or why it cannot yet. */
export type PreviewInput =
  | {
      fields: TradePricedFields;
      /** Lines (from 1) left out of the price until they have carats and a price. */
      uncountedLines: number[];
    }
  | { reason: string };

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** Blank is 0 for optional amounts; anything but a plain decimal is not a number yet. */
const amount = (typed: string): number | null => {
  const trimmed = typed.trim();
  if (trimmed === '') return 0;
  return PLAIN_DECIMAL.test(trimmed) ? Number(trimmed) : null;
};

/**
 * The priced fields read leniently from what is typed, so the preview follows each keystroke before
 * the whole form is valid: the schema's own messages appear under the fields on save.
 */
export function previewInput(values: ProductFormValues): PreviewInput {
  const weight = amount(values.weight);
  if (!values.purity || !weight) return { reason: 'Choose a purity and enter the net weight to see the price.' };
  const makingChargeValue = amount(values.makingChargeValue);
  const discount = amount(values.discount);
  const hallmarkFee = amount(values.hallmarkFee);
  if (makingChargeValue === null || discount === null || hallmarkFee === null) {
    return { reason: 'Enter the labour, discount and hallmarking fee as numbers to see the price.' };
  }
  const stones: StoneLine[] = [];
  const uncountedLines: number[] = [];
  values.stones.forEach((line, index) => {
    const carats = amount(line.carats);
    const pricePerCarat = amount(line.pricePerCarat);
    if (!carats || (!line.rate && !pricePerCarat)) {
      uncountedLines.push(index + 1);
      return;
    }
    stones.push({
      name: line.name.trim(),
      count: Number(line.count) || 0,
      carats,
      ...(line.rate ? { rate: line.rate } : { pricePerCarat: pricePerCarat ?? 0 }),
    });
  });
  return {
    fields: {
      metal: values.metal,
      purity: values.purity,
      weight,
      // The making charge is given by its type and value; `laber` is read only without a type.
      laber: 0,
      makingChargeType: values.makingChargeType,
      makingChargeValue,
      stones,
      hallmarkFee,
      discountType: values.discountType,
      discount,
    },
    uncountedLines,
  };
}

const STONE_LINE_FIELDS = ['name', 'count', 'carats', 'rate', 'pricePerCarat', 'certificate.lab', 'certificate.number'];
const PRODUCT_FIELDS = new Set<string>([
  'name',
  'sku',
  'metal',
  'purity',
  'category_id',
  'gender',
  'status',
  'weight',
  'grossWeight',
  'makingChargeType',
  'makingChargeValue',
  'discountType',
  'discount',
  'hallmarkFee',
  'huid',
  'size',
  'color',
  'details',
  'description',
  ...PRODUCT_TRANSLATION_FIELDS,
]);

/** A product path of the form: a top-level field, or one of a stone line's. */
export type ProductFieldPath =
  | Exclude<keyof ProductFormValues, 'stones'>
  | `stones.${number}.${'name' | 'count' | 'carats' | 'rate' | 'pricePerCarat' | 'certificate.lab' | 'certificate.number'}`;

/**
 * The input a field issue from the CMS belongs under, or null when the form has no such input (it
 * is then shown with the others at the foot of the form). The form sends its making charge as
 * `makingChargeValue`, so an issue with `laber` is the same input's.
 */
export function formFieldOf(field: string, stoneLineCount: number): ProductFieldPath | null {
  if (field === 'laber') return 'makingChargeValue';
  if (PRODUCT_FIELDS.has(field)) return field as ProductFieldPath;
  const stone = /^stones\.(\d+)\.(.+)$/.exec(field);
  if (!stone) return null;
  const [, index = '', rest = ''] = stone;
  // A certificate as a whole is its lab's input (the first of the two).
  const input = rest === 'certificate' ? 'certificate.lab' : rest;
  const line = Number(index);
  if (line >= stoneLineCount || !STONE_LINE_FIELDS.includes(input)) return null;
  return `stones.${line}.${input}` as ProductFieldPath;
}
