import { describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';

/** Every route only a shop admin may call (docs/api.md). */
export const ADMIN_ROUTES: Array<[string, string]> = [
  ['PUT', '/api/admin/set-password'],
  ['POST', '/api/admin/add-price'],
  ['PUT', '/api/admin/update-price'],
  ['DELETE', '/api/admin/delete-price/1'],
  ['POST', '/api/admin/add-category'],
  ['PUT', '/api/admin/category/1'],
  ['DELETE', '/api/admin/category/1'],
  ['GET', '/api/admin/product-count'],
  ['POST', '/api/admin/get-product'],
  ['POST', '/api/admin/add-product'],
  ['PUT', '/api/admin/product/1'],
  ['PUT', '/api/admin/update-product'],
  ['PUT', '/api/admin/products'],
  ['DELETE', '/api/admin/product/1'],
  ['POST', '/api/admin/add-banner-image'],
  ['PUT', '/api/admin/banner/1'],
  ['PUT', '/api/admin/banner/1/texts'],
  ['DELETE', '/api/admin/delete-banner-image/1'],
  ['POST', '/api/admin/logout'],
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/team'],
  ['POST', '/api/admin/team'],
  ['PUT', '/api/admin/team/1'],
  ['DELETE', '/api/admin/team/1'],
  ['POST', '/api/admin/team/1/reset-link'],
  ['GET', '/api/admin/publish-status'],
  ['POST', '/api/admin/publish-now'],
  ['GET', '/api/admin/publish-history'],
  ['GET', '/api/admin/backups'],
  ['POST', '/api/admin/backups'],
  ['POST', '/api/admin/backups/download-link'],
  ['GET', '/api/admin/rate-history'],
  ['GET', '/api/admin/enquiries'],
  ['GET', '/api/admin/enquiry/1'],
  ['PUT', '/api/admin/enquiry/1'],
  ['DELETE', '/api/admin/enquiry/1'],
  ['GET', '/api/admin/export'],
  ['GET', '/api/admin/import-template'],
  ['POST', '/api/admin/import'],
  ['GET', '/api/admin/shop-settings'],
  ['PUT', '/api/admin/shop-settings'],
  ['POST', '/api/admin/shop-settings/test-email'],
  ['GET', '/api/admin/savings-plans'],
  ['POST', '/api/admin/savings-plans'],
  ['PUT', '/api/admin/savings-plan/1'],
  ['DELETE', '/api/admin/savings-plan/1'],
  ['GET', '/api/admin/push/key'],
  ['POST', '/api/admin/push/subscriptions'],
  ['DELETE', '/api/admin/push/subscriptions?endpoint=https%3A%2F%2Ffcm.googleapis.com%2Fx'],
];

const withBody = (method: string) => (method === 'GET' || method === 'DELETE' ? {} : { body: {} });

export function accessSuite(cms: () => TestCms) {
  let adminToken: Promise<string> | undefined;
  describe('admin routes refuse callers who are not shop admins, in the envelope', () => {
    it.each(ADMIN_ROUTES)('%s %s without a token: 401', async (method, route) => {
      const answer = await cms().call(method, route, withBody(method));
      expect(answer).toEqual({
        status: 401,
        body: { success: false, message: "Please log in: this needs a shop admin's token" },
      });
    });

    it.each(ADMIN_ROUTES)('%s %s with a bad token: 401', async (method, route) => {
      const answer = await cms().call(method, route, { ...withBody(method), token: 'not.a.token' });
      expect(answer).toEqual({
        status: 401,
        body: { success: false, message: 'Your session is invalid or has expired. Please log in again.' },
      });
    });

    it.each(ADMIN_ROUTES)('%s %s with a malformed Authorization header: 401', async (method, route) => {
      adminToken ??= cms().login();
      const token = await adminToken;
      const headers = ['Basic YWRtaW46cGFzcw==', `Token ${token}`, 'Bearer', `Bearer ${token} ${token}`, 'bearer'];
      const answers = await Promise.all(
        headers.map((authorization) => cms().call(method, route, { ...withBody(method), headers: { authorization } })),
      );
      for (const answer of answers) {
        expect(answer).toEqual({
          status: 401,
          body: { success: false, message: 'Your session is invalid or has expired. Please log in again.' },
        });
      }
    });

    it.each(ADMIN_ROUTES)('%s %s with a customer’s token: 403', async (method, route) => {
      const answer = await cms().call(method, route, { ...withBody(method), token: await cms().userToken() });
      expect(answer).toEqual({ status: 403, body: { success: false, message: 'Only a shop admin can do this' } });
    });
  });

  describe('Strapi’s own answers are reshaped into the envelope', () => {
    it('an unknown API route is a 404', async () => {
      expect(await cms().call('GET', '/api/admin/no-such-thing')).toEqual({
        status: 404,
        body: { success: false, message: 'No such API route: GET /api/admin/no-such-thing' },
      });
    });

    it('a wrong method on a known route is a 405', async () => {
      const answer = await cms().call('DELETE', '/api/admin/get-price');
      expect(answer.status).toBe(405);
      expect(answer.body).toEqual({ success: false, message: 'Method not allowed on this route' });
    });

    it('a body that is not JSON is a 400', async () => {
      const broken = await fetch(`${cms().base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email": ',
      });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({
        success: false,
        message: 'The request body is not valid JSON or form data',
      });
    });

    it('Strapi’s own registration route is closed', async () => {
      const answer = await cms().call('POST', '/api/auth/local/register', {
        body: { username: 'mallory', email: 'mallory@example.com', password: 'Mallory@123' },
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.body.success).toBe(false);
      const users = await cms()
        .strapi.db.query('plugin::users-permissions.user')
        .count({ where: { email: 'mallory@example.com' } });
      expect(users).toBe(0);
    });

    it('publish status says no build hook is configured', async () => {
      const answer = await cms().call('GET', '/api/admin/publish-status', { token: await cms().login() });
      // Nothing is ever published without a hook, so nothing waits either.
      expect(answer.body.data).toMatchObject({
        lastTrigger: null,
        lastResult: 'not-configured',
        pending: false,
        waiting: [],
        waitingCount: 0,
      });
    });

    it.each([
      ['http://localhost:4321', 'http://localhost:4321'],
      ['https://evil.example', null],
    ])('CORS: a browser at %s is allowed: %s', async (origin, allowed) => {
      const response = await fetch(`${cms().base}/api/admin/get-price`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe(allowed);
    });

    it('the shop’s settings are public: GST 3 %, a ₹45 hallmarking fee, a 5 % rate guard, 120 s for an upload and a year’s enquiry retention by default, and no stored details yet', async () => {
      expect(await cms().call('GET', '/api/user/shop')).toEqual({
        status: 200,
        body: {
          success: true,
          data: {
            gstRate: 0.03,
            hallmarkFeeDefault: 45,
            rateGuardPercent: 5,
            uploadTimeoutMs: 120_000,
            enquiryRetentionDays: 365,
            // The test CMS takes no backups on a schedule (BACKUP_SCHEDULE=off).
            backupRetentionDays: null,
            name: null,
            phones: null,
            whatsapp: null,
            email: null,
            address: null,
            mapUrl: null,
            openingHours: [],
            social: { instagram: null, facebook: null, youtube: null, whatsappChannel: null },
            exchangeDeductions: {},
            grievanceContact: null,
          },
        },
      });
    });

    it('health reports the database', async () => {
      expect(await cms().call('GET', '/api/health')).toEqual({
        status: 200,
        body: { success: true, data: { db: 'ok' } },
      });
    });
  });
}
