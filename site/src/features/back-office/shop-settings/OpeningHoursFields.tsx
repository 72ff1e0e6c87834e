// The opening hours, a row per weekday: ticked, the day the shop opens and its times; unticked, a
// day it is closed (the site says nothing of it).
import { WEEKDAYS, type Weekday } from '@suvarna/domain';
import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { TextField } from '../ui/TextField';
import { Section } from './Section';
import type { ShopSettingsFormValues } from './shop-settings-form';

const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export function OpeningHoursFields({
  register,
  watch,
  errors,
}: {
  register: UseFormRegister<ShopSettingsFormValues>;
  watch: UseFormWatch<ShopSettingsFormValues>;
  errors: FieldErrors<ShopSettingsFormValues>;
}) {
  const hours = watch('hours');
  return (
    <Section title="Opening hours" hint="Tick the days the shop opens; the site shows them on the Contact page.">
      {WEEKDAYS.map((day) => (
        <div key={day} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[9rem_1fr_1fr]">
          <label className="col-span-2 flex items-center gap-2 font-semibold text-charcoal sm:col-span-1 sm:pb-3">
            <input type="checkbox" className="size-5 accent-gold-deep" {...register(`hours.${day}.open`)} />
            {DAY_NAMES[day]}
          </label>
          {hours[day].open && (
            <>
              <TextField
                id={`shop-hours-${day}-opens`}
                label={`${DAY_NAMES[day]} opens`}
                type="time"
                error={errors.hours?.[day]?.opens?.message}
                {...register(`hours.${day}.opens`)}
              />
              <TextField
                id={`shop-hours-${day}-closes`}
                label={`${DAY_NAMES[day]} closes`}
                type="time"
                error={errors.hours?.[day]?.closes?.message}
                {...register(`hours.${day}.closes`)}
              />
            </>
          )}
        </div>
      ))}
      {errors.hours?.root?.message && <p className="text-sm text-maroon">{errors.hours.root.message}</p>}
    </Section>
  );
}
