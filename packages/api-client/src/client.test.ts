import { EMPTY_QUERY } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type ProductUpload } from './client.js';
import { closedPort, useStandInCms } from './test-support/stand-in-cms.js';

const cms = useStandInCms({ firstAnswer: () => ({ status: 200, body: { success: true, data: null } }) });

const last = () => {
  const request = cms.seen.at(-1);
  if (!request) throw new Error('the server saw no request');
  return request;
};
const jsonBody = () => JSON.parse(last().body.toString('utf8'));
/** Parses the multipart body the client sent, the way a server would. */
const formBody = () => {
  const request = last();
  return new Request('http://x', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: new Uint8Array(request.body),
  }).formData();
};

let token: string | null = 'admin-token';
const client = () => createApiClient({ baseUrl: `${cms.baseUrl}/`, getToken: () => token });

describe('each call uses the contract’s method and path', () => {
  const rate = { name: '22K', price: 6850.5 };
  const fields = {
    name: 'Ring',
    sku: 'R-1',
    metal: 'Gold' as const,
    purity: '22K',
    category_id: 2,
    laber: 500,
    discount: 0,
    gender: 'female' as const,
    status: 'active' as const,
    weight: 3.5,
    size: 16,
    color: 'Yellow',
    details: '',
    description: '',
  };
  const upload = { fields, images: [], existingImages: [] };

  it.each<[string, (api: ReturnType<typeof client>) => Promise<unknown>, string, string, boolean]>([
    ['login', (api) => api.login({ email: 'a@b.in', password: 'password1' }), 'POST', '/api/admin/login', false],
    [
      'setPassword',
      (api) =>
        api.setPassword({ currentPassword: 'c'.repeat(8), password: 'p'.repeat(8), confirmPassword: 'p'.repeat(8) }),
      'PUT',
      '/api/admin/set-password',
      true,
    ],
    ['logout', (api) => api.logout(), 'POST', '/api/admin/logout', true],
    ['getRates', (api) => api.getRates(), 'GET', '/api/admin/get-price', false],
    ['addRate', (api) => api.addRate(rate), 'POST', '/api/admin/add-price', true],
    ['updateRate', (api) => api.updateRate({ id: 3, ...rate }), 'PUT', '/api/admin/update-price', true],
    ['deleteRate', (api) => api.deleteRate(3), 'DELETE', '/api/admin/delete-price/3', true],
    ['getCategories', (api) => api.getCategories(), 'POST', '/api/admin/get-category', false],
    ['addCategory', (api) => api.addCategory({ name: 'Ring' }), 'POST', '/api/admin/add-category', true],
    ['updateCategory', (api) => api.updateCategory(5, { name: 'Rings' }), 'PUT', '/api/admin/category/5', true],
    ['deleteCategory', (api) => api.deleteCategory(5), 'DELETE', '/api/admin/category/5', true],
    ['getProductCount', (api) => api.getProductCount(), 'GET', '/api/admin/product-count', true],
    ['getAllProducts', (api) => api.getAllProducts(), 'POST', '/api/admin/get-product', true],
    ['addProduct', (api) => api.addProduct(upload), 'POST', '/api/admin/add-product', true],
    ['replaceProduct', (api) => api.replaceProduct(9, upload), 'PUT', '/api/admin/product/9', true],
    [
      'updateProduct',
      (api) => api.updateProduct({ id: 9, status: 'inactive' }),
      'PUT',
      '/api/admin/update-product',
      true,
    ],
    ['deleteProduct', (api) => api.deleteProduct(9), 'DELETE', '/api/admin/product/9', true],
    [
      'importStock',
      (api) => api.importStock({ file: { file: new Blob(['sku\n']), name: 'stock.csv' }, dryRun: true }),
      'POST',
      '/api/admin/import',
      true,
    ],
    [
      'bulkEditProducts',
      (api) => api.bulkEditProducts({ ids: [9], set: { discount: 5 } }),
      'PUT',
      '/api/admin/products',
      true,
    ],
    ['getBanners', (api) => api.getBanners(), 'GET', '/api/admin/banner-images', false],
    [
      'addBanner',
      (api) => api.addBanner({ image: { file: new Blob(['x']), name: 'b.png' } }),
      'POST',
      '/api/admin/add-banner-image',
      true,
    ],
    [
      'setBannerPhonePicture',
      (api) => api.setBannerPhonePicture(4, { file: new Blob(['x']), name: 'p.png' }),
      'PUT',
      '/api/admin/banner/4',
      true,
    ],
    ['setBannerTexts', (api) => api.setBannerTexts(4, { alt: 'Offer' }), 'PUT', '/api/admin/banner/4/texts', true],
    ['deleteBanner', (api) => api.deleteBanner(4), 'DELETE', '/api/admin/delete-banner-image/4', true],
    ['listProducts', (api) => api.listProducts(EMPTY_QUERY), 'GET', '/api/user/product-list?page=1&limit=12', false],
    ['getNewArrivals', (api) => api.getNewArrivals(), 'GET', '/api/user/get-new-arrivals', false],
    ['getProduct', (api) => api.getProduct(7), 'POST', '/api/user/get-product', false],
    ['getShopSettings', (api) => api.getShopSettings(), 'GET', '/api/user/shop', false],
    ['getVisitSlots', (api) => api.getVisitSlots('2026-12-01'), 'GET', '/api/user/visit-slots?date=2026-12-01', false],
    ['getRateHistory', (api) => api.getRateHistory(), 'GET', '/api/user/rate-history', false],
    ['getRateHistory', (api) => api.getRateHistory(7), 'GET', '/api/user/rate-history?days=7', false],
    ['getRateChanges', (api) => api.getRateChanges(), 'GET', '/api/admin/rate-history', true],
    [
      'getRateChanges',
      (api) => api.getRateChanges({ name: '22K Gold', days: 30 }),
      'GET',
      '/api/admin/rate-history?name=22K+Gold&days=30',
      true,
    ],
    ['getPublishStatus', (api) => api.getPublishStatus(), 'GET', '/api/admin/publish-status', true],
    ['publishNow', (api) => api.publishNow(), 'POST', '/api/admin/publish-now', true],
    ['getPublishHistory', (api) => api.getPublishHistory(), 'GET', '/api/admin/publish-history', true],
    ['getEnquiries', (api) => api.getEnquiries(), 'GET', '/api/admin/enquiries', true],
    [
      'getEnquiries',
      (api) => api.getEnquiries({ status: 'new', search: ' kada & ring ', page: 2 }),
      'GET',
      '/api/admin/enquiries?status=new&search=kada+%26+ring&page=2',
      true,
    ],
    ['getEnquiry', (api) => api.getEnquiry(12), 'GET', '/api/admin/enquiry/12', true],
    ['setEnquiryStatus', (api) => api.setEnquiryStatus(12, 'answered'), 'PUT', '/api/admin/enquiry/12', true],
    ['deleteEnquiry', (api) => api.deleteEnquiry(12), 'DELETE', '/api/admin/enquiry/12', true],
    ['getHealth', (api) => api.getHealth(), 'GET', '/api/health', false],
    ['getAdminShopSettings', (api) => api.getAdminShopSettings(), 'GET', '/api/admin/shop-settings', true],
    [
      'updateShopSettings',
      (api) => api.updateShopSettings({ phones: ['+91 98250 12345'] }),
      'PUT',
      '/api/admin/shop-settings',
      true,
    ],
    ['sendTestEmail', (api) => api.sendTestEmail(), 'POST', '/api/admin/shop-settings/test-email', true],
    ['getTeam', (api) => api.getTeam(), 'GET', '/api/admin/team', true],
    [
      'inviteMember',
      (api) => api.inviteMember({ name: 'Asha', email: 'asha@shop.in', role: 'staff' }),
      'POST',
      '/api/admin/team',
      true,
    ],
    ['updateMember', (api) => api.updateMember(5, { disabled: true }), 'PUT', '/api/admin/team/5', true],
    ['removeMember', (api) => api.removeMember(5), 'DELETE', '/api/admin/team/5', true],
    ['makeResetLink', (api) => api.makeResetLink(5), 'POST', '/api/admin/team/5/reset-link', true],
    // The link's token is the credential: no bearer token goes with it.
    [
      'setPasswordByLink',
      (api) =>
        api.setPasswordByLink('accept-invite', {
          token: '5.s',
          password: 'p'.repeat(8),
          confirmPassword: 'p'.repeat(8),
        }),
      'POST',
      '/api/admin/accept-invite',
      false,
    ],
    [
      'setPasswordByLink',
      (api) =>
        api.setPasswordByLink('reset-password', {
          token: '5.s',
          password: 'p'.repeat(8),
          confirmPassword: 'p'.repeat(8),
        }),
      'POST',
      '/api/admin/reset-password',
      false,
    ],
    // Asked for by someone who cannot sign in.
    ['forgotPassword', (api) => api.forgotPassword({ email: 'a@b.in' }), 'POST', '/api/admin/forgot-password', false],
  ])('%s: %s %s, bearer token only for admin calls', async (_name, call, method, url, admin) => {
    await call(client());
    expect(last().method).toBe(method);
    expect(last().url).toBe(url);
    expect(last().headers.authorization).toBe(admin ? 'Bearer admin-token' : undefined);
  });
});

