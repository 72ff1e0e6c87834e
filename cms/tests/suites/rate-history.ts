// Rate units and the rates' history (docs/api.md and docs/pricing.md).
import type { Rate, RateChange, RatePoint } from '@suvarna/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type TestCms } from '../support/cms';
import { productFields, productForm } from '../support/hardening';
import { invalidInput } from '../support/refusals';

const DAY_MS = 24 * 60 * 60 * 1000;

export function rateUnitsSuite(cms: () => TestCms) {
  let token: string;
  beforeAll(async () => {
    token = await cms().login();
  });
  const rates = async () => (await cms().call<Rate[]>('GET', '/api/admin/get-price')).body.data ?? [];

  describe('rate units: per gram or per carat', () => {
    it('adds a rate per gram unless told per carat, and keeps the unit when an update leaves it out', async () => {
      const gram = await cms().call<Rate>('POST', '/api/admin/add-price', {
        token,
        body: { name: 'Test Unit 14K', price: 4600 },
      });
      expect(gram.body.data).toMatchObject({ name: 'Test Unit 14K', unit: 'g' });
      const carat = await cms().call<Rate>('POST', '/api/admin/add-price', {
        token,
        body: { name: 'Test Unit VS', price: 52000, unit: 'ct' },
      });
      expect(carat.body.data).toMatchObject({ name: 'Test Unit VS', price: 52000, unit: 'ct' });
      const id = carat.body.data?.id;
      const kept = await cms().call<Rate>('PUT', '/api/admin/update-price', {
        token,
        body: { id, name: 'Test Unit VS', price: 52500 },
      });
      expect(kept.body.data).toMatchObject({ price: 52500, unit: 'ct' });
      expect((await rates()).find((rate) => rate.id === id)).toMatchObject({ unit: 'ct' });
      const changed = await cms().call<Rate>('PUT', '/api/admin/update-price', {
        token,
        body: { id, name: 'Test Unit VS', price: 52500, unit: 'g' },
      });
      expect(changed.body.data).toMatchObject({ unit: 'g' });
    });

    it('keeps the unit of a rate that products use, refusing the change with the count', async () => {
      const rate = await cms().call<Rate>('POST', '/api/admin/add-price', {
        token,
        body: { name: 'Test Unit Used', price: 6100 },
      });
      const category = await cms().call<{ id: number }>('POST', '/api/admin/add-category', {
        token,
        body: { name: 'Test Unit Rings' },
      });
      const product = await cms().call<{ id: number; totalPrice: number }>('POST', '/api/admin/add-product', {
        token,
        form: productForm(productFields('UNIT-USED-1', 'Test Unit Used', category.body.data?.id ?? 0), []),
      });
      expect(product.status).toBe(200);
      const id = rate.body.data?.id;

      expect(
        await cms().call('PUT', '/api/admin/update-price', {
          token,
          body: { id, name: 'Test Unit Used', price: 6100, unit: 'ct' },
        }),
      ).toMatchObject({
        status: 409,
        body: {
          success: false,
          message: 'The rate "Test Unit Used" is used by 1 product: its unit can change only while no product uses it',
        },
      });
      expect((await rates()).find((saved) => saved.id === id)).toMatchObject({ price: 6100, unit: 'g' });
      const read = await cms().call<{ totalPrice: number }>('POST', '/api/user/get-product', {
        body: { id: product.body.data?.id },
      });
      expect(read.body.data?.totalPrice).toBe(product.body.data?.totalPrice);

      // The same unit written out, and a new price, are no change of unit.
      const repriced = await cms().call<Rate>('PUT', '/api/admin/update-price', {
        token,
        body: { id, name: 'Test Unit Used', price: 6150, unit: 'g' },
      });
      expect(repriced.body.data).toMatchObject({ price: 6150, unit: 'g' });
      await cms().call('DELETE', `/api/admin/product/${product.body.data?.id}`, { token });
    });

    it.each([
      ['POST', '/api/admin/add-price', { name: 'Test Unit Bad', price: 10, unit: 'kg' }],
      ['POST', '/api/admin/add-price', { name: 'Test Unit Bad', price: 10, unit: 5 }],
      ['PUT', '/api/admin/update-price', { id: 1, name: 'Test Unit Bad', price: 10, unit: 'carat' }],
    ])('%s %s refuses the unit of %j, naming the field', async (method, route, body) => {
      expect(await cms().call(method, route, { token, body })).toEqual({
        status: 400,
        body: invalidInput('Unit must be g (per gram) or ct (per carat)', ['unit']),
      });
      expect((await rates()).some((rate) => rate.name === 'Test Unit Bad')).toBe(false);
    });

    it('reads a rate stored without a unit (saved before rates had units) as per gram', async () => {
      const now = new Date();
      await cms().strapi.db.getConnection('rates').insert({
        document_id: 'testunitlegacy0000000000',
        name: 'Test Unit Legacy',
        price_paise: 700_000,
        created_at: now,
        updated_at: now,
        published_at: now,
      });
      expect((await rates()).find((rate) => rate.name === 'Test Unit Legacy')).toMatchObject({
        price: 7000,
        unit: 'g',
      });
      // As if the column had been added without its default.
      await cms().strapi.db.getConnection('rates').where({ name: 'Test Unit Legacy' }).update({ unit: null });
      expect((await rates()).find((rate) => rate.name === 'Test Unit Legacy')).toMatchObject({ unit: 'g' });
    });
  });
}

