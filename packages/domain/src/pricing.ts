// A product's price, derived from the day's rates (DESIGN section 4). Everything is integer paise,
// and every row is rounded once, so the rows of the breakup add up to the net payable exactly:
//   metalAndPurityPrice = rate(purity) × weight          (rounded to the paisa)
//   total               = metalAndPurityPrice + labour − discount
//   gst                 = total × gstRate                  (rounded to the paisa)
//   netPayable          = total + gst                      (the product's totalPrice)
// The discount given never exceeds metal plus labour, so a total is never negative.
import { divideRounded, paiseToRupees, rupeesToPaise } from './money.js';
import type { ProductFields, Rate } from './types.js';

export type PricedFields = Pick<ProductFields, 'purity' | 'weight' | 'laber' | 'discount'>;

export interface PriceBreakup {
  /** Rate of the product's purity, in paise per gram (or per carat). */
  ratePerUnit: number;
  metalAndPurityPrice: number;
  labour: number;
  discount: number;
  total: number;
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

export class MissingRateError extends Error {
  constructor(readonly purity: string) {
    super(`No rate is named "${purity}"`);
    this.name = 'MissingRateError';
  }
}

const MILLIGRAMS_PER_GRAM = 1000;
const BASIS_POINTS = 10_000;

export function findRate(rates: readonly Rate[], purity: string): Rate | undefined {
  return rates.find((rate) => rate.name === purity);
}

export function priceBreakup(product: PricedFields, rates: readonly Rate[], gstRate: number): PriceBreakup {
  const rate = findRate(rates, product.purity);
  if (!rate) throw new MissingRateError(product.purity);
  if (!(gstRate >= 0 && gstRate < 1)) throw new RangeError(`GST rate must be a fraction from 0 to 1, not ${gstRate}`);

  const ratePerUnit = rupeesToPaise(rate.price);
  const milligrams = Math.round(product.weight * MILLIGRAMS_PER_GRAM);
  const metalAndPurityPrice = divideRounded(ratePerUnit * milligrams, MILLIGRAMS_PER_GRAM);
  const labour = rupeesToPaise(product.laber);
  const discount = Math.min(rupeesToPaise(product.discount), metalAndPurityPrice + labour);
  const total = metalAndPurityPrice + labour - discount;
  const gst = divideRounded(total * Math.round(gstRate * BASIS_POINTS), BASIS_POINTS);
  const netPayable = total + gst;
  return {
    ratePerUnit,
    metalAndPurityPrice,
    labour,
    discount,
    total,
    gst,
    netPayable,
    strikePrice: netPayable + discount,
  };
}

/** The wire fields derived from a breakup. */
export function productPrices(breakup: PriceBreakup): ProductPrices {
  return {
    metalAndPurityPrice: paiseToRupees(breakup.metalAndPurityPrice),
    gst: paiseToRupees(breakup.gst),
    totalPrice: paiseToRupees(breakup.netPayable),
    discountPrice: paiseToRupees(breakup.discount),
  };
}