describe('bodies and queries', () => {
  it('sends JSON with its content type', async () => {
    await client().updateRate({ id: 3, name: '22K', price: 6850.5 });
    expect(last().headers['content-type']).toBe('application/json');
    expect(jsonBody()).toEqual({ id: 3, name: '22K', price: 6850.5 });
  });

  it('sends the product-list query in the API form', async () => {
    await client().listProducts({
      ...EMPTY_QUERY,
      search: 'temple',
      categories: ['Ring', 'Chain'],
      sort: 'price_asc',
      page: 2,
    });
    expect(last().url).toBe(
      '/api/user/product-list?page=2&limit=12&searchParams=temple&categories=Ring%2CChain&sort=price_asc',
    );
  });

  it('sends a product as multipart: every field, the kept image ids as JSON and the new files under "images"', async () => {
    await client().addProduct({
      fields: {
        name: 'Jhumka',
        sku: 'E-7',
        metal: 'Gold',
        purity: '22K',
        category_id: 3,
        laber: 1200.5,
        discount: 0,
        gender: 'female',
        status: 'active',
        weight: 8.25,
        size: 0,
        color: 'Rose',
        details: 'Pair',
        description: '',
      },
      images: [
        { file: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), name: 'front.jpg' },
        { file: new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }), name: 'side.png' },
      ],
      existingImages: [11, 12],
      imageOrder: [{ new: 1 }, { kept: 12 }, { new: 0 }, { kept: 11 }],
    });
    const form = await formBody();
    expect(form.get('name')).toBe('Jhumka');
    expect(form.get('laber')).toBe('1200.5');
    expect(form.get('category_id')).toBe('3');
    expect(form.get('existingImages')).toBe('[11,12]');
    expect(form.get('imageOrder')).toBe('[{"new":1},{"kept":12},{"new":0},{"kept":11}]');
    const images = form.getAll('images') as File[];
    expect(images.map((file) => [file.name, file.type, file.size])).toEqual([
      ['front.jpg', 'image/jpeg', 3],
      ['side.png', 'image/png', 2],
    ]);
  });

  it('sends a banner as multipart under "image", and no phone picture unless one is given', async () => {
    await client().addBanner({ image: { file: new Blob(['png-bytes'], { type: 'image/png' }), name: 'diwali.png' } });
    const form = await formBody();
    const image = form.get('image') as File;
    expect([image.name, await image.text()]).toEqual(['diwali.png', 'png-bytes']);
    expect(form.has('mobileImage')).toBe(false);
  });

  it('sends a banner\'s phone picture under "mobileImage", with a new banner or on its own', async () => {
    const wide = { file: new Blob(['wide']), name: 'wide.png' };
    const phone = { file: new Blob(['tall']), name: 'tall.png' };
    await client().addBanner({ image: wide, mobileImage: phone });
    let picture = (await formBody()).get('mobileImage') as File;
    expect([picture.name, await picture.text()]).toEqual(['tall.png', 'tall']);
    await client().setBannerPhonePicture(4, phone);
    const form = await formBody();
    picture = form.get('mobileImage') as File;
    expect([picture.name, await picture.text(), form.has('image')]).toEqual(['tall.png', 'tall', false]);
  });

  it('reads the token at each call, so a logout takes effect at once', async () => {
    const api = client();
    token = null;
    await api.getAllProducts();
    expect(last().headers.authorization).toBeUndefined();
    token = 'admin-token';
  });
});

