// The import applied (docs/import-export.md): it writes exactly what its dry run told, as one
// content change; a sheet with an error row, or a price past the rate guard, writes nothing unless
// the shop says so (skipErrors, confirm); the same sheet applied again changes nothing.
import { IMAGE_TYPE_MESSAGE, type ImportReport, type Product } from '@suvarna/domain';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';
import { HTML_PAGE, jpeg, jpegWithExifThumbnail, png } from '../support/images';

export function stockImportSuite(cms: () => TestCms) {
  let token: string;
  const importSheet = async (
    sheet: Buffer | string,
    fields: Record<string, string> = {},
    extra?: (form: FormData) => void,
  ) => {
    const form = new FormData();
    form.append('file', new Blob([typeof sheet === 'string' ? sheet : new Uint8Array(sheet)]), 'stock.csv');
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    extra?.(form);
    return cms().call<ImportReport>('POST', '/api/admin/import', { token, form });
  };
  const withZip =
    (zip: Uint8Array, name = 'photos.zip') =>
    (form: FormData) =>
      form.append('photos', new Blob([new Uint8Array(zip)]), name);
  const apply = (sheet: Buffer | string, fields: Record<string, string> = {}) =>
    importSheet(sheet, { dryRun: 'false', ...fields });
  const allProducts = async () =>
    (await cms().call<Product[]>('POST', '/api/admin/get-product', { token })).body.data ?? [];
  const bySku = async (sku: string) => (await allProducts()).find((product) => product.sku === sku);
  /** How many content changes the shop has counted (publishing counts one per change). */
  const changeCount = async () =>
    Number(
      (
        (await cms()
          .strapi.db.query('api::publish.publish-state')
          .findOne({ orderBy: { id: 'asc' } })) as {
          changeSeq: number;
        }
      ).changeSeq,
    );
  const categoryCount = (name: string) => cms().strapi.db.query('api::category.category').count({ where: { name } });

  beforeAll(async () => {
    token = await cms().login();
    expect(
      (await cms().call('POST', '/api/admin/add-category', { token, body: { name: 'Apply Chains' } })).status,
    ).toBe(200);
    expect(
      (await cms().call('POST', '/api/admin/add-price', { token, body: { name: 'Apply 22K', price: 7000 } })).status,
    ).toBe(200);
    const seed = [
      'sku,name,category,metal,purity,net_weight,making_value,gender,status,huid',
      'APPLY-OLD-1,Old Chain,Apply Chains,Gold,Apply 22K,10,500,female,active,APOLD1',
      'APPLY-OLD-2,Old Kada,Apply Chains,Gold,Apply 22K,20,900,female,active,',
    ].join('\n');
    const seeded = await apply(seed);
    expect(seeded.status, JSON.stringify(seeded.body)).toBe(200);
  });

  describe('the import applied', () => {
    it('writes exactly what the dry run said, as one content change, and the same sheet again changes nothing', async () => {
      const sheet = [
        'Tag No,Name,Category,Metal,Purity,Net Wt,Making,Gender,Status,stone1_name,stone1_count,stone1_carats,stone1_price_per_carat',
        'APPLY-NEW-1,Rope Chain,Apply Chains,Gold,Apply 22K,12.5,₹450,Women,In Stock,,,,',
        'APPLY-NEW-2,Toe Ring,Apply Toe Rings,Gold,Apply 22K,2,100,female,active,Ruby,2,0.25,"12,000"',
        'APPLY-NEW-3,Toe Ring Pair,apply toe rings,Gold,Apply 22K,4,100,female,draft,,,,',
        'apply-old-1,,,,,,550,,,,,,',
        'APPLY-OLD-2,,,,,,,,,,,,',
      ].join('\n');
      const dry = await importSheet(sheet, { createCategories: 'true' });
      expect(dry.status).toBe(200);
      expect(dry.body.data).toMatchObject({ created: 3, updated: 1, unchanged: 1, failed: 0 });
      const before = await changeCount();

      const applied = await apply(sheet, { createCategories: 'true' });
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      expect(applied.body.data).toEqual(dry.body.data);
      expect(await changeCount()).toBe(before + 1);
      // The new category made once, for both rows that name it (in any letter case).
      expect(await categoryCount('Apply Toe Rings')).toBe(1);

      const chain = await bySku('APPLY-NEW-1');
      expect(chain).toMatchObject({
        name: 'Rope Chain',
        category: 'Apply Chains',
        purity: 'Apply 22K',
        weight: 12.5,
        gender: 'female',
        status: 'active',
        makingChargeType: 'flat',
        makingChargeValue: 450,
      });
      expect(chain?.statusChangedAt).not.toBeNull();
      expect(await bySku('APPLY-NEW-2')).toMatchObject({
        category: 'Apply Toe Rings',
        stones: [expect.objectContaining({ name: 'Ruby', count: 2, carats: 0.25, pricePerCarat: 12000 })],
      });
      expect(await bySku('APPLY-NEW-3')).toMatchObject({ category: 'Apply Toe Rings', status: 'draft' });
      expect(await bySku('APPLY-OLD-1')).toMatchObject({ makingChargeValue: 550, weight: 10, huid: 'APOLD1' });

      const products = await allProducts();
      const again = await apply(sheet, { createCategories: 'true' });
      expect((again.body.data as ImportReport).rows.filter((row) => row.action !== 'unchanged')).toEqual([]);
      expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 5, failed: 0 });
      expect(await allProducts()).toEqual(products);
      expect(await changeCount()).toBe(before + 1);
    });

    it('writes the rest of a transaction one by one when another admin took one of its SKUs meanwhile', async () => {
      // Another admin saves a piece with row 3's SKU after the sheet was checked, just before its
      // rows are written (the apply reads the rates first): the rows' transaction is refused, rolled
      // back and written again one by one, so only row 3 is refused, naming why.
      const categories = (
        await cms().call<Array<{ id: number; name: string }>>('POST', '/api/admin/get-category', { token })
      ).body.data;
      const products = cms().strapi.service('api::product.product') as { allRates: () => Promise<unknown> };
      const allRates = products.allRates;
      products.allRates = async () => {
        products.allRates = allRates;
        const taken = await cms().call('POST', '/api/admin/add-product', {
          token,
          body: {
            name: 'Taken Meanwhile',
            sku: 'RACE-2',
            metal: 'Gold',
            purity: 'Apply 22K',
            category_id: categories?.find((category) => category.name === 'Apply Chains')?.id,
            laber: 100,
            gender: 'female',
            status: 'active',
            weight: 1,
          },
        });
        expect(taken.status, JSON.stringify(taken.body)).toBe(200);
        return allRates();
      };
      try {
        const sheet = [
          'sku,name,category,metal,purity,net_weight,making_value,gender,status',
          'RACE-1,Race Chain One,Apply Chains,Gold,Apply 22K,3,100,female,active',
          'RACE-2,Race Chain Two,Apply Chains,Gold,Apply 22K,4,100,female,active',
          'RACE-3,Race Chain Three,Apply Chains,Gold,Apply 22K,5,100,female,active',
        ].join('\n');
        const applied = await apply(sheet);
        expect(applied.status, JSON.stringify(applied.body)).toBe(200);
        expect(applied.body.data).toMatchObject({ created: 2, failed: 1 });
        const refused = applied.body.data?.rows.find((row) => row.sku === 'RACE-2');
        expect(refused).toMatchObject({ row: 3, action: 'error' });
        expect(refused?.errors[0]).toMatchObject({ column: 'sku', message: expect.stringMatching(/^RACE-2: /) });
        const all = await allProducts();
        expect(
          all
            .filter((one) => one.sku.startsWith('RACE-'))
            .map((one) => [one.sku, one.name])
            .sort(),
        ).toEqual([
          ['RACE-1', 'Race Chain One'],
          ['RACE-2', 'Taken Meanwhile'],
          ['RACE-3', 'Race Chain Three'],
        ]);
      } finally {
        products.allRates = allRates;
      }
    });

    it('applies the shop’s own export as all unchanged, writing nothing', async () => {
      const exported = Buffer.from(
        await (
          await fetch(`${cms().base}/api/admin/export`, { headers: { authorization: `Bearer ${token}` } })
        ).arrayBuffer(),
      );
      const before = await allProducts();
      const count = await changeCount();
      const answer = await apply(exported);
      expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
      expect(answer.body.data).toMatchObject({ created: 0, updated: 0, failed: 0, unchanged: before.length });
      expect(await allProducts()).toEqual(before);
      expect(await changeCount()).toBe(count);
    });

    it('writes nothing while a row has an error, and with skipErrors writes the others and names those refused', async () => {
      const sheet = [
        'sku,name,category,metal,purity,net_weight,making_value,gender,status,huid',
        'APPLY-SKIP-1,Good Ring,Apply Chains,Gold,Apply 22K,3,100,female,active,SKIP01',
        'APPLY-SKIP-1,Same Tag,Apply Chains,Gold,Apply 22K,3,100,female,active,',
        'APPLY-SKIP-2,Same HUID,Apply Chains,Gold,Apply 22K,3,100,female,active,SKIP01',
        'APPLY-SKIP-3,Their HUID,Apply Chains,Gold,Apply 22K,3,100,female,active,APOLD1',
        'APPLY-SKIP-4,Good Pendant,Apply Chains,Gold,Apply 22K,2,100,female,active,',
      ].join('\n');
      const before = await allProducts();
      const count = await changeCount();
      const refused = await apply(sheet);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        success: false,
        message:
          'Nothing was written: rows 3, 4, 5 have errors. Correct them, or import with skipErrors to write the other rows',
        data: { created: 2, failed: 3 },
      });
      expect(await allProducts()).toEqual(before);
      expect(await changeCount()).toBe(count);

      const skipped = await apply(sheet, { skipErrors: 'true' });
      expect(skipped.status).toBe(200);
      const report = skipped.body.data as ImportReport;
      expect(report).toMatchObject({ created: 2, updated: 0, failed: 3 });
      expect(report.rows.map((row) => [row.row, row.action, row.errors.map((error) => error.message)])).toEqual([
        [2, 'create', []],
        [3, 'error', ['SKU "APPLY-SKIP-1" is in row 2 already']],
        [4, 'error', ['HUID SKIP01 is in row 2 already']],
        [5, 'error', ["HUID APOLD1 is the piece APPLY-OLD-1's already"]],
        [6, 'create', []],
      ]);
      const after = await allProducts();
      expect(after).toHaveLength(before.length + 2);
      expect(after.find((product) => product.sku === 'APPLY-SKIP-1')).toMatchObject({
        name: 'Good Ring',
        huid: 'SKIP01',
      });
      expect(after.some((product) => ['APPLY-SKIP-2', 'APPLY-SKIP-3'].includes(product.sku))).toBe(false);
      expect(await changeCount()).toBe(count + 1);
    });

    it('writes a price moved past the rate guard only once confirmed', async () => {
      const sheet = 'sku,net_weight\nAPPLY-OLD-2,200\n';
      const refused = await apply(sheet);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        'Nothing was written: the price of row 2 moves more than the shop allows without confirming. Check them, and import with confirm to apply them',
      );
      expect((refused.body.data as ImportReport).rows[0]?.warnings).toHaveLength(1);
      expect(await bySku('APPLY-OLD-2')).toMatchObject({ weight: 20 });

      const confirmed = await apply(sheet, { confirm: 'true' });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toMatchObject({ updated: 1, failed: 0 });
      expect(await bySku('APPLY-OLD-2')).toMatchObject({ weight: 200 });
    });

    it('stores the zip’s photos a row names, checked as uploads, cover first, and names those it cannot', async () => {
      const [front, side] = [await jpegWithExifThumbnail(), await png('#c9a227')];
      const zip = zipSync({
        'pics/': {},
        'pics/front.jpg': front,
        'side.png': side,
        'page.jpg': HTML_PAGE,
        'unnamed.jpg': await jpeg(),
      });
      const sheet = [
        'sku,name,category,metal,purity,net_weight,making_value,gender,status,photos',
        'APPLY-PIC-1,Pictured Ring,Apply Chains,Gold,Apply 22K,3,100,female,active,side.png | pics/front.jpg',
        'APPLY-PIC-2,Lost Picture,Apply Chains,Gold,Apply 22K,3,100,female,active,missing.jpg',
        'APPLY-PIC-3,Web Page,Apply Chains,Gold,Apply 22K,3,100,female,active,page.jpg',
        'APPLY-PIC-4,Too Many,Apply Chains,Gold,Apply 22K,3,100,female,active,side.png;front.jpg;side.png;front.jpg',
      ].join('\n');
      const dry = await importSheet(sheet, {}, withZip(zip));
      expect(dry.status).toBe(200);
      const errors = (dry.body.data as ImportReport).rows.map((row) => [row.action, row.errors.map((e) => e.message)]);
      expect(errors).toEqual([
        ['create', []],
        ['error', ['photos: missing.jpg is not in the zip of photos']],
        ['error', [`photos: page.jpg: ${IMAGE_TYPE_MESSAGE}`]],
        ['error', ['photos: at most 3 photos a piece']],
      ]);
      expect(await bySku('APPLY-PIC-1')).toBeUndefined();

      const applied = await importSheet(sheet, { dryRun: 'false', skipErrors: 'true' }, withZip(zip));
      expect(applied.body.data).toMatchObject({ created: 1, failed: 3 });
      const piece = await bySku('APPLY-PIC-1');
      expect(piece?.images).toHaveLength(2);
      // In the row's order, each stored as an upload is: served, and a PNG stays a PNG.
      expect(piece?.images[0]?.url).toMatch(/\.png$/);
      expect(piece?.images[1]?.url).toMatch(/\.jpg$/);
      for (const image of piece?.images ?? []) expect((await fetch(`${cms().base}${image.url}`)).status).toBe(200);
      expect(await bySku('APPLY-PIC-3')).toBeUndefined();
    });

    it('refuses a hostile zip of photos, naming why, and writes nothing', async () => {
      const sheet =
        'sku,name,category,metal,purity,net_weight,making_value,gender,status,photos\nAPPLY-Z-1,Zip Ring,Apply Chains,Gold,Apply 22K,3,100,female,active,a.jpg\n';
      const before = await allProducts();
      const photo = await jpeg();
      const cases: Array<[Uint8Array, string | RegExp]> = [
        [zipSync({ 'a.jpg': photo, '../evil.jpg': photo }), /^The zip of photos cannot be read: invalid relative path/],
        [zipSync({ 'a.jpg': photo, '/etc/evil.jpg': photo }), /^The zip of photos cannot be read: absolute path/],
        [
          zipSync({ 'a.jpg': [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] }),
          'The zip of photos holds a link (a.jpg), not a file',
        ],
        [
          zipSync({ 'a.jpg': photo, 'more.zip': zipSync({ 'b.jpg': photo }) }),
          'The zip of photos holds another archive (more.zip)',
        ],
        // 6 MB of zeros packs into a few KB: its directory tells, before a byte is unpacked.
        [
          zipSync({ 'a.jpg': new Uint8Array(6 * 1024 * 1024) }, { level: 9 }),
          'The zip of photos: a.jpg is larger than 5 MB',
        ],
        [strToU8('not a zip'), 'The zip of photos is not a zip file'],
      ];
      for (const [zip, message] of cases) {
        const answer = await importSheet(sheet, { dryRun: 'false' }, withZip(zip));
        expect(answer.status, String(message)).toBe(400);
        expect(answer.body.message).toMatch(message);
      }
      expect(await allProducts()).toEqual(before);
    });

    it('takes a zip of photos larger than a sheet may be', async () => {
      // 21 MB, stored as it is: past the sheet's limit, so the zip's own is what let it in.
      const large = zipSync({ 'a.jpg': new Uint8Array(21 * 1024 * 1024).fill(7) }, { level: 0 });
      const answer = await importSheet('sku\nAPPLY-Z-2\n', {}, withZip(large));
      expect(answer.body).toEqual({ success: false, message: 'The zip of photos: a.jpg is larger than 5 MB' });
      // The sheet's own 20 MB stays (stock-sheet.ts: 'refuses a sheet over 20 MB').
    });
  });
}
