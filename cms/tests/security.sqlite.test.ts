// The CMS's HTTP surface as a browser or an attacker meets it: security headers on every kind of
// answer, CORS only for the configured site, and uploads that can only ever be served as images.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './support/cms';
import { asBlob, jpeg, png } from './support/images';

const SITE = 'https://shop.suvarna.test';
const BACK_OFFICE = 'http://127.0.0.1:4599';

let cms: TestCms;
let token: string;

beforeAll(async () => {
  cms = await startCms('sqlite', { CORS_ORIGINS: `${SITE}, ${BACK_OFFICE}` });
  token = await cms.login();
});

afterAll(() => cms?.stop());

const get = (route: string, headers: Record<string, string> = {}) => fetch(`${cms.base}${route}`, { headers });

const uploadBanner = (bytes: Uint8Array, type: string, name: string) => {
  const form = new FormData();
  form.append('image', asBlob(bytes, type), name);
  return cms.call<{ id: number; url: string }>('POST', '/api/admin/add-banner-image', { token, form });
};

const uploadedFiles = () => readdirSync(path.join(cms.publicDir, 'uploads')).sort();

/** The Content-Security-Policy header, directive by directive. */
function policyOf(response: Response): Record<string, string> {
  const header = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...sources] = directive.split(/\s+/);
        return [name, sources.join(' ')];
      }),
  );
}

function expectSafeHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(policyOf(response)).toEqual({
    'default-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'none'",
    'frame-ancestors': "'none'",
    sandbox: '',
  });
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers.get('x-powered-by')).toBeNull();
}

describe('security headers', () => {
  it('are sent with JSON answers', async () => {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    expectSafeHeaders(health);
    const list = await get('/api/user/product-list');
    expect(list.status).toBe(200);
    expectSafeHeaders(list);
  });

  it.each([
    ['an unknown API route', () => get('/api/no-such-route'), 404],
    ['an admin route without a token', () => get('/api/admin/product-count'), 401],
    ['a bad token', () => get('/api/admin/product-count', { authorization: 'Bearer not.a.token' }), 401],
    [
      'malformed JSON',
      () =>
        fetch(`${cms.base}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"email":',
        }),
      400,
    ],
    ['a missing file outside the API', () => get('/no-such-file.txt'), 404],
  ])('are sent with the error answer to %s', async (_case, request, status) => {
    const response = await request();
    expect(response.status).toBe(status);
    expectSafeHeaders(response);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${cms.base}/api/admin/add-product`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it.each([SITE, BACK_OFFICE])('lets the configured origin %s call the API', async (origin) => {
    const allowed = await preflight(origin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
    expect(allowed.headers.get('access-control-allow-methods')?.split(',')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual(
      expect.arrayContaining(['authorization', 'content-type']),
    );
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();

    const list = await get('/api/user/product-list', { origin });
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBe(origin);
    expect(list.headers.get('vary')).toMatch(/\bOrigin\b/);
    expect(list.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each([
    'https://evil.example',
    'http://shop.suvarna.test',
    'https://shop.suvarna.test.evil.example',
    'https://shop.suvarna.test:8443',
    'null',
  ])('gives the unconfigured origin %s no access', async (origin) => {
    const refused = await preflight(origin);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull();
    expect(refused.headers.get('access-control-allow-methods')).toBeNull();

    const list = await get('/api/user/product-list', { origin });
    expect(list.headers.get('access-control-allow-origin')).toBeNull();
    expect(list.headers.get('access-control-allow-credentials')).toBeNull();
    // The answer still varies by Origin, so a shared cache never hands the site's answer to another.
    expect(list.headers.get('vary')).toMatch(/\bOrigin\b/);
  });
});

describe('uploads', () => {
  it('serves a stored image with its image type and the safe headers', async () => {
    const stored = await uploadBanner(await png('#6b1f2a'), 'image/png', 'banner.png');
    expect(stored.status).toBe(200);
    const url = stored.body.data?.url ?? '';
    const served = await get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expectSafeHeaders(served);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await png('#6b1f2a')));
  });

  it('names and serves an image by its content, not by the name or type it came with', async () => {
    const stored = await uploadBanner(await jpeg(), 'image/png', 'photo.png');
    expect(stored.status).toBe(200);
    const url = stored.body.data?.url ?? '';
    expect(url).toMatch(/^\/uploads\/.+\.jpg$/);
    const served = await get(url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    [
      'an SVG with a script',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'image/svg+xml',
      'logo.svg',
    ],
    ['an HTML page', '<!doctype html><script>alert(1)</script>', 'text/html', 'page.html'],
    ['an HTML page named as a PNG', '<html><script>alert(1)</script></html>', 'image/png', 'banner.png'],
    ['an SVG named as a JPEG', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/jpeg', 'photo.jpg'],
  ])('refuses %s and stores nothing', async (_case, text, type, name) => {
    const before = uploadedFiles();
    const answer = await uploadBanner(new TextEncoder().encode(text), type, name);
    expect(answer).toEqual({
      status: 415,
      body: { success: false, message: 'Only JPEG, PNG or WebP images can be uploaded' },
    });
    expect(uploadedFiles()).toEqual(before);
  });

  it('answers 404 for an upload that does not exist, with the safe headers', async () => {
    const missing = await get('/uploads/no-such-image_0123456789.png');
    expect(missing.status).toBe(404);
    expectSafeHeaders(missing);
  });

  it('never serves a file from outside the uploads folder', async () => {
    // The SQLite database sits two folders above public/uploads in the test's temporary folder.
    for (const route of ['/uploads/..%2f..%2fdata.db', '/uploads/%2e%2e%2f%2e%2e%2fdata.db']) {
      const response = await get(route);
      expect([403, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('SQLite format');
    }
  });
});

describe("Strapi's generic routes", () => {
  it('are not mounted, so raw records (inactive products, paise, upload metadata) never leave the CMS to a visitor', async () => {
    // GET /api/products exists only when the benchmark sets CMS_GENERIC_PRODUCT_ROUTE.
    for (const route of ['/api/products', '/api/rates', '/api/categories', '/api/banners', '/api/upload/files']) {
      const response = await get(route);
      expect([401, 403, 404], route).toContain(response.status);
      expect(await response.text(), route).not.toContain('labourPaise');
    }
  });
});
