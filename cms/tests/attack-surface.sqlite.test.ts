// The CMS from outside, as an attacker meets it: every route Strapi mounts is tried, and only the
// shop's own answer; Strapi's admin API, plugins and users-permissions are 404s however the path is
// spelt; hostile bodies (encodings, sizes, control characters, hex numbers, slow senders) get clear
// answers in the envelope and change nothing.
import { createECDH, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startCms, type TestCms } from './support/cms';
import { asBlob } from './support/images';
import { rawRequest, tricklingRequest } from './support/raw-http';
import { invalidInput } from './support/refusals';

/** The shop's REST contract (docs/api.md) as the route files write it. */
const SHOP_ROUTES = [
  'POST /api/admin/login',
  'POST /api/admin/login/two-step',
  'PUT /api/admin/set-password',
  'POST /api/admin/logout',
  'GET /api/admin/get-price',
  'POST /api/admin/add-price',
  'PUT /api/admin/update-price',
  'DELETE /api/admin/delete-price/:id',
  'POST /api/admin/get-category',
  'POST /api/admin/add-category',
  'PUT /api/admin/category/:id',
  'DELETE /api/admin/category/:id',
  'GET /api/admin/product-count',
  'POST /api/admin/get-product',
  'POST /api/admin/add-product',
  'PUT /api/admin/product/:id',
  'PUT /api/admin/update-product',
  'PUT /api/admin/products',
  'DELETE /api/admin/product/:id',
  'GET /api/admin/banner-images',
  'POST /api/admin/add-banner-image',
  'PUT /api/admin/banner/:id',
  'PUT /api/admin/banner/:id/texts',
  'DELETE /api/admin/delete-banner-image/:id',
  'GET /api/user/product-list',
  'GET /api/user/get-new-arrivals',
  'POST /api/user/get-product',
  'GET /api/user/shop',
  'GET /api/admin/shop-settings',
  'PUT /api/admin/shop-settings',
  'POST /api/admin/shop-settings/test-email',
  'GET /api/user/savings-plans',
  'GET /api/admin/savings-plans',
  'POST /api/admin/savings-plans',
  'PUT /api/admin/savings-plan/:id',
  'DELETE /api/admin/savings-plan/:id',
  'GET /api/user/rate-history',
  'GET /api/admin/rate-history',
  'GET /api/admin/history',
  'GET /api/admin/me',
  'POST /api/admin/two-step/setup',
  'POST /api/admin/two-step/enable',
  'POST /api/admin/two-step/disable',
  'GET /api/admin/publish-status',
  'POST /api/admin/publish-now',
  'GET /api/admin/publish-history',
  'GET /api/admin/backups',
  'POST /api/admin/backups',
  'POST /api/admin/backups/download-link',
  'GET /api/admin/backups/download/:token',
  'GET /api/admin/team',
  'POST /api/admin/team',
  'PUT /api/admin/team/:id',
  'DELETE /api/admin/team/:id',
  'POST /api/admin/team/:id/reset-link',
  'DELETE /api/admin/team/:id/two-step',
  'POST /api/admin/accept-invite',
  'POST /api/admin/reset-password',
  'POST /api/admin/forgot-password',
  'POST /api/user/enquiry',
  'GET /api/user/visit-slots',
  'GET /api/admin/enquiries',
  'GET /api/admin/enquiry/:id',
  'PUT /api/admin/enquiry/:id',
  'DELETE /api/admin/enquiry/:id',
  'POST /api/user/erasure-request',
  'GET /api/admin/erasure-requests',
  'POST /api/admin/erasure-request/:id/erase',
  'GET /api/admin/export',
  'GET /api/admin/import-template',
  'POST /api/admin/import',
  'GET /api/admin/push/key',
  'POST /api/admin/push/subscriptions',
  'DELETE /api/admin/push/subscriptions',
  'GET /api/health',
];

const JSON_TIMEOUT_MS = 1500;
const MULTIPART_TIMEOUT_MS = 3000;

let cms: TestCms;
let token: string;

