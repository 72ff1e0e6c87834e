import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';
import { asBlob, jpeg, picture, png } from '../support/images';
import { invalidInput } from '../support/refusals';

interface Product {
  id: number;
  sku: string;
  status: string;
  images: Array<{
    id: number;
    url: string;
    thumbnailUrl: string;
    width: number | null;
    height: number | null;
    focus?: { x: number; y: number };
  }>;
  metalAndPurityPrice: number;
  gst: number;
  totalPrice: number;
  discountPrice: number;
  category: string;
  purity: string;
  discount: number;
  laber: number;
  color: string;
  similarProducts?: Product[];
}

export function productsSuite(cms: () => TestCms) {
  let token: string;
  let categoryId: number;
  const uploads = () =>
    readdirSync(path.join(cms().publicDir, 'uploads'))
      .filter((name) => name !== '.gitkeep')
      .sort();
  const productRows = () => cms().strapi.db.query('api::product.product').count();
  const fileOnDisk = (url: string) => existsSync(path.join(cms().publicDir, url));
  const bytesOnDisk = (url: string) => statSync(path.join(cms().publicDir, url)).size;
  /** A photo-sized picture with detail in it, as a phone would send: far larger than a thumbnail. */
  const largeJpeg = () => picture(1600, 1200).jpeg({ quality: 92 }).toBuffer();

  const fields = (overrides: Record<string, string> = {}) => ({
    name: 'Kundan Ring',
    sku: `PT-${Math.random().toString(36).slice(2, 8)}`,
    metal: 'Gold',
    purity: 'PT 22K',
    category_id: String(categoryId),
    laber: '1500',
    discount: '500',
    gender: 'female',
    status: 'active',
    weight: '4.5',
    size: '16',
    color: 'Yellow',
    details: 'Handset kundan stones',
    description: 'A bright kundan ring',
    ...overrides,
  });

  const form = (values: Record<string, string>, images: Array<[Uint8Array, string, string]> = [], kept?: number[]) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.append(key, value);
    if (kept) data.append('existingImages', JSON.stringify(kept));
    for (const [bytes, type, name] of images) data.append('images', asBlob(bytes, type), name);
    return data;
  };

  const addProduct = async (values = fields(), images: Array<[Uint8Array, string, string]> = []) =>
    cms().call<Product>('POST', '/api/admin/add-product', { token, form: form(values, images) });

  beforeAll(async () => {
    token = await cms().login();
    await cms().call('POST', '/api/admin/add-price', { token, body: { name: 'PT 22K', price: 7000 } });
    const category = await cms().call<{ id: number }>('POST', '/api/admin/add-category', {
      token,
      body: { name: 'PT Ring' },
    });
    categoryId = category.body.data?.id ?? 0;
  });

  describe('adding a product (multipart)', () => {
    it('stores the product with its images and prices it from the rate', async () => {
      const answer = await addProduct(fields(), [
        [await png(), 'image/png', 'front.png'],
        [await jpeg(), 'image/jpeg', 'side.jpg'],
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Product added successfully');
      const product = answer.body.data as Product;
      // 7000 × 4.5 = 31,500; + 1,500 − 500 = 32,500; GST 3 % = 975; net 33,475.
      expect(product).toMatchObject({
        category: 'PT Ring',
        purity: 'PT 22K',
        metalAndPurityPrice: 31500,
        gst: 975,
        totalPrice: 33475,
        discountPrice: 500,
      });
      expect(product.images).toHaveLength(2);
      for (const image of product.images) expect(fileOnDisk(image.url)).toBe(true);
      // Each picture's size, so the site can serve its largest rendition without enlarging it.
      expect(product.images.map(({ width, height }) => [width, height])).toEqual([
        [16, 16],
        [16, 16],
      ]);
    });

    it('gives each picture a thumbnail: a stored rendition of a few KB for a large one, the picture itself for a small one', async () => {
      const answer = await addProduct(fields(), [
        [await largeJpeg(), 'image/jpeg', 'photo.jpg'],
        [await png(), 'image/png', 'tiny.png'],
      ]);
      expect(answer.status).toBe(200);
      const saved = answer.body.data as Product;
      // The answer of the write and every read say the same.
      const listed = (await cms().call<Product[]>('POST', '/api/admin/get-product', { token })).body.data?.find(
        (product) => product.id === saved.id,
      );
      const read = (await cms().call<Product>('POST', '/api/user/get-product', { body: { id: saved.id } })).body.data;
      for (const product of [saved, listed, read]) {
        const [large, small] = product?.images ?? [];
        expect(large?.thumbnailUrl).toMatch(/^\/uploads\/thumbnail_[\w-]+\.jpg$/);
        expect(small?.thumbnailUrl).toBe(small?.url);
        expect(product?.images.map(({ width, height }) => [width, height])).toEqual([
          [1600, 1200],
          [16, 16],
        ]);
      }
      const [large] = saved.images as [Product['images'][0]];
      const thumbnail = await sharp(path.join(cms().publicDir, large.thumbnailUrl)).metadata();
      expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['jpeg', 208, 156]);
      // A few KB where the upload is hundreds: what a table of 20 pieces loads on a phone's data.
      expect(bytesOnDisk(large.thumbnailUrl)).toBeLessThan(30 * 1024);
      expect(bytesOnDisk(large.thumbnailUrl) * 10).toBeLessThan(bytesOnDisk(large.url));
    });

    it.each([
      [{ name: '' }, 'Name: required!', 'name'],
      [{ purity: 'Unobtainium' }, 'Purity "Unobtainium" is not one of the rates', 'purity'],
      [{ category_id: '99999' }, 'Category with id 99999 does not exist', 'category_id'],
      [{ weight: '0' }, 'Net weight must be more than 0 g', 'weight'],
      [{ weight: '100001' }, 'Net weight cannot be more than 1,00,000 g', 'weight'],
      [{ laber: '-1' }, 'Labour cannot be negative', 'laber'],
      [{ name: 'x'.repeat(121) }, 'Name must be at most 120 characters', 'name'],
      [{ metal: 'Copper' }, 'Metal must be one of the metal types', 'metal'],
    ])('refuses %j with a message naming the field, and writes nothing', async (change, message, field) => {
      const before = await productRows();
      const answer = await addProduct(fields(change), [[await png(), 'image/png', 'a.png']]);
      expect(answer).toEqual({ status: 400, body: invalidInput(message, [field]) });
      expect(await productRows()).toBe(before);
    });

    it('refuses a 4th image with the spec’s warning, leaving no row and no file', async () => {
      const [rows, files] = [await productRows(), uploads()];
      const image: [Uint8Array, string, string] = [await png(), 'image/png', 'x.png'];
      const answer = await addProduct(fields(), [image, image, image, image]);
      expect(answer).toEqual({ status: 400, body: { success: false, message: 'Max image select limit is 3...' } });
      expect(await productRows()).toBe(rows);
      expect(uploads()).toEqual(files);
    });

    it('refuses a text file named .png and declared image/png with 415, leaving nothing', async () => {
      const [rows, files] = [await productRows(), uploads()];
      const answer = await addProduct(fields(), [
        [await png(), 'image/png', 'real.png'],
        [new TextEncoder().encode('<script>alert(1)</script>'), 'image/png', 'fake.png'],
      ]);
      expect(answer).toEqual({
        status: 415,
        body: { success: false, message: 'Only JPEG, PNG or WebP images can be uploaded' },
      });
      expect(await productRows()).toBe(rows);
      expect(uploads()).toEqual(files);
    });

    it('refuses an image over 5 MB with 413, leaving nothing', async () => {
      const [rows, files] = [await productRows(), uploads()];
      const huge = new Uint8Array(5 * 1024 * 1024 + 10);
      huge.set(await png());
      const answer = await addProduct(fields(), [[huge, 'image/png', 'huge.png']]);
      expect(answer).toEqual({ status: 413, body: { success: false, message: 'Each image must be at most 5 MB' } });
      expect(await productRows()).toBe(rows);
      expect(uploads()).toEqual(files);
    });

    it('refuses a duplicate SKU with 409, leaving no file', async () => {
      const first = await addProduct();
      const files = uploads();
      const answer = await addProduct(fields({ sku: (first.body.data as Product).sku.toLowerCase() }), [
        [await png(), 'image/png', 'dup.png'],
      ]);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/^A product with SKU "pt-\w+" already exists$/);
      expect(uploads()).toEqual(files);
    });
  });

  describe('changing and deleting a product', () => {
    it('replaces: keeps the chosen images, adds new ones, deletes the dropped ones’ files', async () => {
      const created = (
        await addProduct(fields(), [
          [await png('#111111'), 'image/png', 'a.png'],
          [await largeJpeg(), 'image/jpeg', 'b.jpg'],
        ])
      ).body.data as Product;
      const [keep, drop] = created.images as [Product['images'][0], Product['images'][0]];
      expect(drop.thumbnailUrl).not.toBe(drop.url);
      const answer = await cms().call<Product>('PUT', `/api/admin/product/${created.id}`, {
        token,
        form: form(
          fields({ sku: created.sku, name: 'Kundan Ring II' }),
          [
            [await jpeg('#333333'), 'image/jpeg', 'c.jpg'],
            [await jpeg('#444444'), 'image/jpeg', 'd.jpg'],
          ],
          [keep.id],
        ),
      });
      expect(answer.status).toBe(200);
      const images = (answer.body.data as Product).images;
      expect(images).toHaveLength(3);
      expect(images[0]?.id).toBe(keep.id);
      expect(fileOnDisk(keep.url)).toBe(true);
      expect(fileOnDisk(drop.url)).toBe(false);
      expect(fileOnDisk(drop.thumbnailUrl)).toBe(false);
    });

    describe('the order of images, cover first (imageOrder)', () => {
      /** A picture told apart by its width. */
      const wide = async (width: number): Promise<[Uint8Array, string, string]> => [
        await picture(width, 10).png().toBuffer(),
        'image/png',
        `w${width}.png`,
      ];
      const widths = (product: Product | undefined) => product?.images.map((image) => image.width);
      const publicRead = async (id: number) =>
        (await cms().call<Product>('POST', '/api/user/get-product', { body: { id } })).body.data;
      const adminRead = async (id: number) =>
        (await cms().call<Product[]>('POST', '/api/admin/get-product', { token })).body.data?.find(
          (product) => product.id === id,
        );
      const withOrder = (data: FormData, order: unknown) => {
        data.append('imageOrder', JSON.stringify(order));
        return data;
      };

      it('a new product keeps the order chosen, and every read gives it, cover first', async () => {
        const answer = await cms().call<Product>('POST', '/api/admin/add-product', {
          token,
          form: withOrder(form(fields(), [await wide(20), await wide(30), await wide(40)]), [
            { new: 2 },
            { new: 0 },
            { new: 1 },
          ]),
        });
        expect(answer.status).toBe(200);
        const created = answer.body.data as Product;
        expect(widths(created)).toEqual([40, 20, 30]);
        expect(widths(await publicRead(created.id))).toEqual([40, 20, 30]);
        expect(widths(await adminRead(created.id))).toEqual([40, 20, 30]);
      });

      it('an edit interleaves kept and new images; a reorder without new files works', async () => {
        const created = (await addProduct(fields(), [await wide(20), await wide(30)])).body.data as Product;
        const [a, b] = created.images as [Product['images'][0], Product['images'][0]];
        const edited = await cms().call<Product>('PUT', `/api/admin/product/${created.id}`, {
          token,
          form: withOrder(form(fields({ sku: created.sku }), [await wide(50)], [a.id, b.id]), [
            { kept: b.id },
            { new: 0 },
            { kept: a.id },
          ]),
        });
        expect(edited.status).toBe(200);
        expect(widths(edited.body.data)).toEqual([30, 50, 20]);
        expect(widths(await publicRead(created.id))).toEqual([30, 50, 20]);
        const added = edited.body.data?.images[1]?.id ?? 0;
        const reordered = await cms().call<Product>('PUT', `/api/admin/product/${created.id}`, {
          token,
          form: withOrder(form(fields({ sku: created.sku }), [], [a.id, b.id, added]), [
            { kept: a.id },
            { kept: added },
            { kept: b.id },
          ]),
        });
        expect(reordered.status).toBe(200);
        expect(widths(reordered.body.data)).toEqual([20, 50, 30]);
        expect(widths(await publicRead(created.id))).toEqual([20, 50, 30]);
        expect(widths(await adminRead(created.id))).toEqual([20, 50, 30]);
        // Without imageOrder: the kept images in the order listed, then the new ones (as before).
        const plain = await cms().call<Product>('PUT', `/api/admin/product/${created.id}`, {
          token,
          form: form(fields({ sku: created.sku }), [await wide(60)], [b.id, a.id]),
        });
        expect(widths(plain.body.data)).toEqual([30, 20, 60]);
        expect(widths(await publicRead(created.id))).toEqual([30, 20, 60]);
        // A change of other fields keeps the order.
        await cms().call('PUT', '/api/admin/update-product', { token, body: { id: created.id, color: 'Rose' } });
        expect(widths(await publicRead(created.id))).toEqual([30, 20, 60]);
      });

      it('keeps each picture’s focal point through a save, an edit, a reorder and a change of fields', async () => {
        const focusOf = (product: Product | undefined) =>
          product?.images.map((image) => [image.width, image.focus?.x, image.focus?.y]);
        const answer = await cms().call<Product>('POST', '/api/admin/add-product', {
          token,
          form: withOrder(form(fields(), [await wide(20), await wide(30)]), [
            { new: 1, focus: { x: 0, y: 0.25 } },
            { new: 0 },
          ]),
        });
        const created = answer.body.data as Product;
        // The centre where none was chosen.
        expect(focusOf(created)).toEqual([
          [30, 0, 0.25],
          [20, 0.5, 0.5],
        ]);
        expect(focusOf(await publicRead(created.id))).toEqual(focusOf(created));
        const [b, a] = created.images as [Product['images'][0], Product['images'][0]];
        // Reordered, one given a focal point; the other keeps its own.
        const edited = await cms().call<Product>('PUT', `/api/admin/product/${created.id}`, {
          token,
          form: withOrder(form(fields({ sku: created.sku }), [], [a.id, b.id]), [
            { kept: a.id, focus: { x: 1, y: 1 } },
            { kept: b.id },
          ]),
        });
        expect(focusOf(edited.body.data)).toEqual([
          [20, 1, 1],
          [30, 0, 0.25],
        ]);
        // Without imageOrder, and after a change of other fields: as stored.
        await cms().call('PUT', `/api/admin/product/${created.id}`, {
          token,
          form: form(fields({ sku: created.sku }), [], [a.id, b.id]),
        });
        await cms().call('PUT', '/api/admin/update-product', { token, body: { id: created.id, color: 'Rose' } });
        expect(focusOf(await publicRead(created.id))).toEqual([
          [20, 1, 1],
          [30, 0, 0.25],
        ]);
        expect(focusOf(await adminRead(created.id))).toEqual([
          [20, 1, 1],
          [30, 0, 0.25],
        ]);
        // A focal point outside the picture is refused.
        const refused = await cms().call('PUT', `/api/admin/product/${created.id}`, {
          token,
          form: withOrder(form(fields({ sku: created.sku }), [], [a.id, b.id]), [
            { kept: a.id, focus: { x: 2, y: 0 } },
            { kept: b.id },
          ]),
        });
        expect(refused).toEqual({
          status: 400,
          body: invalidInput('imageOrder: focus must be {"x", "y"}, each from 0 to 1', ['imageOrder']),
        });
      });

      it.each([
        [[{ new: 0 }], 'must name every kept and new image once'],
        [[{ kept: 0 }, { new: 0 }, { new: 0 }], 'names new image 0 twice'],
        [[{ new: 0 }, { new: 1 }], 'names new image 1, which was not sent'],
        [{ new: 0 }, 'must be a JSON list of {"kept": id} or {"new": index}, each with an optional focus'],
      ])('refuses the order %j with 400 naming imageOrder, storing nothing', async (order, issue) => {
        const created = (await addProduct(fields(), [await wide(20)])).body.data as Product;
        const kept = created.images[0]?.id ?? 0;
        const sent = JSON.parse(JSON.stringify(order).replaceAll('"kept":0', `"kept":${kept}`));
        const files = uploads();
        const answer = await cms().call('PUT', `/api/admin/product/${created.id}`, {
          token,
          form: withOrder(form(fields({ sku: created.sku, name: 'Changed' }), [await wide(30)], [kept]), sent),
        });
        expect(answer).toEqual({ status: 400, body: invalidInput(`imageOrder: ${issue}`, ['imageOrder']) });
        expect(uploads()).toEqual(files);
        expect(await publicRead(created.id)).toMatchObject({ name: 'Kundan Ring', images: created.images });
      });
    });

    it('refuses to keep an image of another product', async () => {
      const other = (await addProduct(fields(), [[await png(), 'image/png', 'o.png']])).body.data as Product;
      const mine = (await addProduct()).body.data as Product;
      const answer = await cms().call('PUT', `/api/admin/product/${mine.id}`, {
        token,
        form: form(fields({ sku: mine.sku }), [], [other.images[0]?.id ?? 0]),
      });
      expect(answer).toEqual({
        status: 400,
        body: {
          success: false,
          message: `existingImages: image ${other.images[0]?.id} is not one of this product's images`,
        },
      });
    });

    it('update-product changes some fields and keeps the rest and the images', async () => {
      const created = (await addProduct(fields(), [[await png(), 'image/png', 'k.png']])).body.data as Product;
      const answer = await cms().call<Product>('PUT', '/api/admin/update-product', {
        token,
        body: { id: created.id, status: 'inactive' },
      });
      expect(answer.body).toMatchObject({
        success: true,
        data: { id: created.id, status: 'inactive', sku: created.sku },
      });
      expect((answer.body.data as Product).images).toEqual(created.images);
    });

    it('keeps the Gujarati and Hindi texts; a patch of one keeps the others', async () => {
      const translations = {
        nameGu: 'કુંદન વીંટી',
        nameHi: 'कुंदन अंगूठी',
        descriptionGu: 'ચમકતી કુંદન વીંટી',
        descriptionHi: 'चमकती कुंदन अंगूठी',
        detailsGu: 'હાથે જડેલા કુંદન',
        detailsHi: 'हाथ से जड़े कुंदन',
      };
      const created = (await addProduct(fields(translations))).body.data as Product & typeof translations;
      expect(created).toMatchObject(translations);
      const patched = await cms().call<Product>('PUT', '/api/admin/update-product', {
        token,
        body: { id: created.id, name: 'Kundan Band', nameHi: '' },
      });
      expect(patched.body.data).toMatchObject({ ...translations, name: 'Kundan Band', nameHi: '' });
      // The public product carries them too, with its category's names.
      const shown = (await cms().call<Product>('POST', '/api/user/get-product', { body: { id: created.id } })).body
        .data;
      expect(shown).toMatchObject({ ...translations, nameHi: '', categoryGu: '', categoryHi: '' });
    });

    it('refuses a translation past its limit, naming it, and changes nothing', async () => {
      const created = (await addProduct(fields({ nameGu: 'કુંદન' }))).body.data as Product;
      const answer = await cms().call('PUT', '/api/admin/update-product', {
        token,
        body: { id: created.id, nameGu: 'ન'.repeat(121), detailsHi: 'हस्त\u0007' },
      });
      expect(answer).toEqual({
        status: 400,
        body: invalidInput(
          'Name (Gujarati) must be at most 120 characters; Details (Hindi) cannot contain control characters',
          ['nameGu', 'detailsHi'],
        ),
      });
      const stored = (await cms().call<Product>('POST', '/api/user/get-product', { body: { id: created.id } })).body
        .data;
      expect(stored).toMatchObject({ nameGu: 'કુંદન', detailsHi: '' });
    });

    it('two admins changing different fields of one product at once both keep their change', async () => {
      const created = (await addProduct()).body.data as Product;
      const patch = (body: Record<string, unknown>) =>
        cms().call<Product>('PUT', '/api/admin/update-product', { token, body: { id: created.id, ...body } });
      for (let round = 1; round <= 8; round += 1) {
        const answers = await Promise.all([
          patch({ discount: 10 * round }),
          patch({ laber: 1000 + round }),
          patch({ color: `Rose ${round}` }),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
        const stored = (await cms().call<Product>('POST', '/api/user/get-product', { body: { id: created.id } })).body
          .data as Product;
        expect({ discount: stored.discount, laber: stored.laber, color: stored.color }, `round ${round}`).toEqual({
          discount: 10 * round,
          laber: 1000 + round,
          color: `Rose ${round}`,
        });
      }
    });

    it('deletes a product and its files, thumbnails included', async () => {
      const created = (
        await addProduct(fields(), [
          [await png(), 'image/png', 'gone.png'],
          [await largeJpeg(), 'image/jpeg', 'gone-too.jpg'],
        ])
      ).body.data as Product;
      const files = created.images.flatMap((image) => [image.url, image.thumbnailUrl]);
      expect(new Set(files).size).toBe(3);
      for (const file of files) expect(fileOnDisk(file)).toBe(true);
      const answer = await cms().call('DELETE', `/api/admin/product/${created.id}`, { token });
      expect(answer).toEqual({ status: 200, body: { success: true, message: 'Deleted Successfully', data: null } });
      for (const file of files) expect(fileOnDisk(file)).toBe(false);
      expect((await cms().call('POST', '/api/user/get-product', { body: { id: created.id } })).status).toBe(404);
    });
  });

  describe('reading products', () => {
    it('get-product gives the product and up to 8 others of its category and purity', async () => {
      const created = (await addProduct()).body.data as Product;
      const answer = await cms().call<Product>('POST', '/api/user/get-product', { body: { id: created.id } });
      const similar = answer.body.data?.similarProducts ?? [];
      expect(similar.length).toBeGreaterThan(0);
      expect(similar.length).toBeLessThanOrEqual(8);
      expect(
        similar.every(
          (product) => product.category === 'PT Ring' && product.purity === created.purity && product.id !== created.id,
        ),
      ).toBe(true);
    });

    it.each([[{}], [{ id: 'abc' }], [{ id: -1 }]])('get-product refuses %j with 400', async (body) => {
      expect(await cms().call('POST', '/api/user/get-product', { body })).toEqual({
        status: 400,
        body: { success: false, message: 'id must be a positive whole number' },
      });
    });

    it('product-count counts all, active and draft products', async () => {
      const all = (await cms().call<Product[]>('POST', '/api/admin/get-product', { token })).body.data ?? [];
      const count = await cms().call('GET', '/api/admin/product-count', { token });
      expect(count.body.data).toEqual({
        totalProductCount: all.length,
        activeProductCount: all.filter((product) => product.status === 'active').length,
        draftProductCount: all.filter((product) => product.status === 'draft').length,
      });
    });

    it('a rate change reprices every product of that purity', async () => {
      const created = (await addProduct(fields({ weight: '10', laber: '0', discount: '0' }))).body.data as Product;
      const rates =
        (await cms().call<Array<{ id: number; name: string }>>('GET', '/api/admin/get-price')).body.data ?? [];
      const rate = rates.find((candidate) => candidate.name === 'PT 22K');
      await cms().call('PUT', '/api/admin/update-price', {
        token,
        body: { id: rate?.id, name: 'PT 22K', price: 7100 },
      });
      const after = await cms().call<Product>('POST', '/api/user/get-product', { body: { id: created.id } });
      expect(after.body.data).toMatchObject({ metalAndPurityPrice: 71000, gst: 2130, totalPrice: 73130 });
      await cms().call('PUT', '/api/admin/update-price', {
        token,
        body: { id: rate?.id, name: 'PT 22K', price: 7000 },
      });
    });
  });

  describe('integrity', () => {
    it('refuses to delete a category that products use, naming how many', async () => {
      const all = (await cms().call<Product[]>('POST', '/api/admin/get-product', { token })).body.data ?? [];
      const used = all.filter((product) => product.category === 'PT Ring').length;
      const answer = await cms().call('DELETE', `/api/admin/category/${categoryId}`, { token });
      expect(answer).toEqual({
        status: 409,
        body: {
          success: false,
          message: `The category "PT Ring" has ${used} products: move them to another category before deleting it`,
        },
      });
    });

    it('refuses to delete a rate that products use, naming how many', async () => {
      const rates =
        (await cms().call<Array<{ id: number; name: string }>>('GET', '/api/admin/get-price')).body.data ?? [];
      const rate = rates.find((candidate) => candidate.name === 'PT 22K');
      const answer = await cms().call('DELETE', `/api/admin/delete-price/${rate?.id}`, { token });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(
        /^The rate "PT 22K" is used by \d+ products: change their purity or stone lines before deleting it$/,
      );
    });
  });
}
