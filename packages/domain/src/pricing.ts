// A product's price, derived from the day's rates as the Indian trade prices jewellery
// (docs/pricing.md). Everything is integer paise, and every row is rounded once, to the paisa, so the
// rows of the breakup add up to the net payable exactly:
//   metal       = rate(purity) × net weight                      (rounded)
//   making      = flat rupees | rupees per gram × net weight     (rounded)
//                 | percent × metal                              (rounded, of the rounded metal row)
//   stones      = Σ lines: carats × price per carat              (each line rounded)
//                 (the day's per-carat rate named by the line, or its fixed rupees per carat)
//   hallmarking = the product's fee
//   discount    = rupees | percent × making                      (rounded), never more than the rest
//   total       = metal + making + stones + hallmarking − discount
//   gst         = total × gstRate                                (rounded; on the whole total)
//   netPayable  = total + gst                                    (the product's totalPrice)
// A product saved before trade pricing (no making type, stones, fee or discount type) is priced
// exactly as before: flat making of `laber`, and a discount in rupees.
import { DEFAULT_GST_RATE } from './constants.js';
import { FIELD_LABELS, messageLabel } from './field-labels.js';
import { divideRounded, formatRupees, paiseToRupees, rupeesToPaise } from './money.js';
import { DEFAULT_RATE_UNIT, LOOSE_STONE_METAL, RATE_UNIT_NAMES } from './pricing-limits.js';
import type {
  FieldIssue,
  PricedStoneLine,
  ProductFields,
  Rate,
  RateUnit,
  StoneCertificate,
  StoneLine,
} from './types.js';

/** The fields the spec's price depends on. */
export type PricedFields = Pick<ProductFields, 'purity' | 'weight' | 'laber' | 'discount'>;

/** Every field a product's price depends on; the trade-pricing ones may be absent (older products). */
export type TradePricedFields = PricedFields &
  Partial<
    Pick<
      ProductFields,
      | 'metal'
      | 'makingChargeType'
      | 'makingChargeValue'
      | 'stones'
      | 'huid'
      | 'hallmarkFee'
      | 'discountType'
      | 'grossWeight'
    >
  >;

/**
 * The spec's breakup (metal, labour, discount, total, GST, net payable), kept for today's callers.
 * For a product with stones or a hallmarking fee these rows do not show everything: use
 * `priceProduct`, whose rows always add up.
 */
export interface PriceBreakup {
  /** Rate of the product's purity, in paise per gram (or per carat). */
  ratePerUnit: number;
  metalAndPurityPrice: number;
  /** The making charge. */
  labour: number;
  discount: number;
  total: number;
  gst: number;
  netPayable: number;
  /** The price before discount, shown struck through: netPayable + discount. */
  strikePrice: number;
}

/** The metal row: `rate × weight`. */
export interface MetalRow {
  amount: number;
  /** The purity: the rate's name. */
  rateName: string;
  /** `g`, or `ct` for a loose diamond (its weight is then in carats). */
  unit: RateUnit;
  /** Paise per gram (per carat). */
  ratePerUnit: number;
  /** Net weight, rounded to three decimals. */
  weight: number;
}

/** The making row and its basis. */
export type MakingRow =
  | { type: 'flat'; amount: number }
  /** `ratePerUnit` (paise per gram) × the net `weight`. */
  | { type: 'per_gram'; amount: number; ratePerUnit: number; weight: number; unit: RateUnit }
  /** `percent` % of the metal row. */
  | { type: 'percent'; amount: number; percent: number };

/** One stone line: `carats × pricePerCarat`. */
export interface StoneLineRow {
  amount: number;
  name: string;
  count: number;
  /** The line's total weight, rounded to three decimals. */
  carats: number;
  /** The per-carat rate that priced the line; absent for a fixed price per carat. */
  rateName?: string;
  /** Paise per carat: the rate's price, or the line's fixed price. */
  pricePerCarat: number;
  certificate?: StoneCertificate;
}

