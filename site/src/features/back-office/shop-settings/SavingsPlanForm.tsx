// A savings plan's form: its names in three languages, months, instalment range and the shop's
// benefit, checked with the domain's savingsPlanSchema on submit, then on every change.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SAVINGS_PLAN_LABELS,
  type SavingsPlan,
  type SavingsPlanFormInput,
  savingsPlanSchema,
  type TranslatedLanguage,
} from '@suvarna/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../ui/FormActions';
import { SelectField } from '../ui/fields';
import { TextField } from '../ui/TextField';
import { TranslatedTextFields } from '../ui/TranslatedTextFields';

const EXAMPLES: Record<TranslatedLanguage, string> = { gu: 'e.g. સ્વર્ણ નિધિ', hi: 'e.g. स्वर्ण निधि' };

const BENEFITS = [
  { value: 'instalment', label: 'One instalment paid by the shop' },
  { value: 'making-discount', label: 'A percentage off the making charge' },
  { value: 'none', label: 'None' },
];

/** The form's fields, as text where a person types them. */
interface PlanFields {
  name: string;
  nameGu: string;
  nameHi: string;
  months: string;
  minInstalment: string;
  maxInstalment: string;
  benefit: { kind: string; percent: string };
}

const fieldsOf = (plan: SavingsPlan | undefined): PlanFields => ({
  name: plan?.name ?? '',
  nameGu: plan?.nameGu ?? '',
  nameHi: plan?.nameHi ?? '',
  months: plan ? String(plan.months) : '',
  minInstalment: plan ? String(plan.minInstalment) : '',
  maxInstalment: plan ? String(plan.maxInstalment) : '',
  benefit: {
    kind: plan?.benefit.kind ?? 'instalment',
    percent: plan?.benefit.kind === 'making-discount' ? String(plan.benefit.percent) : '',
  },
});

interface SavingsPlanFormProps {
  record: SavingsPlan | undefined;
  busy: boolean;
  onSave: (input: SavingsPlanFormInput) => void;
  onCancel: () => void;
}

export function SavingsPlanForm({ record, busy, onSave, onCancel }: SavingsPlanFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<PlanFields, unknown, SavingsPlanFormInput>({
    // The schema reads the fields' text; what it gives back is sent as the CMS takes it.
    resolver: zodResolver(savingsPlanSchema as unknown as z.ZodType<SavingsPlanFormInput, PlanFields>),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: fieldsOf(record),
  });
  const discount = watch('benefit.kind') === 'making-discount';
  const L = SAVINGS_PLAN_LABELS;

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="mt-5 grid gap-5" aria-busy={busy}>
      <TextField
        id="plan-name"
        label={L.name}
        autoComplete="off"
        placeholder="e.g. Swarna Nidhi"
        error={errors.name?.message}
        {...register('name')}
      />
      <TranslatedTextFields
        field="name"
        label={L.name}
        idPrefix="plan"
        register={register}
        errors={errors}
        placeholders={EXAMPLES}
      />
      <TextField
        id="plan-months"
        label={`${L.months} the customer pays (1–24)`}
        inputMode="numeric"
        autoComplete="off"
        error={errors.months?.message}
        {...register('months')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="plan-min"
          label={`${L.minInstalment} (₹ a month)`}
          inputMode="numeric"
          autoComplete="off"
          error={errors.minInstalment?.message}
          {...register('minInstalment')}
        />
        <TextField
          id="plan-max"
          label={`${L.maxInstalment} (₹ a month)`}
          inputMode="numeric"
          autoComplete="off"
          error={errors.maxInstalment?.message}
          {...register('maxInstalment')}
        />
      </div>
      <SelectField
        id="plan-benefit"
        label={L.benefit}
        options={BENEFITS}
        error={errors.benefit?.kind?.message ?? errors.benefit?.message}
        {...register('benefit.kind')}
      />
      {discount && (
        <TextField
          id="plan-percent"
          label={`${L.percent} (%)`}
          inputMode="numeric"
          autoComplete="off"
          error={errors.benefit?.percent?.message}
          {...register('benefit.percent')}
        />
      )}
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
