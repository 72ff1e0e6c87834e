// The old-gold exchange's deduction per gold purity (docs/back-office.md): one field per gold rate
// the shop quotes, in percent, shown on the site's Old gold exchange page. A purity the shop never
// set shows its default (0 % for 24K, 2 % for 22K, 3 % for 18K and below); saving republishes the page.
import {
  EXCHANGE_DEDUCTIONS_LABEL,
  type ExchangeDeductions,
  exchangeDeduction,
  exchangeDeductionLabel,
  exchangeRates,
  MAX_EXCHANGE_DEDUCTION_PERCENT,
  type Rate,
} from '@suvarna/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../ui/TextField';
import { Section } from './Section';
import type { ShopSettingsFormValues } from './shop-settings-form';

/** The purities shown when the shop quotes no gold rate yet: the ones the defaults name. */
const DEFAULT_PURITIES = ['24K', '22K', '18K'] as const;

/** The purities on the form: the shop's gold rates, purest first, and any it set a deduction for. */
export function exchangePurities(rates: readonly Rate[], stored: ExchangeDeductions): string[] {
  const quoted = exchangeRates(rates).map((rate) => rate.name);
  const purities = quoted.length > 0 ? quoted : [...DEFAULT_PURITIES];
  return [...purities, ...Object.keys(stored).filter((purity) => !purities.includes(purity))];
}

/** The form's value of each purity: its stored deduction, else its default, as text. */
export const exchangeDeductionValues = (purities: readonly string[], stored: ExchangeDeductions) =>
  Object.fromEntries(purities.map((purity) => [purity, String(exchangeDeduction(purity, stored))]));

/** The typed percentages as numbers; one that is not a number is sent as typed, for the check to name. */
export const typedDeductions = (values: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(values).map(([purity, text]) => [purity, /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text]),
  );

export function ExchangeDeductionsFields({
  purities,
  register,
  errors,
}: {
  purities: readonly string[];
  register: UseFormRegister<ShopSettingsFormValues>;
  errors: FieldErrors<ShopSettingsFormValues>;
}) {
  return (
    <Section
      title={EXCHANGE_DEDUCTIONS_LABEL}
      hint={`The percentage taken off today's rate for old gold, 0 to ${MAX_EXCHANGE_DEDUCTION_PERCENT}, shown on the site's Old gold exchange page.`}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {purities.map((purity) => (
          <TextField
            key={purity}
            id={`shop-exchange-${purity}`}
            label={`${exchangeDeductionLabel(purity)} (%)`}
            inputMode="decimal"
            autoComplete="off"
            error={errors.exchangeDeductions?.[purity]?.message}
            {...register(`exchangeDeductions.${purity}`)}
          />
        ))}
      </div>
    </Section>
  );
}
