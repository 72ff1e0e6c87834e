// The pages a password link opens (docs/back-office.md): /admin/accept-invite (a new member chooses
// their password) and /admin/reset-password (a member chooses a new one, by an owner's link or one
// 'Forgot password?' emailed). The link's token is in the address's #fragment, which browsers never
// send to a server nor in a Referer. The password follows the spec's rules (passwordLinkSchema, as
// the CMS checks it); a used, superseded, expired or forged link shows the CMS's own message, and
// then no form, since no password will make that link work.
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Reply } from '@suvarna/api-client';
import {
  PASSWORD_LINK_DEAD_MESSAGES,
  PASSWORD_LINK_INVALID_MESSAGE,
  PASSWORD_SET_MESSAGE,
  type PasswordLinkInput,
  passwordLinkSchema,
} from '@suvarna/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { setFlash } from '../shell/flash';
import { navigation } from '../shell/navigation';
import { TextField } from '../ui/TextField';
import { AuthCard, type BrandProps } from './AuthCard';
import { BusyOverlay } from './LoginPage';
import { ShowPasswordToggle } from './ShowPasswordToggle';

export type PasswordLinkKind = 'accept-invite' | 'reset-password';
type SetPasswordByLink = (kind: PasswordLinkKind, input: PasswordLinkInput) => Promise<Reply<null>>;

const TITLES: Record<PasswordLinkKind, string> = {
  'accept-invite': 'Choose your password',
  'reset-password': 'Choose a new password',
};
const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

/** The token of a link `…#<id>.<secret>`: what follows the '#'. */
export const tokenFromHash = (hash: string) => decodeURIComponent(hash.replace(/^#/, '')).trim();

function LinkProblem({ message }: { message: string }) {
  return (
    <>
      <p role="alert" className="border-l-4 border-maroon bg-maroon/5 px-3 py-2 font-semibold text-maroon">
        {message}
      </p>
      <a href="/login" className="btn btn-outline mt-6 w-full">
        Go to Login
      </a>
    </>
  );
}

export function PasswordLinkPage({
  kind,
  hash,
  setPasswordByLink,
  ...brand
}: BrandProps & { kind: PasswordLinkKind; hash: string; setPasswordByLink: SetPasswordByLink }) {
  const token = tokenFromHash(hash);
  const [shown, setShown] = useState(false);
  const [problem, setProblem] = useState<string | null>(token ? null : PASSWORD_LINK_INVALID_MESSAGE);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordLinkInput>({
    resolver: zodResolver(passwordLinkSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: PasswordLinkInput) => {
    try {
      const { message } = await setPasswordByLink(kind, values);
      setDone(true);
      // The login page is another page: the message travels with it.
      setFlash({ kind: 'success', message: message ?? PASSWORD_SET_MESSAGE });
      navigation.assign('/login');
    } catch (error) {
      const issue =
        error instanceof ApiError
          ? error.errors.find((entry) => (PASSWORD_FIELDS as readonly string[]).includes(entry.field))
          : undefined;
      if (issue) {
        setError(issue.field as (typeof PASSWORD_FIELDS)[number], { message: issue.message }, { shouldFocus: true });
        return;
      }
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const linkIsDead = problem !== null && PASSWORD_LINK_DEAD_MESSAGES.includes(problem);
  const busy = isSubmitting || done;
  return (
    <AuthCard {...brand} title={TITLES[kind]}>
      {linkIsDead ? (
        <LinkProblem message={problem} />
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="relative flex flex-col gap-5" aria-busy={busy}>
          {/* A server's refusal that the link may survive (too many tries): said, and the form kept. */}
          {problem && (
            <p role="alert" className="text-sm font-semibold text-maroon">
              {problem}
            </p>
          )}
          <p className="text-sm text-stone">8 to 16 characters. You sign in with your email and this password.</p>
          <TextField
            id="link-password"
            label="New Password"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            id="link-password-confirm"
            label="Confirm Password"
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            error={errors.confirmPassword?.message ?? errors.token?.message}
            {...register('confirmPassword')}
          />
          <ShowPasswordToggle id="link-show-password" checked={shown} onChange={setShown} />
          <button type="submit" className="btn btn-primary w-full" disabled={busy}>
            {busy ? 'Saving…' : 'Set password'}
          </button>
          {busy && <BusyOverlay label="Saving the new password" />}
        </form>
      )}
    </AuthCard>
  );
}
