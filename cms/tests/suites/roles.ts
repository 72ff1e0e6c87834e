// Owners and staff (docs/api.md#roles): owner-only routes refuse staff with a 403 and change
// nothing; staff change rates only while the owner allows it; GET /api/admin/me; a role change
// ends the sessions issued before it.
import type { AdminMe, AdminShopSettings, LoginResult } from '@suvarna/domain';
import { OWNER_ONLY_BACKUPS_MESSAGE, OWNER_ONLY_SETTINGS_MESSAGE, STAFF_RATES_MESSAGE } from '@suvarna/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';

const STAFF = { email: 'staff-member@suvarna.test', password: 'Staff@2026' };
const SHOP_SETTINGS_UID = 'api::shop.shop-setting';
const USER_UID = 'plugin::users-permissions.user';

interface Rate {
  id: number;
  name: string;
  price: number;
}

export function rolesSuite(cms: () => TestCms) {
  let ownerToken: string;
  let staffToken: string;
  beforeAll(async () => {
    await cms().addShopAdmin(STAFF.email, STAFF.password, 'staff');
    ownerToken = await cms().login();
    staffToken = await cms().login(STAFF.email, STAFF.password);
  });

  const settingsRow = () => cms().strapi.db.query(SHOP_SETTINGS_UID).findOne({}) as Promise<Record<string, unknown>>;
  const rates = async () => (await cms().call<Rate[]>('GET', '/api/admin/get-price')).body.data ?? [];
  const allowStaffRates = (staffMayEditRates: boolean) =>
    cms().call<AdminShopSettings>('PUT', '/api/admin/shop-settings', {
      token: ownerToken,
      body: { staffMayEditRates },
    });

  describe('roles: owner and staff', () => {
    afterAll(() => allowStaffRates(false));

    it('names the role in the login answer and in GET /api/admin/me', async () => {
      const login = await cms().call<LoginResult>('POST', '/api/admin/login', { body: STAFF });
      expect(login.body.data?.user).toMatchObject({ email: STAFF.email, name: 'staff-member', role: 'staff' });
      const me = await cms().call<AdminMe>('GET', '/api/admin/me', { token: staffToken });
      expect(me).toEqual({
        status: 200,
        body: {
          success: true,
          data: {
            id: login.body.data?.user.id,
            name: 'staff-member',
            email: STAFF.email,
            role: 'staff',
            twoStep: false,
            mustTurnOnTwoStep: false,
            mayEditRates: false,
          },
        },
      });
      const owner = await cms().call<AdminMe>('GET', '/api/admin/me', { token: ownerToken });
      expect(owner.body.data).toMatchObject({ role: 'owner', twoStep: false, mayEditRates: true });
    });

    it('refuses staff every shop-settings and backups route with a 403, and changes nothing', async () => {
      const before = await settingsRow();
      const tries: Array<[string, string, unknown?]> = [
        ['GET', '/api/admin/shop-settings'],
        ['PUT', '/api/admin/shop-settings', { name: 'Taken Over', staffMayEditRates: true }],
        ['PUT', '/api/admin/shop-settings', { smtp: null }],
        ['POST', '/api/admin/shop-settings/test-email', {}],
      ];
      for (const [method, route, body] of tries) {
        expect(await cms().call(method, route, { token: staffToken, ...(body === undefined ? {} : { body }) })).toEqual(
          {
            status: 403,
            body: { success: false, message: OWNER_ONLY_SETTINGS_MESSAGE },
          },
        );
      }
      expect(await settingsRow()).toEqual(before);
      for (const method of ['GET', 'POST']) {
        expect(await cms().call(method, '/api/admin/backups', { token: staffToken })).toEqual({
          status: 403,
          body: { success: false, message: OWNER_ONLY_BACKUPS_MESSAGE },
        });
      }
      // Staff still run the catalogue.
      expect((await cms().call('GET', '/api/admin/product-count', { token: staffToken })).status).toBe(200);
      expect((await cms().call('GET', '/api/admin/shop-settings', { token: ownerToken })).status).toBe(200);
    });

    it('lets staff change rates only while the owner allows it (staffMayEditRates, off by default)', async () => {
      const owned = await cms().call<Rate>('POST', '/api/admin/add-price', {
        token: ownerToken,
        body: { name: 'Roles Test Gold', price: 7000 },
      });
      expect(owned.status).toBe(200);
      const id = (owned.body.data as Rate).id;
      expect((await settingsRow()).staffMayEditRates).toBe(false);
      const staffWrites = () => [
        cms().call('POST', '/api/admin/add-price', {
          token: staffToken,
          body: { name: 'Roles Test Silver', price: 90 },
        }),
        cms().call('PUT', '/api/admin/update-price', {
          token: staffToken,
          body: { id, name: 'Roles Test Gold', price: 1 },
        }),
        cms().call('DELETE', `/api/admin/delete-price/${id}`, { token: staffToken }),
      ];

      const before = await rates();
      for (const answer of await Promise.all(staffWrites()))
        expect(answer).toEqual({ status: 403, body: { success: false, message: STAFF_RATES_MESSAGE } });
      expect(await rates()).toEqual(before);

      const allowed = await allowStaffRates(true);
      expect(allowed.status).toBe(200);
      expect(allowed.body.data?.staffMayEditRates).toBe(true);
      expect((await cms().call<AdminMe>('GET', '/api/admin/me', { token: staffToken })).body.data?.mayEditRates).toBe(
        true,
      );
      const added = await cms().call<Rate>('POST', '/api/admin/add-price', {
        token: staffToken,
        body: { name: 'Roles Test Silver', price: 90 },
      });
      expect(added.status).toBe(200);
      const updated = await cms().call('PUT', '/api/admin/update-price', {
        token: staffToken,
        body: { id, name: 'Roles Test Gold', price: 7100 },
      });
      expect(updated.status).toBe(200);
      expect((await rates()).find((rate) => rate.id === id)?.price).toBe(7100);
      for (const rate of [id, (added.body.data as Rate).id])
        expect((await cms().call('DELETE', `/api/admin/delete-price/${rate}`, { token: staffToken })).status).toBe(200);

      expect((await allowStaffRates(false)).body.data?.staffMayEditRates).toBe(false);
      expect(
        (
          await cms().call('POST', '/api/admin/add-price', {
            token: staffToken,
            body: { name: 'Roles Test Silver', price: 90 },
          })
        ).status,
      ).toBe(403);
      // Who may change rates is no public detail: the shop's public settings do not carry it.
      expect((await cms().call<Record<string, unknown>>('GET', '/api/user/shop')).body.data).not.toHaveProperty(
        'staffMayEditRates',
      );
    });

    it('ends the sessions issued before a role change, and the new role holds at the next sign-in', async () => {
      const email = 'promoted@suvarna.test';
      const password = 'Promote@26';
      await cms().addShopAdmin(email, password, 'staff');
      const oldToken = await cms().login(email, password);
      const user = (await cms().strapi.db.query(USER_UID).findOne({ where: { email } })) as { id: number };
      const auth = cms().strapi.service('api::auth.auth');

      await auth.setRole(user.id, 'owner');
      expect(await cms().call('GET', '/api/admin/me', { token: oldToken })).toEqual({
        status: 401,
        body: { success: false, message: 'Your session is invalid or has expired. Please log in again.' },
      });
      const ownerAgain = await cms().login(email, password);
      expect((await cms().call<AdminMe>('GET', '/api/admin/me', { token: ownerAgain })).body.data?.role).toBe('owner');
      expect((await cms().call('GET', '/api/admin/shop-settings', { token: ownerAgain })).status).toBe(200);

      // Setting the role it has already is no change: the session stays.
      await auth.setRole(user.id, 'owner');
      expect((await cms().call('GET', '/api/admin/me', { token: ownerAgain })).status).toBe(200);
      await auth.setRole(user.id, 'staff');
      expect((await cms().call('GET', '/api/admin/shop-settings', { token: ownerAgain })).status).toBe(401);
    });

    it('makes the accounts from before roles owners (the start fills shopRole)', async () => {
      const email = 'before-roles@suvarna.test';
      await cms().addShopAdmin(email, 'Before@2020');
      const users = cms().strapi.db.query(USER_UID);
      await users.update({ where: { email }, data: { shopRole: null } });
      expect(await cms().strapi.service('api::auth.auth').fillMissingShopRoles()).toBeGreaterThanOrEqual(1);
      expect(((await users.findOne({ where: { email } })) as { shopRole: string }).shopRole).toBe('owner');
    });
  });
}