beforeAll(async () => {
  cms = await startCms('sqlite', {
    HTTP_JSON_TIMEOUT_MS: String(JSON_TIMEOUT_MS),
    HTTP_MULTIPART_TIMEOUT_MS: String(MULTIPART_TIMEOUT_MS),
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
  });
  token = await cms.login();
});
afterAll(() => cms?.stop());

const isGateRefusal = (answer: { status: number; json: { success?: boolean; message?: string } | null }) =>
  answer.status === 404 && answer.json?.success === false && /^No such (API )?route: /.test(answer.json.message ?? '');

const strapiAdmins = () => cms.strapi.db.query('admin::user').count();

describe('only the shop’s own routes answer', () => {
  it('tries every route Strapi has mounted, with a shop admin’s token: all but the shop’s are a 404 in the envelope', async () => {
    interface Layer {
      path: string | RegExp;
      methods: string[];
    }
    const layers = (cms.strapi.server.listRoutes() as Layer[]).filter(
      (layer) => typeof layer.path === 'string' && layer.methods.length > 0,
    );
    // Strapi mounts its admin API, plugins and users-permissions: hundreds of routes.
    expect(layers.length).toBeGreaterThan(200);
    const tries = layers.flatMap((layer) =>
      layer.methods
        // HEAD is GET without a body; CONNECT and TRACE (router.all) are not for a plain request.
        .filter((method) => !['HEAD', 'CONNECT', 'TRACE'].includes(method))
        .map((method) => ({
          method,
          route: `${method} ${layer.path}`,
          // Parameters and wildcards filled with a plausible value.
          path: (layer.path as string).replace(/:\w+(\([^)]*\))?\??/g, '1').replace(/\(.*\)/g, 'probe.png'),
        })),
    );
    // An admin of its own: the probe calls every route, Logout (which ends the admin's sessions) too.
    await cms.addShopAdmin('route-prober@suvarna.test', 'Prober@12345');
    const proberToken = await cms.login('route-prober@suvarna.test', 'Prober@12345');
    const answers = await Promise.all(
      tries.map(async (attempt) => ({
        ...attempt,
        answer: await rawRequest(cms.base, attempt.method, attempt.path, {
          headers: { authorization: `Bearer ${proberToken}`, 'content-type': 'application/json' },
          body: attempt.method === 'GET' || attempt.method === 'DELETE' ? undefined : '{}',
        }).catch((error: Error) => {
          throw new Error(`${attempt.method} ${attempt.path}: ${error.message}`);
        }),
      })),
    );
    const answered = answers.filter(({ answer }) => !isGateRefusal(answer)).map(({ route }) => route);
    // The uploads route answers too (a 404 of its own here: there is no file named "probe.png").
    expect(new Set(answered)).toEqual(new Set([...SHOP_ROUTES, 'GET /uploads/(.*)']));
    const uploadProbe = answers.find(({ route }) => route === 'GET /uploads/(.*)');
    expect(uploadProbe?.answer.status).toBe(404);
    expect(uploadProbe?.answer.json).toEqual({ success: false, message: 'Not found' });
    expect(await strapiAdmins()).toBe(0);
  });

  const FORBIDDEN: Array<[string, string, unknown?]> = [
    ['GET', '/admin/init'],
    [
      'POST',
      '/admin/register-admin',
      { firstname: 'Mal', lastname: 'Lory', email: 'mal@evil.test', password: 'Mallory@12345' },
    ],
    ['POST', '/admin/login', { email: 'mal@evil.test', password: 'Mallory@12345' }],
    ['GET', '/admin/users'],
    ['GET', '/content-manager/collection-types/plugin::users-permissions.user'],
    ['PUT', '/content-manager/collection-types/plugin::users-permissions.user/1', { password: 'Mallory@12345' }],
    ['GET', '/content-type-builder/content-types'],
    ['GET', '/upload/files'],
    ['GET', '/users-permissions/roles'],
    ['GET', '/i18n/locales'],
    ['GET', '/email/settings'],
    ['POST', '/api/auth/local', { identifier: ADMIN.email, password: ADMIN.password }],
    ['POST', '/api/auth/local/register', { username: 'mallory', email: 'mal@evil.test', password: 'Mallory@12345' }],
    ['POST', '/api/auth/forgot-password', { email: ADMIN.email }],
    ['GET', '/api/users'],
    ['GET', '/api/users/me'],
    ['GET', '/api/connect/google'],
    ['GET', '/api/upload/files'],
    ['GET', '/_health'],
    ['GET', '/favicon.ico'],
    ['GET', '/robots.txt'],
  ];

  /** Ways to spell a path that a lenient router might take for the real one. */
  const SPELLINGS: Array<[string, (path: string) => string]> = [
    ['as is', (path) => path],
    ['upper case', (path) => path.toUpperCase()],
    ['first letters upper case', (path) => path.replace(/\/(\w)/g, (_, letter: string) => `/${letter.toUpperCase()}`)],
    [
      'percent-encoded letters',
      (path) => path.replace(/\/([a-z])/g, (_, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`),
    ],
    ['percent-encoded slashes', (path) => `/${path.slice(1).replaceAll('/', '%2F')}`],
    ['doubled slashes', (path) => path.replaceAll('/', '//')],
    ['a trailing slash', (path) => `${path}/`],
    ['dot segments', (path) => `/api/admin/..${path}`],
    ['encoded dot segments', (path) => `/uploads/%2e%2e${path}`],
    ['a single-dot segment', (path) => `/.${path}`],
    ['a backslash', (path) => path.replace(/^(\/\w+)\//, '$1\\')],
    ['a path parameter', (path) => path.replace(/^\/(\w+)/, '/$1;x=1')],
    ['an absolute URL', (path) => `http://127.0.0.1${path}`],
  ];

  it('answers Strapi’s admin API, plugins and users-permissions with a 404 in the envelope however the path is spelt, all at once', async () => {
    const tries = FORBIDDEN.flatMap(([method, path, body]) =>
      SPELLINGS.map(([spelling, spell]) => ({ method, path: spell(path), spelling, body })),
    );
    const answers = await Promise.all(
      tries.map(async (attempt) => ({
        ...attempt,
        answer: await rawRequest(cms.base, attempt.method, attempt.path, {
          headers: { 'content-type': 'application/json' },
          body: attempt.body === undefined ? undefined : JSON.stringify(attempt.body),
        }),
      })),
    );
    const leaks = answers
      .filter(({ answer }) => answer.status !== 404 || answer.json?.success !== false)
      .map(
        ({ method, path, spelling, answer }) =>
          `${method} ${path} (${spelling}): ${answer.status} ${answer.text.slice(0, 80)}`,
      );
    expect(leaks).toEqual([]);
    expect(await strapiAdmins()).toBe(0);
    const mallory = await cms.strapi.db
      .query('plugin::users-permissions.user')
      .count({ where: { email: 'mal@evil.test' } });
    expect(mallory).toBe(0);
  });

  it('answers the shop’s own routes only as the route files spell them', async () => {
    for (const path of [
      '/API/health',
      '/Api/user/product-list',
      '/api/user/product-list/',
      '//api/health',
      '/api/./health',
    ]) {
      const answer = await rawRequest(cms.base, 'GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.json, path).toEqual({
        success: false,
        message: expect.stringMatching(/^No such (API )?route: GET /),
      });
    }
  });

  it('refuses to create a Strapi admin even from inside, should the admin panel ever be switched on', async () => {
    await expect(
      cms.strapi.db.query('admin::user').create({ data: { firstname: 'Mal', email: 'mal@evil.test', isActive: true } }),
    ).rejects.toThrow(/Strapi admin accounts are switched off/);
    expect(await strapiAdmins()).toBe(0);
  });
});

describe('every answer is in the envelope, and nothing a client sends logs a stack trace', () => {
  it.each([
    [
      'an unknown Content-Encoding',
      'POST',
      '/api/admin/login',
      { 'content-type': 'application/json', 'content-encoding': 'x-evil' },
      '{}',
      415,
    ],
    [
      'gzip that is not gzip',
      'POST',
      '/api/admin/login',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      'plain',
      400,
    ],
    ['a missing upload', 'GET', '/uploads/no-such-image_0123456789.png', {}, undefined, 404],
    ['the favicon', 'GET', '/favicon.ico', {}, undefined, 404],
    ['a route in another letter case', 'GET', '/API/no-such-route', {}, undefined, 404],
    ['a wrong method', 'PATCH', '/api/admin/get-price', {}, undefined, 405],
  ])('%s', async (_case, method, path, headers, body, status) => {
    const logged: string[] = [];
    const error = cms.strapi.log.error;
    cms.strapi.log.error = (message: unknown) => logged.push(String(message));
    try {
      const answer = await rawRequest(cms.base, method, path, { headers, body });
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json).toEqual({ success: false, message: expect.any(String) });
    } finally {
      cms.strapi.log.error = error;
    }
    expect(logged).toEqual([]);
  });
});

