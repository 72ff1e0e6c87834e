import { TWO_STEP_CHALLENGE_INVALID_MESSAGE, TWO_STEP_CODE_WRONG_MESSAGE } from '@suvarna/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../config/ui';
import { startFakeCms } from '../data/fake-cms';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { ADMIN_USER, createTestAuthStore } from './auth-test-support';
import { LoginForm } from './LoginPage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

/** The CMS of an account with two-step sign-in: the password gives a challenge, a code the token. */
function twoStepCms(options: { challengeEnds?: boolean } = {}) {
  return (request: { url?: string | undefined }, body: string) => {
    if (request.url === '/api/admin/login')
      return {
        status: 200,
        body: {
          success: true,
          data: { twoStepRequired: true, challenge: 'challenge-1' },
          message: 'Enter the code from your authenticator app.',
        },
      };
    const { challenge, code } = JSON.parse(body) as { challenge: string; code: string };
    if (options.challengeEnds)
      return { status: 400, body: { success: false, message: TWO_STEP_CHALLENGE_INVALID_MESSAGE } };
    if (challenge === 'challenge-1' && ['123456', 'abcde-fghjk'].includes(code.replace(/\s/g, '')))
      return { status: 200, body: { success: true, data: { token: 'jwt-2', user: ADMIN_USER } } };
    return { status: 400, body: { success: false, message: TWO_STEP_CODE_WRONG_MESSAGE } };
  };
}

describe("login form's code step", () => {
  let cms: FakeCms;
  beforeEach(() => localStorage.clear());
  afterEach(() => cms.close());

  const renderForm = async (options: Parameters<typeof twoStepCms>[0] = {}) => {
    cms = await startFakeCms(twoStepCms(options));
    const auth = createTestAuthStore(cms.url);
    render(
      <BackOfficeRoot>
        <LoginForm store={auth.store} />
      </BackOfficeRoot>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'owner@shop.in');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    return { ...auth, user };
  };

  it('asks for the code after the password, filled by phones (one-time-code), and signs in with it', async () => {
    const { user, navigations, notices } = await renderForm();
    const code = await screen.findByRole('textbox', { name: 'Code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('The code is the 6 digits your authenticator app shows.'),
    );
    expect(cms.requests).toHaveLength(1);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_STEP_CODE_WRONG_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('');
    expect(navigations).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await expect.poll(() => navigations).toEqual(['/admin/dashboard']);
    expect(notices).toEqual(['Login successful']);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-2');
    expect(JSON.parse(cms.requests.at(-1)?.body ?? '')).toEqual({ challenge: 'challenge-1', code: '123 456' });
  });

  it("takes a recovery code instead with 'Use a recovery code'", async () => {
    const { user, navigations } = await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const code = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(code).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByText(/Each works once/)).toBeInTheDocument();
    await user.type(code, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await expect.poll(() => navigations).toEqual(['/admin/dashboard']);
    expect(JSON.parse(cms.requests.at(-1)?.body ?? '')).toEqual({ challenge: 'challenge-1', code: 'abcde-fghjk' });
  });

  it('goes back to the password when the sign-in has expired, or when asked', async () => {
    const { user } = await renderForm({ challengeEnds: true });
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_STEP_CHALLENGE_INVALID_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'owner@shop.in');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Back to email and password' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
