// The shop's old-gold exchange deductions as PUT /api/admin/shop-settings writes them
// (`exchangeDeductions`): a percentage from 0 to 50 for each gold purity the shop sets, keyed by the
// purity's rate name. The whole map is sent; a purity left out takes its default (old-gold.ts), and
// null or {} puts every purity back to its default.
import { z } from 'zod';
import { paiseToRupees, rupeesToPaise } from '../money.js';
import { isGoldPurity, MAX_EXCHANGE_DEDUCTION_PERCENT } from '../old-gold.js';

export const EXCHANGE_DEDUCTIONS_LABEL = 'Exchange deductions';
/** More purities than any shop quotes (24K down to 9K), so a hostile body cannot store thousands. */
export const MAX_EXCHANGE_DEDUCTIONS = 16;

export const exchangeDeductionLabel = (purity: string) => `Exchange deduction for ${purity}`;

const deduction = (purity: string) => {
  const rule = `${exchangeDeductionLabel(purity)} must be a percentage from 0 to ${MAX_EXCHANGE_DEDUCTION_PERCENT} with at most two decimals`;
  return (
    z
      .number({ error: rule })
      .min(0, { error: rule })
      .max(MAX_EXCHANGE_DEDUCTION_PERCENT, { error: rule })
      // Two decimals at most: the value survives rounding to hundredths (as money does to the paisa).
      .refine((value) => paiseToRupees(rupeesToPaise(value)) === value, { error: rule })
  );
};

export const exchangeDeductionsSchema = z
  .record(z.string(), z.unknown(), {
    error: `${EXCHANGE_DEDUCTIONS_LABEL} must be an object of purities and percentages`,
  })
  .nullable()
  .transform((value, context) => {
    const entries = Object.entries(value ?? {});
    if (entries.length > MAX_EXCHANGE_DEDUCTIONS) {
      context.addIssue({
        code: 'custom',
        message: `${EXCHANGE_DEDUCTIONS_LABEL} can have at most ${MAX_EXCHANGE_DEDUCTIONS} purities`,
      });
      return z.NEVER;
    }
    const deductions: Record<string, number> = {};
    for (const [purity, percent] of entries) {
      if (!isGoldPurity(purity)) {
        context.addIssue({
          code: 'custom',
          path: [purity],
          message: `${EXCHANGE_DEDUCTIONS_LABEL}: ${JSON.stringify(purity.slice(0, 20))} is not a gold purity (24K, 22K, 18K …)`,
        });
        continue;
      }
      const parsed = deduction(purity).safeParse(percent);
      if (parsed.success) deductions[purity] = parsed.data;
      else context.addIssue({ code: 'custom', path: [purity], message: parsed.error.issues[0]?.message ?? '' });
    }
    return deductions;
  });