export interface StonesRow {
  /** The sum of the lines. */
  amount: number;
  lines: StoneLineRow[];
}

export interface HallmarkingRow {
  amount: number;
  /** The piece's HUID, when it has one. */
  huid?: string;
}

/** The discount given and how it was asked for. */
export type DiscountRow = {
  amount: number;
  /** The discount asked for; `amount` is it, capped at metal + making + stones + hallmarking. */
  requested: number;
  /** True when the rates have fallen so far that the discount asked for is more than the rest. */
  capped: boolean;
} & (
  | { type: 'flat' }
  | {
      type: 'percent';
      /** Of the making charge. */
      percent: number;
    }
);

/** A product's price, row by row, each with what the site needs to show its basis. Paise. */
export interface ProductPriceBreakup {
  metal: MetalRow;
  making: MakingRow;
  stones: StonesRow;
  hallmarking: HallmarkingRow;
  discount: DiscountRow;
  /** metal + making + stones + hallmarking − discount: the taxable value. */
  total: number;
  /** The GST rate charged, a fraction (0.03). */
  gstRate: number;
  gst: number;
  netPayable: number;
  /** The price before discount, shown struck through: netPayable + discount. */
  strikePrice: number;
}

/** The product's derived money fields as they go on the wire (rupees). */
export interface ProductPrices {
  metalAndPurityPrice: number;
  gst: number;
  totalPrice: number;
  discountPrice: number;
}

/** The wire's derived fields with trade pricing: also the making charge and each stone line's value. */
export interface TradeProductPrices extends ProductPrices {
  /** The making charge as computed, in rupees. */
  laber: number;
  stones: PricedStoneLine[];
}

/**
 * A rate the product needs is not there. `purity` is the name looked for (a stone line's rate's
 * name too); `rateName` says the same.
 */
export class MissingRateError extends Error {
  readonly rateName: string;

  constructor(
    readonly purity: string,
    message = `No rate is named "${purity}"`,
  ) {
    super(message);
    this.name = 'MissingRateError';
    this.rateName = purity;
  }
}

/**
 * A rate of the wrong unit is named: a per-carat rate as a piece's purity (other than a loose
 * diamond's), or a per-gram rate for a stone line. The product cannot be priced, as when the rate
 * is missing (it is a MissingRateError, so a reader that shows no price for one does for both).
 */
export class WrongRateUnitError extends MissingRateError {
  constructor(
    rateName: string,
    readonly unit: RateUnit,
    readonly expected: RateUnit,
  ) {
    super(
      rateName,
      `The rate "${rateName}" is ${RATE_UNIT_NAMES[unit]}, where a rate ${RATE_UNIT_NAMES[expected]} is needed`,
    );
    this.name = 'WrongRateUnitError';
  }
}

const THOUSANDTHS = 1000;
/** Percentages are counted in hundredths of a percent: 12.5 % is 1250 out of 10,000. */
const HUNDREDTHS_OF_PERCENT = 10_000;
const BASIS_POINTS = 10_000;

export function findRate(rates: readonly Rate[], purity: string): Rate | undefined {
  return rates.find((rate) => rate.name === purity);
}

/** What the rate's price is per; rates saved before units are per gram. */
export function rateUnit(rate: Pick<Rate, 'unit'>): RateUnit {
  return rate.unit ?? DEFAULT_RATE_UNIT;
}

/** The unit of rate a product's purity must name: per carat for a loose diamond, per gram otherwise. */
export function purityUnitsAllowed(metal: string | undefined): readonly RateUnit[] {
  return metal === LOOSE_STONE_METAL ? ['g', 'ct'] : ['g'];
}

/** Weights and carats (up to three decimals) as whole thousandths. */
const thousandths = (value: number) => Math.round(value * THOUSANDTHS);
/** A percentage with up to two decimals as whole hundredths of a percent (decimal-exact). */
const hundredthsOfPercent = (percent: number) => rupeesToPaise(percent);

