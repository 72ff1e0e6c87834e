// The admin's login (docs/back-office.md): validates on submit, then on every change. An account
// with two-step sign-in is asked for a code of its authenticator app next (or a recovery code).
import { zodResolver } from '@hookform/resolvers/zod';
import { isAppCode, type LoginInput, loginSchema, MESSAGES } from '@suvarna/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TextField } from '../ui/TextField';
import { AuthCard, type BrandProps } from './AuthCard';
import type { AuthStore } from './auth-store';
import { useAuthState } from './auth-store';
import { ShowPasswordToggle } from './ShowPasswordToggle';

export const CODE_DIGITS_MESSAGE = 'The code is the 6 digits your authenticator app shows.';

export function LoginForm({ store }: { store: AuthStore }) {
  const { challenge } = useAuthState(store);
  return challenge ? <CodeForm store={store} /> : <PasswordForm store={store} />;
}

function useErrorToast(store: AuthStore) {
  const { error } = useAuthState(store);
  useEffect(() => {
    if (error === null) return;
    toast.error(error || MESSAGES.somethingWentWrong);
    store.clearError();
  }, [error, store]);
}

/** The second step: a 6-digit code of the app, or one of the recovery codes given at enrolment. */
function CodeForm({ store }: { store: AuthStore }) {
  const { isLoading } = useAuthState(store);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  useErrorToast(store);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return setFieldError(MESSAGES.required);
    if (!recovery && !isAppCode(typed)) return setFieldError(CODE_DIGITS_MESSAGE);
    setFieldError(undefined);
    if (!(await store.loginWithCode(typed))) setCode('');
  };

  return (
    <form noValidate onSubmit={onSubmit} className="relative flex flex-col gap-5" aria-busy={isLoading}>
      <p className="text-sm text-charcoal">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <TextField
        // A new field for each kind, so the phone's keyboard and autofill follow it.
        key={recovery ? 'recovery' : 'app'}
        id="login-code"
        label={recovery ? 'Recovery code' : 'Code'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        // The code is all this step asks for, right after the password.
        autoFocus
        value={code}
        error={fieldError}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={isLoading}>
        Verify
      </button>
      <button
        type="button"
        className="self-center py-2 text-sm font-semibold text-gold-deep underline underline-offset-4"
        onClick={() => {
          setRecovery((shown) => !shown);
          setCode('');
          setFieldError(undefined);
        }}
      >
        {recovery ? 'Use a code from the app' : 'Use a recovery code'}
      </button>
      <button
        type="button"
        className="self-center py-2 text-sm text-stone underline underline-offset-4"
        onClick={() => store.cancelTwoStep()}
      >
        Back to email and password
      </button>
      {isLoading && <BusyOverlay label="Checking the code" />}
    </form>
  );
}

function PasswordForm({ store }: { store: AuthStore }) {
  const { isLoading } = useAuthState(store);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  useErrorToast(store);

  const onSubmit = async (values: LoginInput) => {
    if (await store.login(values)) reset();
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="relative flex flex-col gap-5" aria-busy={isLoading}>
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="login-password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <ShowPasswordToggle id="login-show-password" checked={showPassword} onChange={setShowPassword} />
      <button type="submit" className="btn btn-primary w-full" disabled={isLoading}>
        Login
      </button>
      <a
        href="/admin/forgot-password"
        className="self-center py-2 text-sm font-semibold text-gold-deep underline underline-offset-4"
      >
        Forgot password?
      </a>
      {isLoading && <BusyOverlay label="Logging in" />}
    </form>
  );
}

/** Covers the form while a request runs, so nothing is sent twice. */
export function BusyOverlay({ label }: { label: string }) {
  return (
    <div role="status" className="absolute inset-0 flex items-center justify-center bg-ivory/70">
      <span
        className="size-9 animate-spin rounded-full border-2 border-gold-light border-t-gold-deep"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function LoginPage({ store, ...brand }: BrandProps & { store: AuthStore }) {
  return (
    <AuthCard {...brand} title="Login">
      <LoginForm store={store} />
    </AuthCard>
  );
}
