import { describe, expect, it } from 'vitest';
import { ADMIN, type TestCms } from '../support/cms';

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
      [{ email: 'nobody@suvarna.test', password: ADMIN.password }, 400, 'Invalid email or password'],
      [{ email: 'not-an-email', password: ADMIN.password }, 400, 'Email: Invalid email'],
      [{ email: ADMIN.email, password: 'short' }, 400, 'Password: minimum 8 character'],
      [{}, 400, 'Email: required!; Password: minimum 8 character'],
    ])('refuses %j with %d "%s"', async (body, status, message) => {
      expect(await cms().call('POST', '/api/admin/login', { body })).toEqual({
        status,
        body: { success: false, message },
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
  });

  describe('tokens', () => {
    it('last 7 days by default', async () => {
      const token = await cms().login();
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
      expect(payload.exp - payload.iat).toBe(7 * 24 * 60 * 60);
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

  describe('PUT /api/admin/set-password', () => {
    it('refuses passwords that differ, and changes nothing', async () => {
      const token = await cms().login();
      const answer = await cms().call('PUT', '/api/admin/set-password', {
        token,
        body: { password: 'NewGold@2026', confirmPassword: 'NewGold@2027' },
      });
      expect(answer).toEqual({
        status: 400,
        body: { success: false, message: 'Confirm password: both password must be same' },
      });
      expect((await cms().call('POST', '/api/admin/login', { body: ADMIN })).status).toBe(200);
    });

    it.each([
      [
        { password: 'short', confirmPassword: 'short' },
        'Password: minimum 8 character; Confirm password: minimum 8 character',
      ],
      [{ password: '', confirmPassword: '' }, 'Password: required!; Confirm password: required!'],
    ])('refuses %j', async (body, message) => {
      const answer = await cms().call('PUT', '/api/admin/set-password', { token: await cms().login(), body });
      expect(answer).toEqual({ status: 400, body: { success: false, message } });
    });

    it('changes the password: the new one logs in, the old one no longer does', async () => {
      const token = await cms().login();
      const changed = await cms().call('PUT', '/api/admin/set-password', {
        token,
        body: { password: 'NewGold@2026', confirmPassword: 'NewGold@2026' },
      });
      expect(changed).toEqual({
        status: 200,
        body: { success: true, message: 'Password changed successfully', data: null },
      });
      expect((await cms().call('POST', '/api/admin/login', { body: ADMIN })).status).toBe(400);
      const back = await cms().login(ADMIN.email, 'NewGold@2026');
      await cms().call('PUT', '/api/admin/set-password', {
        token: back,
        body: { password: ADMIN.password, confirmPassword: ADMIN.password },
      });
      expect((await cms().call('POST', '/api/admin/login', { body: ADMIN })).status).toBe(200);
    });
  });
}
