// Replacing a record's pictures many times at once: each replacement deletes the pictures it
// replaced, so when all have answered, no file is left that no record names (and no upload row that
// no record uses), without waiting for the sweep at the next start.
import path from 'node:path';
import type { Banner, Product } from '@suvarna/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';
import { productFields, productForm, uploadFiles } from '../support/hardening';
import { asBlob, png } from '../support/images';

const RACERS = 10;
/** A different picture for each replacement. */
const colours = Array.from({ length: RACERS }, (_, index) => `#${(0x203040 + index * 0x0b0907).toString(16)}`);

interface FileRow {
  id: number;
  url: string;
  formats: Record<string, { url: string }> | null;
}

export function pictureReplacementsSuite(cms: () => TestCms) {
  let token: string;
  let categoryId: number;
  beforeAll(async () => {
    token = await cms().login();
    await cms().call('POST', '/api/admin/add-price', { token, body: { name: 'PR 22K', price: 7000 } });
    const category = await cms().call<{ id: number }>('POST', '/api/admin/add-category', {
      token,
      body: { name: 'PR Ring' },
    });
    categoryId = category.body.data?.id ?? 0;
  });

  /** Files in the uploads folder no record's picture names, and upload rows no record uses. */
  const orphans = async () => {
    const { strapi } = cms();
    const links = (await strapi.db.getConnection('files_related_mph').select('file_id')) as Array<{ file_id: number }>;
    const used = new Set(links.map((link) => Number(link.file_id)));
    const rows = (await strapi.db.query('plugin::upload.file').findMany()) as FileRow[];
    const named = new Set(
      rows
        .filter((row) => used.has(row.id))
        .flatMap((row) => [row.url, ...Object.values(row.formats ?? {}).map((format) => format.url)])
        .map((url) => path.basename(url)),
    );
    return {
      files: uploadFiles(cms().publicDir).filter((name) => !named.has(name)),
      rows: rows.filter((row) => !used.has(row.id)).map((row) => row.url),
    };
  };

  describe('picture replacements racing each other', () => {
    it(`${RACERS} phone pictures for one banner at once leave no file no record names`, async () => {
      const form = new FormData();
      form.append('image', asBlob(await png('#6b1f2a'), 'image/png'), 'wide.png');
      form.append('mobileImage', asBlob(await png('#c9a227'), 'image/png'), 'phone.png');
      const created = await cms().call<Banner>('POST', '/api/admin/add-banner-image', { token, form });
      expect(created.status, created.body.message).toBe(200);
      const id = created.body.data?.id;

      const answers = await Promise.all(
        colours.map(async (colour) => {
          const replacement = new FormData();
          replacement.append('mobileImage', asBlob(await png(colour), 'image/png'), 'phone.png');
          return cms().call<Banner>('PUT', `/api/admin/banner/${id}`, { token, form: replacement });
        }),
      );
      expect(answers.map((answer) => answer.status)).toEqual(colours.map(() => 200));

      expect(await orphans()).toEqual({ files: [], rows: [] });
      const banners = (await cms().call<Banner[]>('GET', '/api/admin/banner-images')).body.data ?? [];
      const banner = banners.find((listed) => listed.id === id);
      const onDisk = uploadFiles(cms().publicDir);
      expect(answers.map((answer) => answer.body.data?.mobileUrl)).toContain(banner?.mobileUrl);
      expect(onDisk).toContain(path.basename(banner?.mobileUrl ?? ''));
      expect(onDisk).toContain(path.basename(banner?.url ?? ''));
    });

    it(`${RACERS} new pictures for one product at once leave no file no record names`, async () => {
      const fields = productFields('PR-RACE', 'PR 22K', categoryId);
      const created = await cms().call<Product>('POST', '/api/admin/add-product', {
        token,
        form: productForm(fields, [[await png('#6b1f2a'), 'image/png', 'front.png']]),
      });
      expect(created.status, created.body.message).toBe(200);
      const id = created.body.data?.id;

      const answers = await Promise.all(
        colours.map(async (colour) =>
          cms().call<Product>('PUT', `/api/admin/product/${id}`, {
            token,
            form: productForm(fields, [[await png(colour), 'image/png', 'front.png']]),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(colours.map(() => 200));

      expect(await orphans()).toEqual({ files: [], rows: [] });
      const product = (await cms().call<Product>('POST', '/api/user/get-product', { body: { id } })).body.data;
      expect(product?.images).toHaveLength(1);
      const onDisk = uploadFiles(cms().publicDir);
      expect(onDisk).toContain(path.basename(product?.images[0]?.url ?? ''));
    });
  });
}
