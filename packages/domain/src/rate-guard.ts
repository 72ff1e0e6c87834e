// The guard on the day's rates (docs/api.md): a rate write that moves a rate by more than the
// shop's RATE_GUARD_PERCENT is refused until it is confirmed, with a message naming the old and the
// new price and how many products it reprices. The CMS enforces it; the back office uses the same
// rule to gather the morning's rates into one confirmation.
import { formatRupees, rupeesToPaise } from './money.js';
import type { Product, RateGuardRefusal } from './types.js';

const percentFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** A rate's change in percent as the guard's message and the back office show it: '+20.0 %', '-1.5 %', '0.0 %'. */
export function formatRateChangePercent(percent: number): string {
  return `${percentFormat.format(percent)} %`;
}

/** How far `newPrice` is from `oldPrice`, in percent of the old price (signed: +20 is a rise). */
export function rateChangePercent(oldPrice: number, newPrice: number): number {
  const before = rupeesToPaise(oldPrice);
  if (before <= 0) return Number.POSITIVE_INFINITY;
  return ((rupeesToPaise(newPrice) - before) * 100) / before;
}

/** Whether moving a rate from `oldPrice` to `newPrice` needs confirming under a guard of `guardPercent`. */
export function exceedsRateGuard(oldPrice: number, newPrice: number, guardPercent: number): boolean {
  return Math.abs(rateChangePercent(oldPrice, newPrice)) > guardPercent;
}

export const productCountText = (count: number) => `${count.toLocaleString('en-IN')} product${count === 1 ? '' : 's'}`;

/** 'This changes 22K by +900.0 % (₹7,290.00 → ₹72,900.00) and reprices 38 products. Send it again with confirm to publish it.' */
export function rateGuardMessage(name: string, refusal: RateGuardRefusal): string {
  return (
    `This changes ${name} by ${formatRateChangePercent(refusal.percent)} ` +
    `(${formatRupees(refusal.oldPrice)} → ${formatRupees(refusal.newPrice)}) ` +
    `and reprices ${productCountText(refusal.products)}. Send it again with confirm to publish it.`
  );
}

/** Whether a product's price follows the rate named `rateName`: its purity, or one of its stone lines. */
export function isPricedBy(product: Pick<Product, 'purity' | 'stones'>, rateName: string): boolean {
  return product.purity === rateName || (product.stones ?? []).some((line) => line.rate === rateName);
}

/** How many of `products` a change of the rate named `rateName` reprices. */
export function countPricedBy(products: ReadonlyArray<Pick<Product, 'purity' | 'stones'>>, rateName: string): number {
  return products.filter((product) => isPricedBy(product, rateName)).length;
}
