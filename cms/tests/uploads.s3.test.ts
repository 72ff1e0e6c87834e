// Uploads on object storage (UPLOAD_PROVIDER=s3), against a real S3-compatible server started here
// (s3rver): a product's pictures go to the bucket, not the instance's disk, and are served from
// the bucket's address, each with its thumbnail beside it (deleted with it); the content checks
// refuse what is not a picture before anything is stored; a save that fails after storing its
// pictures leaves no object behind; and the sweep at start removes objects no record uses.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBucket } from '../src/lib/bucket';
import { sweepOrphanUploads } from '../src/lib/uploads';
import { startBucket, type TestBucket } from './support/bucket';
import { startCms, type TestCms } from './support/cms';
import { productForm as formOf, productFields } from './support/hardening';
import { picture as pictureOf, png } from './support/images';

let store: TestBucket;
let endpoint: string;
let BUCKET: string;
let cms: TestCms;
let token: string;
let categoryId: number;
let picture: Uint8Array;

beforeAll(async () => {
  store = await startBucket('suvarna-pictures');
  ({ endpoint, name: BUCKET } = store);
  cms = await startCms('sqlite', store.settings);
  token = await cms.login();
  await cms.call('POST', '/api/admin/add-price', { token, body: { name: 'S3 22K', price: 7000 } });
  const category = await cms.call<{ id: number }>('POST', '/api/admin/add-category', {
    token,
    body: { name: 'S3 Ring' },
  });
  categoryId = category.body.data?.id ?? 0;
  picture = await png();
});

afterAll(async () => {
  await cms?.stop();
  await store?.close();
});

const bucket = () => cms.strapi.config.get('shop.bucket') as Parameters<typeof listBucket>[0];
const keys = async () => (await listBucket(bucket())).map((object) => object.key).sort();

const productForm = (sku: string) =>
  formOf(productFields(sku, 'S3 22K', categoryId), [
    [picture, 'image/png', 'front.png'],
    [picture, 'image/png', 'side.png'],
  ]);

describe('uploads on object storage', () => {
  it('keeps a product’s pictures in the bucket, served from its address, and nothing on the instance’s disk', async () => {
    const saved = await cms.call<{ images: Array<{ url: string }> }>('POST', '/api/admin/add-product', {
      token,
      form: productForm('S3-1'),
    });
    expect(saved.status).toBe(200);
    const urls = (saved.body.data?.images ?? []).map((image) => image.url);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url.startsWith(`${endpoint}/${BUCKET}/`)).toBe(true);
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(picture))).toBe(true);
    }
    expect(await keys()).toEqual(urls.map((url) => url.slice(`${endpoint}/${BUCKET}/`.length)).sort());
    expect(readdirSync(path.join(cms.publicDir, 'uploads'))).toEqual([]);
  });

  it('keeps a large picture’s thumbnail in the bucket beside it, and deletes both with the product', async () => {
    const before = await keys();
    const photo = await pictureOf(1600, 1200).jpeg({ quality: 92 }).toBuffer();
    const add = (sku: string) =>
      cms.call<{ id: number; images: Array<{ url: string; thumbnailUrl: string }> }>('POST', '/api/admin/add-product', {
        token,
        form: formOf(productFields(sku, 'S3 22K', categoryId), [[photo, 'image/jpeg', 'photo.jpg']]),
      });
    const [kept, deleted] = [(await add('S3-THUMB-1')).body.data, (await add('S3-THUMB-2')).body.data];
    for (const product of [kept, deleted]) {
      const [image] = product?.images ?? [];
      expect(image?.thumbnailUrl.startsWith(`${endpoint}/${BUCKET}/thumbnail_`)).toBe(true);
      const [original, thumbnail] = await Promise.all([fetch(image?.url ?? ''), fetch(image?.thumbnailUrl ?? '')]);
      expect([original.status, thumbnail.status]).toEqual([200, 200]);
      const [originalBytes, thumbnailBytes] = [
        (await original.arrayBuffer()).byteLength,
        (await thumbnail.arrayBuffer()).byteLength,
      ];
      expect(thumbnailBytes).toBeLessThan(30 * 1024);
      expect(thumbnailBytes * 10).toBeLessThan(originalBytes);
    }
    const objects = (product: typeof kept) =>
      (product?.images ?? [])
        .flatMap((image) => [image.url, image.thumbnailUrl])
        .map((url) => url.slice(`${endpoint}/${BUCKET}/`.length));
    expect(await keys()).toEqual([...before, ...objects(kept), ...objects(deleted)].sort());

    expect((await cms.call('DELETE', `/api/admin/product/${deleted?.id}`, { token })).status).toBe(200);
    // The kept one's thumbnail stays, through the sweep below too.
    expect(await keys()).toEqual([...before, ...objects(kept)].sort());
  });

  it('refuses a picture that is not one with the same message as on disk, and writes nothing to the bucket', async () => {
    const before = await keys();
    // A PNG's signature, then a web page: what an attacker uploads to have it served from the bucket.
    const disguised = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const answer = await cms.call('POST', '/api/admin/add-product', {
      token,
      form: formOf(productFields('S3-FAKE', 'S3 22K', categoryId), [[disguised, 'image/png', 'front.png']]),
    });
    expect(answer).toEqual({
      status: 415,
      body: { success: false, message: 'Only JPEG, PNG or WebP images can be uploaded' },
    });
    expect(await keys()).toEqual(before);
  });

  it('leaves no object behind for saves that fail after storing their pictures', async () => {
    const before = await keys();
    // The same new SKU saved four times at once: all may pass the SKU check and store their
    // pictures; one is saved, the others fail on the database's unique SKU and take theirs back.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        cms.call('POST', '/api/admin/add-product', { token, form: productForm('S3-RACE') }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await keys()).length).toBe(before.length + 2);
  });

  it('sweeps, at start, objects no record uses', async () => {
    const before = await keys();
    const stray = await fetch(`${endpoint}/${BUCKET}/stray-left-by-a-killed-save.png`, {
      method: 'PUT',
      body: Buffer.from(picture),
      headers: { 'content-type': 'image/png' },
    });
    expect(stray.ok).toBe(true);
    expect(await keys()).toContain('stray-left-by-a-killed-save.png');
    await sweepOrphanUploads(cms.strapi, new Date(Date.now() + 60_000));
    expect(await keys()).toEqual(before);
  });
});
