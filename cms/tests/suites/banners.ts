import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Banner } from '@suvarna/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';
import { asBlob, picture, png } from '../support/images';
import { invalidInput } from '../support/refusals';

export function bannersSuite(cms: () => TestCms) {
  let token: string;
  beforeAll(async () => {
    token = await cms().login();
  });

  const upload = (
    bytes: Uint8Array | null,
    type = 'image/png',
    name = 'banner.png',
    phone?: Uint8Array[],
    texts: Record<string, string> = {},
  ) => {
    const form = new FormData();
    for (const [field, text] of Object.entries(texts)) form.append(field, text);
    if (bytes) form.append('image', asBlob(bytes, type), name);
    for (const picture of phone ?? []) form.append('mobileImage', asBlob(picture, 'image/png'), 'phone.png');
    return cms().call<Banner>('POST', '/api/admin/add-banner-image', { token, form });
  };
  const setPhonePicture = (id: number | string, pictures: Uint8Array[], type = 'image/png') => {
    const form = new FormData();
    for (const picture of pictures) form.append('mobileImage', asBlob(picture, type), 'phone.png');
    return cms().call<Banner>('PUT', `/api/admin/banner/${id}`, { token, form });
  };
  const listed = async () => (await cms().call<Banner[]>('GET', '/api/admin/banner-images')).body.data ?? [];
  const stored = (url: string) => existsSync(path.join(cms().publicDir, url));

  describe('banners', () => {
    it('uploads a banner, lists it, then deletes it and its file', async () => {
      const added = await upload(await png('#6b1f2a'));
      expect(added.body).toMatchObject({ success: true, message: 'Banner uploaded successfully' });
      const banner = added.body.data as Banner;
      expect(banner.url).toMatch(/^\/uploads\/.+\.png$/);
      expect(banner.mobileUrl).toBeNull();
      expect(await listed()).toContainEqual(banner);
      expect(existsSync(path.join(cms().publicDir, banner.url))).toBe(true);
      // Stored names are content-hashed: browsers and the site build may cache them for good.
      const served = await fetch(`${cms().base}${banner.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('max-age=31536000,immutable');

      const removed = await cms().call('DELETE', `/api/admin/delete-banner-image/${banner.id}`, { token });
      expect(removed).toEqual({
        status: 200,
        body: { success: true, message: 'Banner deleted successfully', data: null },
      });
      expect(existsSync(path.join(cms().publicDir, banner.url))).toBe(false);
      expect(await cms().call('DELETE', `/api/admin/delete-banner-image/${banner.id}`, { token })).toEqual({
        status: 404,
        body: { success: false, message: `No banner with id ${banner.id}` },
      });
    });

    it.each([
      [null, 400, 'Please choose an image to upload'],
      [new TextEncoder().encode('%PDF-1.7'), 415, 'Only JPEG, PNG or WebP images can be uploaded'],
    ])('refuses %s with %d', async (bytes, status, message) => {
      const before = (await listed()).length;
      expect(await upload(bytes)).toEqual({ status, body: { success: false, message } });
      expect((await listed()).length).toBe(before);
    });

    it('takes a phone picture with a new banner, and deletes both files with it, thumbnails included', async () => {
      const wide = await picture(1920, 720).jpeg().toBuffer();
      const added = await upload(wide, 'image/jpeg', 'wide.jpg', [await png('#b08d57')]);
      expect(added.status).toBe(200);
      const banner = added.body.data as Banner;
      expect(banner.mobileUrl).toMatch(/^\/uploads\/.+\.png$/);
      expect(banner.mobileUrl).not.toBe(banner.url);
      // The back office's cards show the thumbnails: the wide picture's own, and the small phone
      // picture itself (it is no larger than a thumbnail).
      expect(banner.thumbnailUrl).toMatch(/^\/uploads\/thumbnail_.+\.jpg$/);
      expect(banner.mobileThumbnailUrl).toBe(banner.mobileUrl);
      expect(await listed()).toContainEqual(banner);
      for (const file of [banner.url, banner.thumbnailUrl, banner.mobileUrl ?? '']) expect(stored(file)).toBe(true);

      await cms().call('DELETE', `/api/admin/delete-banner-image/${banner.id}`, { token });
      for (const file of [banner.url, banner.thumbnailUrl, banner.mobileUrl ?? '']) expect(stored(file)).toBe(false);
    });

    it('adds a phone picture to a banner, then replaces it, deleting the old file', async () => {
      const banner = (await upload(await png('#112233'))).body.data as Banner;
      const first = await setPhonePicture(banner.id, [await png('#445566')]);
      expect(first.body).toMatchObject({ success: true, message: 'Phone picture uploaded successfully' });
      const withPhone = first.body.data as Banner;
      expect(withPhone).toEqual({
        id: banner.id,
        url: banner.url,
        thumbnailUrl: banner.thumbnailUrl,
        mobileUrl: expect.stringMatching(/^\/uploads\//),
        mobileThumbnailUrl: withPhone.mobileUrl,
        alt: '',
        altGu: '',
        altHi: '',
      });
      expect(await listed()).toContainEqual(withPhone);

      const second = (await setPhonePicture(banner.id, [await png('#778899')])).body.data as Banner;
      expect(second.mobileUrl).not.toBe(withPhone.mobileUrl);
      expect(await listed()).toContainEqual(second);
      expect(stored(withPhone.mobileUrl ?? '')).toBe(false);
      expect(stored(second.mobileUrl ?? '')).toBe(true);
      expect(stored(banner.url)).toBe(true);
    });

    it('keeps what a banner says in English, Gujarati and Hindi, given with it or set later', async () => {
      const texts = { alt: 'Diwali offer: 20% off making', altGu: 'દિવાળી ઓફર: ઘડામણમાં 20% છૂટ', altHi: '' };
      const added = await upload(await png('#334455'), 'image/png', 'wide.png', [], texts);
      const banner = added.body.data as Banner;
      expect(banner).toMatchObject(texts);
      expect(await listed()).toContainEqual(banner);

      const set = await cms().call<Banner>('PUT', `/api/admin/banner/${banner.id}/texts`, {
        token,
        body: { alt: 'Wedding season', altHi: 'शादी का मौसम' },
      });
      expect(set.body).toMatchObject({ success: true, message: 'Banner texts saved successfully' });
      expect(set.body.data).toEqual({ ...banner, alt: 'Wedding season', altGu: '', altHi: 'शादी का मौसम' });
      expect(await listed()).toContainEqual(set.body.data);
    });

    it('refuses an alt text past its limit, keeping no file and changing nothing', async () => {
      const files = () => readdirSync(path.join(cms().publicDir, 'uploads')).length;
      const banner = (await upload(await png('#5a6b7c'))).body.data as Banner;
      const [before, filesBefore] = [await listed(), files()];
      const added = await upload(await png('#667788'), 'image/png', 'wide.png', [], { altGu: 'દ'.repeat(201) });
      expect(added).toEqual({
        status: 400,
        body: invalidInput('Alt text (Gujarati) must be at most 200 characters', ['altGu']),
      });
      const set = await cms().call('PUT', `/api/admin/banner/${banner.id}/texts`, {
        token,
        body: { alt: 'x'.repeat(201) },
      });
      expect(set).toEqual({ status: 400, body: invalidInput('Alt text must be at most 200 characters', ['alt']) });
      expect(await cms().call('PUT', '/api/admin/banner/999999/texts', { token, body: {} })).toEqual({
        status: 404,
        body: { success: false, message: 'No banner with id 999999' },
      });
      expect(await listed()).toEqual(before);
      expect(files()).toBe(filesBefore);
    });

    it('refuses a phone picture that is missing, doubled or not an image, and a banner that does not exist, changing nothing', async () => {
      const banner = (await upload(await png('#223344'))).body.data as Banner;
      const picture = await png('#556677');
      const cases: Array<[Promise<unknown>, number, string]> = [
        [setPhonePicture(banner.id, []), 400, 'Please choose a phone picture to upload'],
        [setPhonePicture(banner.id, [picture, picture]), 400, 'Please choose a single phone picture'],
        [
          setPhonePicture(banner.id, [new TextEncoder().encode('<svg onload="alert(1)"/>')], 'image/svg+xml'),
          415,
          'Only JPEG, PNG or WebP images can be uploaded',
        ],
        [setPhonePicture(999999, [picture]), 404, 'No banner with id 999999'],
        [upload(picture, 'image/png', 'wide.png', [picture, picture]), 400, 'Please choose a single phone picture'],
      ];
      const before = await listed();
      for (const [answer, status, message] of cases) {
        expect(await answer).toEqual({ status, body: { success: false, message } });
      }
      expect(await listed()).toEqual(before);
      expect(before.find((each) => each.id === banner.id)?.mobileUrl).toBeNull();
    });
  });
}
