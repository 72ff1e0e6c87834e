// The import applied (docs/import-export.md): it writes exactly what its dry run told, as one
// content change; a sheet with an error row, or a price past the rate guard, writes nothing unless
// the shop says so (skipErrors, confirm); the same sheet applied again changes nothing.
import type { Product } from '@suvarna/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../src/lib/stock-sheet/check-sheet';
import type { TestCms } from '../support/cms';

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
  });
}
