// Photos stored on object storage (UPLOAD_PROVIDER=s3, against s3rver) are cleaned as on disk: the
// object the API links is upright and carries no EXIF (GPS position included), XMP or comment.

import type { Product } from '@suvarna/domain';
import { metadataIn, phoneJpeg, quartersOf, UPRIGHT, UPRIGHT_QUARTERS } from '@suvarna/testkit/phone-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBucket, type TestBucket } from './support/bucket';
import { startCms, type TestCms } from './support/cms';
import { productFields, productForm } from './support/hardening';

let store: TestBucket;
let cms: TestCms;

beforeAll(async () => {
  store = await startBucket('suvarna-photos');
  cms = await startCms('sqlite', store.settings);
});

afterAll(async () => {
  await cms?.stop();
  await store?.close();
});

describe('a phone photo stored in a bucket', () => {
  it('is the upright, clean original at the address the API lists', async () => {
    const token = await cms.login();
    await cms.call('POST', '/api/admin/add-price', { token, body: { name: 'PS 22K', price: 7000 } });
    const category = await cms.call<{ id: number }>('POST', '/api/admin/add-category', {
      token,
      body: { name: 'PS Ring' },
    });
    const fields = productFields('PS-1', 'PS 22K', category.body.data?.id ?? 0);
    const added = await cms.call<Product>('POST', '/api/admin/add-product', {
      token,
      form: productForm(fields, [[await phoneJpeg(6), 'image/jpeg', 'IMG_0006.jpg']]),
    });
    expect(added.status, added.body.message).toBe(200);
    const listed = await cms.call<Product>('POST', '/api/user/get-product', { body: { id: added.body.data?.id } });
    const url = listed.body.data?.images[0]?.url ?? '';
    expect(url.startsWith(`${store.endpoint}/${store.name}/`)).toBe(true);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(await metadataIn(bytes)).toEqual([]);
    expect(await quartersOf(bytes)).toEqual({ ...UPRIGHT, quarters: UPRIGHT_QUARTERS });
  });
});
