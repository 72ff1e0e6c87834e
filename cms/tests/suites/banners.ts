import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';
import { asBlob, png } from '../support/images';

export function bannersSuite(cms: () => TestCms) {
  let token: string;
  beforeAll(async () => {
    token = await cms().login();
  });

  const upload = (bytes: Uint8Array | null, type = 'image/png', name = 'banner.png') => {
    const form = new FormData();
    if (bytes) form.append('image', asBlob(bytes, type), name);
    return cms().call<{ id: number; url: string }>('POST', '/api/admin/add-banner-image', { token, form });
  };

  describe('banners', () => {
    it('uploads a banner, lists it, then deletes it and its file', async () => {
      const added = await upload(await png('#6b1f2a'));
      expect(added.body).toMatchObject({ success: true, message: 'Banner uploaded successfully' });
      const banner = added.body.data as { id: number; url: string };
      expect(banner.url).toMatch(/^\/uploads\/.+\.png$/);
      const list = await cms().call<Array<{ id: number }>>('GET', '/api/admin/banner-images');
      expect(list.body.data).toContainEqual(banner);
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
      const before = (await cms().call<unknown[]>('GET', '/api/admin/banner-images')).body.data?.length;
      expect(await upload(bytes)).toEqual({ status, body: { success: false, message } });
      expect((await cms().call<unknown[]>('GET', '/api/admin/banner-images')).body.data?.length).toBe(before);
    });
  });
}
