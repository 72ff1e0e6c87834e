// @vitest-environment jsdom
// Uploads that report their progress go by XMLHttpRequest, since fetch tells nothing of a body going
// out. Here it is jsdom's (a devDependency for this file: a real XMLHttpRequest outside a browser),
// sending to a real HTTP server on another origin, with the CORS answers a browser needs.
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type ProductUpload } from './client.js';
import { closedPort, useStandInCms } from './test-support/stand-in-cms.js';

const cms = useStandInCms({
  cors: true,
  firstAnswer: () => ({
    status: 200,
    body: { success: true, message: 'Product added successfully', data: { id: 41 } },
  }),
});

const last = () => {
  const request = cms.seen.at(-1);
  if (!request) throw new Error('the server saw no request');
  return request;
};

/** Two photos' worth of bytes, so the body is well over what a form's fields weigh. */
const photo = (name: string, bytes: number) => ({
  file: new Blob([new Uint8Array(bytes).fill(0xab)], { type: 'image/jpeg' }),
  name,
});
const product: ProductUpload = {
  fields: {
    name: 'Jhumka',
    sku: 'E-7',
    metal: 'Gold',
    purity: '22K',
    category_id: 3,
    laber: 1200,
    discount: 0,
    gender: 'female',
    status: 'active',
    weight: 8.25,
    size: 0,
    color: 'Rose',
    details: '',
    description: '',
  },
  images: [photo('front.jpg', 150_000), photo('side.jpg', 90_000)],
  existingImages: [],
};

const client = (onUnauthorized?: (error: ApiError) => void) =>
  createApiClient({
    baseUrl: cms.baseUrl,
    getToken: () => 'admin-token',
    ...(onUnauthorized ? { onUnauthorized } : {}),
  });

describe('an upload asked for its progress', () => {
  it('reports the bytes sent out of the whole body, ending with all of it, and gives the envelope’s data', async () => {
    const reports: Array<[number, number]> = [];
    const reply = await client().addProduct(product, { onProgress: (sent, total) => reports.push([sent, total]) });

    expect(reply).toEqual({ data: { id: 41 }, message: 'Product added successfully' });
    const { method, url, headers, body } = last();
    expect([method, url, headers.authorization]).toEqual(['POST', '/api/admin/add-product', 'Bearer admin-token']);
    expect(String(headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const text = body.toString('latin1');
    expect(text).toContain('name="images"; filename="front.jpg"');
    expect(text).toContain('name="images"; filename="side.jpg"');
    expect(text).toContain('name="existingImages"');

    // The whole multipart body, as the server counted it.
    const total = Number(headers['content-length']);
    expect(total).toBe(body.length);
    expect(total).toBeGreaterThan(240_000);
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.at(-1)).toEqual([total, total]);
    for (const [index, [sent, whole]] of reports.entries()) {
      expect(whole).toBe(total);
      expect(sent).toBeGreaterThanOrEqual(reports[index - 1]?.[0] ?? 0);
    }
  });

  it('sends a replacement and the banners’ pictures the same way', async () => {
    const reports: number[] = [];
    const onProgress = (sent: number) => reports.push(sent);
    await client().replaceProduct(9, { ...product, existingImages: [4] }, { onProgress });
    expect([last().method, last().url]).toEqual(['PUT', '/api/admin/product/9']);
    await client().addBanner({ image: photo('wide.jpg', 20_000) }, { onProgress });
    expect([last().method, last().url]).toEqual(['POST', '/api/admin/add-banner-image']);
    await client().setBannerPhonePicture(4, photo('tall.jpg', 20_000), { onProgress });
    expect([last().method, last().url]).toEqual(['PUT', '/api/admin/banner/4']);
    expect(reports.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    [
      409,
      {
        success: false,
        message: 'A product with HUID "AB12CD" already exists',
        errors: [{ field: 'huid', code: 'duplicate', message: 'Taken' }],
      },
      'A product with HUID "AB12CD" already exists',
      [{ field: 'huid', code: 'duplicate', message: 'Taken' }],
    ],
    [413, { success: false, message: 'Each image must be at most 5 MB' }, 'Each image must be at most 5 MB', []],
    [200, { success: false, message: 'Refused' }, 'Refused', []],
    [503, { success: false }, 'Request failed (HTTP 503)', []],
  ])('HTTP %d %j fails as any call does, with "%s"', async (status, body, message, errors) => {
    cms.answer = { status, body };
    const error = await client()
      .addProduct(product, { onProgress: () => {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message, errors, url: `${cms.baseUrl}/api/admin/add-product` });
  });

  it('calls onUnauthorized for a 401, then fails', async () => {
    cms.answer = {
      status: 401,
      body: { success: false, message: 'Your session is invalid or has expired. Please log in again.' },
    };
    const unauthorized: number[] = [];
    await expect(
      client((error) => unauthorized.push(error.status)).addProduct(product, { onProgress: () => {} }),
    ).rejects.toThrow('Your session is invalid or has expired. Please log in again.');
    expect(unauthorized).toEqual([401]);
  });

  it('names the address when the answer is not the shop’s envelope', async () => {
    cms.answer = { status: 502, body: '<html>Bad gateway</html>', raw: true };
    await expect(client().addProduct(product, { onProgress: () => {} })).rejects.toMatchObject({
      status: 502,
      message: `Unexpected answer from ${cms.baseUrl}/api/admin/add-product (HTTP 502)`,
    });
  });

  it('gives up after its own timeoutMs, not the client’s, and says so', async () => {
    cms.answer = { ...cms.answer, delayMs: 10_000 };
    const api = createApiClient({ baseUrl: cms.baseUrl, getToken: () => 'admin-token', timeoutMs: 60_000 });
    const error = await api
      .addProduct(product, { onProgress: () => {}, timeoutMs: 400 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      message: `Cannot reach the shop's server at ${cms.baseUrl}/api/admin/add-product: no answer within 0.4 s`,
    });
    // The body had arrived whole: it is the answer that was too slow.
    expect(last().url).toBe('/api/admin/add-product');
  });

  it('fails with status 0 when the server cannot be reached', async () => {
    const port = await closedPort();
    const error = await createApiClient({ baseUrl: `http://127.0.0.1:${port}` })
      .addProduct(product, { onProgress: () => {} })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 0,
      message: `Cannot reach the shop's server at http://127.0.0.1:${port}/api/admin/add-product: the connection failed`,
    });
  });
});
