// Uploads on object storage (UPLOAD_PROVIDER=s3), against a real S3-compatible server started here
// (s3rver): a product's pictures go to the bucket, not the instance's disk, and are served from
// the bucket's address; a save that fails after storing its pictures leaves no object behind; and
// the sweep at start removes objects no record uses.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBucket } from '../src/lib/bucket';
import { sweepOrphanUploads } from '../src/lib/uploads';
import { startCms, type TestCms } from './support/cms';
import { asBlob, png } from './support/images';

const BUCKET = 'suvarna-pictures';
const storeDir = mkdtempSync(path.join(tmpdir(), 'suvarna-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: storeDir,
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
let endpoint: string;
let cms: TestCms;
let token: string;
let categoryId: number;
let picture: Uint8Array;

beforeAll(async () => {
  const { port } = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${port}`;
  cms = await startCms('sqlite', {
    UPLOAD_PROVIDER: 's3',
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    // s3rver's own fixed key.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
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
  await server.close();
  rmSync(storeDir, { recursive: true, force: true });
});

const bucket = () => cms.strapi.config.get('shop.bucket') as Parameters<typeof listBucket>[0];
const keys = async () => (await listBucket(bucket())).map((object) => object.key).sort();

const productForm = (sku: string) => {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: 'Bucket Ring',
    sku,
    metal: 'Gold',
    purity: 'S3 22K',
    category_id: String(categoryId),
    laber: '1500',
    gender: 'female',
    status: 'active',
    weight: '4.5',
  }))
    form.append(key, value);
  form.append('images', asBlob(picture, 'image/png'), 'front.png');
  form.append('images', asBlob(picture, 'image/png'), 'side.png');
  return form;
};

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
