import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCms } from '../data/fake-cms';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { ADMIN_USER, createTestAuthStore } from './auth-test-support';
import { LoginForm } from './LoginPage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

describe('login form', () => {
  let cms: FakeCms;

  beforeEach(async () => {
    localStorage.clear();
    cms = await startFakeCms((_request, body) =>
      (JSON.parse(body) as { password: string }).password === 'Secret@123'
        ? { status: 200, body: { success: true, data: { token: 'jwt-1', user: ADMIN_USER } } }
        : { status: 401, body: { success: false, message: 'Wrong email or password' } },
    );
  });
  afterEach(() => cms.close());

  const renderForm = () => {
    const auth = createTestAuthStore(cms.url);
    render(
      <BackOfficeRoot>
        <LoginForm store={auth.store} />
      </BackOfficeRoot>,
    );
    return { ...auth, user: userEvent.setup() };
  };

  it("shows the schema's messages on submit, linked to their fields, and drops them as the input is fixed", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAccessibleDescription('required!');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('minimum 8 character');
    expect(email).toHaveAttribute('type', 'email');
    expect(email.closest('form')).toHaveAttribute('novalidate');

    await user.type(email, 'owner');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email'));
    await user.type(email, '@shop.in');
    await waitFor(() => expect(screen.queryByText('Invalid email')).not.toBeInTheDocument());
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));

    await user.type(password, 'Secret@1234567890');
    await waitFor(() => expect(password).toHaveAccessibleDescription('maximum 16 character'));
    await user.type(password, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('maximum 16 character')).not.toBeInTheDocument());
    expect(cms.requests).toHaveLength(0);
  });

  it("validates nothing before the first submit and 'Show Password' reveals the password", async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'abc');
    await waitFor(() => expect(screen.queryByText('minimum 8 character')).not.toBeInTheDocument());
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByLabelText('Show Password'));
    expect(password).toHaveAttribute('type', 'text');
  });

  it("names its fields for password managers and links to 'Forgot password?'", () => {
    renderForm();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/admin/forgot-password');
  });

  it("toasts the server's message when the login is refused, and keeps no error afterwards", async () => {
    const { user, store, navigations } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'owner@shop.in');
    await user.type(screen.getByLabelText('Password'), 'Wrong@1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Wrong email or password')).toBeInTheDocument();
    expect(store.getState().error).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('logs in, going to the dashboard with the fallback success message', async () => {
    const { user, navigations, notices } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'owner@shop.in');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await expect.poll(() => navigations).toEqual(['/admin/dashboard']);
    expect(notices).toEqual(['Login successful']);
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});