describe('answers: the envelope is unwrapped, failures become ApiErrors with a message for a person', () => {
  it('gives reads their data', async () => {
    cms.answer = { status: 200, body: { success: true, data: [{ id: 1, name: '22K', price: 6850.5, modified: 'x' }] } };
    expect(await client().getRates()).toEqual([{ id: 1, name: '22K', price: 6850.5, modified: 'x' }]);
  });

  it('gives writes their data and the server’s message for the toast', async () => {
    cms.answer = { status: 200, body: { success: true, message: 'Price added successfully...!!!', data: { id: 7 } } };
    expect(await client().addRate({ name: '18K', price: 5605 })).toEqual({
      data: { id: 7 },
      message: 'Price added successfully...!!!',
    });
  });

  it.each([
    [
      409,
      { success: false, message: 'A category named "Ring" already exists' },
      'A category named "Ring" already exists',
    ],
    [400, { success: false, message: 'SKU: required!' }, 'SKU: required!'],
    [500, { success: false, message: 'Some internal server error' }, 'Some internal server error'],
    [200, { success: false, message: 'Refused' }, 'Refused'],
    [503, { success: false }, 'Request failed (HTTP 503)'],
  ])('HTTP %d %j fails with "%s"', async (status, body, message) => {
    cms.answer = { status, body };
    const error = await client()
      .addCategory({ name: 'Ring' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });

  it('calls onUnauthorized for a 401, then fails', async () => {
    cms.answer = { status: 401, body: { success: false, message: 'Your session has expired. Please log in again.' } };
    const seenErrors: ApiError[] = [];
    const api = createApiClient({
      baseUrl: cms.baseUrl,
      getToken: () => 'old',
      onUnauthorized: (error) => seenErrors.push(error),
    });
    await expect(api.getAllProducts()).rejects.toThrow('Your session has expired. Please log in again.');
    expect(seenErrors.map((error) => error.status)).toEqual([401]);
  });

  it('names the address when the answer is not the shop’s envelope', async () => {
    cms.answer = { status: 502, body: '<html>Bad gateway</html>', raw: true };
    await expect(client().getBanners()).rejects.toMatchObject({
      status: 502,
      message: `Unexpected answer from ${cms.baseUrl}/api/admin/banner-images (HTTP 502)`,
    });
  });

  it('names the address and the cause when the server cannot be reached', async () => {
    const port = await closedPort();
    const error = await createApiClient({ baseUrl: `http://127.0.0.1:${port}` })
      .getHealth()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0 });
    expect((error as ApiError).message).toMatch(
      new RegExp(`^Cannot reach the shop's server at http://127.0.0.1:${port}/api/health: .*ECONNREFUSED`),
    );
  });
});

