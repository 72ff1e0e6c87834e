// The enquiry email's SMTP server. Off, the CMS's environment's server sends the enquiry emails (if
// it has one). The password is write-only: the CMS keeps it encrypted and never sends it back.
import { SHOP_FIELD_LABELS } from '@suvarna/domain';
import Send from 'lucide-react/icons/send';
import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { TextField } from '../ui/TextField';
import { Section } from './Section';
import type { ShopSettingsFormValues } from './shop-settings-form';

const label = SHOP_FIELD_LABELS;

export function SmtpFields({
  register,
  watch,
  errors,
  passwordSet,
  canTest,
  testing,
  onTest,
}: {
  register: UseFormRegister<ShopSettingsFormValues>;
  watch: UseFormWatch<ShopSettingsFormValues>;
  errors: FieldErrors<ShopSettingsFormValues>;
  passwordSet: boolean;
  canTest: boolean;
  testing: boolean;
  onTest: () => void;
}) {
  const enabled = watch('smtp.enabled');
  const smtpErrors = errors.smtp;
  return (
    <Section title={label.smtp} hint="The shop is emailed about each enquiry from the website.">
      <label className="flex items-center gap-2 font-semibold text-charcoal">
        <input type="checkbox" className="size-5 accent-gold-deep" {...register('smtp.enabled')} />
        Send enquiry emails through this SMTP server
      </label>
      {enabled && (
        <>
          <TextField
            id="shop-smtp-to"
            label={label.smtpTo}
            type="email"
            autoComplete="off"
            error={smtpErrors?.to?.message}
            {...register('smtp.to')}
          />
          <TextField
            id="shop-smtp-host"
            label={label.smtpHost}
            autoComplete="off"
            placeholder="smtp.example.com"
            error={smtpErrors?.host?.message}
            {...register('smtp.host')}
          />
          <div className="grid grid-cols-2 items-end gap-3">
            <TextField
              id="shop-smtp-port"
              label={label.smtpPort}
              inputMode="numeric"
              autoComplete="off"
              error={smtpErrors?.port?.message}
              {...register('smtp.port')}
            />
            <label className="flex items-center gap-2 pb-3 font-semibold text-charcoal">
              <input type="checkbox" className="size-5 accent-gold-deep" {...register('smtp.secure')} />
              TLS from the start (port 465)
            </label>
          </div>
          <TextField
            id="shop-smtp-user"
            label={label.smtpUser}
            autoComplete="off"
            error={smtpErrors?.user?.message}
            {...register('smtp.user')}
          />
          <TextField
            id="shop-smtp-password"
            label={label.smtpPassword}
            type="password"
            autoComplete="new-password"
            placeholder={passwordSet ? 'Stored: type a new one to replace it' : ''}
            error={smtpErrors?.password?.message}
            {...register('smtp.password')}
          />
          <TextField
            id="shop-smtp-from"
            label={`${label.smtpFrom} (optional)`}
            type="email"
            autoComplete="off"
            error={smtpErrors?.from?.message}
            {...register('smtp.from')}
          />
        </>
      )}
      <div className="grid gap-2">
        <button
          type="button"
          className="btn btn-outline justify-self-start"
          disabled={!canTest || testing}
          onClick={onTest}
        >
          <Send size={18} aria-hidden="true" />
          {testing ? 'Sending…' : 'Send a test email'}
        </button>
        {!canTest && <p className="text-sm text-stone">Save your changes first: the test uses the saved settings.</p>}
      </div>
    </Section>
  );
}
