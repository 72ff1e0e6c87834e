// Uploads are stored only when the whole file is the image it claims to be: its container ends
// exactly at the file's end (nothing after PNG's IEND, JPEG's EOI or WebP's RIFF chunk: a decoder
// ignores it, so it could carry a page) and every pixel decodes. An image claiming more pixels than
// the limit is refused before it is decoded. Each refusal, through the banner upload and the
// product upload alike, leaves nothing behind: no upload row, no file, no temporary file.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageToKeep } from '@suvarna/domain';
import { concat } from '@suvarna/testkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImages } from '../src/lib/uploads';
import { startCms, type TestCms } from './support/cms';
import {
  animatedWebp,
  asBlob,
  cut,
  HTML_PAGE,
  jpegWithExifThumbnail,
  jpegWithShortScan,
  picture,
  png,
  pngBomb,
  pngWithShortData,
  progressiveJpeg,
  ultraHdrJpeg,
  webp,
} from './support/images';

// Multipart parsing writes uploads to the temporary folder before any route runs: give this process
// a folder of its own (before Strapi loads), so files left there can be seen.
const temporaryDir = mkdtempSync(path.join(tmpdir(), 'suvarna-upload-content-'));
process.env.TMPDIR = temporaryDir;

const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images can be uploaded';
const TOO_MANY_PIXELS = 'Each image must be at most 100 megapixels';

let cms: TestCms;
let token: string;
let categoryId: number;
let images: Record<string, Uint8Array>;

beforeAll(async () => {
  cms = await startCms('sqlite');
  token = await cms.login();
  await cms.call('POST', '/api/admin/add-price', { token, body: { name: 'UC 22K', price: 7000 } });
  const category = await cms.call<{ id: number }>('POST', '/api/admin/add-category', {
    token,
    body: { name: 'UC Ring' },
  });
  categoryId = category.body.data?.id ?? 0;
  const [baseline, progressive, exif, lossy, animated, plainPng, smallPng] = await Promise.all([
    picture().jpeg().toBuffer(),
    progressiveJpeg(),
    jpegWithExifThumbnail(),
    webp(),
    animatedWebp(),
    picture().png().toBuffer(),
    png(),
  ]);
  images = { baseline, progressive, exif, lossy, animated, plainPng, smallPng };
});

afterAll(async () => {
  await cms?.stop();
  rmSync(temporaryDir, { recursive: true, force: true });
});

type Upload = (bytes: Uint8Array, type: string, name: string) => Promise<{ status: number; body: unknown }>;

const uploadBanner: Upload = (bytes, type, name) => {
  const form = new FormData();
  form.append('image', asBlob(bytes, type), name);
  return cms.call('POST', '/api/admin/add-banner-image', { token, form });
};

/** A product with a good image first, then the one under test: both stored, or neither. */
const uploadProduct: Upload = (bytes, type, name) => {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: 'Upload Ring',
    sku: `UC-${Math.random().toString(36).slice(2, 10)}`,
    metal: 'Gold',
    purity: 'UC 22K',
    category_id: String(categoryId),
    laber: '1500',
    gender: 'female',
    status: 'active',
    weight: '4.5',
  }))
    form.append(key, value);
  form.append('images', asBlob(images.smallPng as Uint8Array, 'image/png'), 'good.png');
  form.append('images', asBlob(bytes, type), name);
  return cms.call('POST', '/api/admin/add-product', { token, form });
};

/** Everything an upload may leave behind. */
async function leftovers() {
  return {
    rows: await cms.strapi.db.query('plugin::upload.file').count(),
    products: await cms.strapi.db.query('api::product.product').count(),
    banners: await cms.strapi.db.query('api::banner.banner').count(),
    uploads: readdirSync(path.join(cms.publicDir, 'uploads')).sort(),
    temporary: readdirSync(temporaryDir)
      .filter((name) => !name.startsWith('suvarna-cms-'))
      .sort(),
  };
}

