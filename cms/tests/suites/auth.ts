import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type TestCms } from '../support/cms';
import { invalidInput } from '../support/refusals';

export function authSuite(cms: () => TestCms) {
  describe('POST /api/admin/login', () => {
    it('gives a shop admin a token and their user, with the success message', async () => {
      const answer = await cms().call<{ token: string; user: unknown }>('POST', '/api/admin/login', { body: ADMIN });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        message: 'Login successful',
        data: { user: { email: ADMIN.email, username: 'owner' } },
      });
      expect(answer.body.data?.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    });

    it('accepts the email in any case', async () => {
      const answer = await cms().call('POST', '/api/admin/login', {
        body: { ...ADMIN, email: ADMIN.email.toUpperCase() },
      });
      expect(answer.status).toBe(200);
    });

    it.each([
      [{ email: ADMIN.email, password: 'Wrong@Pass1' }, 400, 'Invalid email or password'],
      // Half of a surrogate pair, which bcrypt cannot read (it threw: a 500).
      [{ email: ADMIN.email, password: 'Wrong@Pa\ud800' }, 400, 'Invalid email or password'],
      [{ email: 'nobody@suvarna.test', password: ADMIN.password }, 400, 'Invalid email or password'],
      [{ email: 'not-an-email', password: ADMIN.password }, 400, 'Email: Invalid email', ['email']],
      [{ email: ADMIN.email, password: 'short' }, 400, 'Password: minimum 8 character', ['password']],
      [{}, 400, 'Email: required!; Password: minimum 8 character', ['email', 'password']],
    ])('refuses %j with %d "%s"', async (body, status, message, fields?: string[]) => {
      expect(await cms().call('POST', '/api/admin/login', { body })).toEqual({
        status,
        body: fields ? invalidInput(message, fields) : { success: false, message },
      });
    });

    it('refuses an account that is not a shop admin', async () => {
      const strapi = cms().strapi;
      const role = await strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type: 'authenticated' } });
      await strapi.plugin('users-permissions').service('user').add({
        username: 'customer',
        email: 'customer@suvarna.test',
        password: 'Customer@123',
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: role.id,
      });
      const answer = await cms().call('POST', '/api/admin/login', {
        body: { email: 'customer@suvarna.test', password: 'Customer@123' },
      });
      expect(answer).toEqual({ status: 403, body: { success: false, message: 'This account is not a shop admin' } });
    });

    it('is throttled after 5 failures for one account, with a message that says so, even for the right password', async () => {
      const email = 'target@suvarna.test';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await cms().call('POST', '/api/admin/login', { body: { email, password: 'Guess@1234' } })).status).toBe(
          400,
        );
      }
      const refused = await cms().call('POST', '/api/admin/login', { body: { email, password: 'Guess@1234' } });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many failed login attempts\. Please try again in 1[45] minutes\.$/);
      // Another account from the same address is not locked by this one.
      expect((await cms().call('POST', '/api/admin/login', { body: ADMIN })).status).toBe(200);
    });

    it('ignores X-Forwarded-For when not behind a proxy: a client cannot pick a fresh address per guess', async () => {
      const email = 'spoofed@suvarna.test';
      const guess = (attempt: number) =>
        cms().call('POST', '/api/admin/login', {
          body: { email, password: 'Guess@1234' },
          headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
        });
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess(attempt)).status).toBe(400);
      expect((await guess(99)).status).toBe(429);
    });
  });

  describe('tokens', () => {
    it('last 7 days by default', async () => {
      const token = await cms().login();
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
      expect(payload.exp - payload.iat).toBe(7 * 24 * 60 * 60);
    });

    it('are refused when they carry no session version (made before sessions could be ended)', async () => {
      const strapi = cms().strapi;
      const admin = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: ADMIN.email } });
      const unversioned = await strapi.plugin('users-permissions').service('jwt').issue({ id: admin.id });
      expect((await cms().call('GET', '/api/admin/product-count', { token: unversioned })).status).toBe(401);
    });

    it('are refused once expired', async () => {
      const strapi = cms().strapi;
      const admin = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: ADMIN.email } });
      const expired = await strapi
        .plugin('users-permissions')
        .service('jwt')
        .issue({ id: admin.id }, { expiresIn: -60 });
      const answer = await cms().call('GET', '/api/admin/product-count', { token: expired });
      expect(answer).toEqual({
        status: 401,
        body: { success: false, message: 'Your session is invalid or has expired. Please log in again.' },
      });
    });
  });

  describe('POST /api/admin/logout', () => {
    // An admin of its own: logging out ends every session of the admin.
    const CLERK = { email: 'logout-clerk@suvarna.test', password: 'Platinum@950' };
    beforeAll(() => cms().addShopAdmin(CLERK.email, CLERK.password));

    it('ends the session on the server, and every other of the admin, while the password still logs in', async () => {
      const [thisDevice, otherDevice] = [
        await cms().login(CLERK.email, CLERK.password),
        await cms().login(CLERK.email, CLERK.password),
      ];
      expect((await cms().call('GET', '/api/admin/product-count', { token: otherDevice })).status).toBe(200);

      expect(await cms().call('POST', '/api/admin/logout', { token: thisDevice })).toEqual({
        status: 200,
        body: { success: true, message: 'Logged out on every device.', data: null },
      });
      for (const token of [thisDevice, otherDevice]) {
        expect(await cms().call('GET', '/api/admin/product-count', { token })).toEqual({
          status: 401,
          body: { success: false, message: 'Your session is invalid or has expired. Please log in again.' },
        });
      }
      // A logged-out token cannot log out again, and a fresh login works.
      expect((await cms().call('POST', '/api/admin/logout', { token: thisDevice })).status).toBe(401);
      const fresh = await cms().login(CLERK.email, CLERK.password);
      expect((await cms().call('GET', '/api/admin/product-count', { token: fresh })).status).toBe(200);
    });
  });

  describe('PUT /api/admin/set-password', () => {
    // An admin of its own: changing a password ends sessions, and the other suites hold ADMIN's.
    const OWNER = { email: 'second-owner@suvarna.test', password: 'Silver@925' };
    beforeAll(() => cms().addShopAdmin(OWNER.email, OWNER.password));
    const login = () => cms().login(OWNER.email, OWNER.password);
    const change = (token: string, body: Record<string, unknown>) =>
      cms().call<{ token: string }>('PUT', '/api/admin/set-password', { token, body });
    const productCount = (token: string) => cms().call('GET', '/api/admin/product-count', { token });
    const canLogIn = async (password = OWNER.password) =>
      (await cms().call('POST', '/api/admin/login', { body: { email: OWNER.email, password } })).status === 200;

    it('refuses passwords that differ, and changes nothing', async () => {
      const answer = await change(await login(), {
        currentPassword: OWNER.password,
        password: 'NewGold@2026',
        confirmPassword: 'NewGold@2027',
      });
      expect(answer).toEqual({
        status: 400,
        body: invalidInput('Confirm password: both password must be same', ['confirmPassword']),
      });
      expect(await canLogIn()).toBe(true);
    });

    it.each([
      [
        { currentPassword: OWNER.password, password: 'short', confirmPassword: 'short' },
        'Password: minimum 8 character; Confirm password: minimum 8 character',
        ['password', 'confirmPassword'],
      ],
      [
        { currentPassword: OWNER.password, password: '', confirmPassword: '' },
        'Password: required!; Confirm password: required!',
        ['password', 'confirmPassword'],
      ],
      [
        { password: 'NewGold@2026', confirmPassword: 'NewGold@2026' },
        'Current password: required!',
        ['currentPassword'],
      ],
      [
        { currentPassword: OWNER.password, password: ' '.repeat(10), confirmPassword: ' '.repeat(10) },
        'Password cannot be blank or contain control characters; Confirm password: Password cannot be blank or contain control characters',
        ['password', 'confirmPassword'],
      ],
      [
        { currentPassword: OWNER.password, password: 'NewGold\u00002026', confirmPassword: 'NewGold\u00002026' },
        'Password cannot be blank or contain control characters; Confirm password: Password cannot be blank or contain control characters',
        ['password', 'confirmPassword'],
      ],
    ])('refuses %j, and changes nothing', async (body, message, fields) => {
      const answer = await change(await login(), body);
      expect(answer).toEqual({ status: 400, body: invalidInput(message, fields) });
      expect(await canLogIn()).toBe(true);
    });

    it('refuses a wrong current password: a stolen session cannot lock the owner out', async () => {
      const token = await login();
      const answer = await change(token, {
        currentPassword: 'Guessed@123',
        password: 'Thief@Pass1',
        confirmPassword: 'Thief@Pass1',
      });
      expect(answer).toEqual({ status: 400, body: { success: false, message: 'Current password is incorrect' } });
      expect(await canLogIn()).toBe(true);
      expect((await productCount(token)).status).toBe(200);
    });

    it('changes the password and ends every other session, keeping this one with a fresh token', async () => {
      const thisDevice = await login();
      const otherDevice = await login();
      expect((await productCount(otherDevice)).status).toBe(200);

      const changed = await change(thisDevice, {
        currentPassword: OWNER.password,
        password: 'NewGold@2026',
        confirmPassword: 'NewGold@2026',
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({
        success: true,
        message: 'Password changed. Other devices were signed out.',
        data: { token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) },
      });
      const fresh = changed.body.data?.token ?? '';

      // Every token issued before the change is refused, at once (no clock involved).
      for (const old of [thisDevice, otherDevice]) {
        expect(await productCount(old)).toEqual({
          status: 401,
          body: { success: false, message: 'Your session is invalid or has expired. Please log in again.' },
        });
      }
      expect((await productCount(fresh)).status).toBe(200);
      expect(await canLogIn()).toBe(false);
      const back = await cms().login(OWNER.email, 'NewGold@2026');

      // Changing it back ends the fresh session too.
      const restored = await change(back, {
        currentPassword: 'NewGold@2026',
        password: OWNER.password,
        confirmPassword: OWNER.password,
      });
      expect(restored.status).toBe(200);
      expect((await productCount(fresh)).status).toBe(401);
      expect((await productCount(back)).status).toBe(401);
      expect(await canLogIn()).toBe(true);
    });
  });
}
