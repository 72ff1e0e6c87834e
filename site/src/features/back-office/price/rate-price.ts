// A rate's price as the back office shows it everywhere: in the unit the trade quotes it in,
// '₹72,830.00 / 10 g', '₹98,500.00 / kg', '₹64,500.00 / ct' (packages/domain rate-quote.ts).
import { formatQuote, formatRupees, RATE_UNIT_NAMES, type Rate, rateQuoteUnit, rateUnit } from '@suvarna/domain';

export const formatRatePrice = (rate: Pick<Rate, 'name' | 'unit' | 'quoteUnit'>, price: number) =>
  formatQuote(price, rateQuoteUnit(rate));

/** What a price is stored as, per gram (per carat): '₹7,283.00 per gram'. */
export const formatStoredPrice = (rate: Pick<Rate, 'unit'>, price: number) =>
  `${formatRupees(price)} ${RATE_UNIT_NAMES[rateUnit(rate)]}`;
