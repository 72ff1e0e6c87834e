// Trade pricing through the HTTP API (docs/api.md and docs/pricing.md): making charges by type, stone lines
// priced by a per-carat rate or a fixed amount, HUID (unique through a database index) and the
// hallmarking fee, discounts by type, and the guard on the day's rates. The suite's rates and
// products are its own ("TP …"), so the other suites' counts stay as they were.
import type { Product, RateChange, RateGuardRefusal, SavedRate } from '@suvarna/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type TestCms } from '../support/cms';
import { invalidInput } from '../support/refusals';

type Fields = Record<string, string>;

export function tradePricingSuite(cms: () => TestCms) {
  let token: string;
  let categoryId: number;
  const rateIds = new Map<string, number>();
  const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

  /** A diamond ring as a jeweller lists it (worked out by hand in the first test). */
  const diamondRing = (overrides: Fields = {}): Fields => ({
    name: 'TP Solitaire Ring',
    sku: `TP-${unique()}`,
    metal: 'Gold',
    purity: 'TP 18K',
    category_id: String(categoryId),
    gender: 'female',
    status: 'active',
    weight: '3.85',
    grossWeight: '4.05',
    makingChargeType: 'per_gram',
    makingChargeValue: '900',
    stones: JSON.stringify([
      { name: 'Diamond', count: 1, carats: 0.5, rate: 'TP Diamond', certificate: { lab: 'IGI', number: 'LG123456' } },
      { name: 'Diamond', count: 12, carats: 0.24, pricePerCarat: 45000 },
    ]),
    hallmarkFee: '45',
    discountType: 'percent',
    discount: '10',
    ...overrides,
  });

  const form = (values: Fields) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.append(key, value);
    return data;
  };
  const addProduct = (values: Fields) =>
    cms().call<Product>('POST', '/api/admin/add-product', { token, form: form(values) });
  const added = async (values: Fields) => {
    const answer = await addProduct(values);
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.data as Product;
  };
  const publicProduct = async (id: number) =>
    (await cms().call<Product>('POST', '/api/user/get-product', { body: { id } })).body.data as Product;
  const productRows = () => cms().strapi.db.query('api::product.product').count();
  const updateRate = (name: string, price: number, extra: Record<string, unknown> = {}) =>
    cms().call<SavedRate>('PUT', '/api/admin/update-price', {
      token,
      body: { id: rateIds.get(name), name, price, ...extra },
    });
  const rateHistory = async (name: string) =>
    (await cms().call<RateChange[]>('GET', `/api/admin/rate-history?name=${encodeURIComponent(name)}`, { token })).body
      .data ?? [];

  beforeAll(async () => {
    token = await cms().login();
    for (const [name, price, unit] of [
      ['TP 18K', 6000, 'g'],
      ['TP 22K', 7000, 'g'],
      ['TP Diamond', 60000, 'ct'],
      ['TP Emerald', 30000, 'ct'],
    ] as const) {
      const answer = await cms().call<SavedRate>('POST', '/api/admin/add-price', {
        token,
        body: { name, price, unit },
      });
      rateIds.set(name, answer.body.data?.id ?? 0);
    }
    const category = await cms().call<{ id: number }>('POST', '/api/admin/add-category', {
      token,
      body: { name: 'TP Ring' },
    });
    categoryId = category.body.data?.id ?? 0;
  });

  describe('trade pricing', () => {
    it('prices a diamond ring the trade’s way: metal, making per gram, stones, hallmarking, discount on making', async () => {
      const ring = await added(diamondRing({ huid: 'ab12cd' }));
      // Worked by hand:
      //   metal        6,000.00/g × 3.850 g                 = 23,100.00
      //   making         900.00/g × 3.850 g                 =  3,465.00
      //   stones   0.500 ct × 60,000.00 = 30,000.00; 0.240 ct × 45,000.00 = 10,800.00 → 40,800.00
      //   hallmarking                                       =     45.00
      //   discount 10 % of making                           =    346.50
      //   total 23,100 + 3,465 + 40,800 + 45 − 346.50       = 67,063.50
      //   GST 3 % = 2,011.905 → 2,011.91; net payable       = 69,075.41
      const expected = {
        purity: 'TP 18K',
        weight: 3.85,
        grossWeight: 4.05,
        makingChargeType: 'per_gram',
        makingChargeValue: 900,
        laber: 3465,
        stones: [
          {
            name: 'Diamond',
            count: 1,
            carats: 0.5,
            rate: 'TP Diamond',
            certificate: { lab: 'IGI', number: 'LG123456' },
            value: 30000,
          },
          { name: 'Diamond', count: 12, carats: 0.24, pricePerCarat: 45000, value: 10800 },
        ],
        huid: 'AB12CD',
        hallmarkFee: 45,
        discountType: 'percent',
        discount: 10,
        metalAndPurityPrice: 23100,
        discountPrice: 346.5,
        gst: 2011.91,
        totalPrice: 69075.41,
      };
      expect(ring).toMatchObject(expected);
      expect(await publicProduct(ring.id)).toMatchObject(expected);
      const listed = await cms().call<{ products: Product[] }>(
        'GET',
        '/api/user/product-list?searchParams=TP%20Solitaire',
      );
      expect(listed.body.data?.products.find((product) => product.id === ring.id)).toMatchObject(expected);
    });

    it('takes `laber` as a flat making charge when no making type is sent (today’s clients)', async () => {
      const { stones: _stones, makingChargeType: _type, makingChargeValue: _value, ...old } = diamondRing();
      const product = await added({ ...old, laber: '1500', discountType: '', discount: '0', hallmarkFee: '' });
      expect(product).toMatchObject({
        makingChargeType: 'flat',
        makingChargeValue: 1500,
        laber: 1500,
        stones: [],
        hallmarkFee: 0,
        discountType: 'flat',
        // 6,000 × 3.85 + 1,500 = 24,600; GST 738
        totalPrice: 25338,
      });
      expect(product).not.toHaveProperty('huid');
    });

    it('prices making as a percentage of the metal', async () => {
      const product = await added(
        diamondRing({
          purity: 'TP 22K',
          weight: '10',
          grossWeight: '',
          makingChargeType: 'percent',
          makingChargeValue: '12.5',
          stones: '',
          hallmarkFee: '0',
          discountType: 'flat',
          discount: '0',
        }),
      );
      // 7,000 × 10 = 70,000; making 12.5 % = 8,750; total 78,750; GST 2,362.50
      expect(product).toMatchObject({ laber: 8750, metalAndPurityPrice: 70000, gst: 2362.5, totalPrice: 81112.5 });
      expect(product).not.toHaveProperty('grossWeight');
    });

    it.each([
      [
        { stones: JSON.stringify([{ name: 'Ruby', count: 2, carats: 0.3 }]) },
        'stones.0.rate',
        /^Stone 1: Rate or price per carat must be given$/,
      ],
      [
        { stones: JSON.stringify([{ name: 'Ruby', count: 2, carats: 0.3, rate: 'TP Diamond', pricePerCarat: 5 }]) },
        'stones.0.pricePerCarat',
        /^Stone 1: Price per carat cannot be given with a rate: give one or the other$/,
      ],
      [
        { stones: JSON.stringify([{ name: 'Ruby', count: 2, carats: 0.3, rate: 'TP 22K' }]) },
        'stones.0.rate',
        /^Stone 1: Rate "TP 22K" is a rate per gram, not per carat$/,
      ],
      [
        { stones: JSON.stringify([{ name: 'Ruby', count: 2, carats: 0.3, rate: 'TP Nothing' }]) },
        'stones.0.rate',
        /^Stone 1: Rate "TP Nothing" is not one of the rates$/,
      ],
      [
        { stones: JSON.stringify([{ name: 'Ruby', count: 0, carats: 0.3, pricePerCarat: 5 }]) },
        'stones.0.count',
        /^Stone 1: Count must be at least 1$/,
      ],
      [{ stones: 'not a list' }, 'stones', /^Stones must be a list of stone lines$/],
      [
        {
          stones: JSON.stringify(
            Array.from({ length: 21 }, () => ({ name: 'Ruby', count: 1, carats: 0.1, pricePerCarat: 5 })),
          ),
        },
        'stones',
        /^Stones can have at most 20 lines$/,
      ],
      [{ huid: 'AB12' }, 'huid', /^HUID must be 6 letters or digits \(A-Z, 0-9\)$/],
      [{ hallmarkFee: '1000.01' }, 'hallmarkFee', /^Hallmarking fee cannot be more than ₹1,000\.00$/],
      [{ grossWeight: '3.8' }, 'grossWeight', /^Gross weight must be at least the net weight \(3\.85 g\)$/],
      [{ discount: '101' }, 'discount', /^Discount cannot be more than 100 % of the labour$/],
      [{ makingChargeType: 'per_piece' }, 'makingChargeType', /^Labour type must be flat, per_gram or percent$/],
      [{ makingChargeValue: '-900' }, 'makingChargeValue', /^Labour cannot be negative$/],
      [
        { discountType: 'flat', discount: '80000' },
        'discount',
        /^Discount cannot be more than ₹67,410\.00 \(metal \+ labour \+ stones \+ hallmarking\)$/,
      ],
    ])('refuses %j with a message under its field, and writes nothing', async (change, field, message) => {
      const before = await productRows();
      const answer = await addProduct(diamondRing(change));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
      expect(answer.body).toEqual(invalidInput(answer.body.message ?? '', [field]));
      expect(await productRows()).toBe(before);
    });

    it('stores a HUID upper-case and refuses it on a second piece, whatever its case', async () => {
      const huid = `H${unique().slice(0, 5)}`;
      await added(diamondRing({ huid: huid.toLowerCase() }));
      const before = await productRows();
      const again = await addProduct(diamondRing({ huid }));
      expect(again).toEqual({
        status: 409,
        body: {
          success: false,
          message: `A product with HUID "${huid}" already exists`,
          errors: [expect.objectContaining({ field: 'huid' })],
        },
      });
      expect(await productRows()).toBe(before);
    });

    it('keeps HUIDs unique when two admins save the same one at the same moment', async () => {
      const huid = `P${unique().slice(0, 5)}`;
      const answers = await Promise.all(Array.from({ length: 4 }, () => addProduct(diamondRing({ huid }))));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    });

    it('holds HUIDs unique in the database itself, beneath the API', async () => {
      const huid = `D${unique().slice(0, 5)}`;
      const ring = await added(diamondRing({ huid }));
      const rows = cms().strapi.db.query('api::product.product');
      const stored = await rows.findOne({ where: { id: ring.id } });
      const { id: _id, documentId: _documentId, ...copy } = stored;
      await expect(
        rows.create({ data: { ...copy, sku: `TP-${unique()}`, documentId: `copy${unique()}` } }),
      ).rejects.toThrow(/unique|duplicate/i);
    });

    it('stores an empty HUID as none, on as many pieces as have none', async () => {
      const first = await added(diamondRing({ huid: '' }));
      const second = await added(diamondRing({ huid: '  ' }));
      expect(first).not.toHaveProperty('huid');
      expect(second).not.toHaveProperty('huid');
    });

    it('edits a piece: new stone lines replace the old, and a fixed-price line ties it to no rate', async () => {
      const ring = await added(diamondRing());
      const data = new FormData();
      for (const [key, value] of Object.entries(
        diamondRing({
          sku: 'TP-EDITED-1',
          stones: JSON.stringify([{ name: 'Emerald', count: 3, carats: 1.2, pricePerCarat: 25000 }]),
        }),
      ))
        data.append(key, value);
      data.append('existingImages', '[]');
      const edited = await cms().call<Product>('PUT', `/api/admin/product/${ring.id}`, { token, form: data });
      expect(edited.status).toBe(200);
      expect(edited.body.data?.stones).toEqual([
        { name: 'Emerald', count: 3, carats: 1.2, pricePerCarat: 25000, value: 30000 },
      ]);
      const stored = await cms()
        .strapi.db.query('api::product.product')
        .findOne({ where: { id: ring.id }, populate: { stoneRates: true } });
      expect(stored.stoneRates).toEqual([]);
    });

    it('a JSON update of `laber` or `discount` alone is in rupees, as today’s clients mean it; other fields keep the trade pricing', async () => {
      const ring = await added(diamondRing());
      const patch = (body: Record<string, unknown>) =>
        cms().call<Product>('PUT', '/api/admin/update-product', { token, body: { id: ring.id, ...body } });
      const inactive = (await patch({ status: 'inactive' })).body.data;
      expect(inactive).toMatchObject({ status: 'inactive', makingChargeType: 'per_gram', laber: 3465 });
      expect(inactive?.stones).toHaveLength(2);
      const flat = (await patch({ laber: 2000 })).body.data;
      expect(flat).toMatchObject({ makingChargeType: 'flat', makingChargeValue: 2000, laber: 2000 });
      expect(flat?.stones).toHaveLength(2);
      // The ring's discount is 10 % of its making charge; `discount` alone is rupees, as the spec's clients mean it.
      const rupees = (await patch({ discount: 1234 })).body.data;
      expect(rupees).toMatchObject({ discountType: 'flat', discount: 1234, discountPrice: 1234 });
      const percent = (await patch({ discount: 20, discountType: 'percent' })).body.data;
      // 20 % of the flat ₹2,000 making charge.
      expect(percent).toMatchObject({ discountType: 'percent', discount: 20, discountPrice: 400 });
    });
  });

  describe('the guard on the day’s rates', () => {
    it('refuses a change of more than 5 % until it is confirmed, with the figures, and records nothing', async () => {
      const ring = await added(diamondRing());
      const users = (await cms().call<Product[]>('POST', '/api/admin/get-product', { token })).body.data?.filter(
        (product) => product.purity === 'TP 18K',
      ).length;
      const historyBefore = (await rateHistory('TP 18K')).length;

      const refused = await updateRate('TP 18K', 7200);
      const figures: RateGuardRefusal = { oldPrice: 6000, newPrice: 7200, percent: 20, products: users ?? 0 };
      expect(refused).toEqual({
        status: 409,
        body: {
          success: false,
          message: `This changes TP 18K by +20.0 % (₹6,000.00 → ₹7,200.00) and reprices ${users} products. Send it again with confirm to publish it.`,
          data: figures,
        },
      });
      expect((await publicProduct(ring.id)).metalAndPurityPrice).toBe(23100);
      expect(await rateHistory('TP 18K')).toHaveLength(historyBefore);

      const confirmed = await updateRate('TP 18K', 7200, { confirm: true });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toMatchObject({ name: 'TP 18K', price: 7200, repricedProducts: users });
      // 7,200 × 3.85 = 27,720
      expect((await publicProduct(ring.id)).metalAndPurityPrice).toBe(27720);
      expect((await rateHistory('TP 18K'))[0]).toMatchObject({
        oldPrice: 6000,
        newPrice: 7200,
        changedBy: ADMIN.email,
      });

      expect((await updateRate('TP 18K', 6000, { confirm: true })).status).toBe(200);
    });

    it('lets a change of at most 5 % through, and says how many products it repriced', async () => {
      const fivePercent = await updateRate('TP 22K', 6650);
      expect(fivePercent.status).toBe(200);
      const users = (await cms().call<Product[]>('POST', '/api/admin/get-product', { token })).body.data?.filter(
        (product) => product.purity === 'TP 22K',
      ).length;
      expect(fivePercent.body.data?.repricedProducts).toBe(users);
      // Back up is +5.26 %: beyond the guard.
      expect((await updateRate('TP 22K', 7000)).status).toBe(409);
      expect((await updateRate('TP 22K', 7000, { confirm: true })).status).toBe(200);
    });

    it('says a rename repriced nothing', async () => {
      const renamed = await updateRate('TP Emerald', 30000, { name: 'TP Emerald Fine' });
      expect(renamed.body.data).toMatchObject({ name: 'TP Emerald Fine', repricedProducts: 0 });
      await updateRate('TP Emerald', 30000);
    });

    it('refuses `confirm` that is not true or false', async () => {
      expect(await updateRate('TP 22K', 7000, { confirm: 'yes' })).toEqual({
        status: 400,
        body: invalidInput('Confirm must be true or false', ['confirm']),
      });
    });

    it('a per-carat rate reprices the stone lines priced by it, and counts those products', async () => {
      const ring = await added(diamondRing());
      const saved = await updateRate('TP Diamond', 61200);
      expect(saved.status).toBe(200);
      const withDiamonds = (await cms().call<Product[]>('POST', '/api/admin/get-product', { token })).body.data?.filter(
        (product) => product.stones?.some((line) => line.rate === 'TP Diamond'),
      ).length;
      expect(saved.body.data?.repricedProducts).toBe(withDiamonds);
      expect((await publicProduct(ring.id)).stones?.[0]?.value).toBe(30600);
      await updateRate('TP Diamond', 60000);
    });

    it('refuses to delete a per-carat rate that stone lines use, counting those products', async () => {
      const withDiamonds = (await cms().call<Product[]>('POST', '/api/admin/get-product', { token })).body.data?.filter(
        (product) => product.stones?.some((line) => line.rate === 'TP Diamond'),
      ).length;
      const answer = await cms().call('DELETE', `/api/admin/delete-price/${rateIds.get('TP Diamond')}`, { token });
      expect(answer).toEqual({
        status: 409,
        body: {
          success: false,
          message: `The rate "TP Diamond" is used by ${withDiamonds} products: change their purity or stone lines before deleting it`,
        },
      });
    });

    it('caps a discount at the rest when the rates fall, and still takes a change of status', async () => {
      const rate = await cms().call<SavedRate>('POST', '/api/admin/add-price', {
        token,
        body: { name: 'TP 14K', price: 4000 },
      });
      const plain = {
        purity: 'TP 14K',
        weight: '2',
        grossWeight: '',
        stones: '',
        makingChargeType: 'flat',
        makingChargeValue: '500',
        hallmarkFee: '0',
        discountType: 'flat',
      };
      // The most discount allowed: 4,000 × 2 + 500 = 8,500.
      const piece = await added(diamondRing({ ...plain, discount: '8500' }));
      expect(piece).toMatchObject({ discountPrice: 8500, totalPrice: 0 });
      await cms().call('PUT', '/api/admin/update-price', {
        token,
        body: { id: rate.body.data?.id, name: 'TP 14K', price: 3000, confirm: true },
      });
      expect(await publicProduct(piece.id)).toMatchObject({ discount: 8500, discountPrice: 6500, totalPrice: 0 });
      const statusChange = await cms().call<Product>('PUT', '/api/admin/update-product', {
        token,
        body: { id: piece.id, status: 'inactive' },
      });
      expect(statusChange.status).toBe(200);
      // A change of price is checked again, with the most allowed now.
      const discountChange = await cms().call('PUT', '/api/admin/update-product', {
        token,
        body: { id: piece.id, discount: 8000 },
      });
      expect(discountChange.body).toEqual(
        invalidInput('Discount cannot be more than ₹6,500.00 (metal + labour + stones + hallmarking)', ['discount']),
      );
    });
  });
}
