import { beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';
import { invalidInput } from '../support/refusals';

export function ratesSuite(cms: () => TestCms) {
  let token: string;
  beforeAll(async () => {
    token = await cms().login();
  });

  describe('rates (the spec’s prices)', () => {
    it('adds a rate, lists it with its modified time, and says so', async () => {
      const added = await cms().call('POST', '/api/admin/add-price', {
        token,
        body: { name: 'Test 21K', price: '6512.75' },
      });
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({
        success: true,
        message: 'Price added successfully...!!!',
        data: { name: 'Test 21K', price: 6512.75 },
      });
      const list = await cms().call<Array<{ name: string; modified: string }>>('GET', '/api/admin/get-price');
      const listed = list.body.data?.find((rate) => rate.name === 'Test 21K');
      expect(listed).toMatchObject({ price: 6512.75 });
      expect(Date.now() - Date.parse(listed?.modified ?? '')).toBeLessThan(60_000);
    });

    it('updates a rate and says so', async () => {
      const added = await cms().call<{ id: number }>('POST', '/api/admin/add-price', {
        token,
        body: { name: 'Test 20K', price: 6000 },
      });
      const id = added.body.data?.id;
      const updated = await cms().call('PUT', '/api/admin/update-price', {
        token,
        body: { id, name: 'Test 20 Karat', price: 6100.5 },
      });
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Price updated successfully...!!!',
        data: { id, name: 'Test 20 Karat', price: 6100.5 },
      });
    });

    it.each([
      [{ name: '', price: 100 }, 400, 'Name: Please fill all fields', 'name'],
      [{ name: 'X' }, 400, 'Price: Please fill all fields', 'price'],
      [{ name: 'X', price: -5 }, 400, 'Price cannot be negative', 'price'],
      [{ name: 'X', price: 'lots' }, 400, 'Price must be a number', 'price'],
      [{ name: 'X', price: 10000000.01 }, 400, 'Price cannot be more than ₹1,00,00,000.00', 'price'],
      [{ name: 'X', price: 0 }, 400, 'Price must be more than 0', 'price'],
      [{ name: 'x'.repeat(61), price: 100 }, 400, 'Rate name must be at most 60 characters', 'name'],
    ])('refuses %j', async (body, status, message, field) => {
      expect(await cms().call('POST', '/api/admin/add-price', { token, body })).toEqual({
        status,
        body: invalidInput(message, [field]),
      });
    });

    it('refuses a second rate of the same name, in any case, with 409 and changes nothing', async () => {
      await cms().call('POST', '/api/admin/add-price', { token, body: { name: 'Test Silver', price: 98 } });
      const before = (await cms().call<unknown[]>('GET', '/api/admin/get-price')).body.data?.length;
      const answer = await cms().call('POST', '/api/admin/add-price', {
        token,
        body: { name: 'test silver', price: 99 },
      });
      expect(answer).toEqual({
        status: 409,
        body: { success: false, message: 'A rate named "test silver" already exists' },
      });
      expect((await cms().call<unknown[]>('GET', '/api/admin/get-price')).body.data?.length).toBe(before);
    });

    it('answers 404 for an unknown rate and 400 for a malformed id', async () => {
      expect(
        await cms().call('PUT', '/api/admin/update-price', { token, body: { id: 99999, name: 'A', price: 1 } }),
      ).toEqual({
        status: 404,
        body: { success: false, message: 'No rate with id 99999' },
      });
      expect(await cms().call('DELETE', '/api/admin/delete-price/abc', { token })).toEqual({
        status: 400,
        body: { success: false, message: 'id must be a positive whole number' },
      });
    });

    it('deletes an unused rate', async () => {
      const added = await cms().call<{ id: number }>('POST', '/api/admin/add-price', {
        token,
        body: { name: 'Test Spare', price: 1 },
      });
      const answer = await cms().call('DELETE', `/api/admin/delete-price/${added.body.data?.id}`, { token });
      expect(answer).toEqual({ status: 200, body: { success: true, message: 'Deleted Successfully', data: null } });
    });
  });
}

