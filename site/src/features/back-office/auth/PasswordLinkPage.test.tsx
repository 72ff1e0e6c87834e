import { createApiClient } from '@suvarna/api-client';
import {
  FORGOT_PASSWORD_LINK_EXPIRED_MESSAGE,
  MESSAGES,
  PASSWORD_LINK_EXPIRED_MESSAGE,
  PASSWORD_LINK_INVALID_MESSAGE,
  PASSWORD_LINK_SUPERSEDED_MESSAGE,
  PASSWORD_LINK_USED_MESSAGE,
  PASSWORD_SET_MESSAGE,
} from '@suvarna/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, startFakeCms } from '../data/fake-cms';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { takeFlash } from '../shell/flash';
import { navigation } from '../shell/navigation';
import { type PasswordLinkKind, PasswordLinkPage } from './PasswordLinkPage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

const SET: Answer = { status: 200, body: { success: true, data: null, message: PASSWORD_SET_MESSAGE } };

describe('the pages an invite or reset link opens', () => {
  let cms: FakeCms;
  let answer: Answer;

  beforeEach(async () => {
    sessionStorage.clear();
    answer = SET;
    cms = await startFakeCms(() => answer);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await cms.close();
  });

  const renderPage = (kind: PasswordLinkKind, hash: string) => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const api = createApiClient({ baseUrl: cms.url });
    render(
      <BackOfficeRoot>
        <PasswordLinkPage
          logoSrc="/logo.svg"
          shopName="Suvarna"
          kind={kind}
          hash={hash}
          setPasswordByLink={(linkKind, input) => api.setPasswordByLink(linkKind, input)}
        />
      </BackOfficeRoot>,
    );
    return { assign, user: userEvent.setup() };
  };
  const fill = async (user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) => {
    await user.type(screen.getByLabelText('New Password'), password);
    await user.type(screen.getByLabelText('Confirm Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
  };

  it("accepts an invite: the spec's password rules first, then the link's token is sent and Login opens", async () => {
    const { assign, user } = renderPage('accept-invite', '#7.s3cret-part');
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    for (const field of ['New Password', 'Confirm Password'])
      expect(screen.getByLabelText(field)).toHaveAttribute('autocomplete', 'new-password');
    await fill(user, 'short', 'other');
    expect(await screen.findAllByText(MESSAGES.passwordTooShort)).toHaveLength(2);
    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm Password'));
    await fill(user, 'Chosen@2026', 'Chosen@2027');
    expect(await screen.findByText(MESSAGES.passwordsDiffer)).toBeInTheDocument();
    expect(cms.requests).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Chosen@2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(cms.requests.map(({ method, url, body }) => [method, url, JSON.parse(body)])).toEqual([
      [
        'POST',
        '/api/admin/accept-invite',
        { token: '7.s3cret-part', password: 'Chosen@2026', confirmPassword: 'Chosen@2026' },
      ],
    ]);
    // The login page greets with the CMS's message.
    expect(takeFlash()).toEqual({ kind: 'success', message: PASSWORD_SET_MESSAGE });
  });

  it("says plainly when a reset link is used or forged, in the CMS's words, and offers no form", async () => {
    answer = { status: 400, body: { success: false, message: PASSWORD_LINK_INVALID_MESSAGE } };
    const { assign, user } = renderPage('reset-password', '#7.used');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await fill(user, 'Chosen@2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_LINK_INVALID_MESSAGE);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(cms.requests.map((request) => request.url)).toEqual(['/api/admin/reset-password']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says an expired link has expired', async () => {
    answer = { status: 400, body: { success: false, message: PASSWORD_LINK_EXPIRED_MESSAGE } };
    const { user } = renderPage('reset-password', '#7.old');
    await fill(user, 'Chosen@2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_LINK_EXPIRED_MESSAGE);
  });

  it.each([
    ['used', PASSWORD_LINK_USED_MESSAGE],
    ['superseded', PASSWORD_LINK_SUPERSEDED_MESSAGE],
    ["expired (from 'Forgot password?')", FORGOT_PASSWORD_LINK_EXPIRED_MESSAGE],
  ])('says a %s link is so, and offers no form', async (_kind, message) => {
    answer = { status: 400, body: { success: false, message } };
    const { user } = renderPage('reset-password', '#7.ended');
    await fill(user, 'Chosen@2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('keeps the form after a refusal the link survives (too many tries)', async () => {
    answer = { status: 429, body: { success: false, message: 'Too many attempts. Try again in 15 minutes.' } };
    const { user } = renderPage('accept-invite', '#7.s3cret');
    await fill(user, 'Chosen@2026');
    expect(await screen.findByText('Too many attempts. Try again in 15 minutes.')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
  });

  it('says a link without its token is not valid, without asking for a password', () => {
    renderPage('accept-invite', '');
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_LINK_INVALID_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });
});