describe('uploads without XMLHttpRequest (Node, an old browser): sent by fetch', () => {
  const upload: ProductUpload = {
    fields: {
      name: 'Ring',
      sku: 'R-1',
      metal: 'Gold',
      purity: '22K',
      category_id: 2,
      laber: 500,
      discount: 0,
      gender: 'female',
      status: 'active',
      weight: 3.5,
      size: 16,
      color: 'Yellow',
      details: '',
      description: '',
    },
    images: [{ file: new Blob([new Uint8Array(50_000)], { type: 'image/jpeg' }), name: 'front.jpg' }],
    existingImages: [],
  };

  it('sends the form whole, and reports no progress it cannot see', async () => {
    const reports: number[] = [];
    await client().addProduct(upload, { onProgress: (sent) => reports.push(sent) });
    const images = (await formBody()).getAll('images') as File[];
    expect(images.map((file) => [file.name, file.size])).toEqual([['front.jpg', 50_000]]);
    expect(reports).toEqual([]);
  });

  it('gives up after the upload’s own timeoutMs, not the client’s, and says so', async () => {
    cms.answer = { status: 200, body: { success: true, data: null }, delayMs: 10_000 };
    const api = createApiClient({ baseUrl: cms.baseUrl, getToken: () => token, timeoutMs: 60_000 });
    await expect(api.addProduct(upload, { timeoutMs: 300 })).rejects.toMatchObject({
      status: 0,
      message: `Cannot reach the shop's server at ${cms.baseUrl}/api/admin/add-product: no answer within 0.3 s`,
    });
  });

  it('a call that is no upload keeps the client’s timeoutMs', async () => {
    cms.answer = { status: 200, body: { success: true, data: [] }, delayMs: 10_000 };
    const api = createApiClient({ baseUrl: cms.baseUrl, timeoutMs: 250 });
    await expect(api.getRates()).rejects.toMatchObject({
      status: 0,
      message: `Cannot reach the shop's server at ${cms.baseUrl}/api/admin/get-price: no answer within 0.25 s`,
    });
  });
});