/** `amount × numerator / denominator`, rounded half away from zero, exactly even past 2⁵³. */
export function scaleRounded(amount: number, numerator: number, denominator: number): number {
  const product = amount * numerator;
  if (Number.isSafeInteger(product)) return divideRounded(product, denominator);
  const n = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  const negative = n < 0n !== d < 0n;
  const absN = n < 0n ? -n : n;
  const absD = d < 0n ? -d : d;
  // ⌊(2n + d) / 2d⌋ rounds the magnitude half up.
  const rounded = (2n * absN + absD) / (2n * absD);
  return Number(negative ? -rounded : rounded);
}

function metalRow(product: TradePricedFields, rates: readonly Rate[]): MetalRow {
  const rate = findRate(rates, product.purity);
  if (!rate) throw new MissingRateError(product.purity);
  const unit = rateUnit(rate);
  if (!purityUnitsAllowed(product.metal).includes(unit)) throw new WrongRateUnitError(rate.name, unit, 'g');
  const ratePerUnit = rupeesToPaise(rate.price);
  const weight = thousandths(product.weight);
  return {
    amount: scaleRounded(ratePerUnit, weight, THOUSANDTHS),
    rateName: rate.name,
    unit,
    ratePerUnit,
    weight: weight / THOUSANDTHS,
  };
}

function makingRow(product: TradePricedFields, metal: MetalRow): MakingRow {
  const type = product.makingChargeType;
  // Without a type (a product saved before trade pricing, or a client that only knows labour),
  // the making charge is the flat `laber`.
  if (type === undefined) return { type: 'flat', amount: rupeesToPaise(product.laber) };
  const value = product.makingChargeValue ?? (type === 'flat' ? product.laber : 0);
  switch (type) {
    case 'flat':
      return { type, amount: rupeesToPaise(value) };
    case 'per_gram': {
      const ratePerUnit = rupeesToPaise(value);
      return {
        type,
        amount: scaleRounded(ratePerUnit, thousandths(metal.weight), THOUSANDTHS),
        ratePerUnit,
        weight: metal.weight,
        unit: metal.unit,
      };
    }
    case 'percent':
      return {
        type,
        amount: scaleRounded(metal.amount, hundredthsOfPercent(value), HUNDREDTHS_OF_PERCENT),
        percent: value,
      };
  }
}

function stoneLineRow(line: StoneLine, rates: readonly Rate[]): StoneLineRow {
  let pricePerCarat: number;
  let rateName: string | undefined;
  // A line with both (which validation refuses) is priced by its rate.
  if (line.rate) {
    const rate = findRate(rates, line.rate);
    if (!rate) throw new MissingRateError(line.rate);
    const unit = rateUnit(rate);
    if (unit !== 'ct') throw new WrongRateUnitError(rate.name, unit, 'ct');
    pricePerCarat = rupeesToPaise(rate.price);
    rateName = rate.name;
  } else {
    pricePerCarat = rupeesToPaise(line.pricePerCarat ?? 0);
  }
  const carats = thousandths(line.carats);
  return {
    amount: scaleRounded(pricePerCarat, carats, THOUSANDTHS),
    name: line.name,
    count: line.count,
    carats: carats / THOUSANDTHS,
    ...(rateName === undefined ? {} : { rateName }),
    pricePerCarat,
    ...(line.certificate ? { certificate: { lab: line.certificate.lab, number: line.certificate.number } } : {}),
  };
}

function discountRow(product: TradePricedFields, making: number, beforeDiscount: number): DiscountRow {
  if (product.discountType === 'percent') {
    const requested = scaleRounded(making, hundredthsOfPercent(product.discount), HUNDREDTHS_OF_PERCENT);
    const amount = Math.min(requested, beforeDiscount);
    return { type: 'percent', percent: product.discount, amount, requested, capped: amount < requested };
  }
  const requested = rupeesToPaise(product.discount);
  const amount = Math.min(requested, beforeDiscount);
  return { type: 'flat', amount, requested, capped: amount < requested };
}

