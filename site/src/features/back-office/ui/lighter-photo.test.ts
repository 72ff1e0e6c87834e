// The sizes, types and names of photos made lighter for sending, and the upload bar's share of each
// photo. Drawing and encoding are the browser's (jsdom has no canvas): the browser test
// site/e2e/phone-upload.e2e.ts sends real camera photos through them and measures what is stored.
import { ORIENTATIONS, phoneJpeg } from '@suvarna/testkit/phone-photos';
import { describe, expect, it } from 'vitest';
import { jpegOrientation, lighterPhoto, lighterSize, lighterType, renamedFor } from './lighter-photo';
import { sentOfEachFile } from './UploadProgress';

describe('lighterSize: the longest side at most 2,400 px, proportions kept', () => {
  it.each([
    ['a camera’s landscape photo', { width: 4000, height: 3000 }, 1, { width: 2400, height: 1800 }],
    ['a phone’s portrait photo, already upright', { width: 3024, height: 4032 }, 6, { width: 1800, height: 2400 }],
    ['a 12 MP photo from a phone', { width: 4032, height: 3024 }, undefined, { width: 2400, height: 1800 }],
    ['a long panorama', { width: 12_000, height: 2000 }, 1, { width: 2400, height: 400 }],
    ['a sliver', { width: 10_000, height: 1 }, 1, { width: 2400, height: 1 }],
    ['just over', { width: 2401, height: 2401 }, 1, { width: 2400, height: 2400 }],
  ])('%s: %j is drawn at %j', (_what, upright, orientation, expected) => {
    expect(lighterSize(upright, orientation)).toEqual(expected);
  });

  it('sends a photo small enough and upright as it is', () => {
    expect(lighterSize({ width: 2400, height: 1600 }, 1)).toBeNull();
    expect(lighterSize({ width: 800, height: 800 }, undefined)).toBeNull();
  });

  it('turns a small photo that carries an orientation upright at its own size', () => {
    expect(lighterSize({ width: 1200, height: 1600 }, 6)).toEqual({ width: 1200, height: 1600 });
    expect(lighterSize({ width: 1600, height: 1200 }, 3)).toEqual({ width: 1600, height: 1200 });
  });

  it('takes another limit', () => {
    expect(lighterSize({ width: 4000, height: 3000 }, 1, 1000)).toEqual({ width: 1000, height: 750 });
  });
});

describe('what a lighter photo is written as', () => {
  it('is a JPEG, or a WebP when it has transparent pixels to keep', () => {
    expect(lighterType(false)).toBe('image/jpeg');
    expect(lighterType(true)).toBe('image/webp');
  });

  it.each([
    ['IMG_0042.JPG', 'image/jpeg', 'IMG_0042.JPG'],
    ['front.jpeg', 'image/jpeg', 'front.jpeg'],
    ['scan.png', 'image/jpeg', 'scan.jpg'],
    ['cut-out.png', 'image/webp', 'cut-out.webp'],
    ['cut-out.png', 'image/png', 'cut-out.png'],
    ['ring.v2.webp', 'image/jpeg', 'ring.v2.jpg'],
    ['photo', 'image/jpeg', 'photo.jpg'],
    ['.png', 'image/jpeg', 'photo.jpg'],
  ])('%s written as %s is named %s', (name, type, expected) => {
    expect(renamedFor(name, type)).toBe(expected);
  });
});

describe('jpegOrientation (exifr’s mini bundle): whether a small photo must be turned upright', () => {
  it.each(ORIENTATIONS)('reads orientation %d from a phone’s JPEG', async (orientation) => {
    const jpeg = new Blob([(await phoneJpeg(orientation)).slice()], { type: 'image/jpeg' });
    expect(await jpegOrientation(jpeg)).toBe(orientation);
  });

  it('reads none from a JPEG without EXIF, and none from bytes that are no JPEG', async () => {
    expect(await jpegOrientation(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0, 4, 0, 0, 0xff, 0xd9])]))).toBe(
      undefined,
    );
    expect(await jpegOrientation(new Blob(['not a picture']))).toBe(undefined);
  });
});

describe('lighterPhoto where the browser cannot draw', () => {
  it('gives the file itself (jsdom has no createImageBitmap)', async () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'front.jpg', { type: 'image/jpeg' });
    expect(await lighterPhoto(file)).toBe(file);
  });
});

describe('the upload bar’s part for each photo', () => {
  const sizes = [300_000, 100_000, 200_000];
  // The form's fields and the parts' headers: 1,000 bytes, sent before the first photo.
  const total = 601_000;

  it.each([
    [0, [0, 0, 0]],
    [1000, [0, 0, 0]],
    [151_000, [0.5, 0, 0]],
    [351_000, [1, 0.5, 0]],
    [501_000, [1, 1, 0.5]],
    [total, [1, 1, 1]],
  ])('%d bytes sent: %j of each', (sent, expected) => {
    expect(sentOfEachFile(sizes, { sent, total })).toEqual(expected);
  });

  it('counts an empty file as sent', () => {
    expect(sentOfEachFile([0, 10], { sent: 0, total: 10 })).toEqual([1, 0]);
  });
});
