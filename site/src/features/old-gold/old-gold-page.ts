// What the old-gold page shows, worked out from the build's rates and the shop's exchange
// deductions: one row per gold purity (today's rate, the deduction, the value of a gram), which the
// page shows as a table without any script and as the estimate form's choices. Pure: the page renders
// it, exchange-form.ts estimates in the browser with the same domain rule.
import {
  type ExchangeDeductions,
  exchangeDeduction,
  exchangeRates,
  exchangeValuePerGram,
  formatRupees,
  type Rate,
  rupeesToPaise,
} from '@suvarna/domain';

/**
 * A deduction as the page writes it: '2', '2.5' (Latin digits in every language, as amounts). Not
 * Intl.NumberFormat: the form's script uses it too, and a page's first NumberFormat is a long task
 * on a phone (money.ts); a percentage of 0 to 50 with two decimals needs no grouping.
 */
export const formatPercent = (percent: number) => String(percent);

export interface ExchangeRow {
  purity: string;
  /** Paise per gram, for the form's script. */
  ratePaise: number;
  deductionPercent: number;
  rate: string;
  deduction: string;
  valuePerGram: string;
}

/** One row per per-gram gold rate, purest first, with the shop's deduction for it (or the default). */
export function exchangeRows(rates: readonly Rate[], deductions: ExchangeDeductions): ExchangeRow[] {
  return exchangeRates(rates).map((rate) => {
    const deductionPercent = exchangeDeduction(rate.name, deductions);
    return {
      purity: rate.name,
      ratePaise: rupeesToPaise(rate.price),
      deductionPercent,
      rate: formatRupees(rate.price),
      deduction: formatPercent(deductionPercent),
      valuePerGram: formatRupees(exchangeValuePerGram(rate.price, deductionPercent)),
    };
  });
}