export function categoriesSuite(cms: () => TestCms) {
  let token: string;
  beforeAll(async () => {
    token = await cms().login();
  });

  describe('categories', () => {
    it('adds, renames and lists categories in name order', async () => {
      const added = await cms().call<{ id: number }>('POST', '/api/admin/add-category', {
        token,
        body: { name: 'Test Toe Ring' },
      });
      expect(added.body).toMatchObject({
        success: true,
        message: 'Category added successfully',
        data: { name: 'Test Toe Ring' },
      });
      const renamed = await cms().call('PUT', `/api/admin/category/${added.body.data?.id}`, {
        token,
        body: { name: 'Test Bichhiya' },
      });
      expect(renamed.body).toMatchObject({
        success: true,
        message: 'Category updated successfully',
        data: { name: 'Test Bichhiya' },
      });
      const names =
        (await cms().call<Array<{ name: string }>>('POST', '/api/admin/get-category')).body.data?.map((c) => c.name) ??
        [];
      expect(names).toContain('Test Bichhiya');
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });

    it('keeps a category’s Gujarati and Hindi names; a rename alone keeps them', async () => {
      const added = await cms().call<{ id: number }>('POST', '/api/admin/add-category', {
        token,
        body: { name: 'Test Vinti', nameGu: 'વીંટી', nameHi: 'अंगूठी' },
      });
      expect(added.body.data).toMatchObject({ name: 'Test Vinti', nameGu: 'વીંટી', nameHi: 'अंगूठी' });
      const id = added.body.data?.id;
      await cms().call('PUT', `/api/admin/category/${id}`, { token, body: { name: 'Test Anguthi' } });
      const renamed = await cms().call('PUT', `/api/admin/category/${id}`, {
        token,
        body: { name: 'Test Anguthi', nameHi: '' },
      });
      expect(renamed.body.data).toEqual({ id, name: 'Test Anguthi', nameGu: 'વીંટી', nameHi: '' });
      const listed = (await cms().call<Array<{ id: number }>>('POST', '/api/admin/get-category')).body.data ?? [];
      expect(listed.find((category) => category.id === id)).toEqual({
        id,
        name: 'Test Anguthi',
        nameGu: 'વીંટી',
        nameHi: '',
      });
    });

    it('refuses a Gujarati name past 60 characters and changes nothing', async () => {
      const before = (await cms().call('POST', '/api/admin/get-category')).body.data;
      expect(
        await cms().call('POST', '/api/admin/add-category', {
          token,
          body: { name: 'Test Long', nameGu: 'વ'.repeat(61) },
        }),
      ).toEqual({
        status: 400,
        body: invalidInput('Category name (Gujarati) must be at most 60 characters', ['nameGu']),
      });
      expect((await cms().call('POST', '/api/admin/get-category')).body.data).toEqual(before);
    });

    it.each([
      [{ name: '' }, 'Name: required!'],
      [{ name: 'Rings, Bands' }, 'Category name cannot contain a comma'],
      [{ name: 'x'.repeat(61) }, 'Category name must be at most 60 characters'],
    ])('refuses %j', async (body, message) => {
      expect(await cms().call('POST', '/api/admin/add-category', { token, body })).toEqual({
        status: 400,
        body: invalidInput(message, ['name']),
      });
    });

    it('refuses a duplicate name with 409', async () => {
      await cms().call('POST', '/api/admin/add-category', { token, body: { name: 'Test Kamarbandh' } });
      expect(await cms().call('POST', '/api/admin/add-category', { token, body: { name: 'TEST KAMARBANDH' } })).toEqual(
        {
          status: 409,
          body: { success: false, message: 'A category named "TEST KAMARBANDH" already exists' },
        },
      );
    });

    it('deletes an unused category with the spec’s message', async () => {
      const added = await cms().call<{ id: number }>('POST', '/api/admin/add-category', {
        token,
        body: { name: 'Test Spare' },
      });
      expect(await cms().call('DELETE', `/api/admin/category/${added.body.data?.id}`, { token })).toEqual({
        status: 200,
        body: { success: true, message: 'Category Deleted Successfully', data: null },
      });
    });
  });
}
