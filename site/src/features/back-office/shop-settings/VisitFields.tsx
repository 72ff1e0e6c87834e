// Booking a visit (issue 54): how many visits one 30-minute slot takes, and the days the shop
// takes none (a festival, a stock-taking). The slots follow the opening hours above.
import { SHOP_FIELD_LABELS, VISIT_CAPACITY_LIMITS } from '@suvarna/domain';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { TextField } from '../ui/TextField';
import { Section } from './Section';
import type { ShopSettingsFormValues } from './shop-settings-form';

const closedDateLabel = (index: number) => `Closed date ${index + 1}`;

export function VisitFields({
  control,
  register,
  errors,
}: {
  control: Control<ShopSettingsFormValues>;
  register: UseFormRegister<ShopSettingsFormValues>;
  errors: FieldErrors<ShopSettingsFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'closedDates' });
  return (
    <Section
      title="Visits"
      hint="Visitors book 30-minute visits within the opening hours, up to 30 days ahead, on the Book a visit page."
    >
      <TextField
        id="shop-visit-capacity"
        label={SHOP_FIELD_LABELS.visitCapacity}
        type="number"
        inputMode="numeric"
        min={VISIT_CAPACITY_LIMITS.min}
        max={VISIT_CAPACITY_LIMITS.max}
        className="max-w-48"
        error={errors.visitCapacity?.message}
        {...register('visitCapacity')}
      />
      <div className="grid gap-3">
        <p className="font-semibold text-charcoal">{SHOP_FIELD_LABELS.closedDates}</p>
        {fields.length === 0 && <p className="text-sm text-stone">None: visits are taken on every open day.</p>}
        {fields.map((field, index) => (
          <div key={field.id} className="flex items-end gap-2">
            <TextField
              id={`shop-closed-date-${index}`}
              label={closedDateLabel(index)}
              type="date"
              className="min-w-0 flex-1 sm:max-w-64"
              error={errors.closedDates?.[index]?.value?.message}
              {...register(`closedDates.${index}.value`)}
            />
            <button
              type="button"
              className="btn btn-outline mb-0.5 px-3"
              aria-label={`Remove ${closedDateLabel(index)}`}
              onClick={() => remove(index)}
            >
              <Trash2 size={18} aria-hidden="true" />
            </button>
          </div>
        ))}
        {errors.closedDates?.root?.message && <p className="text-sm text-maroon">{errors.closedDates.root.message}</p>}
        <button type="button" className="btn btn-outline justify-self-start" onClick={() => append({ value: '' })}>
          <Plus size={18} aria-hidden="true" />
          Add a closed date
        </button>
      </div>
    </Section>
  );
}
