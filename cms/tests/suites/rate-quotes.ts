// Rates as the trade quotes them (docs/api.md): a quote unit on every rate, a price that may be
// written in it and is stored per gram (per carat), rounded to the paisa.
import type { Rate, SavedRate } from '@suvarna/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';
import { invalidInput } from '../support/refusals';

export function rateQuotesSuite(cms: () => TestCms) {
  let token: string;
  beforeAll(async () => {
    token = await cms().login();
  });
  const rates = async () => (await cms().call<Rate[]>('GET', '/api/admin/get-price')).body.data ?? [];
  const listed = async (name: string) => (await rates()).find((rate) => rate.name === name);
  const add = (body: Record<string, unknown>) => cms().call<SavedRate>('POST', '/api/admin/add-price', { token, body });
  const update = (body: Record<string, unknown>) =>
    cms().call<SavedRate>('PUT', '/api/admin/update-price', { token, body });

  describe('rate quotes: typed and shown per 10 g, per kg, per g or per ct', () => {
    it('stores 72,830 quoted per 10 g as ₹7,283.00 per g, and answers the quote unit everywhere', async () => {
      const added = await add({ name: 'Test Quote 22K', quotedPrice: '72830', quoteUnit: '10g' });
      expect(added.status).toBe(200);
      expect(added.body.data).toMatchObject({ name: 'Test Quote 22K', price: 7283, unit: 'g', quoteUnit: '10g' });
      expect(await listed('Test Quote 22K')).toMatchObject({ price: 7283, unit: 'g', quoteUnit: '10g' });
      // Every rate the list answers has its quote unit.
      for (const rate of await rates()) expect(['10g', 'kg', 'g', 'ct']).toContain(rate.quoteUnit);
      const updated = await update({
        id: added.body.data?.id,
        name: 'Test Quote 22K',
        quotedPrice: 73_000,
        quoteUnit: '10g',
      });
      expect(updated.body.data).toMatchObject({ price: 7300, quoteUnit: '10g', repricedProducts: 0 });
    });

    it('rounds a quote that does not divide evenly to the paisa, half away from zero', async () => {
      const gold = await add({ name: 'Test Quote 21K', quotedPrice: 72_835.55, quoteUnit: '10g' });
      expect(gold.body.data).toMatchObject({ price: 7283.56, quoteUnit: '10g' });
      const silver = await add({ name: 'Test Quote Silver', quotedPrice: '91234', quoteUnit: 'kg' });
      expect(silver.body.data).toMatchObject({ price: 91.23, quoteUnit: 'kg' });
      const down = await update({
        id: silver.body.data?.id,
        name: 'Test Quote Silver',
        quotedPrice: 91_235,
        quoteUnit: 'kg',
      });
      expect(down.body.data).toMatchObject({ price: 91.24 });
      expect(await listed('Test Quote Silver')).toMatchObject({ price: 91.24, quoteUnit: 'kg' });
    });

    it('quotes a new rate by its metal unless told: gold per 10 g, silver per kg, stones per carat', async () => {
      expect((await add({ name: 'Test Quote 14K', price: 4600 })).body.data).toMatchObject({ quoteUnit: '10g' });
      expect((await add({ name: 'Test Quote Silver 925', price: 91 })).body.data).toMatchObject({ quoteUnit: 'kg' });
      expect((await add({ name: 'Test Quote VS', price: 52_000, unit: 'ct' })).body.data).toMatchObject({
        unit: 'ct',
        quoteUnit: 'ct',
      });
      // A rate quoted per carat is per carat.
      expect((await add({ name: 'Test Quote SI', quotedPrice: 41_000, quoteUnit: 'ct' })).body.data).toMatchObject({
        price: 41_000,
        unit: 'ct',
        quoteUnit: 'ct',
      });
      expect((await add({ name: 'Test Quote Fine', price: 7945, quoteUnit: 'g' })).body.data).toMatchObject({
        price: 7945,
        quoteUnit: 'g',
      });
    });

    it('keeps the quote unit when an update leaves it out, changes it when told, and follows a new unit', async () => {
      const rate = (await add({ name: 'Test Quote 20K', price: 6600 })).body.data;
      const body = { id: rate?.id, name: 'Test Quote 20K' };
      expect((await update({ ...body, price: 6610 })).body.data).toMatchObject({ price: 6610, quoteUnit: '10g' });
      // The quote unit alone changes no price.
      const perGram = await update({ ...body, price: 6610, quoteUnit: 'g' });
      expect(perGram.body.data).toMatchObject({ price: 6610, quoteUnit: 'g', repricedProducts: 0 });
      expect((await update({ ...body, price: 6620 })).body.data).toMatchObject({ quoteUnit: 'g' });
      // No product uses it: it may become per carat, and cannot stay quoted per gram.
      expect((await update({ ...body, price: 6620, unit: 'ct' })).body.data).toMatchObject({
        unit: 'ct',
        quoteUnit: 'ct',
      });
    });

    it.each([
      [{ quotedPrice: 72_830 }, 'Quote unit must be given with a quoted price', 'quoteUnit'],
      [{ quotedPrice: 72_830, quoteUnit: 'oz' }, 'Quote unit must be 10g, kg, g or ct', 'quoteUnit'],
      [{ quotedPrice: '7e4', quoteUnit: '10g' }, 'Quoted price must be a number', 'quotedPrice'],
      [{ quotedPrice: -72_830, quoteUnit: '10g' }, 'Quoted price cannot be negative', 'quotedPrice'],
      [{ quotedPrice: 72_830.001, quoteUnit: '10g' }, 'Quoted price can have at most 2 decimals', 'quotedPrice'],
      [{ quotedPrice: 0.04, quoteUnit: 'kg' }, 'Quoted price must come to at least ₹0.01 per gram', 'quotedPrice'],
      [
        { price: 7283, quotedPrice: 72_830, quoteUnit: '10g' },
        'Quoted price cannot be given with a price: give one or the other',
        'quotedPrice',
      ],
      [
        { quotedPrice: 72_830, quoteUnit: '10g', unit: 'ct' },
        'Quote unit 10g (per 10 g) cannot quote a rate per carat',
        'quoteUnit',
      ],
    ])('refuses %j on add and update, naming the field, and changes nothing', async (fields, message, field) => {
      const rate = (await add({ name: 'Test Quote 23K', price: 7000 })).body.data ?? (await listed('Test Quote 23K'));
      const before = await rates();
      for (const answer of [
        await add({ name: 'Test Quote Bad', ...fields }),
        await update({ id: rate?.id, name: 'Test Quote 23K', ...fields }),
      ])
        expect(answer).toEqual({ status: 400, body: invalidInput(message, [field]) });
      expect(await rates()).toEqual(before);
    });

    it('refuses a quote unit that does not suit the stored unit of a rate updated without one', async () => {
      const stone = (await add({ name: 'Test Quote VVS', price: 60_000, unit: 'ct' })).body.data;
      expect(await update({ id: stone?.id, name: 'Test Quote VVS', quotedPrice: 600_000, quoteUnit: '10g' })).toEqual({
        status: 400,
        body: invalidInput('Quote unit 10g (per 10 g) cannot quote a rate per carat', ['quoteUnit']),
      });
      expect(await listed('Test Quote VVS')).toMatchObject({ price: 60_000, unit: 'ct', quoteUnit: 'ct' });
    });

    it('guards a quoted change as any other: a slip of ten is refused until confirmed', async () => {
      const rate = (await add({ name: 'Test Quote 18K', quotedPrice: 59_590, quoteUnit: '10g' })).body.data;
      // 5,95,900 typed for 59,590: ten times the rate.
      const slip = await update({ id: rate?.id, name: 'Test Quote 18K', quotedPrice: 595_900, quoteUnit: '10g' });
      expect(slip.status).toBe(409);
      expect(slip.body).toMatchObject({ data: { oldPrice: 5959, newPrice: 59_590, percent: 900 } });
      expect(await listed('Test Quote 18K')).toMatchObject({ price: 5959 });
    });
  });
}
