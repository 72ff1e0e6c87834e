import { createApiClient } from '@suvarna/api-client';
import { STORAGE_KEYS } from '@suvarna/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackOfficeRoot } from './BackOfficeRoot';
import { navigation } from './navigation';
import { SetPasswordPage } from './SetPasswordPage';
import { ADMIN_USER, createOfflineAuthStore, startFakeCms } from './test-support';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

describe('set password', () => {
  let cms: FakeCms;

  beforeEach(async () => {
    localStorage.clear();
    cms = await startFakeCms(() => ({ status: 200, body: { success: true, message: 'Password updated', data: null } }));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await cms.close();
  });

  const renderPage = () => {
    const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => undefined);
    const api = createApiClient({ baseUrl: cms.url, getToken: () => localStorage.getItem(STORAGE_KEYS.token) });
    render(
      <BackOfficeRoot>
        <SetPasswordPage
          logoSrc="/logo.svg"
          shopName="Suvarna"
          store={createOfflineAuthStore().store}
          setPassword={(input) => api.setPassword(input)}
        />
      </BackOfficeRoot>,
    );
    return { replace, user: userEvent.setup() };
  };

  const logIn = () => {
    localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(ADMIN_USER));
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-1');
  };

  it('sends someone not logged in to the login page', () => {
    const { replace } = renderPage();
    expect(replace).toHaveBeenCalledWith('/login');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it("shows the schema's messages and drops them as the fields are fixed", async () => {
    logIn();
    const { user, replace } = renderPage();
    expect(replace).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm Password');
    expect(password).toHaveAccessibleDescription('required!');
    expect(confirm).toHaveAccessibleDescription('required!');

    await user.type(password, 'short');
    expect(password).toHaveAccessibleDescription('minimum 8 character');
    await user.type(password, '-but-far-too-long');
    expect(password).toHaveAccessibleDescription('maximum 16 character');
    await user.clear(password);
    await user.type(password, 'Secret@123');
    expect(password).not.toHaveAttribute('aria-invalid');

    await user.type(confirm, 'Secret@124');
    expect(confirm).toHaveAccessibleDescription('both password must be same');
    await user.clear(confirm);
    await user.type(confirm, 'Secret@123');
    expect(screen.queryByText('both password must be same')).not.toBeInTheDocument();
    expect(cms.requests).toHaveLength(0);
  });

  it('shows and hides each password with its eye button', async () => {
    logIn();
    const { user } = renderPage();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
  });

  it("sends both passwords with the admin's token and toasts the server's message", async () => {
    logIn();
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(cms.requests).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/set-password',
        body: JSON.stringify({ password: 'Secret@123', confirmPassword: 'Secret@123' }),
        authorization: 'Bearer jwt-1',
      },
    ]);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
