// The shop's details and its enquiry email's SMTP server (docs/api.md#shop-settings): each field
// checked with a message naming it, a PUT writing only what it sends, the details published by
// GET /api/user/shop, and the SMTP password stored encrypted and in no answer.
import type { AdminShopSettings, HistoryPage, ShopSettings } from '@suvarna/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';
import { invalidInput } from '../support/refusals';

const SHOP_SETTINGS_UID = 'api::shop.shop-setting';
const PASSWORD = 'Smtp pässword 42';

export function shopSettingsSuite(cms: () => TestCms) {
  let token: string;
  beforeAll(async () => {
    token = await cms().login();
  });
  const adminView = async () =>
    (await cms().call<AdminShopSettings>('GET', '/api/admin/shop-settings', { token })).body.data as AdminShopSettings;
  const put = (body: unknown) => cms().call<AdminShopSettings>('PUT', '/api/admin/shop-settings', { token, body });
  const publicShop = async () => (await cms().call<ShopSettings>('GET', '/api/user/shop')).body.data as ShopSettings;
  const storedRow = () => cms().strapi.db.query(SHOP_SETTINGS_UID).findOne({}) as Promise<Record<string, unknown>>;

  describe('shop settings', () => {
    it('refuses a bad field with a message naming it, and changes nothing', async () => {
      const before = await adminView();
      expect(await put({ name: 'Suvarna', phones: ['+91 98250 12345', '12'] })).toEqual({
        status: 400,
        body: invalidInput(
          'Phone 2 must be a phone number: an Indian number, or one abroad with its country code (+44 …)',
          ['phones.1'],
        ),
      });
      expect(await put({ social: { instagram: 'javascript:alert(1)' }, mapUrl: 'https://evil.example/maps' })).toEqual({
        status: 400,
        body: invalidInput(
          'Map link must be an https Google Maps link (https://www.google.com/maps?…&output=embed); Instagram link must be an https link on instagram.com',
          ['social.instagram', 'mapUrl'],
        ),
      });
      expect((await put({ shopName: 'x' })).body.message).toBe('Unknown shop setting: shopName');
      expect((await put(['not', 'an', 'object'])).status).toBe(400);
      expect(await adminView()).toEqual(before);
    });

    it('stores the fields a PUT sends, normalised, and publishes them in GET /api/user/shop', async () => {
      const saved = await put({
        name: ' Suvarna\u200B  Jewellers ',
        phones: ['+91 98250 11111', '0261 246 1010'],
        whatsapp: '+91 98250 11111',
        social: { instagram: 'https://www.instagram.com/suvarna', youtube: '' },
        openingHours: [
          { day: 'sunday', opens: '11:00', closes: '14:00' },
          { day: 'monday', opens: '10:30', closes: '20:30' },
        ],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe('Shop settings saved');
      const expected = {
        name: 'Suvarna Jewellers',
        phones: ['+91 98250 11111', '0261 246 1010'],
        whatsapp: '919825011111',
        email: null,
        address: null,
        mapUrl: null,
        openingHours: [
          { day: 'monday', opens: '10:30', closes: '20:30' },
          { day: 'sunday', opens: '11:00', closes: '14:00' },
        ],
        social: {
          instagram: 'https://www.instagram.com/suvarna',
          facebook: null,
          youtube: null,
          whatsappChannel: null,
        },
        grievanceContact: null,
      };
      expect(saved.body.data).toEqual({
        ...expected,
        exchangeDeductions: {},
        smtp: null,
        staffMayEditRates: false,
        visitCapacity: 1,
        closedDates: [],
      });
      // Only what is sent changes: the phones stay, the address is set.
      const second = await put({
        address: ['12 Ring Road', 'Surat 395002'],
        social: { facebook: 'https://facebook.com/suvarna' },
      });
      expect(second.body.data).toMatchObject({
        phones: expected.phones,
        address: ['12 Ring Road', 'Surat 395002'],
        social: { ...expected.social, facebook: 'https://facebook.com/suvarna' },
      });
      const published = await publicShop();
      expect(published).toMatchObject({
        ...expected,
        address: ['12 Ring Road', 'Surat 395002'],
        social: { ...expected.social, facebook: 'https://facebook.com/suvarna' },
        gstRate: 0.03,
      });
      // null puts a detail back to the site's own setting.
      expect((await put({ address: null })).body.data?.address).toBeNull();
    });

    it('stores the exchange deductions, publishes them, records the change, and refuses a bad one', async () => {
      const saved = await put({ exchangeDeductions: { '22K': 2.5, '18K': 4 } });
      expect(saved.status).toBe(200);
      expect(saved.body.data?.exchangeDeductions).toEqual({ '22K': 2.5, '18K': 4 });
      expect((await publicShop()).exchangeDeductions).toEqual({ '22K': 2.5, '18K': 4 });
      const [entry] = ((await cms().call<HistoryPage>('GET', '/api/admin/history', { token })).body.data as HistoryPage)
        .entries;
      expect(entry).toMatchObject({
        kind: 'shop-settings',
        // Its keys in one order on both databases (PostgreSQL's jsonb keeps its own).
        changes: [{ field: 'exchangeDeductions', from: '{}', to: '{"18K":4,"22K":2.5}' }],
      });

      const before = await adminView();
      expect(await put({ exchangeDeductions: { '22K': 50.5, 'Silver 999': 1 } })).toEqual({
        status: 400,
        body: invalidInput(
          'Exchange deduction for 22K must be a percentage from 0 to 50 with at most two decimals; Exchange deductions: "Silver 999" is not a gold purity (24K, 22K, 18K …)',
          ['exchangeDeductions.22K', 'exchangeDeductions.Silver 999'],
        ),
      });
      expect(await adminView()).toEqual(before);
      // null puts every purity back to its default.
      expect((await put({ exchangeDeductions: null })).body.data?.exchangeDeductions).toEqual({});
    });

    it('keeps the SMTP password encrypted and out of every answer, and keeps it when a PUT leaves it out', async () => {
      const smtp = {
        host: '127.0.0.1',
        port: 2525,
        secure: false,
        user: 'shop',
        password: PASSWORD,
        to: 'desk@suvarna.example',
      };
      const saved = await put({ smtp });
      expect(saved.status).toBe(200);
      expect(saved.body.data?.smtp).toEqual({
        host: '127.0.0.1',
        port: 2525,
        secure: false,
        user: 'shop',
        passwordSet: true,
        from: null,
        to: 'desk@suvarna.example',
      });
      const answers = [
        saved,
        await cms().call('GET', '/api/admin/shop-settings', { token }),
        await cms().call('GET', '/api/user/shop'),
      ];
      for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(PASSWORD);
      expect(await publicShop()).not.toHaveProperty('smtp');
      // At rest: sealed, not the password.
      const stored = (await storedRow()).smtp as { password: string };
      expect(stored.password).toMatch(/^v1\./);
      expect(JSON.stringify(stored)).not.toContain(PASSWORD);
      expect(JSON.stringify(stored)).not.toContain(Buffer.from(PASSWORD).toString('base64'));

      // A change of the server without the password keeps it; '' removes it; null removes the server.
      const { password: _left, ...withoutPassword } = smtp;
      expect((await put({ smtp: { ...withoutPassword, port: 587 } })).body.data?.smtp).toMatchObject({
        port: 587,
        passwordSet: true,
      });
      expect(((await storedRow()).smtp as { password: string }).password).toBe(stored.password);
      expect((await put({ smtp: { ...withoutPassword, password: '' } })).body.data?.smtp).toMatchObject({
        passwordSet: false,
      });
      expect((await put({ smtp: null })).body.data?.smtp).toBeNull();
    });

    it('refuses a bad SMTP server with each field named', async () => {
      expect(await put({ smtp: { host: 'smtp server', port: 0, to: 'nobody' } })).toEqual({
        status: 400,
        body: invalidInput(
          'SMTP server must be a host name (smtp.example.com) or an IPv4 address; SMTP port must be a whole number from 1 to 65535; Enquiries go to must be an email address (e.g. desk@shop.in)',
          ['smtp.host', 'smtp.port', 'smtp.to'],
        ),
      });
    });

    it("'Send a test email' without an SMTP server says to set one", async () => {
      expect(await cms().call('POST', '/api/admin/shop-settings/test-email', { token })).toEqual({
        status: 409,
        body: {
          success: false,
          message: 'No SMTP server is set: enter one under Enquiry email and save before testing it',
        },
      });
    });
  });
}
