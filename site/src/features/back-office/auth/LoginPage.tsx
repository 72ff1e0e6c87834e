// The admin's login (docs/back-office.md): validates on submit, then on every change.
import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema, MESSAGES } from '@suvarna/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TextField } from '../ui/TextField';
import { AuthCard, type BrandProps } from './AuthCard';
import type { AuthStore } from './auth-store';
import { useAuthState } from './auth-store';
import { ShowPasswordToggle } from './ShowPasswordToggle';

export function LoginForm({ store }: { store: AuthStore }) {
  const { isLoading, error } = useAuthState(store);
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

  useEffect(() => {
    if (error === null) return;
    toast.error(error || MESSAGES.somethingWentWrong);
    store.clearError();
  }, [error, store]);

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