const ROUTES: Array<[string, Upload]> = [
  ['the banner upload', uploadBanner],
  ['the product upload (multipart images)', uploadProduct],
];

/** [what, its bytes (made once the images are), the type it claims, its name, status, message] */
const REFUSED: Array<[string, () => Uint8Array, string, string, number, string]> = [
  [
    'a PNG signature followed by an HTML page',
    () => concat([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], HTML_PAGE),
    'image/png',
    'page.png',
    415,
    NOT_AN_IMAGE,
  ],
  [
    'a valid PNG with an HTML page after IEND',
    () => concat(images.plainPng as Uint8Array, HTML_PAGE),
    'image/png',
    'banner.png',
    415,
    NOT_AN_IMAGE,
  ],
  [
    'a valid JPEG with bytes after EOI',
    () => concat(images.baseline as Uint8Array, [0x00, 0x3c, 0x21, 0x2d, 0x2d]),
    'image/jpeg',
    'photo.jpg',
    415,
    NOT_AN_IMAGE,
  ],
  [
    'a valid JPEG with an HTML page after EOI (its EXIF thumbnail has an EOI of its own)',
    () => concat(images.exif as Uint8Array, HTML_PAGE),
    'image/jpeg',
    'camera.jpg',
    415,
    NOT_AN_IMAGE,
  ],
  [
    'a truncated JPEG (no EOI)',
    () => cut(images.baseline as Uint8Array, 40),
    'image/jpeg',
    'cut.jpg',
    415,
    NOT_AN_IMAGE,
  ],
  [
    'a truncated progressive JPEG (between its scans)',
    () => cut(images.progressive as Uint8Array, 300),
    'image/jpeg',
    'cut.jpg',
    415,
    NOT_AN_IMAGE,
  ],
  [
    'a JPEG whose scan is cut short before its EOI (only decoding finds it)',
    () => jpegWithShortScan(images.baseline as Uint8Array, 40),
    'image/jpeg',
    'short.jpg',
    415,
    NOT_AN_IMAGE,
  ],
  [
    'a truncated PNG (no IEND)',
    () => cut(images.plainPng as Uint8Array, 12),
    'image/png',
    'cut.png',
    415,
    NOT_AN_IMAGE,
  ],
  [
    'a truncated PNG (inside its pixel data)',
    () => cut(images.plainPng as Uint8Array, 60),
    'image/png',
    'cut.png',
    415,
    NOT_AN_IMAGE,
  ],
  [
    'a PNG whose pixel data is cut short in a whole container (only decoding finds it)',
    () => pngWithShortData(images.plainPng as Uint8Array, 20),
    'image/png',
    'short.png',
    415,
    NOT_AN_IMAGE,
  ],
  [
    'a WebP with bytes after its RIFF chunk',
    () => concat(images.lossy as Uint8Array, HTML_PAGE),
    'image/webp',
    'picture.webp',
    415,
    NOT_AN_IMAGE,
  ],
  ['a truncated WebP', () => cut(images.lossy as Uint8Array, 100), 'image/webp', 'cut.webp', 415, NOT_AN_IMAGE],
  [
    'a decompression-bomb PNG (110 kB, 30,000 × 30,000 pixels)',
    () => pngBomb(30_000, 30_000),
    'image/png',
    'bomb.png',
    413,
    TOO_MANY_PIXELS,
  ],
  [
    'a PNG just over the pixel limit (10,001 × 10,000)',
    () => pngBomb(10_001, 10_000),
    'image/png',
    'big.png',
    413,
    TOO_MANY_PIXELS,
  ],
];

describe.each(ROUTES)('through %s', (_route, upload) => {
  it.each(REFUSED)('refuses %s and stores nothing', async (_case, bytes, type, name, status, message) => {
    const before = await leftovers();
    const answer = await upload(bytes(), type, name);
    expect(answer).toEqual({ status, body: { success: false, message } });
    expect(await leftovers()).toEqual(before);
  });
});

