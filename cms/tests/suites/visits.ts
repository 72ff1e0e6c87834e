// Booking a visit through the HTTP API (issue 54, docs/api.md#visits): the shop's visits per slot
// and closed dates in the Shop settings, a day's free slots, a booking with the shortlist's pieces
// in the back office's list (upcoming visits first), a full or past slot refused with the next free
// ones, two bookings racing for a slot's last place, and the no-JavaScript form post.
import type { AdminShopSettings, Enquiry, EnquiryList, Product, VisitSlots } from '@suvarna/domain';
import { addDays, ENQUIRY_MESSAGES, indiaDate, WEEKDAYS } from '@suvarna/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';

const EVERY_DAY = WEEKDAYS.map((day) => ({ day, opens: '10:00', closes: '20:00' }));
/** Tomorrow and later, in India: none of their slots has started. */
const day = (ahead: number) => addDays(indiaDate(new Date()), ahead);

export function visitsSuite(cms: () => TestCms, siteUrl: string) {
  describe('visits', () => visits(cms, siteUrl));
}

function visits(cms: () => TestCms, siteUrl: string) {
  let token: string;
  let piece: Product;

  const settings = (body: Record<string, unknown>) =>
    cms().call<AdminShopSettings>('PUT', '/api/admin/shop-settings', { token, body });
  const slots = (date: string) =>
    cms().call<VisitSlots>('GET', `/api/user/visit-slots?date=${encodeURIComponent(date)}`);
  const book = (fields: Record<string, unknown>) =>
    cms().call<{ id: number; nextFreeSlots?: unknown }>('POST', '/api/user/enquiry', {
      body: {
        kind: 'visit',
        website: '',
        consent: 'yes',
        name: 'Meera Shah',
        phone: '98250 12345',
        visitMode: 'shop',
        ...fields,
      },
    });
  const visitRows = () =>
    cms()
      .strapi.db.query('api::enquiry.enquiry')
      .count({ where: { kind: 'visit' } });

  beforeAll(async () => {
    token = await cms().login();
    const saved = await settings({ openingHours: EVERY_DAY, visitCapacity: 2, closedDates: [day(3)] });
    expect(saved.status, saved.body.message).toBe(200);
    const products = await cms().call<{ products: Product[] }>('GET', '/api/user/product-list?limit=1');
    piece = products.body.data?.products[0] as Product;
    expect(piece).toBeDefined();
  });

  describe('the shop settings', () => {
    it('keep the visits per slot and the closed dates, in order, and record the change', async () => {
      const saved = await settings({ closedDates: [day(3), day(2), day(3)], visitCapacity: 2 });
      expect(saved.body.data).toMatchObject({ visitCapacity: 2, closedDates: [day(2), day(3)] });
      const history = await cms().call<{ entries: { kind: string; changes: unknown[] }[] }>(
        'GET',
        '/api/admin/history?kind=shop-settings',
        { token },
      );
      expect(history.body.data?.entries[0]?.changes).toContainEqual({
        field: 'closedDates',
        from: [day(3)],
        to: [day(2), day(3)],
      });
      await settings({ closedDates: [day(3)] });
    });

    it.each([
      [{ visitCapacity: 21 }, 'Visits per slot must be a whole number from 1 to 20'],
      [{ closedDates: ['2026-13-01'] }, 'Closed date 1 must be a date (YYYY-MM-DD, e.g. 2026-11-08)'],
    ])('refuse %j, naming the field, and change nothing', async (body, message) => {
      const refused = await settings(body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
      const now = await cms().call<AdminShopSettings>('GET', '/api/admin/shop-settings', { token });
      expect(now.body.data).toMatchObject({ visitCapacity: 2, closedDates: [day(3)] });
    });
  });

  describe('GET /api/user/visit-slots', () => {
    it("answers a day's 30-minute slots, free, cached a minute", async () => {
      const answer = await fetch(`${cms().base}/api/user/visit-slots?date=${day(1)}`);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
      const { data } = (await answer.json()) as { data: VisitSlots };
      expect(data.date).toBe(day(1));
      expect(data.slots).toHaveLength(20);
      expect(data.slots[0]).toEqual({ time: '10:00', free: true });
      expect(data.slots.at(-1)).toEqual({ time: '19:30', free: true });
    });

    it('has no slots on a closed date', async () => {
      expect((await slots(day(3))).body.data).toEqual({ date: day(3), slots: [] });
    });

    it.each([
      ['01-12-2026', 'The date "01-12-2026" is not a date: give it as YYYY-MM-DD'],
      [day(-1), `The date ${day(-1)} is in the past`],
      [day(31), `The date ${day(31)} is more than 30 days ahead`],
    ])('refuses %s, naming it', async (date, message) => {
      expect(await slots(date)).toEqual({ status: 400, body: { success: false, message } });
    });

    it('refuses a missing date', async () => {
      expect((await cms().call('GET', '/api/user/visit-slots')).status).toBe(400);
    });
  });

  describe('booking a visit', () => {
    it('is an enquiry of kind visit with its date, time, mode and pieces, listed before older enquiries', async () => {
      const answer = await book({ visitDate: day(1), visitTime: '10:00', visitMode: 'video', pieces: [piece.id] });
      expect(answer).toEqual({
        status: 200,
        body: { success: true, message: ENQUIRY_MESSAGES.booked, data: { id: expect.any(Number) } },
      });
      const list = await cms().call<EnquiryList>('GET', '/api/admin/enquiries', { token });
      const first = list.body.data?.enquiries[0] as Enquiry;
      expect(first).toMatchObject({
        id: answer.body.data?.id,
        kind: 'visit',
        name: 'Meera Shah',
        phone: '+919825012345',
        visit: {
          date: day(1),
          time: '10:00',
          mode: 'video',
          pieces: [{ id: piece.id, name: piece.name, sku: piece.sku }],
        },
      });
      // The sooner visit first, whenever it was booked.
      const sooner = await book({ visitDate: day(1), visitTime: '09:30' });
      expect(sooner.status).toBe(400);
      const later = await book({ visitDate: day(2), visitTime: '11:00' });
      const earlier = await book({ visitDate: day(1), visitTime: '10:30' });
      const order = (await cms().call<EnquiryList>('GET', '/api/admin/enquiries', { token })).body.data?.enquiries
        .slice(0, 3)
        .map((enquiry) => enquiry.id);
      expect(order).toEqual([answer.body.data?.id, earlier.body.data?.id, later.body.data?.id]);
    });

    it.each([
      [{ pieces: [999_999] }, 400, 'pieces'],
      [{ visitTime: '10:15' }, 400, 'visitTime'],
      [{ visitDate: day(3) }, 400, 'visitTime'],
      [{ visitDate: day(31) }, 400, 'visitDate'],
      [{ visitMode: 'home' }, 400, 'visitMode'],
      [{ phone: '' }, 400, 'phone'],
      [{ kind: 'order' }, 400, 'kind'],
      [{ visitDate: '<script>alert(1)</script>' }, 400, 'visitDate'],
      [{ visitDate: { $gt: '2000-01-01' } }, 400, 'visitDate'],
      [{ visitTime: ['12:00'] }, 400, 'visitTime'],
      [{ pieces: 'x,1' }, 400, 'pieces'],
      [{ pieces: [{ id: 1 }] }, 400, 'pieces'],
      [{ name: 'x'.repeat(101) }, 400, 'name'],
    ])('refuses %j and stores nothing', async (change, status, field) => {
      const before = await visitRows();
      const refused = await book({ visitDate: day(1), visitTime: '12:00', ...change });
      expect(refused.status).toBe(status);
      expect((refused.body.errors as { field: string }[] | undefined)?.[0]?.field).toBe(field);
      expect(await visitRows()).toBe(before);
    });

    it('refuses a full slot and a past one with 409 and the next free slots', async () => {
      expect((await book({ visitDate: day(2), visitTime: '12:00' })).status).toBe(200);
      expect((await book({ visitDate: day(2), visitTime: '12:00' })).status).toBe(200);
      expect((await slots(day(2))).body.data?.slots.find((slot) => slot.time === '12:00')).toEqual({
        time: '12:00',
        free: false,
      });
      const full = await book({ visitDate: day(2), visitTime: '12:00' });
      expect(full.status).toBe(409);
      expect(full.body.message).toBe(ENQUIRY_MESSAGES.visitTimeFull);
      expect(full.body.data).toEqual({ nextFreeSlots: expect.any(Array) });
      const next = (full.body.data as { nextFreeSlots: { date: string; time: string }[] }).nextFreeSlots;
      expect(next).toHaveLength(3);
      expect(next).not.toContainEqual({ date: day(2), time: '12:00' });
      const past = await book({ visitDate: day(-1), visitTime: '12:00' });
      expect(past.status).toBe(409);
      expect(past.body.message).toBe(`${day(-1)} at 12:00 has passed: please choose another time`);
    });

    it("gives a slot's last place to exactly one of the bookings racing for it", async () => {
      expect((await book({ visitDate: day(4), visitTime: '15:00' })).status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          book({ visitDate: day(4), visitTime: '15:00', name: `Racer ${index}` }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const held = await cms()
        .strapi.db.query('api::enquiry.enquiry')
        .count({ where: { kind: 'visit', visitDate: day(4), visitTime: '15:00' } });
      expect(held).toBe(2);
    });

    it('takes a form post and returns to the site: thank you, or why not', async () => {
      const post = (fields: Record<string, string>) =>
        fetch(`${cms().base}/api/user/enquiry`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            kind: 'visit',
            name: 'Form Visitor',
            phone: '9825012345',
            visitMode: 'shop',
            visitDate: day(5),
            consent: 'yes',
            website: '',
            locale: 'gu',
            ...fields,
          }).toString(),
        });
      const booked = await post({ visitTime: '16:00', pieces: String(piece.id) });
      expect(booked.status).toBe(303);
      expect(booked.headers.get('location')).toBe(`${siteUrl}/gu/book-visit/thank-you/`);
      await post({ visitTime: '16:00' });
      const full = await post({ visitTime: '16:00' });
      expect(full.headers.get('location')).toBe(`${siteUrl}/gu/contact/not-sent/#visitTime-full`);
    });
  });
}
