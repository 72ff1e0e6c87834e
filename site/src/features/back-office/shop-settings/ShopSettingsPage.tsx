// Shop settings (docs/back-office.md): the shop's phones, WhatsApp, email, name, address, map,
// opening hours and social links, as every page of the site shows them, and the SMTP server the
// enquiry emails go through. Phone first: it is what changes most. A save republishes the site.
import type { ApiClient } from '@suvarna/api-client';
import {
  type AdminShopSettings,
  addressLineLabel,
  phoneLabel,
  SHOP_FIELD_LABELS,
  SHOP_LIMITS,
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
} from '@suvarna/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useRef } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { ShopConfig } from '../../../config/shop';
import { adminKeys, adminQueries } from '../data/queries';
import { FormActions } from '../ui/FormActions';
import { LoadError } from '../ui/LoadError';
import { messageOf } from '../ui/messages';
import { TextField } from '../ui/TextField';
import { ExchangeDeductionsFields, exchangePurities } from './ExchangeDeductionsFields';
import { GrievanceContactFields } from './GrievanceContactFields';
import { OpeningHoursFields } from './OpeningHoursFields';
import { type SavingsPlansApi, SavingsPlansSection } from './SavingsPlansSection';
import { Section } from './Section';
import { SmtpFields } from './SmtpFields';
import { changes, formValues, type ShopSettingsFormValues, shopSettingsResolver } from './shop-settings-form';
import { VisitFields } from './VisitFields';

export type ShopSettingsApi = Pick<
  ApiClient,
  'getAdminShopSettings' | 'updateShopSettings' | 'sendTestEmail' | 'getRates'
> &
  SavingsPlansApi;

export const SHOP_SETTINGS_MESSAGES = {
  saved: 'Shop settings saved. The site is being republished with them.',
  nothingChanged: 'Nothing was changed.',
  saveFailed: 'The shop settings could not be saved',
  testFailed: 'The test email could not be sent',
} as const;

const label = SHOP_FIELD_LABELS;

/** Phones or address lines: one field per entry, added and removed. */
function ListField({
  name,
  entryLabel,
  addLabel,
  max,
  control,
  register,
  errors,
  inputMode,
}: {
  name: 'phones' | 'address';
  entryLabel: (index: number) => string;
  addLabel: string;
  max: number;
  control: Control<ShopSettingsFormValues>;
  register: UseFormRegister<ShopSettingsFormValues>;
  errors: FieldErrors<ShopSettingsFormValues>;
  inputMode?: 'tel';
}) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = errors[name]?.root?.message;
  return (
    <div className="grid gap-3">
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-end gap-2">
          <TextField
            id={`shop-${name}-${index}`}
            label={entryLabel(index)}
            className="min-w-0 flex-1"
            autoComplete="off"
            {...(inputMode ? { inputMode, type: 'tel' } : {})}
            error={errors[name]?.[index]?.value?.message}
            {...register(`${name}.${index}.value`)}
          />
          <button
            type="button"
            className="btn btn-outline mb-0.5 px-3"
            aria-label={`Remove ${entryLabel(index)}`}
            disabled={fields.length === 1}
            onClick={() => remove(index)}
          >
            <Trash2 size={18} aria-hidden="true" />
          </button>
        </div>
      ))}
      {listError && <p className="text-sm text-maroon">{listError}</p>}
      {fields.length < max && (
        <button type="button" className="btn btn-outline justify-self-start" onClick={() => append({ value: '' })}>
          <Plus size={18} aria-hidden="true" />
          {addLabel}
        </button>
      )}
    </div>
  );
}

