// The logged-in admin changes their password (SPEC section 2); the two entries must really match
// (DESIGN section 8).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Reply } from '@suvarna/api-client';
import { type SetPasswordInput, setPasswordSchema } from '@suvarna/domain';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { AuthCard, type BrandProps } from './AuthCard';
import type { AuthStore } from './auth';
import { useRequireUser } from './guard';
import { BusyOverlay } from './LoginPage';
import { TextField } from './TextField';

const PASSWORD_CHANGED = 'Password changed';

type SetPassword = (input: SetPasswordInput) => Promise<Reply<null>>;

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

export function SetPasswordForm({ setPassword }: { setPassword: SetPassword }) {
  const [shown, setShown] = useState({ password: false, confirmPassword: false });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordInput>({
    resolver: zodResolver(setPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: SetPasswordInput) => {
    try {
      const { message } = await setPassword(values);
      toast.success(message ?? PASSWORD_CHANGED);
      reset();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="relative flex flex-col gap-5"
      aria-busy={isSubmitting}
    >
      <TextField
        id="set-password"
        label="Password"
        type={shown.password ? 'text' : 'password'}
        autoComplete="new-password"
        error={errors.password?.message}
        trailing={
          <VisibilityToggle
            field="password"
            shown={shown.password}
            onToggle={() => setShown((current) => ({ ...current, password: !current.password }))}
          />
        }
        {...register('password')}
      />
      <TextField
        id="set-password-confirm"
        label="Confirm Password"
        type={shown.confirmPassword ? 'text' : 'password'}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        trailing={
          <VisibilityToggle
            field="confirm password"
            shown={shown.confirmPassword}
            onToggle={() => setShown((current) => ({ ...current, confirmPassword: !current.confirmPassword }))}
          />
        }
        {...register('confirmPassword')}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Continue'}
      </button>
      {isSubmitting && <BusyOverlay label="Saving the new password" />}
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
      <SetPasswordForm setPassword={setPassword} />
    </AuthCard>
  );
}
