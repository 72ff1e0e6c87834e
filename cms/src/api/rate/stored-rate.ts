// How a rate is stored, and back: its price in integer paise, rupees on the wire; a rate saved
// before rates had units has none, and is per gram; one saved before quote units has no quote unit
// until the CMS fills in its metal's at start, and reads as its metal's meanwhile.
import type { Rate } from '@suvarna/domain';
import { DEFAULT_RATE_UNIT, isQuoteUnit, paiseToRupees, rateQuoteUnit } from '@suvarna/domain';
import type { Row } from '../../lib/rows';

export const RATE_UID = 'api::rate.rate';

export type RateRow = Row<typeof RATE_UID, 'name' | 'pricePaise' | 'updatedAt', 'unit' | 'quoteUnit'>;

export const toRate = (row: RateRow): Rate => {
  // A rate saved before rates had units is per gram.
  const unit = row.unit ?? DEFAULT_RATE_UNIT;
  return {
    id: row.id,
    name: row.name,
    price: paiseToRupees(row.pricePaise),
    modified: new Date(row.updatedAt).toISOString(),
    unit,
    quoteUnit: rateQuoteUnit({
      name: row.name,
      unit,
      quoteUnit: isQuoteUnit(row.quoteUnit) ? row.quoteUnit : undefined,
    }),
  };
};
