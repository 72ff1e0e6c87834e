// The privacy notice's promises through the HTTP API (issue #54 item 6, docs/api.md#privacy): the
// grievance contact the notice names, the retention the build states, and erasure requests: a
// visitor's phone or email refused with a clear message when it is not one, stored when it is
// (form posts back to the privacy page, in its language), and an owner's 'Erase' removing exactly
// the enquiries sent with it, once, with a history entry that keeps none of it.
import type { AdminShopSettings, ErasureRequestList, ErasureResult, ShopSettings } from '@suvarna/domain';
import { ERASURE_ANSWER_DAYS, ERASURE_MESSAGES, erasedMessage } from '@suvarna/domain';
import { enquiryMarker } from '@suvarna/testkit/random';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';
import { invalidInput } from '../support/refusals';

const DAY_MS = 24 * 60 * 60 * 1000;

export function privacySuite(cms: () => TestCms, siteUrl: string) {
  let token: string;
  let staffToken: string;
  const enquiries = () => cms().strapi.db.query('api::enquiry.enquiry');
  const requests = () => cms().strapi.db.query('api::erasure-request.erasure-request');

  beforeAll(async () => {
    token = await cms().login();
    await cms().addShopAdmin('privacy-staff@suvarna.test', 'Staff@12345', 'staff');
    staffToken = await cms().login('privacy-staff@suvarna.test', 'Staff@12345');
  });

  const enquire = async (body: Record<string, unknown>) => {
    const answer = await cms().call<{ id: number }>('POST', '/api/user/enquiry', {
      body: { website: '', consent: 'yes', name: 'Privacy', message: enquiryMarker('PV'), ...body },
    });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.data?.id as number;
  };
  const askErasure = (body: unknown) =>
    cms().call<{ id: number; dueBy: string }>('POST', '/api/user/erasure-request', { body });
  const formPost = (fields: Record<string, string>) =>
    fetch(`${cms().base}/api/user/erasure-request`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams(fields).toString(),
    });
  const list = async () =>
    (await cms().call<ErasureRequestList>('GET', '/api/admin/erasure-requests', { token })).body
      .data as ErasureRequestList;
  const erase = (id: number, as = token) =>
    cms().call<ErasureResult>('POST', `/api/admin/erasure-request/${id}/erase`, { token: as });

  describe('privacy: the grievance contact and the retention', () => {
    const put = (body: unknown) => cms().call<AdminShopSettings>('PUT', '/api/admin/shop-settings', { token, body });

    it('stores the grievance contact, publishes it with the retention to the build, and records the change', async () => {
      const contact = { name: ' Meera  Shah ', email: 'privacy@suvarna.example', phone: '+91 98250 33333' };
      const saved = await put({ grievanceContact: contact });
      expect(saved.status, saved.body.message).toBe(200);
      const stored = { name: 'Meera Shah', email: 'privacy@suvarna.example', phone: '+91 98250 33333' };
      expect(saved.body.data?.grievanceContact).toEqual(stored);
      const published = (await cms().call<ShopSettings>('GET', '/api/user/shop')).body.data as ShopSettings;
      expect(published.grievanceContact).toEqual(stored);
      // ENQUIRY_RETENTION_DAYS, as the notice states it: the default.
      expect(published.enquiryRetentionDays).toBe(365);
      const history = await cms().call<{ entries: Array<{ kind: string; changes: unknown }> }>(
        'GET',
        '/api/admin/history?kind=shop-settings',
        { token },
      );
      expect(history.body.data?.entries[0]?.changes).toEqual([
        // Its keys in one order, whatever the database's (historyValue).
        {
          field: 'grievanceContact',
          from: null,
          to: '{"email":"privacy@suvarna.example","name":"Meera Shah","phone":"+91 98250 33333"}',
        },
      ]);
      expect((await put({ grievanceContact: null })).body.data?.grievanceContact).toBeNull();
    });

    it.each([
      [{ name: '', email: 'p@suvarna.example', phone: '98250 33333' }, 'Grievance contact name is required', 'name'],
      [
        { name: 'Meera', email: 'p@', phone: '98250 33333' },
        'Grievance contact email must be an email address (e.g. desk@shop.in)',
        'email',
      ],
      [
        { name: 'Meera', email: 'p@suvarna.example', phone: '123' },
        'Grievance contact phone must be a phone number: an Indian number, or one abroad with its country code (+44 …)',
        'phone',
      ],
      [{ name: 'Meera', email: 'p@suvarna.example' }, 'Grievance contact phone must be text', 'phone'],
      [
        { name: 'Meera', email: 'p@suvarna.example', phone: '98250 33333', extra: 1 },
        'Unknown shop setting: grievanceContact.extra',
        '',
      ],
      ['Meera', 'Grievance contact must be an object with name, email and phone, or null', ''],
    ])(
      'refuses a grievance contact of %j with a message naming the field, and keeps the stored one',
      async (value, message, field) => {
        const before = (await cms().call<AdminShopSettings>('GET', '/api/admin/shop-settings', { token })).body.data;
        expect(await put({ grievanceContact: value })).toEqual({
          status: 400,
          body: invalidInput(message, [field ? `grievanceContact.${field}` : 'grievanceContact']),
        });
        expect((await cms().call('GET', '/api/admin/shop-settings', { token })).body.data).toEqual(before);
      },
    );
  });

  describe('privacy: erasure requests', () => {
    it('stores a request, phone in E.164 and email in lower case, due within the period the notice states', async () => {
      const answer = await askErasure({ phone: '098250 44444', email: ' Asha.Erase@Example.IN ', website: '' });
      expect(answer.status, answer.body.message).toBe(200);
      expect(answer.body.message).toBe(ERASURE_MESSAGES.received);
      const id = answer.body.data?.id as number;
      const request = (await list()).requests.find((found) => found.id === id);
      expect(request).toMatchObject({
        phone: '+919825044444',
        email: 'asha.erase@example.in',
        status: 'open',
        doneAt: null,
      });
      expect(Date.parse(request?.dueBy ?? '') - Date.parse(request?.createdAt ?? '')).toBeCloseTo(
        ERASURE_ANSWER_DAYS * DAY_MS,
        -4,
      );
    });

    it.each([
      [{}, 'phone', ERASURE_MESSAGES.contactRequired],
      [{ phone: ' ', email: '' }, 'phone', ERASURE_MESSAGES.contactRequired],
      [{ phone: '12345' }, 'phone', ERASURE_MESSAGES.phoneInvalid],
      [{ phone: ['98250 44444'] }, 'phone', ERASURE_MESSAGES.phoneInvalid],
      [{ email: 'x@y' }, 'email', ERASURE_MESSAGES.emailInvalid],
      [{ email: 'a@b.in?bcc=evil@x.in' }, 'email', ERASURE_MESSAGES.emailInvalid],
      [{ email: 'a\u0000@b.in' }, 'email', ERASURE_MESSAGES.emailInvalid],
      [{ email: `${'a'.repeat(250)}@b.in` }, 'email', ERASURE_MESSAGES.emailInvalid],
      [{ email: { $ne: '' } }, 'email', ERASURE_MESSAGES.emailInvalid],
    ])('refuses %j with the field and its message, and stores nothing', async (body, field, message) => {
      const before = await requests().count();
      const answer = await askErasure(body);
      expect(answer).toEqual({ status: 400, body: invalidInput(`${message}.`, [field]) });
      expect(await requests().count()).toBe(before);
    });

    it('drops a bot’s request (the honeypot) and answers it alike', async () => {
      const before = await requests().count();
      const answer = await askErasure({ email: 'bot@example.in', website: 'https://spam.example' });
      expect(answer.status).toBe(200);
      expect(await requests().count()).toBe(before);
    });

    it('a form post without JavaScript returns to the privacy page, in its language, saying how it went', async () => {
      const before = await requests().count();
      const sent = await formPost({ phone: '', email: 'form.erase@example.in', website: '', locale: 'gu' });
      expect([sent.status, sent.headers.get('location')]).toEqual([303, `${siteUrl}/gu/privacy/#erasure-sent`]);
      expect(await requests().count()).toBe(before + 1);
      for (const [fields, fragment] of [
        [{ phone: '', email: '' }, 'erasure-phone-contact_required'],
        [{ phone: '123' }, 'erasure-phone-invalid'],
        [{ email: 'nobody', locale: '//evil.example' }, 'erasure-email-invalid'],
      ] as const) {
        const refused = await formPost(fields);
        expect([refused.status, refused.headers.get('location')]).toEqual([303, `${siteUrl}/privacy/#${fragment}`]);
      }
      expect(await requests().count()).toBe(before + 1);
    });

    it('Erase removes exactly the enquiries sent with the phone or email, once, and the history keeps none of it', async () => {
      const phone = '+91 98250 55555';
      const email = 'Kiran.Erase@Example.in';
      const mine = [
        await enquire({ phone }),
        await enquire({ email: email.toUpperCase() }),
        await enquire({ phone: '9825055555', email: 'other@example.in' }),
      ];
      const others = [
        await enquire({ phone: '+91 98250 55556' }),
        await enquire({ email: 'kiran.erase@example.co' }),
        await enquire({ email: 'not-kiran.erase@example.in' }),
      ];
      const enquiriesBefore = await enquiries().count();
      const mineDocuments = await Promise.all(
        mine.map(async (id) => ((await enquiries().findOne({ where: { id } })) as { documentId: string }).documentId),
      );
      const asked = await askErasure({ phone: '98250 55555', email: email.toLowerCase() });
      const id = asked.body.data?.id as number;

      // Owners only.
      expect((await erase(id, staffToken)).status).toBe(403);
      expect((await cms().call('GET', '/api/admin/erasure-requests', { token: staffToken })).status).toBe(403);
      expect((await cms().call('GET', '/api/admin/erasure-requests')).status).toBe(401);

      const erased = await erase(id);
      expect(erased.status, erased.body.message).toBe(200);
      expect(erased.body.message).toBe(erasedMessage(3, id));
      expect(erased.body.data).toMatchObject({
        erased: 3,
        request: { id, status: 'done', phone: null, email: null, erased: 3 },
      });
      expect(await enquiries().count()).toBe(enquiriesBefore - 3);
      for (const gone of mine) expect(await enquiries().findOne({ where: { id: gone } })).toBeNull();
      for (const kept of others) expect(await enquiries().findOne({ where: { id: kept } })).not.toBeNull();

      // The request no longer holds what was erased, only the erased enquiries' document ids (for a
      // restore of an older backup to erase them again); the history names only the request and the count.
      const answered = (await requests().findOne({ where: { id } })) as { erasedEnquiries: string[] };
      expect(JSON.stringify(answered)).not.toMatch(/55555|kiran/i);
      expect([...answered.erasedEnquiries].sort()).toEqual([...mineDocuments].sort());
      const history = await cms().call<{ entries: unknown[] }>('GET', '/api/admin/history?kind=erasure-request', {
        token,
      });
      const [entry] = history.body.data?.entries ?? [];
      expect(entry).toMatchObject({ action: 'erased', kind: 'erasure-request', id, name: erasedMessage(3, id) });
      expect(JSON.stringify(entry)).not.toMatch(/55555|kiran/i);

      // Once: a second click is told it is done, and erases nothing more.
      expect(await erase(id)).toEqual({ status: 409, body: { success: false, message: ERASURE_MESSAGES.alreadyDone } });
      expect(await enquiries().count()).toBe(enquiriesBefore - 3);
    });

    it('lists open requests first, the soonest due first, with the count of open ones', async () => {
      const first = (await askErasure({ email: 'list.one@example.in' })).body.data?.id as number;
      const second = (await askErasure({ email: 'list.two@example.in' })).body.data?.id as number;
      // The first one is overdue.
      await requests().update({ where: { id: first }, data: { dueBy: new Date(Date.now() - DAY_MS).toISOString() } });
      const { requests: listed, open } = await list();
      const openOnes = listed.filter((found) => found.status === 'open');
      expect(listed.slice(0, openOnes.length)).toEqual(openOnes);
      expect(openOnes.map((found) => found.id)).toEqual(expect.arrayContaining([first, second]));
      expect(openOnes.findIndex((found) => found.id === first)).toBeLessThan(
        openOnes.findIndex((found) => found.id === second),
      );
      expect(open).toBe(openOnes.length);
    });

    it.each(['0', 'x', '99999999', '1e3'])('answers Erase of request %s with a clear refusal', async (id) => {
      const answer = await cms().call('POST', `/api/admin/erasure-request/${id}/erase`, { token });
      expect([400, 404]).toContain(answer.status);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toEqual(expect.any(String));
    });
  });
}
