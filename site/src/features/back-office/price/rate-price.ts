// A rate's price with what it is per, as the back office shows it everywhere: '₹7,283.00/g',
// '₹64,500.00/ct'.
import { formatRupees, type Rate, rateUnit } from '@suvarna/domain';

export const formatRatePrice = (rate: Pick<Rate, 'unit'>, price: number) => `${formatRupees(price)}/${rateUnit(rate)}`;
