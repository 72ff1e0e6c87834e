import { createApiClient } from '@suvarna/api-client';
import { EMPTY_SHOP_DETAILS, PASSWORD_CHANGED_MESSAGE } from '@suvarna/domain';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SHOP } from '../../../config/shop';
import { STORAGE_KEYS } from '../../../config/ui';
import { type Answer, startFakeCms } from '../data/fake-cms';
import { AdminApp } from '../shell/AdminApp';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { setFlash } from '../shell/flash';
import { navigation } from '../shell/navigation';
import { createAuthStore } from './auth-store';
import { ADMIN_USER } from './auth-test-support';
import { SetPasswordPage } from './SetPasswordPage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

// Submitting lasts about a second (docs/configuration.md), so answers are awaited a little longer than that.
const AFTER_SUBMIT = { timeout: 3000 };

const CHANGED: Answer = {
  status: 200,
  body: { success: true, message: PASSWORD_CHANGED_MESSAGE, data: { token: 'jwt-2' } },
};

describe('set password', () => {
  let cms: FakeCms;
  let answer: Answer;

  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    answer = CHANGED;
    cms = await startFakeCms((request) => {
      if (request.url === '/api/admin/set-password') return answer;
      // The admin area's dashboard, after the change: its counts, an owner's backups and erasure
      // requests, the publish state.
      const data =
        request.url === '/api/admin/product-count'
          ? { totalProductCount: 95, activeProductCount: 88 }
          : request.url === '/api/admin/backups'
            ? { schedule: null, keep: { daily: 14, weekly: 8 }, runs: [], newestVerified: null }
            : request.url === '/api/admin/erasure-requests'
              ? { requests: [], open: 0 }
              : {
                  lastTrigger: null,
                  lastResult: null,
                  pending: false,
                  waiting: [],
                  waitingCount: 0,
                  lastPublishedAt: null,
                  publishesThisMonth: 0,
                };
      return { status: 200, body: { success: true, data } };
    });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await cms.close();
  });

  /**
   * The page wired as the browser's back office wires it (data/api.ts): the token read from localStorage
   * at each call, a 401 logging out, and the success notice carried to the next page.
   */
  const wire = () => {
    const navigations: string[] = [];
    const api = createApiClient({
      baseUrl: cms.url,
      getToken: () => localStorage.getItem(STORAGE_KEYS.token),
      onUnauthorized: () => store.forgetSession(),
    });
    const store = createAuthStore({
      login: (input) => api.login(input),
      loginWithCode: (input) => api.loginWithCode(input),
      endSession: () => api.logout(),
      storage: localStorage,
      navigate: (path) => navigations.push(path),
      notifySuccess: (message) => setFlash({ kind: 'success', message }),
    });
    return { api, store, navigations };
  };

  const renderPage = () => {
    const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => undefined);
    const wired = wire();
    render(
      <BackOfficeRoot>
        <SetPasswordPage
          logoSrc="/logo.svg"
          shopName="Suvarna"
          store={wired.store}
          setPassword={(input) => wired.api.setPassword(input)}
        />
      </BackOfficeRoot>,
    );
    return { ...wired, replace, user: userEvent.setup() };
  };

  const logIn = () => {
    localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(ADMIN_USER));
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-1');
  };

  const fields = () => ({
    current: screen.getByLabelText('Current Password'),
    password: screen.getByLabelText('New Password'),
    confirm: screen.getByLabelText('Confirm Password'),
  });

  const fillIn = async (user: ReturnType<typeof userEvent.setup>, current: string, password: string) => {
    const { current: currentField, password: passwordField, confirm } = fields();
    await user.type(currentField, current);
    await user.type(passwordField, password);
    await user.type(confirm, password);
    const clickedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    return clickedAt;
  };

  it('sends someone not logged in to the login page', () => {
    const { replace } = renderPage();
    expect(replace).toHaveBeenCalledWith('/login');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it('asks for the current password first, then the new one twice, each filled in the right way', () => {
    logIn();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Set Password' })).toBeInTheDocument();
    const inputs = Array.from(document.querySelectorAll('input:not([hidden])'));
    expect(inputs.map((input) => [input.id, input.getAttribute('autocomplete')])).toEqual([
      ['set-password-current', 'current-password'],
      ['set-password', 'new-password'],
      ['set-password-confirm', 'new-password'],
    ]);
    for (const input of Object.values(fields())) expect(input).toHaveAttribute('type', 'password');
    // The password manager files the new password under the admin's login.
    expect(document.querySelector('input[autocomplete="username"]')).toHaveValue(ADMIN_USER.email);
  });

  it("shows the schema's messages and drops them as the fields are fixed", async () => {
    logIn();
    const { user, replace } = renderPage();
    expect(replace).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const { current, password, confirm } = fields();
    expect(current).toHaveAccessibleDescription('required!');
    expect(password).toHaveAccessibleDescription('required!');
    expect(confirm).toHaveAccessibleDescription('required!');

    await user.type(current, 'Gold@22Karat');
    await waitFor(() => expect(current).not.toHaveAttribute('aria-invalid'));

    await user.type(password, 'short');
    await waitFor(() => expect(password).toHaveAccessibleDescription('minimum 8 character'));
    await user.type(password, '-but-far-too-long');
    await waitFor(() => expect(password).toHaveAccessibleDescription('maximum 16 character'));
    await user.clear(password);
    await user.type(password, '          ');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Password cannot be blank or contain control characters'),
    );
    await user.clear(password);
    await user.type(password, 'Secret@123');
    await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid'));

    await user.type(confirm, 'Secret@124');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('both password must be same'));
    await user.clear(confirm);
    await user.type(confirm, 'Secret@123');
    await waitFor(() => expect(screen.queryByText('both password must be same')).not.toBeInTheDocument());

    await user.clear(current);
    await waitFor(() => expect(current).toHaveAccessibleDescription('required!'));
    expect(cms.requests).toHaveLength(0);
  });

  it('shows and hides each password with its own eye button', async () => {
    logIn();
    const { user } = renderPage();
    const { current, password, confirm } = fields();
    for (const [input, name] of [
      [current, 'current password'],
      [password, 'new password'],
      [confirm, 'confirm password'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: `Show ${name}` }));
      expect(input).toHaveAttribute('type', 'text');
      expect(screen.getByRole('button', { name: `Hide ${name}` })).toHaveAttribute('aria-pressed', 'true');
    }
    await user.click(screen.getByRole('button', { name: 'Hide current password' }));
    expect(current).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('type', 'text');
  });

  it('keeps the admin logged in with the fresh token, back in the admin area with the notice', async () => {
    logIn();
    localStorage.setItem(STORAGE_KEYS.activeLink, 'price');
    const { user, navigations } = renderPage();
    const clickedAt = await fillIn(user, 'Gold@22Karat', 'Secret@123');

    // Saving shows for about a second (timed from the click, however busy the machine), and
    // nothing can be sent twice meanwhile.
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Saving the new password');
    await vi.waitFor(() => expect(navigations).toEqual(['/admin/price']), AFTER_SUBMIT);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(990); // Node timers may fire a millisecond early

    expect(cms.requests).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/set-password',
        body: JSON.stringify({
          currentPassword: 'Gold@22Karat',
          password: 'Secret@123',
          confirmPassword: 'Secret@123',
        }),
        authorization: 'Bearer jwt-1',
      },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-2');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser) ?? '')).toEqual(ADMIN_USER);
    // The form stays covered while the admin area loads.
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();

    // The admin area, the next page: the notice shows and its calls carry the fresh token.
    cleanup();
    const next = wire();
    render(
      <BackOfficeRoot>
        <AdminApp
          logoSrc="/logo.svg"
          shopName="Suvarna"
          store={next.store}
          api={next.api}
          cmsUrl={cms.url}
          shopSettings={{
            gstRate: 0.03,
            hallmarkFeeDefault: 45,
            rateGuardPercent: 5,
            uploadTimeoutMs: 120_000,
            enquiryRetentionDays: 365,
            backupRetentionDays: null,
            ...EMPTY_SHOP_DETAILS,
          }}
          shopDefaults={DEMO_SHOP}
          pathname="/admin/dashboard"
        />
      </BackOfficeRoot>,
    );
    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText('95')).toBeInTheDocument();
    expect(cms.requests.find((request) => request.url === '/api/admin/product-count')?.authorization).toBe(
      'Bearer jwt-2',
    );
  });

  it('says a wrong current password under its field and keeps the new password as typed', async () => {
    logIn();
    answer = { status: 400, body: { success: false, message: 'Current password is incorrect' } };
    const { user, navigations } = renderPage();
    await fillIn(user, 'Silver@925', 'Secret@123');

    const { current, password, confirm } = fields();
    await vi.waitFor(() => expect(current).toHaveAccessibleDescription('Current password is incorrect'), AFTER_SUBMIT);
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(password).toHaveValue('Secret@123');
    expect(confirm).toHaveValue('Secret@123');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-1');
    expect(navigations).toEqual([]);

    // Fixing it clears the message, and the next try goes through.
    await user.clear(current);
    await user.type(current, 'Gold@22Karat');
    await waitFor(() => expect(current).not.toHaveAttribute('aria-invalid'));
    answer = CHANGED;
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(navigations).toEqual(['/admin/dashboard']), AFTER_SUBMIT);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-2');
  });

  it("toasts any other refusal with the server's message", async () => {
    logIn();
    answer = { status: 400, body: { success: false, message: 'password: must differ from the current one' } };
    const { user, navigations } = renderPage();
    await fillIn(user, 'Gold@22Karat', 'Gold@22Karat');
    expect(await screen.findByText('password: must differ from the current one', {}, AFTER_SUBMIT)).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Current Password')).not.toHaveAttribute('aria-invalid'));
    expect(navigations).toEqual([]);
  });

  it('logs out on a 401, as every other call does', async () => {
    logIn();
    answer = { status: 401, body: { success: false, message: 'Invalid token' } };
    const { user, navigations, store } = renderPage();
    await fillIn(user, 'Gold@22Karat', 'Secret@123');
    await vi.waitFor(() => expect(navigations).toEqual(['/login']), AFTER_SUBMIT);
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('links back to the admin area the admin came from', () => {
    logIn();
    localStorage.setItem(STORAGE_KEYS.activeLink, 'banner');
    renderPage();
    expect(screen.getByRole('link', { name: 'Back to the admin area' })).toHaveAttribute('href', '/admin/banner');
  });
});
