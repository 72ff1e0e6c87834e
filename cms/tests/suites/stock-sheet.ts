// The stock sheet: every piece exported in the import's columns, as CSV and as a workbook, with
// text that a spreadsheet would run kept as text; the template (docs/import-export.md).
import type { ImportReport, Product } from '@suvarna/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { unprotect } from '../../src/lib/stock-sheet/cells';
import { exportHeaders } from '../../src/lib/stock-sheet/columns';
import { readStockSheet } from '../../src/lib/stock-sheet/read-sheet';
import type { TestCms } from '../support/cms';
import { productFields, productForm } from '../support/hardening';

export function stockSheetSuite(cms: () => TestCms) {
  let token: string;
  const download = async (route: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) => {
    const answer = await fetch(`${cms().base}${route}`, { headers });
    return { answer, bytes: Buffer.from(await answer.arrayBuffer()) };
  };
  /** The sheet as records by column name, each cell as the import reads it. */
  const records = async (bytes: Buffer) => {
    const sheet = await readStockSheet(bytes);
    return {
      headers: sheet.headers,
      rows: sheet.rows.map(({ cells }) =>
        Object.fromEntries(sheet.headers.map((header, index) => [header, unprotect(cells[index] ?? '')])),
      ),
    };
  };

  const importSheet = async (sheet: Buffer | string, fields: Record<string, string> = {}, name = 'stock.csv') => {
    const form = new FormData();
    form.append('file', new Blob([typeof sheet === 'string' ? sheet : new Uint8Array(sheet)]), name);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return cms().call<ImportReport>('POST', '/api/admin/import', { token, form });
  };
  const allProducts = async () =>
    (await cms().call<Product[]>('POST', '/api/admin/get-product', { token })).body.data ?? [];

  beforeAll(async () => {
    token = await cms().login();
    const category = await cms().call<{ id: number }>('POST', '/api/admin/add-category', {
      token,
      body: { name: 'Sheet Test Rings' },
    });
    const rate = await cms().call('POST', '/api/admin/add-price', { token, body: { name: 'Sheet 22K', price: 7000 } });
    expect(rate.status).toBe(200);
    const hostile = await cms().call('POST', '/api/admin/add-product', {
      token,
      form: productForm(
        productFields('SHEET-FORMULA', 'Sheet 22K', category.body.data?.id ?? 0, {
          name: '=HYPERLINK("http://evil.test","Click")',
          details: '+91 98250 12345\nsecond line',
          color: '-',
          nameGu: 'સોનાની વીંટી',
          huid: 'SH33T1',
        }),
        [],
      ),
    });
    expect(hostile.status).toBe(200);
  });

  describe('the stock sheet exported', () => {
    it('as CSV: every piece in the import’s columns, named for the day, UTF-8 with a byte order mark', async () => {
      const { answer, bytes } = await download('/api/admin/export?format=csv');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toMatch(
        /^attachment; filename="stock-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

      const products = (await cms().call<Product[]>('POST', '/api/admin/get-product', { token })).body.data ?? [];
      const stoneLines = Math.max(1, ...products.map((product) => product.stones?.length ?? 0));
      const sheet = await records(bytes);
      expect(sheet.headers).toEqual(exportHeaders(stoneLines));
      expect(sheet.rows.map((row) => row.sku).sort()).toEqual(products.map((product) => product.sku).sort());
      for (const product of products) {
        const row = sheet.rows.find((candidate) => candidate.sku === product.sku);
        expect(row, product.sku).toMatchObject({
          name: product.name,
          category: product.category,
          metal: product.metal,
          purity: product.purity,
          net_weight: String(product.weight),
          status: product.status,
          gender: product.gender,
          photos: product.images.map((image) => image.url.split('/').pop()).join(';'),
        });
        product.stones?.forEach((stone, index) => {
          expect(row?.[`stone${index + 1}_name`]).toBe(stone.name);
          expect(row?.[`stone${index + 1}_carats`]).toBe(String(stone.carats));
        });
      }
    });

    it('keeps text a spreadsheet would run as a formula from running, and gives it back as typed', async () => {
      const { bytes } = await download('/api/admin/export');
      const raw = (await readStockSheet(bytes)).rows.find(({ cells }) => cells[0] === 'SHEET-FORMULA')?.cells ?? [];
      expect(raw[1]).toBe('\'=HYPERLINK("http://evil.test","Click")');
      const row = (await records(bytes)).rows.find((candidate) => candidate.sku === 'SHEET-FORMULA');
      const products = (await cms().call<Product[]>('POST', '/api/admin/get-product', { token })).body.data ?? [];
      const stored = products.find((product) => product.sku === 'SHEET-FORMULA');
      expect(stored?.details).toMatch(/^\+91 98250 12345\r?\nsecond line$/);
      expect(row).toMatchObject({
        name: '=HYPERLINK("http://evil.test","Click")',
        details: stored?.details,
        color: '-',
        name_gu: 'સોનાની વીંટી',
      });
    });

    it('as an Excel workbook, with the same rows', async () => {
      const csv = await records((await download('/api/admin/export?format=csv')).bytes);
      const { answer, bytes } = await download('/api/admin/export?format=xlsx');
      expect(answer.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(answer.headers.get('content-disposition')).toMatch(/filename="stock-\d{4}-\d{2}-\d{2}\.xlsx"$/);
      expect(await records(bytes)).toEqual(csv);
    });

    it('refuses a format it does not write, in the envelope', async () => {
      for (const format of ['pdf', 'CSV', '']) {
        const answer = await cms().call('GET', `/api/admin/export?format=${format}`, { token });
        expect(answer).toEqual({ status: 400, body: { success: false, message: 'format must be csv or xlsx' } });
      }
    });
  });

  describe('the template', () => {
    it('has the columns and two example pieces, a plain 22K chain and a studded 18K ring', async () => {
      for (const format of ['csv', 'xlsx'] as const) {
        const { answer, bytes } = await download(`/api/admin/import-template?format=${format}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="stock-template.${format}"`);
        const sheet = await records(bytes);
        expect(sheet.headers).toEqual(exportHeaders(1));
        expect(sheet.rows).toHaveLength(2);
        expect(sheet.rows[0]).toMatchObject({ purity: '22K', stone1_name: '' });
        expect(sheet.rows[1]).toMatchObject({ purity: '18K', stone1_name: 'Diamond', stone1_carats: '0.5' });
      }
    });
  });

  describe('the import’s dry run', () => {
    it('finds every row of the shop’s own export unchanged, as CSV and as a workbook, and writes nothing', async () => {
      const before = await allProducts();
      for (const format of ['csv', 'xlsx'] as const) {
        const { bytes } = await download(`/api/admin/export?format=${format}`);
        const answer = await importSheet(bytes, {}, `stock.${format}`);
        expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
        const report = answer.body.data as ImportReport;
        expect(report.rows.filter((row) => row.action !== 'unchanged')).toEqual([]);
        expect(report).toMatchObject({
          created: 0,
          updated: 0,
          failed: 0,
          unchanged: before.length,
          ignoredColumns: [],
        });
        expect(report.rows.every((row) => row.action === 'unchanged' && row.changes.length === 0)).toBe(true);
      }
      expect(await allProducts()).toEqual(before);
    });

    it('tells, row by row, what a shop’s own sheet would create, change and refuse, and writes nothing', async () => {
      const before = await allProducts();
      const piece = before.find((product) => product.sku === 'SHEET-FORMULA') as Product;
      const sheet = [
        'Tag No,Name,Category,Metal,Purity,Net Wt,Making,Gender,Status,Remarks,discount,huid',
        'SHEET-NEW-1,Kada Bangle,Sheet Test Rings,Gold,Sheet 22K,"1,234.5",₹1500,Women,In Stock,from the old system,,',
        `${piece.sku.toLowerCase()},,,,,,,,,,250,`,
        'SHEET-NEW-2,Bad Weight,Sheet Test Rings,Gold,Sheet 22K,abc,100,female,active,,,',
        'SHEET-NEW-1,Again,Sheet Test Rings,Gold,Sheet 22K,2,100,female,active,,,',
        'SHEET-NEW-3,No Such Shelf,Toe Rings,Gold,Sheet 22K,2,100,female,active,,,',
        'SHEET-NEW-4,Clash,Sheet Test Rings,Gold,Sheet 22K,2,100,female,active,,,sh33t1',
        `${piece.sku},,,,,,,,,,,`,
        ',Nameless,Sheet Test Rings,Gold,Sheet 22K,2,100,female,active,,,',
        'SHEET-NEW-5,Unpriced,Sheet Test Rings,Gold,Sheet 99K,2,100,female,active,,,',
        'SHEET-NEW-6,Weightless,Sheet Test Rings,Gold,Sheet 22K,0,100,female,active,,,',
      ].join('\n');
      const answer = await importSheet(sheet);
      expect(answer.status).toBe(200);
      const report = answer.body.data as ImportReport;
      const row = (number: number) => report.rows.find((candidate) => candidate.row === number);
      expect(report.ignoredColumns).toEqual(['Remarks']);

      expect(row(2)).toMatchObject({ sku: 'SHEET-NEW-1', action: 'create', errors: [] });
      expect(row(2)?.changes).toEqual(
        expect.arrayContaining([
          { field: 'net_weight', from: '', to: '1234.5' },
          { field: 'making_value', from: '', to: '1500' },
          { field: 'gender', from: '', to: 'female' },
        ]),
      );
      expect(row(3)).toMatchObject({ action: 'update', changes: [{ field: 'discount', from: '100', to: '250' }] });
      expect(row(4)).toMatchObject({
        action: 'error',
        errors: [{ column: 'net_weight', message: 'net_weight: "abc" is not a number' }],
      });
      expect(row(5)).toMatchObject({
        action: 'error',
        errors: [{ column: 'sku', message: 'SKU "SHEET-NEW-1" is in row 2 already' }],
      });
      expect(row(6)?.errors).toEqual([
        {
          column: 'category',
          message: 'Category "Toe Rings" does not exist: add it first, or import with createCategories',
        },
      ]);
      expect(row(7)?.errors).toEqual([{ column: 'huid', message: "HUID SH33T1 is the piece SHEET-FORMULA's already" }]);
      expect(row(8)).toMatchObject({
        action: 'error',
        errors: [{ column: 'sku', message: `SKU "${piece.sku}" is in row 3 already` }],
      });
      expect(row(9)).toMatchObject({
        sku: '',
        action: 'error',
        errors: [{ column: 'sku', message: 'SKU: required!' }],
      });
      // The rates are looked at once the fields pass, as for the product form.
      expect(row(10)?.errors).toEqual([{ column: 'purity', message: 'Purity "Sheet 99K" is not one of the rates' }]);
      expect(row(11)?.errors).toEqual([{ column: 'net_weight', message: 'Net weight must be more than 0 g' }]);
      expect(report).toMatchObject({ created: 1, updated: 1, unchanged: 0, failed: 8 });
      expect(await allProducts()).toEqual(before);

      const withNewCategories = (await importSheet(sheet, { createCategories: 'true' })).body.data as ImportReport;
      expect(withNewCategories.rows.find((candidate) => candidate.row === 6)).toMatchObject({
        action: 'create',
        errors: [],
      });
    });

    it('warns of a price moved past the rate guard, as a slipped decimal in a weight would', async () => {
      const piece = (await allProducts()).find((product) => product.sku === 'SHEET-FORMULA') as Product;
      const report = (await importSheet(`sku,net_weight\n${piece.sku},${piece.weight * 10}\n`)).body
        .data as ImportReport;
      const [row] = report.rows;
      expect(row).toMatchObject({ action: 'update', errors: [] });
      expect(row?.warnings).toEqual([
        {
          column: 'net_weight',
          message: expect.stringMatching(
            /^The price moves from ₹[\d,.]+ to ₹[\d,.]+ \(\+\d+ %\), more than the \d+ % the shop allows without confirming$/,
          ),
        },
      ]);
    });

    it('refuses what is no sheet, and a form without one, naming why', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      expect((await importSheet(png, {}, 'ring.png')).body).toEqual({
        success: false,
        message: 'The file is not a CSV or Excel workbook',
      });
      expect((await importSheet('name,price\nRing,100\n')).body.message).toBe(
        'The sheet has no sku column (or tag, tag no, barcode) in its first row',
      );
      expect((await importSheet('sku\nA1\n', { dryRun: 'maybe' })).body).toEqual({
        success: false,
        message: 'dryRun must be true or false',
      });
      const empty = new FormData();
      empty.append('dryRun', 'true');
      expect((await cms().call('POST', '/api/admin/import', { token, form: empty })).body).toEqual({
        success: false,
        message: 'file: choose the sheet to import (a CSV or Excel workbook)',
      });
      expect((await cms().call('POST', '/api/admin/import', { token, body: { dryRun: true } })).status).toBe(400);
    });

    it('refuses a sheet over 20 MB before reading it whole', async () => {
      const answer = await importSheet(Buffer.alloc(20 * 1024 * 1024 + 1, 'a'));
      expect(answer).toEqual({
        status: 413,
        body: { success: false, message: 'The sheet is too large (at most 20 MB)' },
      });
    });
  });
}
