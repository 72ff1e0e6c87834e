// Photos are stored upright and without what they say of where and with what they were taken: a
// phone's JPEG (each EXIF orientation, 1 to 8, with a GPS position, the camera's name, XMP and a
// comment), a WebP likewise, and a PNG with text and EXIF chunks, through every route that stores
// a picture. The original the API lists, fetched from /uploads/, has its orientation applied to
// its pixels and no EXIF, XMP, comment or text chunk. Racing picture replacements leave no orphan
// (suites/picture-replacements.ts, on PostgreSQL too).
import type { Banner, Product } from '@suvarna/domain';
import {
  CAMERA,
  metadataIn,
  ORIENTATIONS,
  phoneJpeg,
  phoneWebp,
  pngWithMetadata,
  quartersOf,
  UPRIGHT,
  UPRIGHT_QUARTERS,
} from '@suvarna/testkit/phone-photos';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureReplacementsSuite } from './suites/picture-replacements';
import { startCms, type TestCms } from './support/cms';
import { productFields, productForm } from './support/hardening';
import { asBlob, png } from './support/images';

let cms: TestCms;
let token: string;
let categoryId: number;

beforeAll(async () => {
  cms = await startCms('sqlite');
  token = await cms.login();
  await cms.call('POST', '/api/admin/add-price', { token, body: { name: 'PH 22K', price: 7000 } });
  const category = await cms.call<{ id: number }>('POST', '/api/admin/add-category', {
    token,
    body: { name: 'PH Ring' },
  });
  categoryId = category.body.data?.id ?? 0;
});

afterAll(() => cms?.stop());

/** The stored original at the address the API lists. */
async function original(url: string | null | undefined): Promise<Uint8Array> {
  expect(url).toMatch(/^\/uploads\//);
  const served = await fetch(`${cms.base}${url}`);
  expect(served.status).toBe(200);
  return new Uint8Array(await served.arrayBuffer());
}

async function expectUprightAndClean(url: string | null | undefined) {
  const bytes = await original(url);
  expect(await metadataIn(bytes)).toEqual([]);
  expect(await quartersOf(bytes)).toEqual({ ...UPRIGHT, quarters: UPRIGHT_QUARTERS });
}

let skus = 0;
async function addProduct(bytes: Uint8Array, type: string, name: string): Promise<Product['images'][number]> {
  skus += 1;
  const added = await cms.call<Product>('POST', '/api/admin/add-product', {
    token,
    form: productForm(productFields(`PH-${skus}`, 'PH 22K', categoryId), [[bytes, type, name]]),
  });
  expect(added.status, added.body.message).toBe(200);
  const listed = await cms.call<Product>('POST', '/api/user/get-product', { body: { id: added.body.data?.id } });
  const [image] = listed.body.data?.images ?? [];
  if (!image) throw new Error('The product lists no picture');
  return image;
}

const listedBanner = async (id: number | undefined) =>
  ((await cms.call<Banner[]>('GET', '/api/admin/banner-images')).body.data ?? []).find((banner) => banner.id === id);

describe.each(ORIENTATIONS)(
  'a phone JPEG with EXIF orientation %i, a GPS position, XMP and a comment',
  (orientation) => {
    let photo: Uint8Array;
    beforeAll(async () => {
      photo = await phoneJpeg(orientation);
      // What there is to remove.
      expect(await metadataIn(photo)).toEqual(
        expect.arrayContaining(['exif', 'xmp', 'orientation', 'Exif\0\0', CAMERA, 'WGS-84']),
      );
    });

    it('is stored upright and clean through add-product, and listed with its upright size', async () => {
      const image = await addProduct(photo, 'image/jpeg', 'IMG_0001.jpg');
      expect([image.width, image.height]).toEqual([UPRIGHT.width, UPRIGHT.height]);
      await expectUprightAndClean(image.url);
    });

    it('is stored upright and clean through add-banner-image, as the wide picture and the phone picture', async () => {
      const form = new FormData();
      form.append('image', asBlob(photo, 'image/jpeg'), 'IMG_0002.jpg');
      form.append('mobileImage', asBlob(photo, 'image/jpeg'), 'IMG_0003.jpg');
      const added = await cms.call<Banner>('POST', '/api/admin/add-banner-image', { token, form });
      expect(added.status, added.body.message).toBe(200);
      const banner = await listedBanner(added.body.data?.id);
      await expectUprightAndClean(banner?.url);
      await expectUprightAndClean(banner?.mobileUrl);
    });

    it('is stored upright and clean as a banner’s new phone picture (PUT /api/admin/banner/:id)', async () => {
      const form = new FormData();
      form.append('image', asBlob(await png(), 'image/png'), 'wide.png');
      const added = await cms.call<Banner>('POST', '/api/admin/add-banner-image', { token, form });
      const phone = new FormData();
      phone.append('mobileImage', asBlob(photo, 'image/jpeg'), 'IMG_0004.jpg');
      const replaced = await cms.call<Banner>('PUT', `/api/admin/banner/${added.body.data?.id}`, {
        token,
        form: phone,
      });
      expect(replaced.status, replaced.body.message).toBe(200);
      await expectUprightAndClean((await listedBanner(added.body.data?.id))?.mobileUrl);
    });
  },
);

describe('other photos', () => {
  it('a WebP turned by its EXIF orientation, with GPS and XMP, is stored upright and clean', async () => {
    const photo = await phoneWebp(6);
    expect(await metadataIn(photo)).toEqual(expect.arrayContaining(['exif', 'xmp', 'orientation', 'EXIF', 'XMP ']));
    const image = await addProduct(photo, 'image/webp', 'photo.webp');
    expect(image.url).toMatch(/\.webp$/);
    await expectUprightAndClean(image.url);
  });

  it('a PNG with tEXt, iTXt (XMP) and eXIf (GPS) chunks is stored without them, its pixels unchanged (lossless)', async () => {
    const sent = await pngWithMetadata();
    expect(await metadataIn(sent)).toEqual(
      expect.arrayContaining(['exif', 'comments', 'tEXt', 'iTXt', 'eXIf', CAMERA, 'WGS-84']),
    );
    const form = new FormData();
    form.append('image', asBlob(sent, 'image/png'), 'banner.png');
    const added = await cms.call<Banner>('POST', '/api/admin/add-banner-image', { token, form });
    expect(added.status, added.body.message).toBe(200);
    const url = (await listedBanner(added.body.data?.id))?.url;
    expect(url).toMatch(/\.png$/);
    const stored = await original(url);
    expect(await metadataIn(stored)).toEqual([]);
    const pixels = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();
    expect((await pixels(stored)).equals(await pixels(sent))).toBe(true);
  });
});

pictureReplacementsSuite(() => cms);
