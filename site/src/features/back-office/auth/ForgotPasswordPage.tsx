// 'Forgot password?' (docs/back-office.md): asks for the account's email and shows the CMS's answer,
// which is the same whether or not the address is an account's (the link, if any, goes by email),
// or says to ask the shop's owner when the shop cannot send emails. A refusal the request may
// survive (too many requests, a bad address) is shown and the form kept.
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Reply } from '@suvarna/api-client';
import { type ForgotPasswordInput, forgotPasswordSchema, MESSAGES } from '@suvarna/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../ui/TextField';
import { AuthCard, type BrandProps } from './AuthCard';
import { BusyOverlay } from './LoginPage';

type ForgotPassword = (input: ForgotPasswordInput) => Promise<Reply<null>>;

export function ForgotPasswordPage({ forgotPassword, ...brand }: BrandProps & { forgotPassword: ForgotPassword }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: ForgotPasswordInput) => {
    setProblem(null);
    try {
      const { message } = await forgotPassword(values);
      setAnswer(message ?? MESSAGES.somethingWentWrong);
    } catch (error) {
      const issue = error instanceof ApiError ? error.errors.find((entry) => entry.field === 'email') : undefined;
      if (issue) setError('email', { message: issue.message }, { shouldFocus: true });
      else setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <AuthCard {...brand} title="Forgot password?">
      {answer ? (
        <p role="status" className="border-l-4 border-gold-deep bg-gold-light/20 px-3 py-2 text-charcoal">
          {answer}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          className="relative flex flex-col gap-5"
          aria-busy={isSubmitting}
        >
          <p className="text-sm text-stone">
            Give the email you sign in with. If it is an account's, a link to choose a new password is emailed to it.
          </p>
          {problem && (
            <p role="alert" className="text-sm font-semibold text-maroon">
              {problem}
            </p>
          )}
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...register('email')}
          />
          <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
            Email me a link
          </button>
          {isSubmitting && <BusyOverlay label="Asking for a link" />}
        </form>
      )}
      <a href="/login" className="btn btn-outline mt-6 w-full">
        Back to Login
      </a>
    </AuthCard>
  );
}