/**
 * A product's price, row by row, from the day's rates: the one pricing rule of the CMS, the site
 * and the back office. Throws MissingRateError when its purity or a stone line names no rate
 * (WrongRateUnitError, a MissingRateError, when it names a rate of the wrong unit), and RangeError
 * for a GST rate that is not a fraction from 0 to 1.
 */
export function priceProduct(
  product: TradePricedFields,
  rates: readonly Rate[],
  gstRate: number = DEFAULT_GST_RATE,
): ProductPriceBreakup {
  const metal = metalRow(product, rates);
  if (!(gstRate >= 0 && gstRate < 1)) throw new RangeError(`GST rate must be a fraction from 0 to 1, not ${gstRate}`);
  const making = makingRow(product, metal);
  const lines = (product.stones ?? []).map((line) => stoneLineRow(line, rates));
  const stones = { amount: lines.reduce((sum, line) => sum + line.amount, 0), lines };
  const hallmarking: HallmarkingRow = {
    amount: rupeesToPaise(product.hallmarkFee ?? 0),
    ...(product.huid ? { huid: product.huid } : {}),
  };
  const beforeDiscount = metal.amount + making.amount + stones.amount + hallmarking.amount;
  const discount = discountRow(product, making.amount, beforeDiscount);
  const total = beforeDiscount - discount.amount;
  const gst = scaleRounded(total, Math.round(gstRate * BASIS_POINTS), BASIS_POINTS);
  const netPayable = total + gst;
  return {
    metal,
    making,
    stones,
    hallmarking,
    discount,
    total,
    gstRate,
    gst,
    netPayable,
    strikePrice: netPayable + discount.amount,
  };
}

/** The spec's breakup of a product's price (see PriceBreakup); the same figures as priceProduct. */
export function priceBreakup(product: TradePricedFields, rates: readonly Rate[], gstRate: number): PriceBreakup {
  const priced = priceProduct(product, rates, gstRate);
  return {
    ratePerUnit: priced.metal.ratePerUnit,
    metalAndPurityPrice: priced.metal.amount,
    labour: priced.making.amount,
    discount: priced.discount.amount,
    total: priced.total,
    gst: priced.gst,
    netPayable: priced.netPayable,
    strikePrice: priced.strikePrice,
  };
}

/**
 * The most discount a product may be given at these rates: metal + making + stones + hallmarking
 * (paise). Throws MissingRateError as priceProduct does.
 */
export function maxDiscount(product: TradePricedFields, rates: readonly Rate[]): number {
  const { total } = priceProduct({ ...product, discount: 0, discountType: 'flat' }, rates, 0);
  return total;
}

/** A field names a rate there is none of: "Purity "14K" is not one of the rates". */
export function missingRateIssue(field: string, name: string): FieldIssue {
  return { field, code: 'missing_rate', message: `${messageLabel(field)} "${name}" is not one of the rates` };
}

/**
 * What is wrong with a product's pricing at these rates, for a write to refuse (400) with a message
 * under each field: its purity or a stone line names no rate, or a rate of the wrong unit; a flat
 * discount is more than metal + making + stones + hallmarking (checked once the rates are right).
 * Validate the fields with `tradeProductSchema` first. Empty when the product can be saved.
 */
