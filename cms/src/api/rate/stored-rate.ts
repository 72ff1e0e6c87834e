// How a rate is stored, and back: its price in integer paise, rupees on the wire; a rate saved
// before rates had units has none, and is per gram.
import type { Rate } from '@suvarna/domain';
import { DEFAULT_RATE_UNIT, paiseToRupees } from '@suvarna/domain';
import type { Row } from '../../lib/rows';

export const RATE_UID = 'api::rate.rate';

export type RateRow = Row<typeof RATE_UID, 'name' | 'pricePaise' | 'updatedAt', 'unit'>;

export const toRate = (row: RateRow): Rate => ({
  id: row.id,
  name: row.name,
  price: paiseToRupees(row.pricePaise),
  modified: new Date(row.updatedAt).toISOString(),
  // A rate saved before rates had units is per gram.
  unit: row.unit ?? DEFAULT_RATE_UNIT,
});