function ShopSettingsForm({
  api,
  stored,
  defaults,
  purities,
}: {
  api: ShopSettingsApi;
  stored: AdminShopSettings;
  defaults: ShopConfig;
  purities: readonly string[];
}) {
  const queryClient = useQueryClient();
  const initial = useRef(formValues(stored, defaults, purities));
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<ShopSettingsFormValues>({
    resolver: shopSettingsResolver(() => initial.current),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial.current,
  });

  const save = useMutation({
    mutationFn: (values: ShopSettingsFormValues) => api.updateShopSettings(changes(values, initial.current)),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(adminKeys.shopSettings, data);
      // A public change waits to be published: the Publish page shows it.
      void queryClient.invalidateQueries({ queryKey: adminKeys.publishStatus });
      initial.current = formValues(data, defaults, purities);
      reset(initial.current);
      toast.success(SHOP_SETTINGS_MESSAGES.saved);
    },
    onError: (error) => toast.error(messageOf(error, SHOP_SETTINGS_MESSAGES.saveFailed)),
  });
  const testEmail = useMutation({
    mutationFn: () => api.sendTestEmail(),
    onSuccess: ({ message }) => toast.success(message ?? 'Test email sent'),
    onError: (error) => toast.error(messageOf(error, SHOP_SETTINGS_MESSAGES.testFailed)),
  });

  const submit = handleSubmit((values) => {
    if (!isDirty) toast.info(SHOP_SETTINGS_MESSAGES.nothingChanged);
    else save.mutate(values);
  });

  return (
    <form noValidate onSubmit={submit} className="grid max-w-3xl gap-6" aria-busy={save.isPending}>
      <Section title="Contact" hint="Shown on every page: the first phone is the one the site calls.">
        <ListField
          name="phones"
          entryLabel={phoneLabel}
          addLabel="Add a phone"
          max={SHOP_LIMITS.phones}
          inputMode="tel"
          control={control}
          register={register}
          errors={errors}
        />
        <TextField
          id="shop-whatsapp"
          label={label.whatsapp}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+91 98250 12345"
          error={errors.whatsapp?.message}
          {...register('whatsapp')}
        />
        <TextField
          id="shop-email"
          label={label.email}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
      </Section>

      <Section title="Shop">
        <TextField
          id="shop-name"
          label={label.name}
          autoComplete="off"
          placeholder="Suvarna"
          error={errors.name?.message}
          {...register('name')}
        />
        <ListField
          name="address"
          entryLabel={addressLineLabel}
          addLabel="Add a line"
          max={SHOP_LIMITS.addressLines}
          control={control}
          register={register}
          errors={errors}
        />
        <TextField
          id="shop-map"
          label={label.mapUrl}
          type="url"
          autoComplete="off"
          placeholder="https://www.google.com/maps?q=…&output=embed"
          error={errors.mapUrl?.message}
          {...register('mapUrl')}
        />
      </Section>

      <OpeningHoursFields register={register} watch={watch} errors={errors} />
      <VisitFields control={control} register={register} errors={errors} />

      <Section title={label.social} hint="A network without a link shows no icon on the site.">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            id={`shop-social-${network}`}
            label={`${SOCIAL_LABELS[network]} link`}
            type="url"
            autoComplete="off"
            error={errors.social?.[network]?.message}
            {...register(`social.${network}`)}
          />
        ))}
      </Section>

      <ExchangeDeductionsFields purities={purities} register={register} errors={errors} />

      <SmtpFields
        register={register}
        watch={watch}
        errors={errors}
        passwordSet={stored.smtp?.passwordSet ?? false}
        // The test goes through the saved server: unsaved changes would not be the ones tried.
        canTest={!isDirty && !save.isPending}
        testing={testEmail.isPending}
        onTest={() => testEmail.mutate()}
      />

      <GrievanceContactFields register={register} errors={errors} />

      <Section title="Staff" hint="Owners may always change the rates, which reprice every piece in the shop.">
        <label className="flex items-center gap-2 font-semibold text-charcoal">
          <input type="checkbox" className="size-5 accent-gold-deep" {...register('staffMayEditRates')} />
          Staff may change the rates
        </label>
      </Section>

      {errors.root?.message && <p className="text-sm text-maroon">{errors.root.message}</p>}
      {/* A long form: Save stays in reach at the foot of the screen, on one row. */}
      <FormActions
        busy={save.isPending}
        submitLabel="Save shop settings"
        onCancel={() => reset(initial.current)}
        className="sticky bottom-0 border-line border-t bg-ivory py-3"
      />
    </form>
  );
}

export function ShopSettingsPage({ api, defaults }: { api: ShopSettingsApi; defaults: ShopConfig }) {
  const stored = useQuery(adminQueries.shopSettings(api));
  // The exchange deductions' purities are the shop's gold rates; without them, the default ones.
  const rates = useQuery(adminQueries.rates(api));
  if (stored.error) return <LoadError error={stored.error} onRetry={() => void stored.refetch()} />;
  if (!stored.data || rates.isPending) return <p className="text-stone">Loading…</p>;
  const purities = exchangePurities(rates.data ?? [], stored.data.exchangeDeductions);
  return (
    <div className="grid max-w-3xl gap-6">
      <ShopSettingsForm api={api} stored={stored.data} defaults={defaults} purities={purities} />
      <SavingsPlansSection api={api} />
    </div>
  );
}