export function rateHistorySuite(cms: () => TestCms) {
  let token: string;
  let rateId: number;
  beforeAll(async () => {
    token = await cms().login();
    // A rate added, repriced twice and then only renamed: three entries, under the name of the time.
    const added = await cms().call<Rate>('POST', '/api/admin/add-price', {
      token,
      body: { name: 'Test History 23K', price: 6000 },
    });
    rateId = added.body.data?.id ?? 0;
    for (const body of [
      { id: rateId, name: 'Test History 23K', price: 6100.5 },
      { id: rateId, name: 'Test History 23K', price: 6050 },
      { id: rateId, name: 'Test History 23 Karat', price: 6050 },
    ]) {
      expect((await cms().call('PUT', '/api/admin/update-price', { token, body })).status).toBe(200);
    }
  });

  const adminHistory = (query = '') => cms().call<RateChange[]>('GET', `/api/admin/rate-history${query}`, { token });
  const publicHistory = (query = '') => cms().call<RatePoint[]>('GET', `/api/user/rate-history${query}`);
  const pointsOf = (points: RatePoint[] | undefined, name: string) =>
    (points ?? []).filter((point) => point.name === name).map((point) => point.price);

  describe('the rates’ history', () => {
    it('records an added rate and each price change, newest first, with the admin’s email; not a rename', async () => {
      const answer = await adminHistory('?name=Test%20History%2023%20Karat');
      expect(answer.status).toBe(200);
      expect(answer.body.data?.map(({ changedAt: _at, ...entry }) => entry)).toEqual([
        { name: 'Test History 23K', oldPrice: 6100.5, newPrice: 6050, changedBy: ADMIN.email },
        { name: 'Test History 23K', oldPrice: 6000, newPrice: 6100.5, changedBy: ADMIN.email },
        { name: 'Test History 23K', oldPrice: null, newPrice: 6000, changedBy: ADMIN.email },
      ]);
      for (const entry of answer.body.data ?? []) expect(Date.now() - Date.parse(entry.changedAt)).toBeLessThan(60_000);
      // The rate's name of the time finds the same entries.
      expect((await adminHistory('?name=test%20history%2023k')).body.data).toEqual(answer.body.data);
    });

    it('lists every rate’s changes without a name', async () => {
      const names = new Set((await adminHistory()).body.data?.map((entry) => entry.name));
      expect([...names]).toEqual(expect.arrayContaining(['Test History 23K']));
    });

    it('shows the public the prices, oldest first, under the rate’s current name, and no admin', async () => {
      const answer = await publicHistory();
      expect(answer.status).toBe(200);
      expect(pointsOf(answer.body.data, 'Test History 23 Karat')).toEqual([6000, 6100.5, 6050]);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain('changedBy');
      expect(text).not.toContain('@');
      expect(text).not.toContain(ADMIN.email);
      for (const point of answer.body.data ?? []) expect(Object.keys(point).sort()).toEqual(['at', 'name', 'price']);
    });

    it('reaches back `days` days', async () => {
      // The rate was added ten days ago, as far as the history knows.
      await cms()
        .strapi.db.query('api::rate-history.rate-change')
        .update({
          where: { rateName: 'Test History 23K', oldPricePaise: { $null: true } },
          data: { changedAt: new Date(Date.now() - 10 * DAY_MS) },
        });
      const name = '&name=Test%20History%2023%20Karat';
      expect((await adminHistory(`?days=5${name}`)).body.data?.map((entry) => entry.newPrice)).toEqual([6050, 6100.5]);
      expect((await adminHistory(`?days=11${name}`)).body.data?.map((entry) => entry.newPrice)).toEqual([
        6050, 6100.5, 6000,
      ]);
      // The period opens with the price the rate had then: the old price of its first change in it.
      const fiveDays = (await publicHistory('?days=5')).body.data ?? [];
      expect(pointsOf(fiveDays, 'Test History 23 Karat')).toEqual([6000, 6100.5, 6050]);
      const opening = fiveDays.find((point) => point.name === 'Test History 23 Karat');
      expect(Math.abs(Date.now() - 5 * DAY_MS - Date.parse(opening?.at ?? ''))).toBeLessThan(60_000);
      expect(pointsOf((await publicHistory('?days=11')).body.data, 'Test History 23 Karat')).toEqual([
        6000, 6100.5, 6050,
      ]);
    });

    it('keeps a deleted rate’s history for the admin, and leaves it out of the public one', async () => {
      const added = await cms().call<Rate>('POST', '/api/admin/add-price', {
        token,
        body: { name: 'Test History Gone', price: 10 },
      });
      await cms().call('DELETE', `/api/admin/delete-price/${added.body.data?.id}`, { token });
      expect((await adminHistory('?name=Test%20History%20Gone')).body.data).toMatchObject([
        { name: 'Test History Gone', oldPrice: null, newPrice: 10 },
      ]);
      expect(pointsOf((await publicHistory()).body.data, 'Test History Gone')).toEqual([]);
    });

    it('does not record a refused write', async () => {
      const before = (await adminHistory()).body.data?.length;
      await cms().call('PUT', '/api/admin/update-price', {
        token,
        body: { id: rateId, name: 'Test History 23 Karat', price: -1 },
      });
      await cms().call('POST', '/api/admin/add-price', { token, body: { name: 'Test History 23 karat', price: 5 } });
      expect((await adminHistory()).body.data?.length).toBe(before);
    });

    const DAYS = 'Days must be a whole number from 1 to 365';
    it.each([
      ['/api/admin/rate-history?days=0', DAYS, 'days'],
      ['/api/admin/rate-history?days=366', DAYS, 'days'],
      ['/api/admin/rate-history?days=week', DAYS, 'days'],
      ['/api/admin/rate-history?days=1&days=2', DAYS, 'days'],
      ['/api/admin/rate-history?name=', "Name must be a rate's name of 1 to 60 characters", 'name'],
      [`/api/admin/rate-history?name=${'x'.repeat(61)}`, 'Name must be at most 60 characters', 'name'],
      ['/api/user/rate-history?days=-3', DAYS, 'days'],
      ['/api/user/rate-history?days=1.5', DAYS, 'days'],
      ['/api/user/rate-history?days=400', DAYS, 'days'],
    ])('GET %s: 400', async (route, message, field) => {
      expect(await cms().call('GET', route, { token })).toEqual({ status: 400, body: invalidInput(message, [field]) });
    });
  });
}
