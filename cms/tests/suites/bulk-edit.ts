// The Product table's bulk edit (PUT /api/admin/products, docs/api.md): fields set on many pieces
// or many pieces deleted, each piece checked by the product form's rules, all or nothing, and one
// content change for publishing.
import type { Product } from '@suvarna/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';
import { productFields, productForm } from '../support/hardening';

export function bulkEditSuite(cms: () => TestCms) {
  let token: string;
  const ids: Record<string, number> = {};
  let rings = 0;
  let chains = 0;

  const bulk = (body: unknown) => cms().call<Record<string, number>>('PUT', '/api/admin/products', { token, body });
  const catalogue = async () =>
    (await cms().call<Product[]>('POST', '/api/admin/get-product', { token })).body.data ?? [];
  const pieces = async (...skus: string[]) => {
    const all = await catalogue();
    return skus.map((sku) => all.find((product) => product.sku === sku) as Product);
  };
  /**
   * How many content changes were counted while `work` ran (without a build hook, as here, only
   * the count is kept; rebuild-hook.test.ts reads what the bulk edit's change says).
   */
  const changesDuring = async (work: () => Promise<void>) => {
    const count = async () =>
      Number((await cms().strapi.db.query('api::publish.publish-state').findOne({}))?.changeSeq ?? 0);
    const from = await count();
    await work();
    return (await count()) - from;
  };

  beforeAll(async () => {
    token = await cms().login();
    const category = async (name: string) =>
      (await cms().call<{ id: number }>('POST', '/api/admin/add-category', { token, body: { name } })).body.data?.id ??
      0;
    rings = await category('Bulk Rings');
    chains = await category('Bulk Chains');
    expect(
      (await cms().call('POST', '/api/admin/add-price', { token, body: { name: 'Bulk 22K', price: 7000 } })).status,
    ).toBe(200);
    // BULK-LIGHT weighs 1 g: ₹7,000 of gold and ₹1,500 of making, too little for a ₹20,000 discount.
    for (const [sku, weight] of [
      ['BULK-A', '10'],
      ['BULK-B', '12'],
      ['BULK-C', '20'],
      ['BULK-LIGHT', '1'],
      ['BULK-GONE-1', '3'],
      ['BULK-GONE-2', '3'],
    ] as const) {
      const answer = await cms().call<Product>('POST', '/api/admin/add-product', {
        token,
        form: productForm(productFields(sku, 'Bulk 22K', rings, { weight, discount: '0' }), []),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      ids[sku] = answer.body.data?.id ?? 0;
    }
  });

  describe('PUT /api/admin/products', () => {
    it('sets the discount of three pieces: their prices change, the rest is kept, one content change', async () => {
      const before = await pieces('BULK-A', 'BULK-B', 'BULK-C');
      const changes = await changesDuring(async () => {
        const answer = await bulk({
          ids: [ids['BULK-A'], ids['BULK-B'], ids['BULK-C']],
          set: { discountType: 'flat', discount: 5000 },
        });
        expect(answer).toEqual({
          status: 200,
          body: { success: true, message: '3 pieces changed', data: { changed: 3 } },
        });
      });
      expect(changes).toBe(1);

      const after = await pieces('BULK-A', 'BULK-B', 'BULK-C');
      after.forEach((piece, index) => {
        const was = before[index] as Product;
        expect(piece.discountPrice).toBe(5000);
        // ₹5,000 off before the shop's 3 % GST.
        expect(was.totalPrice - piece.totalPrice).toBeCloseTo(5150, 2);
        // Everything else as it was: the discount's fields, the GST on the lower price and the time aside.
        const rest = ({ discount, discountPrice, gst, totalPrice, updatedAt, ...others }: Product) => others;
        expect(rest(piece)).toEqual(rest(was));
      });
    });

    it('refuses the whole edit when a piece cannot take it, naming each refused piece and why', async () => {
      const before = await catalogue();
      let answer = await bulk({ ids: [], set: {} });
      const changes = await changesDuring(async () => {
        answer = await bulk({
          ids: [ids['BULK-A'], ids['BULK-LIGHT'], 999_999, ids['BULK-C']],
          set: { discountType: 'flat', discount: 20000 },
        });
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        '2 of 4 pieces cannot be changed, so nothing was changed. BULK-LIGHT: Discount cannot be more than ₹8,500.00 (metal + labour + stones + hallmarking); id 999999: No product with id 999999',
      );
      expect(answer.body.data).toEqual({
        refused: [
          {
            id: ids['BULK-LIGHT'],
            sku: 'BULK-LIGHT',
            name: 'Hardening BULK-LIGHT',
            message: 'Discount cannot be more than ₹8,500.00 (metal + labour + stones + hallmarking)',
            errors: [
              {
                field: 'discount',
                code: 'too_big',
                message: 'Discount cannot be more than ₹8,500.00 (metal + labour + stones + hallmarking)',
              },
            ],
          },
          { id: 999_999, sku: null, name: null, message: 'No product with id 999999' },
        ],
      });
      // BULK-A was written before BULK-LIGHT was refused: rolled back with the rest.
      expect(await catalogue()).toEqual(before);
      expect(changes).toBe(0);
    });

    it('sets status and category without checking prices, and deletes pieces with their record', async () => {
      const changed = await changesDuring(async () => {
        const answer = await bulk({
          ids: [ids['BULK-LIGHT'], ids['BULK-C']],
          set: { status: 'hidden', category_id: chains },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      });
      expect(changed).toBe(1);
      const [light, c] = await pieces('BULK-LIGHT', 'BULK-C');
      for (const piece of [light, c])
        expect(piece).toMatchObject({ status: 'hidden', category_id: chains, category: 'Bulk Chains' });

      const deleted = await changesDuring(async () => {
        const gone = await bulk({ ids: [ids['BULK-GONE-1'], ids['BULK-GONE-2']], delete: true });
        expect(gone).toEqual({ status: 200, body: { success: true, message: '2 deleted', data: { deleted: 2 } } });
      });
      expect(deleted).toBe(1);
      expect((await catalogue()).filter((product) => product.sku.startsWith('BULK-GONE'))).toEqual([]);
    });

    it.each([
      ['no ids', { ids: [], set: { status: 'active' } }, 'ids must be a list of product ids (at least one)'],
      ['ids not a list', { ids: 'all', set: { status: 'active' } }, 'ids must be a list of product ids (at least one)'],
      ['an id twice', { ids: [1, 1], set: { status: 'active' } }, 'ids: each piece once (id 1 is named twice)'],
      ['id 0', { ids: [0], set: { status: 'active' } }, 'ids must be a positive whole number'],
      [
        '5001 ids',
        { ids: Array.from({ length: 5001 }, (_, i) => i + 1), delete: true },
        'ids: at most 5000 pieces at a time',
      ],
      ['neither set nor delete', { ids: [1] }, 'Send either set (the fields to change) or delete: true'],
      [
        'both set and delete',
        { ids: [1], set: { status: 'active' }, delete: true },
        'Send either set (the fields to change) or delete: true',
      ],
      ['delete not true', { ids: [1], delete: 'yes' }, 'delete must be true'],
      ['an empty set', { ids: [1], set: {} }, 'set: name at least one field to change'],
      [
        'a field not settable in bulk',
        { ids: [1], set: { price: 1 } },
        'set: price cannot be changed in bulk (only status, category_id, makingChargeType, makingChargeValue, discountType, discount)',
      ],
      [
        'an unknown field',
        { ids: [1], where: { $ne: null }, delete: true },
        'Unknown field where: send ids with set, or ids with delete: true',
      ],
    ])('refuses %s: 400 and nothing changed', async (_label, body, message) => {
      const before = await catalogue();
      expect(await bulk(body)).toEqual({ status: 400, body: { success: false, message } });
      expect(await catalogue()).toEqual(before);
    });

    it('refuses a value the product form refuses, in the form’s words', async () => {
      const answer = await bulk({ ids: [ids['BULK-A']], set: { status: 'archived' } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^The piece cannot be changed, so nothing was changed\. BULK-A: Status/);
    });
  });
}
