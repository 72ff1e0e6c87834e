// The stock sheet: every piece exported in the import's columns, as CSV and as a workbook, with
// text that a spreadsheet would run kept as text; the template (docs/import-export.md).
import type { Product } from '@suvarna/domain';
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
}
