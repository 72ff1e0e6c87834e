// The rate guard's refusal as the back office receives it: a 409 whose data holds the figures
// (docs/api.md), which the Price page shows in its confirmation.
import { ApiError } from '@suvarna/api-client';
import type { RateGuardRefusal } from '@suvarna/domain';

const isRateGuardRefusal = (data: unknown): data is RateGuardRefusal =>
  typeof data === 'object' &&
  data !== null &&
  ['oldPrice', 'newPrice', 'percent', 'products'].every(
    (key) => typeof (data as Record<string, unknown>)[key] === 'number',
  );

/** The guard's figures when `error` is its refusal; null for any other failure (a duplicate name is a 409 too). */
export function rateGuardRefusalOf(error: unknown): RateGuardRefusal | null {
  return error instanceof ApiError && error.status === 409 && isRateGuardRefusal(error.data) ? error.data : null;
}
