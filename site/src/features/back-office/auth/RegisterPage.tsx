// The register stub (docs/back-office.md): validates like a real form, then, without any network call,
// answers 'invalid credentials' after a second. Accounts are made by the shop owner, not here.
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type RegisterInput, registerSchema } from '@suvarna/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { REGISTER_STUB_DELAY_MS } from '../../../config/ui';
import { TextField } from '../ui/TextField';
import { AuthCard, type BrandProps } from './AuthCard';
import { ShowPasswordToggle } from './ShowPasswordToggle';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function RegisterForm() {
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { firstName: '', LastName: '', email: '', password: '' },
  });

  const onSubmit = async () => {
    await wait(REGISTER_STUB_DELAY_MS);
    toast.error(MESSAGES.invalidCredentials);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="register-first-name"
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id="register-last-name"
          label="Last Name"
          autoComplete="family-name"
          error={errors.LastName?.message}
          {...register('LastName')}
        />
      </div>
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="register-password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <ShowPasswordToggle id="register-show-password" checked={showPassword} onChange={setShowPassword} />
      <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Registering…' : 'Register'}
      </button>
      <p className="text-center text-sm text-stone">forgot password?</p>
    </form>
  );
}

export function RegisterPage(brand: BrandProps) {
  return (
    <AuthCard {...brand} title="Register">
      <RegisterForm />
    </AuthCard>
  );
}
