import { createApiClient } from '@suvarna/api-client';
import { type AdminShopSettings, EMPTY_SHOP_DETAILS } from '@suvarna/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SHOP } from '../../../config/shop';
import { startFakeCms } from '../data/fake-cms';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { SHOP_SETTINGS_MESSAGES, ShopSettingsPage } from './ShopSettingsPage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

/** The CMS's shop settings as the routes answer them: a PUT stores the fields it sends. */
function createShopCms(stored: AdminShopSettings) {
  let state = stored;
  return (request: { method?: string | undefined; url?: string | undefined }, body: string) => {
    const route = `${request.method} ${request.url}`;
    if (route === 'GET /api/admin/shop-settings') return { status: 200, body: { success: true, data: state } };
    if (route === 'PUT /api/admin/shop-settings') {
      const { smtp, ...fields } = JSON.parse(body) as Partial<AdminShopSettings> & { smtp?: Record<string, unknown> };
      state = { ...state, ...fields };
      if (smtp !== undefined)
        state.smtp = smtp && ({ ...smtp, passwordSet: Boolean(smtp.password) } as AdminShopSettings['smtp']);
      return { status: 200, body: { success: true, message: 'Shop settings saved', data: state } };
    }
    if (route === 'GET /api/admin/get-price')
      return {
        status: 200,
        body: {
          success: true,
          data: [
            { id: 1, name: '22K', price: 7283, unit: 'g', modified: '2026-11-29T04:00:00.000Z' },
            { id: 2, name: '24K', price: 7945, unit: 'g', modified: '2026-11-29T04:00:00.000Z' },
            { id: 3, name: 'Silver 999', price: 98, unit: 'g', modified: '2026-11-29T04:00:00.000Z' },
          ],
        },
      };
    if (route === 'POST /api/admin/shop-settings/test-email')
      return { status: 200, body: { success: true, message: 'A test email was sent to desk@shop.in', data: {} } };
    return { status: 404, body: { success: false, message: `No route ${route}` } };
  };
}

