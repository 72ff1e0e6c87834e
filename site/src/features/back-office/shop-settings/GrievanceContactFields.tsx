// The privacy notice's contact (the grievance contact of India's DPDP Act): who a visitor writes to
// about their data. All three or none: left blank, the notice names the shop, its email and first
// phone. A save republishes the privacy page.
import { SHOP_FIELD_LABELS, SHOP_LIMITS } from '@suvarna/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../ui/TextField';
import { Section } from './Section';
import type { ShopSettingsFormValues } from './shop-settings-form';

const label = SHOP_FIELD_LABELS;

export function GrievanceContactFields({
  register,
  errors,
}: {
  register: UseFormRegister<ShopSettingsFormValues>;
  errors: FieldErrors<ShopSettingsFormValues>;
}) {
  const fieldErrors = errors.grievanceContact;
  return (
    <Section
      title={label.grievanceContact}
      hint="Named on the privacy page for questions and complaints about personal data. Leave all three blank for the shop's own details."
    >
      <TextField
        id="shop-grievance-name"
        label={label.grievanceName}
        autoComplete="off"
        maxLength={SHOP_LIMITS.name}
        error={fieldErrors?.name?.message ?? fieldErrors?.message}
        {...register('grievanceContact.name')}
      />
      <TextField
        id="shop-grievance-email"
        label={label.grievanceEmail}
        type="email"
        autoComplete="off"
        error={fieldErrors?.email?.message}
        {...register('grievanceContact.email')}
      />
      <TextField
        id="shop-grievance-phone"
        label={label.grievancePhone}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        error={fieldErrors?.phone?.message}
        {...register('grievanceContact.phone')}
      />
    </Section>
  );
}