describe('hostile input is refused with a message naming what is wrong, and changes nothing', () => {
  const priceCount = async () => (await cms.call<unknown[]>('GET', '/api/admin/get-price')).body.data?.length;

  it.each([
    [{ name: '22K\u0000Gold', price: 7000 }, 'Rate name cannot contain control characters'],
    [{ name: '22K\u001b[31m', price: 7000 }, 'Rate name cannot contain control characters'],
    [{ name: '22K Gold', price: '0x10' }, 'Price must be a number'],
    [{ name: '22K Gold', price: '1e3' }, 'Price must be a number'],
    [{ name: '22K Gold', price: -5 }, 'Price cannot be negative'],
    [{ name: '22K Gold', quotedPrice: '7e4', quoteUnit: '10g' }, 'Quoted price must be a number'],
    [{ name: '22K Gold', quotedPrice: [72_830], quoteUnit: '10g' }, 'Quoted price must be a number'],
    [{ name: '22K Gold', quotedPrice: 72_830, quoteUnit: { $ne: 'g' } }, 'Quote unit must be 10g, kg, g or ct'],
    [{ name: '22K Gold', price: 7000, quoteUnit: '10g\u0000' }, 'Quote unit must be 10g, kg, g or ct'],
    [
      { name: '22K Gold', quotedPrice: 72_830, quoteUnit: 'ct', unit: 'g' },
      'Quote unit ct (per carat) cannot quote a rate per gram',
    ],
  ])('a rate %j', async (body, message) => {
    const before = await priceCount();
    const answer = await cms.call('POST', '/api/admin/add-price', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await priceCount()).toBe(before);
  });

  it('a category name with a control character', async () => {
    const answer = await cms.call('POST', '/api/admin/add-category', { token, body: { name: 'Rings\u0007' } });
    expect(answer).toEqual({
      status: 400,
      body: invalidInput('Category name cannot contain control characters', ['name']),
    });
  });

  // Every admin-typed detail is printed on every page of the site, and its links followed: only
  // plain text, and only https links on the network's own host.
  it.each([
    [{ name: 'Suvarna\u0000' }, 'Shop name cannot contain control characters'],
    [{ address: ['12 Ring Road', 'Surat\u001b[31m'] }, 'Address line 2 cannot contain control characters'],
    [{ phones: ['<img src=x onerror=alert(1)>'] }, expect.stringMatching(/^Phone 1 must be a phone number/)],
    [
      { social: { facebook: 'javascript:alert(document.cookie)' } },
      'Facebook link must be an https link on facebook.com',
    ],
    [{ social: { youtube: 'https://youtube.com.evil.test/x' } }, 'YouTube link must be an https link on youtube.com'],
    [
      { social: { instagram: 'https://evil.test@instagram.com/x' } },
      'Instagram link must be an https link on instagram.com',
    ],
    [
      { mapUrl: 'data:text/html,<script>alert(1)</script>' },
      expect.stringMatching(/^Map link must be an https Google Maps link/),
    ],
    [{ email: 'desk@shop.in?bcc=all@evil.test' }, 'Shop email must be an email address (e.g. desk@shop.in)'],
    [{ whatsapp: '0x10' }, expect.stringMatching(/^WhatsApp number must be 8 to 15 digits/)],
    [
      { smtp: { host: 'smtp.shop.in', port: '0x19', to: 'desk@shop.in' } },
      'SMTP port must be a whole number from 1 to 65535',
    ],
    [
      { smtp: { host: 'smtp.shop.in\r\nRCPT TO:<x@evil.test>', to: 'desk@shop.in' } },
      expect.stringMatching(/^SMTP server must be a host name/),
    ],
    [{ constructor: { prototype: { name: 'x' } } }, 'Unknown shop setting: constructor'],
    [
      { exchangeDeductions: { constructor: { prototype: 1 } } },
      'Exchange deductions: "constructor" is not a gold purity (24K, 22K, 18K …)',
    ],
    [
      { exchangeDeductions: Object.fromEntries(Array.from({ length: 17 }, (_, index) => [`${index + 1}K`, 1])) },
      'Exchange deductions can have at most 16 purities',
    ],
    [
      { exchangeDeductions: { '22K': 1e308 } },
      'Exchange deduction for 22K must be a percentage from 0 to 50 with at most two decimals',
    ],
  ])('shop settings %j', async (body, message) => {
    const before = await cms.call('GET', '/api/admin/shop-settings', { token });
    const answer = await cms.call('PUT', '/api/admin/shop-settings', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(message);
    expect(await cms.call('GET', '/api/admin/shop-settings', { token })).toEqual(before);
  });

  // A plan's names are printed on the site's /savings-plan page, its numbers multiplied there.
  it.each([
    [{ name: 'Nidhi\u0000' }, 'Plan name cannot contain control characters'],
    [{ nameHi: '<script>\u001b</script>' }, 'Plan name (Hindi) cannot contain control characters'],
    [{ months: '0x10' }, 'Months must be a number'],
    [{ minInstalment: '1e3' }, 'Smallest instalment must be a number'],
    [{ maxInstalment: 1e308 }, 'Largest instalment must be a whole number of rupees'],
    [{ maxInstalment: 10_000_000 }, 'Largest instalment cannot be more than ₹10,00,000'],
    [
      { benefit: { kind: 'making-discount', percent: '__proto__' } },
      'Making charge discount must be a whole percent from 1 to 100',
    ],
    [{ benefit: { kind: { $ne: null } } }, 'Benefit must be one of instalment, making-discount, none'],
  ])('a savings plan %j', async (change, message) => {
    const plan = { name: 'Nidhi', months: 11, minInstalment: 1000, maxInstalment: 50_000, benefit: { kind: 'none' } };
    const before = await cms.call('GET', '/api/admin/savings-plans', { token });
    const answer = await cms.call('POST', '/api/admin/savings-plans', { token, body: { ...plan, ...change } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await cms.call('GET', '/api/admin/savings-plans', { token })).toEqual(before);
  });

  it('a JSON body over 256 KB is a 413 that says the limit', async () => {
    const answer = await cms.call('POST', '/api/admin/add-category', { token, body: { name: 'x'.repeat(300_000) } });
    expect(answer).toEqual({
      status: 413,
      body: { success: false, message: 'The request is too large (at most 256 KB)' },
    });
  });

  it('a form with hundreds of fields is a 413 "Too many fields"', async () => {
    const form = new FormData();
    for (let field = 0; field < 300; field += 1) form.append(`field${field}`, 'x');
    const answer = await cms.call('POST', '/api/admin/add-product', { token, form });
    expect(answer).toEqual({ status: 413, body: { success: false, message: 'Too many fields' } });
  });

  it('a URL-encoded form has the same limit: 51 fields are a 413, 50 reach the route', async () => {
    const encoded = (count: number) =>
      new URLSearchParams(Array.from({ length: count }, (_, field) => [`field${field}`, 'x'])).toString();
    const send = (body: string) =>
      rawRequest(cms.base, 'POST', '/api/user/enquiry', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    const [over, within] = await Promise.all([send(encoded(51)), send(encoded(50))]);
    expect([over.status, over.json]).toEqual([413, { success: false, message: 'Too many fields' }]);
    // Parsed, then refused by the route for what it lacks: a form post goes back to the site.
    expect(within.status).toBe(303);
  });

  it('three photos of 2 MB each, as a phone sends them, are accepted: 5 MB is each image’s limit, not the request’s', async () => {
    const rate = await cms.call('POST', '/api/admin/add-price', { token, body: { name: 'AS 22K', price: 7000 } });
    expect(rate.status).toBe(200);
    const category = await cms.call<{ id: number }>('POST', '/api/admin/add-category', {
      token,
      body: { name: 'AS Ring' },
    });
    const photo = async () => {
      const side = 1450;
      const noise = randomBytes(side * side * 3);
      return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
        .jpeg({ quality: 95 })
        .toBuffer();
    };
    const photos = await Promise.all([photo(), photo(), photo()]);
    for (const bytes of photos) expect(bytes.length).toBeGreaterThan(1.5 * 1024 * 1024);
    // Together more than one image may weigh, each less.
    expect(photos.reduce((sum, bytes) => sum + bytes.length, 0)).toBeGreaterThan(5 * 1024 * 1024);
    const form = new FormData();
    const fields = {
      name: 'Phone Photos Ring',
      sku: 'AS-PHOTOS',
      metal: 'Gold',
      purity: 'AS 22K',
      category_id: String(category.body.data?.id),
      laber: '1500',
      gender: 'female',
      status: 'active',
      weight: '4.5',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const [index, bytes] of photos.entries())
      form.append('images', asBlob(bytes, 'image/jpeg'), `photo-${index}.jpg`);
    const answer = await cms.call<{ images: unknown[] }>('POST', '/api/admin/add-product', { token, form });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data?.images).toHaveLength(3);
  });
});

describe('pieces no visitor may see stay unseen', () => {
  let hidden: { id: number; sku: string };
  beforeAll(async () => {
    await cms.call('POST', '/api/admin/add-price', { token, body: { name: 'HS 22K', price: 7000 } });
    const category = await cms.call<{ id: number }>('POST', '/api/admin/add-category', {
      token,
      body: { name: 'HS Ring' },
    });
    const fields = { name: 'Hidden Ring', metal: 'Gold', purity: 'HS 22K', laber: 100, gender: 'female', weight: 2 };
    const answer = await cms.call<{ id: number; sku: string }>('POST', '/api/admin/add-product', {
      token,
      body: { ...fields, sku: 'HS-HIDDEN', category_id: category.body.data?.id, status: 'hidden' },
    });
    expect(answer.status, answer.body.message).toBe(200);
    hidden = answer.body.data as { id: number; sku: string };
  });

  it('a status spelt otherwise than the five is refused, naming the field, and changes nothing', async () => {
    for (const status of ['Hidden', 'sold ', 'draft\u0000', 'inactive,active', '', 42]) {
      const answer = await cms.call('PUT', '/api/admin/update-product', { token, body: { id: hidden.id, status } });
      expect(answer.status, JSON.stringify(status)).toBe(400);
      expect(answer.body.errors, JSON.stringify(status)).toEqual([expect.objectContaining({ field: 'status' })]);
    }
    const all = await cms.call<Array<{ id: number; status: string }>>('POST', '/api/admin/get-product', { token });
    expect(all.body.data?.find((piece) => piece.id === hidden.id)?.status).toBe('hidden');
  });

  it('a hidden piece is not reached by another spelling of its id, its SKU or a visitor token', async () => {
    const user = await cms.userToken();
    for (const id of [hidden.id, String(hidden.id), `${hidden.id}.0`, ` ${hidden.id}`, [hidden.id]]) {
      for (const caller of [undefined, user]) {
        const answer = await cms.call('POST', '/api/user/get-product', { token: caller, body: { id } });
        expect(answer.status, JSON.stringify(id)).toBeGreaterThanOrEqual(400);
        expect(JSON.stringify(answer.body)).not.toContain('Hidden Ring');
      }
    }
    for (const query of [`search=${hidden.sku}`, 'search=Hidden', 'limit=48&sort=name_asc', 'categories=HS%20Ring']) {
      const answer = await cms.call('GET', `/api/user/product-list?${query}`);
      expect(JSON.stringify(answer.body), query).not.toContain(hidden.sku);
    }
  });
});

describe('slow clients are cut off', () => {
  it('a JSON body sent a byte at a time gets a 408 and its connection closed', async () => {
    const ended = await tricklingRequest(
      cms.base,
      '/api/admin/login',
      { 'content-type': 'application/json', 'content-length': '1000' },
      ' ',
      200,
    );
    expect(ended.status).toBe(408);
    expect(JSON.parse(ended.body)).toEqual({
      success: false,
      message: 'The request took too long to arrive (at most 1.5 s)',
    });
    expect(ended.closedAfterMs).toBeGreaterThanOrEqual(JSON_TIMEOUT_MS - 100);
    expect(ended.closedAfterMs).toBeLessThan(JSON_TIMEOUT_MS + 5000);
  });

  it('a multipart upload gets its own, longer time, then is cut off the same way, leaving no file', async () => {
    const boundary = 'slow-boundary';
    const ended = await tricklingRequest(
      cms.base,
      '/api/admin/add-banner-image',
      {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': '100000',
      },
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n`,
      400,
    );
    expect(ended.status).toBe(408);
    expect(ended.closedAfterMs).toBeGreaterThanOrEqual(MULTIPART_TIMEOUT_MS - 100);
    expect(ended.closedAfterMs).toBeLessThan(MULTIPART_TIMEOUT_MS + 5000);
  });

  it('headers sent a byte at a time are cut off', async () => {
    const { createConnection } = await import('node:net');
    const { port } = new URL(cms.base);
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port: Number(port) }, () => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
        const timer = setInterval(() => socket.write('X'), 200);
        socket.on('close', () => {
          clearInterval(timer);
          resolve(Date.now() - started);
        });
        socket.on('error', () => undefined);
      });
    });
    expect(closedAfter).toBeLessThan(1000 + 5000);
  });

  it('an idle kept-alive connection is closed', async () => {
    const { createConnection } = await import('node:net');
    const { port } = new URL(cms.base);
    const closedAfter = await new Promise<number>((resolve) => {
      let answeredAt = 0;
      const socket = createConnection({ host: '127.0.0.1', port: Number(port) }, () => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      });
      socket.once('data', () => {
        answeredAt = Date.now();
      });
      socket.on('close', () => resolve(Date.now() - answeredAt));
    });
    expect(closedAfter).toBeGreaterThanOrEqual(900);
    expect(closedAfter).toBeLessThan(1000 + 5000);
  });
});

describe('push subscriptions from an attacker with an admin’s session', () => {
  const subscriptions = () => cms.strapi.db.query('api::push.push-subscription').count();

  it('an operator in the unsubscribe query deletes nothing', async () => {
    const device = {
      endpoint: 'http://127.0.0.1:9/push/mine',
      keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    };
    expect((await cms.call('POST', '/api/admin/push/subscriptions', { token, body: device })).status).toBe(200);
    for (const query of ['endpoint[$ne]=x', 'endpoint[$notNull]=true', 'endpoint[]=a&endpoint[]=b', '']) {
      const answer = await cms.call('DELETE', `/api/admin/push/subscriptions?${query}`, { token });
      expect(answer).toEqual({
        status: 400,
        body: invalidInput('endpoint must be the push service URL the browser gave', ['endpoint']),
      });
    }
    expect(await subscriptions()).toBe(1);
    await cms.call('DELETE', `/api/admin/push/subscriptions?endpoint=${encodeURIComponent(device.endpoint)}`, {
      token,
    });
    expect(await subscriptions()).toBe(0);
  });

  it('operators and prototype keys in a subscription are refused, storing nothing', async () => {
    for (const body of [
      { endpoint: { $ne: null }, keys: { p256dh: 'x', auth: 'y' } },
      { endpoint: 'http://127.0.0.1:9/x', keys: { $gt: '' } },
      JSON.parse(
        '{"endpoint":"http://127.0.0.1:9/x","keys":{"__proto__":{"p256dh":"B"},"auth":"AAAAAAAAAAAAAAAAAAAAAA"}}',
      ),
      { endpoint: `http://127.0.0.1:9/${'x'.repeat(3000)}`, keys: { p256dh: 'x', auth: 'y' } },
    ]) {
      const answer = await cms.call('POST', '/api/admin/push/subscriptions', { token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect(await subscriptions()).toBe(0);
  });
});
