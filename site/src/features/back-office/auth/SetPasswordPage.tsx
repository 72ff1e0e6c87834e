// The logged-in admin changes their password (docs/back-office.md). The current password proves it is
// the owner and not a borrowed session, the two new entries must really match, and the change ends
// every other session: this one goes on with the fresh token the server answers (docs/differences.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Reply } from '@suvarna/api-client';
import { CURRENT_PASSWORD_WRONG_MESSAGE, type SetPasswordInput, setPasswordSchema } from '@suvarna/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { SET_PASSWORD_SUBMIT_MS } from '../../../config/ui';
import { TextField } from '../ui/TextField';
import { AuthCard, type BrandProps } from './AuthCard';
import { type AuthStore, adminAreaPath } from './auth-store';
import { useRequireUser } from './guard';
import { BusyOverlay } from './LoginPage';

type SetPassword = (input: SetPasswordInput) => Promise<Reply<{ token: string }>>;
type PasswordField = keyof SetPasswordInput;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const FIELDS: ReadonlyArray<{ name: PasswordField; id: string; label: string; autoComplete: string }> = [
  { name: 'currentPassword', id: 'set-password-current', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'password', id: 'set-password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', id: 'set-password-confirm', label: 'Confirm Password', autoComplete: 'new-password' },
];

function VisibilityToggle({ shown, onToggle, field }: { shown: boolean; onToggle: () => void; field: string }) {
  const Icon = shown ? EyeOff : Eye;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${shown ? 'Hide' : 'Show'} ${field}`}
      aria-pressed={shown}
      className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-stone hover:text-gold-deep"
    >
      <Icon size={18} aria-hidden="true" />
    </button>
  );
}

const isWrongCurrentPassword = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.message === CURRENT_PASSWORD_WRONG_MESSAGE;

export function SetPasswordForm({
  setPassword,
  onChanged,
  email,
}: {
  setPassword: SetPassword;
  /** Called with the fresh token once the password is changed. */
  onChanged: (token: string) => void;
  /** The admin's login, for the browser's password manager to file the new password under. */
  email: string;
}) {
  const [shown, setShown] = useState<Record<PasswordField, boolean>>({
    currentPassword: false,
    password: false,
    confirmPassword: false,
  });
  // Once changed, the form stays covered while the admin area loads.
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordInput>({
    resolver: zodResolver(setPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: SetPasswordInput) => {
    // The submitting state shows for about a second (docs/configuration.md), however quickly the server answers.
    const minimumWait = wait(SET_PASSWORD_SUBMIT_MS);
    try {
      const { data } = await setPassword(values);
      await minimumWait;
      setChanged(true);
      onChanged(data.token);
    } catch (error) {
      await minimumWait;
      if (isWrongCurrentPassword(error)) {
        // Said under the field to fix; the new password stays as typed.
        setError('currentPassword', { message: CURRENT_PASSWORD_WRONG_MESSAGE }, { shouldFocus: true });
      } else {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    }
  };

  const busy = isSubmitting || changed;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="relative flex flex-col gap-5" aria-busy={busy}>
      {/* Not shown: tells the browser whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      {FIELDS.map(({ name, id, label, autoComplete }) => (
        <TextField
          key={name}
          id={id}
          label={label}
          type={shown[name] ? 'text' : 'password'}
          autoComplete={autoComplete}
          error={errors[name]?.message}
          trailing={
            <VisibilityToggle
              field={label.toLowerCase()}
              shown={shown[name]}
              onToggle={() => setShown((current) => ({ ...current, [name]: !current[name] }))}
            />
          }
          {...register(name)}
        />
      ))}
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {busy ? 'Saving…' : 'Continue'}
      </button>
      {busy && <BusyOverlay label="Saving the new password" />}
    </form>
  );
}

export function SetPasswordPage({
  store,
  setPassword,
  ...brand
}: BrandProps & { store: AuthStore; setPassword: SetPassword }) {
  const user = useRequireUser(store);
  if (!user) return null;
  return (
    <AuthCard {...brand} title="Set Password">
      <SetPasswordForm
        setPassword={setPassword}
        onChanged={(token) => store.passwordChanged(token)}
        email={user.email}
      />
      <a
        href={adminAreaPath(localStorage)}
        className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-stone underline-offset-4 hover:text-gold-deep hover:underline"
      >
        <ArrowLeft size={16} aria-hidden="true" />
        Back to the admin area
      </a>
    </AuthCard>
  );
}