export function pricingIssues(product: TradePricedFields, rates: readonly Rate[]): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const rateIssue = (field: string, name: string, allowed: readonly RateUnit[], needed: RateUnit) => {
    const rate = findRate(rates, name);
    if (!rate) {
      issues.push(missingRateIssue(field, name));
    } else if (!allowed.includes(rateUnit(rate))) {
      const unit = rateUnit(rate);
      issues.push({
        field,
        code: 'wrong_rate_unit',
        message: `${messageLabel(field)} "${name}" is a rate ${RATE_UNIT_NAMES[unit]}, not ${RATE_UNIT_NAMES[needed]}`,
      });
    }
  };
  rateIssue('purity', product.purity, purityUnitsAllowed(product.metal), 'g');
  (product.stones ?? []).forEach((line, index) => {
    if (line.rate) rateIssue(`stones.${index}.rate`, line.rate, ['ct'], 'ct');
  });
  if (issues.length > 0) return issues;

  // A percentage discount is at most 100 % of the making charge, never more than the rest.
  if (product.discountType !== 'percent') {
    const most = maxDiscount(product, rates);
    if (rupeesToPaise(product.discount) > most) {
      issues.push({
        field: 'discount',
        code: 'too_big',
        message: `${FIELD_LABELS.discount} cannot be more than ${formatRupees(paiseToRupees(most))} (metal + labour + stones + hallmarking)`,
      });
    }
  }
  return issues;
}

/** The wire fields derived from a breakup. */
export function productPrices(breakup: PriceBreakup | ProductPriceBreakup): ProductPrices {
  if ('ratePerUnit' in breakup) {
    return {
      metalAndPurityPrice: paiseToRupees(breakup.metalAndPurityPrice),
      gst: paiseToRupees(breakup.gst),
      totalPrice: paiseToRupees(breakup.netPayable),
      discountPrice: paiseToRupees(breakup.discount),
    };
  }
  return {
    metalAndPurityPrice: paiseToRupees(breakup.metal.amount),
    gst: paiseToRupees(breakup.gst),
    totalPrice: paiseToRupees(breakup.netPayable),
    discountPrice: paiseToRupees(breakup.discount.amount),
  };
}

/** The wire fields derived from a product's breakup, with the making charge and the stones' values. */
export function tradeProductPrices(breakup: ProductPriceBreakup): TradeProductPrices {
  return {
    ...productPrices(breakup),
    laber: paiseToRupees(breakup.making.amount),
    stones: breakup.stones.lines.map((line) => ({
      name: line.name,
      count: line.count,
      carats: line.carats,
      ...(line.rateName === undefined ? { pricePerCarat: paiseToRupees(line.pricePerCarat) } : { rate: line.rateName }),
      ...(line.certificate ? { certificate: line.certificate } : {}),
      value: paiseToRupees(line.amount),
    })),
  };
}

/** The basis shown beside each row of the breakup; null where the row is a plain amount. */
export interface BreakupBasis {
  /** '22K: ₹7,290.00/g × 12.450 g' */
  metal: string;
  /** '₹800.00/g × 12.450 g' or '12 % of metal'; null for a flat making charge. */
  making: string | null;
  /** Per stone line: 'Diamond VVS: 0.500 ct × ₹64,500.00/ct'. */
  stones: string[];
  /** '10 % of labour'; null for a discount in rupees. */
  discount: string | null;
}

const percentFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const threeDecimals = (value: number) => value.toFixed(3);

/** The texts of each row's basis, in English, with the shop's rupee format. */
export function breakupBasis(breakup: ProductPriceBreakup): BreakupBasis {
  const { metal, making, discount } = breakup;
  return {
    metal: `${metal.rateName}: ${formatRupees(paiseToRupees(metal.ratePerUnit))}/${metal.unit} × ${threeDecimals(metal.weight)} ${metal.unit}`,
    making:
      making.type === 'per_gram'
        ? `${formatRupees(paiseToRupees(making.ratePerUnit))}/${making.unit} × ${threeDecimals(making.weight)} ${making.unit}`
        : making.type === 'percent'
          ? `${percentFormat.format(making.percent)} % of metal`
          : null,
    stones: breakup.stones.lines.map(
      (line) =>
        `${line.rateName ?? line.name}: ${threeDecimals(line.carats)} ct × ${formatRupees(paiseToRupees(line.pricePerCarat))}/ct`,
    ),
    discount: discount.type === 'percent' ? `${percentFormat.format(discount.percent)} % of labour` : null,
  };
}
