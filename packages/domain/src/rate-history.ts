// The rates' history (docs/api.md and docs/pricing.md): every added rate and every price change is kept,
// and read back for a number of days. The query forms both history endpoints accept.
import { z } from 'zod';
import { FIELD_LABELS } from './field-labels.js';

/** The admin's history covers 90 days unless asked otherwise; the site's chart 30. */
export const ADMIN_RATE_HISTORY_DAYS = 90;
export const PUBLIC_RATE_HISTORY_DAYS = 30;
/** Neither reaches back more than a year. */
export const MAX_RATE_HISTORY_DAYS = 365;
const MAX_RATE_NAME_LENGTH = 60;

const DAYS_MESSAGE = `${FIELD_LABELS.days} must be a whole number from 1 to ${MAX_RATE_HISTORY_DAYS}`;

/** One query parameter given once, as text (a repeated parameter is an array: refused). */
const single = (message: string) =>
  z.string({ error: message }).refine((value) => value.trim() !== '', { error: message });

const days = (fallback: number) =>
  single(DAYS_MESSAGE)
    .optional()
    .pipe(
      z
        .string()
        .regex(/^\s*\d{1,3}\s*$/, { error: DAYS_MESSAGE })
        .transform(Number)
        .pipe(z.number().min(1, { error: DAYS_MESSAGE }).max(MAX_RATE_HISTORY_DAYS, { error: DAYS_MESSAGE }))
        .optional(),
    )
    .transform((value) => value ?? fallback);

/** GET /api/admin/rate-history: `name?` (one rate, by its name then or now), `days?` (90). */
export const adminRateHistoryQuerySchema = z.object({
  name: single(`${FIELD_LABELS.name} must be a rate's name of 1 to ${MAX_RATE_NAME_LENGTH} characters`)
    .transform((value) => value.trim())
    .pipe(
      z.string().max(MAX_RATE_NAME_LENGTH, {
        error: `${FIELD_LABELS.name} must be at most ${MAX_RATE_NAME_LENGTH} characters`,
      }),
    )
    .optional(),
  days: days(ADMIN_RATE_HISTORY_DAYS),
});
export type AdminRateHistoryQuery = z.infer<typeof adminRateHistoryQuerySchema>;

/** GET /api/user/rate-history: `days?` (30). */
export const publicRateHistoryQuerySchema = z.object({ days: days(PUBLIC_RATE_HISTORY_DAYS) });
export type PublicRateHistoryQuery = z.infer<typeof publicRateHistoryQuerySchema>;