/** [what, its bytes, the type it is sent as, the extension it is stored with] */
const ACCEPTED: Array<[string, () => Uint8Array, string, string]> = [
  ['a baseline JPEG', () => images.baseline as Uint8Array, 'image/jpeg', '.jpg'],
  ['a progressive JPEG', () => images.progressive as Uint8Array, 'image/jpeg', '.jpg'],
  ['a JPEG with an EXIF thumbnail', () => images.exif as Uint8Array, 'image/jpeg', '.jpg'],
  ['a PNG', () => images.plainPng as Uint8Array, 'image/png', '.png'],
  ['a WebP', () => images.lossy as Uint8Array, 'image/webp', '.webp'],
  ['an animated WebP', () => images.animated as Uint8Array, 'image/webp', '.webp'],
];

describe.each(ROUTES)('through %s', (route, upload) => {
  it.each(ACCEPTED)('stores %s and serves it as itself', async (_case, bytes, type, extension) => {
    const answer = await upload(bytes(), type, `upload${extension}`);
    expect(answer.status).toBe(200);
    const data = (answer.body as { data: { url?: string; images?: Array<{ url: string }> } }).data;
    // A product has the good image it was sent with too.
    const stored = route.startsWith('the banner')
      ? data.url
      : data.images?.find((image) => !/\/good_/.test(image.url))?.url;
    const url = stored ?? '';
    expect(url).toMatch(new RegExp(`^/uploads/.+\\${extension}$`));
    const served = await fetch(`${cms.base}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect((await leftovers()).temporary).toEqual([]);
  });
});

describe('a phone photo with a gain map (Android Ultra HDR)', () => {
  it('is stored as the photo alone: the declared gain map after it is dropped, nothing else is kept', async () => {
    const { file, primaryLength } = await ultraHdrJpeg();
    const form = new FormData();
    form.append('image', asBlob(file, 'image/jpeg'), 'PXL_20261123_ultra_hdr.jpg');
    const answer = await cms.call<{ url: string }>('POST', '/api/admin/add-banner-image', { token, form });
    expect(answer.status, answer.body.message).toBe(200);
    const served = new Uint8Array(await (await fetch(`${cms.base}${answer.body.data?.url}`)).arrayBuffer());
    // The photo, re-encoded without its metadata (photos.sqlite.test.ts): one whole JPEG of its
    // size, with no MPF index and nothing after it.
    expect(imageToKeep(served)).toEqual({ type: 'image/jpeg', length: served.length });
    expect(Buffer.from(served).includes('MPF\0')).toBe(false);
    const [photo, stored] = await Promise.all([
      sharp(file.subarray(0, primaryLength)).metadata(),
      sharp(served).metadata(),
    ]);
    expect([stored.width, stored.height]).toEqual([photo.width, photo.height]);
  });

  it('is refused when anything but the declared gain map follows', async () => {
    const { file } = await ultraHdrJpeg();
    const form = new FormData();
    form.append('image', asBlob(concat(file, HTML_PAGE), 'image/jpeg'), 'photo.jpg');
    const answer = await cms.call('POST', '/api/admin/add-banner-image', { token, form });
    expect(answer).toEqual({
      status: 415,
      body: { success: false, message: 'Only JPEG, PNG or WebP images can be uploaded' },
    });
  });
});

describe('the pixel limit', () => {
  // Straight to the check: the upload plugin would then spend seconds making a thumbnail of it.
  it('takes an image of exactly 100 megapixels, decoded whole', async () => {
    const bytes = pngBomb(10_000, 10_000);
    const filepath = path.join(temporaryDir, 'limit.png');
    writeFileSync(filepath, bytes);
    try {
      const file = { filepath, originalFilename: 'limit.png', mimetype: 'image/png', size: bytes.length };
      expect(await checkImages([file])).toEqual([{ ...file, originalFilename: 'limit-1.png' }]);
    } finally {
      rmSync(filepath);
    }
  });
});