describe('the Shop settings page', () => {
  let cms: FakeCms | undefined;
  afterEach(() => cms?.close());

  async function renderPage(
    stored: AdminShopSettings = {
      ...EMPTY_SHOP_DETAILS,
      smtp: null,
      staffMayEditRates: false,
      visitCapacity: 1,
      closedDates: [],
    },
  ) {
    cms = await startFakeCms(createShopCms(stored));
    render(
      <BackOfficeRoot>
        <ShopSettingsPage api={createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' })} defaults={DEMO_SHOP} />
      </BackOfficeRoot>,
    );
    return { requests: cms.requests, user: userEvent.setup() };
  }
  const puts = () => cms?.requests.filter((request) => request.method === 'PUT') ?? [];

  it('shows what the site shows, phone first, and saves only what was changed', async () => {
    const { user } = await renderPage();
    const phone = await screen.findByRole('textbox', { name: 'Phone 1' });
    expect(phone).toHaveValue(DEMO_SHOP.phones[0]);
    expect(screen.getByRole('textbox', { name: 'Shop name' })).toHaveValue(DEMO_SHOP.name);
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(
      await screen.findByText(
        'Phone 1 must be a phone number: an Indian number, or one abroad with its country code (+44 …)',
      ),
    ).toBeInTheDocument();
    expect(puts()).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '+91 98250 99999');
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText(SHOP_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(puts().map((request) => JSON.parse(request.body))).toEqual([
      { phones: ['+91 98250 99999', ...DEMO_SHOP.phones.slice(1)] },
    ]);
  });

  it('names a bad social link under it, and sends the hours of the days ticked and who may change rates', async () => {
    const { user } = await renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Instagram link' }), 'https://evil.test/x');
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    const staffRates = screen.getByRole('checkbox', { name: 'Staff may change the rates' });
    expect(staffRates).not.toBeChecked();
    await user.click(staffRates);
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText('Instagram link must be an https link on instagram.com')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Instagram link' }));
    await user.type(screen.getByRole('textbox', { name: 'Instagram link' }), 'https://www.instagram.com/suvarna');
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText(SHOP_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(JSON.parse(puts()[0]?.body ?? '{}')).toEqual({
      openingHours: [{ day: 'monday', opens: '10:00', closes: '20:00' }],
      social: { instagram: 'https://www.instagram.com/suvarna', facebook: '', youtube: '', whatsappChannel: '' },
      staffMayEditRates: true,
    });
    expect(screen.getByRole('checkbox', { name: 'Staff may change the rates' })).toBeChecked();
  });

  it('sends the visits per slot and the closed dates, each refusal under its field', async () => {
    const { user } = await renderPage();
    const capacity = await screen.findByRole('spinbutton', { name: 'Visits per slot' });
    expect(capacity).toHaveValue(1);
    await user.clear(capacity);
    await user.type(capacity, '25');
    await user.click(screen.getByRole('button', { name: 'Add a closed date' }));
    fireEvent.change(screen.getByLabelText('Closed date 1'), { target: { value: '2026-11-08' } });
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText('Visits per slot must be a whole number from 1 to 20')).toBeInTheDocument();
    expect(puts()).toEqual([]);
    await user.clear(capacity);
    await user.type(capacity, '3');
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText(SHOP_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(JSON.parse(puts()[0]?.body ?? '{}')).toEqual({ visitCapacity: 3, closedDates: ['2026-11-08'] });
  });

  it('asks for the grievance contact whole, each field’s message under it, and sends it as typed', async () => {
    const { user } = await renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Grievance contact name' }), 'Meera Shah');
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText(/^Grievance contact email must be an email address/)).toBeInTheDocument();
    expect(puts()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Grievance contact email' }), 'privacy@shop.in');
    await user.type(screen.getByRole('textbox', { name: 'Grievance contact phone' }), '+91 98250 33333');
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText(SHOP_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(JSON.parse(puts()[0]?.body ?? '{}')).toEqual({
      grievanceContact: { name: 'Meera Shah', email: 'privacy@shop.in', phone: '+91 98250 33333' },
    });
  });

  it('keeps the SMTP password write-only, and tests the saved server only', async () => {
    const { user } = await renderPage({
      ...EMPTY_SHOP_DETAILS,
      staffMayEditRates: false,
      visitCapacity: 1,
      closedDates: [],
      smtp: {
        host: 'smtp.shop.in',
        port: 587,
        secure: false,
        user: 'desk',
        passwordSet: true,
        from: null,
        to: 'desk@shop.in',
      },
    });
    const password = await screen.findByLabelText('SMTP password');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('placeholder', 'Stored: type a new one to replace it');
    const test = screen.getByRole('button', { name: 'Send a test email' });
    await user.click(test);
    expect(await screen.findByText('A test email was sent to desk@shop.in')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'SMTP port' }));
    await user.type(screen.getByRole('textbox', { name: 'SMTP port' }), '465');
    expect(test).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText(SHOP_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    // Left blank, the password is not sent: the stored one stays.
    expect(JSON.parse(puts()[0]?.body ?? '{}')).toEqual({
      smtp: { host: 'smtp.shop.in', port: '465', secure: false, user: 'desk', from: '', to: 'desk@shop.in' },
    });
  });

  it("shows each gold rate's exchange deduction, the default where none is set, and names a bad one", async () => {
    const { user } = await renderPage({
      ...EMPTY_SHOP_DETAILS,
      exchangeDeductions: { '22K': 2.5 },
      smtp: null,
      staffMayEditRates: false,
      visitCapacity: 1,
      closedDates: [],
    });
    const pure = await screen.findByRole('textbox', { name: 'Exchange deduction for 24K (%)' });
    const jewellery = screen.getByRole('textbox', { name: 'Exchange deduction for 22K (%)' });
    expect(pure).toHaveValue('0');
    expect(jewellery).toHaveValue('2.5');
    expect(screen.queryByRole('textbox', { name: /Silver 999/ })).toBeNull();
    await user.clear(jewellery);
    await user.type(jewellery, '60');
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(
      await screen.findByText('Exchange deduction for 22K must be a percentage from 0 to 50 with at most two decimals'),
    ).toBeInTheDocument();
    expect(puts()).toEqual([]);
    await user.clear(jewellery);
    await user.type(jewellery, '3');
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText(SHOP_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(JSON.parse(puts()[0]?.body ?? '{}')).toEqual({ exchangeDeductions: { '24K': 0, '22K': 3 } });
  });
});
