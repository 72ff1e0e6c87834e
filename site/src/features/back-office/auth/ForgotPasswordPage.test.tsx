import { createApiClient } from '@suvarna/api-client';
import { FORGOT_PASSWORD_NO_EMAIL_MESSAGE, FORGOT_PASSWORD_SENT_MESSAGE } from '@suvarna/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Answer, startFakeCms } from '../data/fake-cms';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { ForgotPasswordPage } from './ForgotPasswordPage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

const answered = (message: string): Answer => ({ status: 200, body: { success: true, data: null, message } });

describe("the 'Forgot password?' page", () => {
  let cms: FakeCms;
  let answer: Answer;

  beforeEach(async () => {
    answer = answered(FORGOT_PASSWORD_SENT_MESSAGE);
    cms = await startFakeCms(() => answer);
  });
  afterEach(() => cms.close());

  const renderPage = () => {
    const api = createApiClient({ baseUrl: cms.url });
    render(
      <BackOfficeRoot>
        <ForgotPasswordPage
          logoSrc="/logo.svg"
          shopName="Suvarna"
          forgotPassword={(input) => api.forgotPassword(input)}
        />
      </BackOfficeRoot>,
    );
    return userEvent.setup();
  };
  const ask = async (user: ReturnType<typeof userEvent.setup>, email: string) => {
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
  };

  it('checks the address before asking, then sends it and shows the answer in place of the form', async () => {
    const user = renderPage();
    expect(screen.getByRole('heading', { name: 'Forgot password?' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('required!'));
    await ask(user, 'owner');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email'));
    expect(cms.requests).toHaveLength(0);

    await user.type(email, '@shop.in');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(FORGOT_PASSWORD_SENT_MESSAGE)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByLabelText('Email')).not.toBeInTheDocument());
    expect(cms.requests.map(({ method, url, body }) => [method, url, JSON.parse(body)])).toEqual([
      ['POST', '/api/admin/forgot-password', { email: 'owner@shop.in' }],
    ]);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('says to ask the owner when the shop cannot send emails', async () => {
    answer = answered(FORGOT_PASSWORD_NO_EMAIL_MESSAGE);
    const user = renderPage();
    await ask(user, 'owner@shop.in');
    expect(await screen.findByText(FORGOT_PASSWORD_NO_EMAIL_MESSAGE)).toHaveAttribute('role', 'status');
  });

  it('shows a refusal the request survives (too many requests) and keeps the form', async () => {
    const refusal = 'Too many requests for a reset link. Please try again in 15 minutes.';
    answer = { status: 429, body: { success: false, message: refusal } };
    const user = renderPage();
    await ask(user, 'owner@shop.in');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('Email')).toHaveValue('owner@shop.in');
  });
});
