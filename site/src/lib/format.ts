import { formatRupees, paiseToRupees, rupeesToPaise } from '@suvarna/domain';

const shopTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** An ISO time as the shop reads it: Indian time, e.g. `22 Nov 2026, 5:46 pm`. */
export const formatShopTime = (iso: string) => shopTime.format(new Date(iso));

/** The price before discount, shown struck through: net payable plus the discount given. */
export const formatStrikePrice = (product: { totalPrice: number; discountPrice: number }) =>
  formatRupees(paiseToRupees(rupeesToPaise(product.totalPrice) + rupeesToPaise(product.discountPrice)));
