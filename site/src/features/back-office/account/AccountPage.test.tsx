import { createApiClient } from '@suvarna/api-client';
import type { AdminMe } from '@suvarna/domain';
import { CURRENT_PASSWORD_WRONG_MESSAGE, TWO_STEP_CODE_WRONG_MESSAGE } from '@suvarna/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeCms } from '../data/fake-cms';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { ACCOUNT_MESSAGES, AccountPage } from './AccountPage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

const ME: AdminMe = {
  id: 4,
  name: 'Asha Patel',
  email: 'asha@suvarna.example',
  role: 'staff',
  twoStep: false,
  mustTurnOnTwoStep: false,
  mayEditRates: false,
};
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);
const QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

const ok = (data: unknown, message?: string) => ({ status: 200, body: { success: true, data, message } });
const refused = (message: string) => ({ status: 400, body: { success: false, message } });

/**
 * GET /api/admin/me and the two-step routes, as the CMS answers them for one account; a right
 * password's turning off waits for `turnOffAnswered` when given.
 */
function accountCms(start: Partial<AdminMe> = {}, turnOffAnswered?: Promise<void>) {
  let me: AdminMe = { ...ME, ...start };
  return async (request: { method?: string | undefined; url?: string | undefined }, body: string) => {
    const route = `${request.method} ${request.url}`;
    if (route === 'GET /api/admin/me') return ok(me);
    if (route === 'POST /api/admin/two-step/setup')
      return ok({ secret: SECRET, otpauthUrl: `otpauth://totp/Suvarna:asha?secret=${SECRET}`, qrCode: QR });
    if (route === 'POST /api/admin/two-step/enable') {
      if ((JSON.parse(body) as { code: string }).code !== '123456') return refused(TWO_STEP_CODE_WRONG_MESSAGE);
      me = { ...me, twoStep: true, mustTurnOnTwoStep: false };
      return ok({ recoveryCodes: RECOVERY_CODES });
    }
    if (route === 'POST /api/admin/two-step/disable') {
      if ((JSON.parse(body) as { password: string }).password !== 'Secret@123')
        return refused(CURRENT_PASSWORD_WRONG_MESSAGE);
      await turnOffAnswered;
      me = { ...me, twoStep: false };
      return ok(null, 'Two-step sign-in turned off.');
    }
    return { status: 404, body: { success: false, message: `No route ${route}` } };
  };
}

describe('the Account page', () => {
  let cms: FakeCms | undefined;
  afterEach(() => {
    vi.restoreAllMocks();
    return cms?.close();
  });

  async function renderPage(start: Partial<AdminMe> = {}, turnOffAnswered?: Promise<void>) {
    cms = await startFakeCms(accountCms(start, turnOffAnswered));
    const onSignOutEverywhere = vi.fn();
    render(
      <BackOfficeRoot>
        <AccountPage
          api={createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' })}
          onSignOutEverywhere={onSignOutEverywhere}
        />
      </BackOfficeRoot>,
    );
    await screen.findByText(ME.email);
    return { requests: cms.requests, user: userEvent.setup(), onSignOutEverywhere };
  }
  const twoStepPanel = () => screen.getByRole('region', { name: 'Two-step sign-in' });

  it('shows the name, email and role, and two-step sign-in off', async () => {
    await renderPage();
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(account).toHaveTextContent(`Name${ME.name}`);
    expect(account).toHaveTextContent(`Email${ME.email}`);
    expect(account).toHaveTextContent('RoleStaff');
    expect(twoStepPanel()).toHaveTextContent(/^Two-step sign-inOff: you sign in with your password alone/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns it on: QR code and key, a code from the app, then the recovery codes once with Copy', async () => {
    const { user, requests } = await renderPage();
    // As a blob: URL (the policy's img-src allows blob:, not data:), of the CMS's SVG. Watched before
    // the click: on a loaded machine the CMS's answer can be drawn before the click's promise settles.
    const made = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:qr');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    await expect.poll(() => qr.getAttribute('src')).toBe('blob:qr');
    const blob = made.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(twoStepPanel()).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const code = screen.getByRole('textbox', { name: 'Code from the app' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '99');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('The code is the 6 digits your authenticator app shows.'),
    );
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(TWO_STEP_CODE_WRONG_MESSAGE)).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(twoStepPanel()).toHaveTextContent('they are shown only this once');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Recovery codes copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(RECOVERY_CODES.join('\n'));

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(twoStepPanel()).toHaveTextContent(/^Two-step sign-inOn: after your password/);
    expect(requests.filter((request) => request.url === '/api/admin/two-step/enable')).toHaveLength(2);
  });

  it('turns it off once the password is given, saying so while it does', async () => {
    let answer = () => {};
    const { user } = await renderPage({ twoStep: true }, new Promise<void>((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-step sign-in?' });
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, 'Wrong@1234');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText(CURRENT_PASSWORD_WRONG_MESSAGE)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Secret@123');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    // Nothing can be pressed twice meanwhile, and the button says what is under way.
    expect(await within(dialog).findByRole('button', { name: 'Turning off…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer();
    expect(await screen.findByText(ACCOUNT_MESSAGES.turnedOff)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
  });

  it('says an owner must turn it on first when the shop requires it', async () => {
    await renderPage({ role: 'owner', mustTurnOnTwoStep: true });
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.required);
    expect(screen.getByRole('region', { name: 'Your account' })).toHaveTextContent('RoleOwner');
  });

  it("asks before 'Sign out everywhere', and Cancel keeps the session", async () => {
    const { user, onSignOutEverywhere } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    let dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    expect(dialog).toHaveTextContent('this one included');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onSignOutEverywhere).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(onSignOutEverywhere).toHaveBeenCalledOnce();
  });
});
