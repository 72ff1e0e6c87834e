// Enquiries through the HTTP API (issue 16, docs/api.md): a visitor's message stored with or
// without a piece, every refusal with its field's code, the honeypot, form posts answered with a
// 303 to the site and only to it, the back office's list, status changes and deletes, the
// retention, the consent box every enquiry needs, and nothing of an enquiry in any public answer. The throttle and the shop's email have
// a CMS of their own (enquiry-email.test.ts).
import type { Enquiry, EnquiryList, Product } from '@suvarna/domain';
import { ENQUIRY_MESSAGES } from '@suvarna/domain';
import { enquiryMarker } from '@suvarna/testkit/random';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';

/** What a visitor's browser sends for a plain form post, the consent box ticked unless `fields` says otherwise. */
const formPost = (cms: TestCms, fields: Record<string, string>) =>
  fetch(`${cms.base}/api/user/enquiry`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams({ consent: 'yes', ...fields }).toString(),
  });

export function enquiriesSuite(cms: () => TestCms, siteUrl: string) {
  let token: string;
  let piece: Product;
  const marker = () => enquiryMarker('EQ');

  const send = (body: Record<string, unknown>) =>
    cms().call<{ id: number }>('POST', '/api/user/enquiry', { body: { website: '', consent: 'yes', ...body } });
  const list = async (query: string) => {
    const answer = await cms().call<EnquiryList>('GET', `/api/admin/enquiries?${query}`, { token });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.data as EnquiryList;
  };
  const stored = async (text: string) => (await list(`search=${encodeURIComponent(text)}`)).enquiries;
  const rows = () => cms().strapi.db.query('api::enquiry.enquiry');

  beforeAll(async () => {
    token = await cms().login();
    const rate = await cms().call('POST', '/api/admin/add-price', { token, body: { name: 'EQ 22K', price: 7000 } });
    expect(rate.status).toBe(200);
    const category = await cms().call<{ id: number }>('POST', '/api/admin/add-category', {
      token,
      body: { name: 'EQ Bangle' },
    });
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'EQ Kada Bangle',
      sku: `EQ-${Date.now()}`,
      metal: 'Gold',
      purity: 'EQ 22K',
      category_id: String(category.body.data?.id),
      laber: '1500',
      gender: 'female',
      status: 'active',
      weight: '12.5',
    }))
      form.append(key, value);
    const added = await cms().call<Product>('POST', '/api/admin/add-product', { token, form });
    expect(added.status, added.body.message).toBe(200);
    piece = added.body.data as Product;
  });

  describe('a visitor sends an enquiry', () => {
    it('with an email: stored as new, the answer thanks them and gives its id', async () => {
      const text = marker();
      const answer = await send({ name: ' Asha Patel ', email: 'asha@example.in', message: `Is it in 22K? ${text}` });
      expect(answer).toEqual({
        status: 200,
        body: { success: true, message: ENQUIRY_MESSAGES.sent, data: { id: expect.any(Number) } },
      });
      const [enquiry] = await stored(text);
      expect(enquiry).toEqual({
        id: answer.body.data?.id as number,
        kind: 'message',
        name: 'Asha Patel',
        email: 'asha@example.in',
        phone: null,
        message: `Is it in 22K? ${text}`,
        product: null,
        savingsPlan: null,
        visit: null,
        status: 'new',
        createdAt: expect.any(String),
        statusChangedAt: expect.any(String),
        emailStatus: 'off',
        consentAt: expect.any(String),
      } satisfies Enquiry);
      // When the visitor agreed: as they sent it.
      expect(Math.abs(Date.parse(enquiry?.consentAt ?? '') - Date.now())).toBeLessThan(60_000);
    });

    it('about a piece: its name, SKU and price are kept as they were when asked', async () => {
      const text = marker();
      const answer = await send({ name: 'Ravi', phone: '+91 98250-12345', message: text, productId: piece.id });
      expect(answer.status).toBe(200);
      const [enquiry] = await stored(text);
      expect(enquiry?.phone).toBe('+919825012345');
      expect(enquiry?.product).toEqual({ id: piece.id, name: piece.name, sku: piece.sku, price: piece.totalPrice });
      // The gold rate moves the piece's price; the enquiry keeps what the visitor saw.
      const rates = (await cms().call<Array<{ id: number; name: string }>>('GET', '/api/admin/get-price')).body.data;
      const rate = rates?.find((found) => found.name === 'EQ 22K');
      const moved = await cms().call('PUT', '/api/admin/update-price', {
        token,
        body: { id: rate?.id, name: 'EQ 22K', price: 7100 },
      });
      expect(moved.status).toBe(200);
      const after = await cms().call<Enquiry>('GET', `/api/admin/enquiry/${enquiry?.id}`, { token });
      expect(after.body.data?.product?.price).toBe(piece.totalPrice);
    });

    it('about a piece deleted since the page was built: the message is kept without it', async () => {
      const text = marker();
      expect((await send({ name: 'Ravi', email: 'ravi@example.in', message: text, productId: 999_999 })).status).toBe(
        200,
      );
      expect((await stored(text))[0]?.product).toBeNull();
    });

    it('keeps markup as the text it is: the API answers JSON, and nothing renders it', async () => {
      const text = `${marker()} <img src=x onerror=alert(1)> "quoted" & {{ braces }}`;
      expect((await send({ name: '<b>Bold</b>', email: 'b@example.in', message: text })).status).toBe(200);
      const [enquiry] = await stored(text.slice(0, 11));
      expect(enquiry?.name).toBe('<b>Bold</b>');
      expect(enquiry?.message).toBe(text);
    });

    it.each([
      [{ name: '' }, 'name', 'required', ENQUIRY_MESSAGES.nameRequired],
      [{ name: 'n'.repeat(101) }, 'name', 'too_long', ENQUIRY_MESSAGES.nameTooLong],
      [{ email: '', phone: '' }, 'phone', 'contact_required', ENQUIRY_MESSAGES.contactRequired],
      [{ email: 'asha@' }, 'email', 'invalid', ENQUIRY_MESSAGES.emailInvalid],
      [{ phone: '12345' }, 'phone', 'invalid', ENQUIRY_MESSAGES.phoneInvalid],
      [{ message: '  ' }, 'message', 'required', ENQUIRY_MESSAGES.messageRequired],
      [{ message: 'm'.repeat(2001) }, 'message', 'too_long', ENQUIRY_MESSAGES.messageTooLong],
      [{ productId: 'ring' }, 'productId', 'invalid', ENQUIRY_MESSAGES.productInvalid],
      // The consent box: unticked (absent, as a browser sends it), or anything but its value.
      [{ consent: undefined }, 'consent', 'required', ENQUIRY_MESSAGES.consentRequired],
      [{ consent: 'no' }, 'consent', 'required', ENQUIRY_MESSAGES.consentRequired],
      [{ consent: true }, 'consent', 'required', ENQUIRY_MESSAGES.consentRequired],
      [{ consent: ['yes'] }, 'consent', 'required', ENQUIRY_MESSAGES.consentRequired],
    ])(
      '%j is refused with the field, its code and message, and nothing is stored',
      async (change, field, code, message) => {
        const before = await rows().count();
        const answer = await send({ name: 'Asha', email: 'asha@example.in', message: 'Hello', ...change });
        expect(answer).toEqual({
          status: 400,
          body: { success: false, message: `${message}.`, errors: [{ field, code, message }] },
        });
        expect(await rows().count()).toBe(before);
      },
    );

    it('names every field at fault at once', async () => {
      const answer = await send({ name: '', email: 'x', message: '' });
      expect(answer.status).toBe(400);
      expect((answer.body.errors as Array<{ field: string }>).map((issue) => issue.field)).toEqual([
        'name',
        'email',
        'message',
      ]);
    });

    it('a filled honeypot is answered like a stored enquiry, and nothing is stored', async () => {
      const before = await rows().count();
      const text = marker();
      const answer = await send({
        name: 'Bot',
        email: 'bot@example.in',
        message: text,
        website: 'https://spam.example',
      });
      expect(answer).toEqual({
        status: 200,
        body: { success: true, message: ENQUIRY_MESSAGES.sent, data: { id: expect.any(Number) } },
      });
      expect(await rows().count()).toBe(before);
      // Its id is not the next one: the answer does not count the shop's enquiries for a bot.
      const newest = (await rows().findOne({ select: ['id'], orderBy: { id: 'desc' } })) as { id: number } | null;
      expect((answer.body.data as { id: number }).id).not.toBe((newest?.id ?? 0) + 1);
      const form = await formPost(cms(), { name: 'Bot', email: 'bot@example.in', message: text, website: 'x' });
      expect([form.status, form.headers.get('location')]).toEqual([303, `${siteUrl}/contact/thank-you/`]);
      expect(await rows().count()).toBe(before);
    });
  });

  describe('a form post without JavaScript', () => {
    it('is stored and answered with a 303 to the site’s thank-you page, line breaks kept', async () => {
      const text = marker();
      const answer = await formPost(cms(), {
        name: 'Meera Shah',
        email: '',
        phone: '0261 2345678',
        message: `${text}\r\nSecond line`,
        productId: String(piece.id),
        website: '',
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`${siteUrl}/contact/thank-you/`);
      const [enquiry] = await stored(text);
      expect(enquiry).toMatchObject({
        name: 'Meera Shah',
        email: null,
        phone: '+912612345678',
        message: `${text}\nSecond line`,
        product: { id: piece.id, sku: piece.sku },
      });
    });

    it.each([
      [{ name: '' }, 'name-required'],
      [{ email: '' }, 'phone-contact_required'],
      [{ email: 'nobody' }, 'email-invalid'],
      [{ message: 'm'.repeat(2001) }, 'message-too_long'],
      [{ consent: '' }, 'consent-required'],
    ])('refused (%j): a 303 to the not-sent page naming why, nothing stored', async (change, reason) => {
      const before = await rows().count();
      const answer = await formPost(cms(), { name: 'Meera', email: 'meera@example.in', message: 'Hi', ...change });
      expect([answer.status, answer.headers.get('location')]).toEqual([303, `${siteUrl}/contact/not-sent/#${reason}`]);
      expect(await rows().count()).toBe(before);
    });

    it('returns a Gujarati or Hindi form to its own language’s pages, and any other language to English', async () => {
      const send = (locale: string, change: Record<string, string> = {}) =>
        formPost(cms(), { name: 'Meera', email: 'meera@example.in', message: marker(), locale, ...change });
      expect((await send('gu')).headers.get('location')).toBe(`${siteUrl}/gu/contact/thank-you/`);
      expect((await send('hi', { name: '' })).headers.get('location')).toBe(
        `${siteUrl}/hi/contact/not-sent/#name-required`,
      );
      for (const hostile of ['en', 'fr', '//evil.example', '../admin', 'gu/../../x']) {
        expect((await send(hostile)).headers.get('location'), hostile).toBe(`${siteUrl}/contact/thank-you/`);
      }
    });

    it('returns to SITE_URL whatever the request says about where it came from', async () => {
      const answer = await fetch(`${cms().base}/api/user/enquiry?return=https://evil.example`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          referer: 'https://evil.example/contact/',
          origin: 'https://evil.example',
          host: 'evil.example',
        },
        body: new URLSearchParams({ name: 'M', email: 'm@example.in', message: marker(), consent: 'yes' }).toString(),
      });
      expect(answer.headers.get('location')).toBe(`${siteUrl}/contact/thank-you/`);
    });
  });

  describe('the back office', () => {
    it('lists newest first, 20 a page, filtered by status and found by any detail', async () => {
      const batch = marker();
      for (let index = 0; index < 23; index++) {
        const answer = await send({
          name: `Page ${index}`,
          email: `p${index}@example.in`,
          message: `${batch} #${index}`,
        });
        expect(answer.status).toBe(200);
      }
      const first = await list(`search=${batch}`);
      expect(first.total).toBe(23);
      expect(first.enquiries.map((enquiry) => enquiry.name)).toEqual(
        Array.from({ length: 20 }, (_, index) => `Page ${22 - index}`),
      );
      const second = await list(`search=${batch}&page=2`);
      expect(second.enquiries.map((enquiry) => enquiry.name)).toEqual(['Page 2', 'Page 1', 'Page 0']);
      expect(second.emailConfigured).toBe(false);
      expect((await list(`search=${encodeURIComponent('P22@EXAMPLE')}`)).enquiries.map((found) => found.name)).toEqual([
        'Page 22',
      ]);
      expect((await list('search=98250%2012345')).enquiries.length).toBeGreaterThan(0);
      expect((await list(`search=${piece.sku}`)).enquiries.every((found) => found.product?.sku === piece.sku)).toBe(
        true,
      );
    });

    it('counts the new ones, and a status change moves an enquiry between the filters', async () => {
      const text = marker();
      const { body } = await send({ name: 'Status', email: 's@example.in', message: text });
      const id = body.data?.id as number;
      const before = await list('status=new');
      const answered = await cms().call<Enquiry>('PUT', `/api/admin/enquiry/${id}`, {
        token,
        body: { status: 'answered' },
      });
      expect(answered.status).toBe(200);
      expect(answered.body.message).toBe('Enquiry updated');
      expect(answered.body.data?.status).toBe('answered');
      expect(Date.parse(answered.body.data?.statusChangedAt ?? '')).toBeGreaterThan(
        Date.parse(answered.body.data?.createdAt ?? '') - 1000,
      );
      expect((await list('status=new')).new).toBe(before.new - 1);
      expect((await list(`status=answered&search=${text}`)).enquiries.map((found) => found.id)).toEqual([id]);
      expect((await list(`status=new&search=${text}`)).total).toBe(0);
      const archived = await cms().call<Enquiry>('PUT', `/api/admin/enquiry/${id}`, {
        token,
        body: { status: 'archived' },
      });
      expect(archived.body.data?.status).toBe('archived');
    });

    it.each([
      [{ status: 'spam' }, 400],
      [{}, 400],
      [{ status: ['new'] }, 400],
    ])('refuses a status of %j', async (body, status) => {
      const { body: created } = await send({ name: 'S', email: 's@example.in', message: marker() });
      const answer = await cms().call('PUT', `/api/admin/enquiry/${created.data?.id}`, { token, body });
      expect(answer.status).toBe(status);
      expect(answer.body.message).toContain('status must be one of new, answered, archived');
    });

    it('reads one, deletes it, and then it is gone', async () => {
      const { body } = await send({ name: 'Gone', email: 'g@example.in', message: marker() });
      const id = body.data?.id as number;
      expect((await cms().call<Enquiry>('GET', `/api/admin/enquiry/${id}`, { token })).body.data?.name).toBe('Gone');
      expect(await cms().call('DELETE', `/api/admin/enquiry/${id}`, { token })).toEqual({
        status: 200,
        body: { success: true, message: 'Deleted Successfully', data: null },
      });
      for (const [method, body] of [['GET'], ['PUT', { status: 'answered' }], ['DELETE']] as const) {
        expect(await cms().call(method, `/api/admin/enquiry/${id}`, { token, body })).toEqual({
          status: 404,
          body: { success: false, message: 'Enquiry not found' },
        });
      }
    });

    it('refuses a malformed list query with a message', async () => {
      for (const query of ['status=spam', 'page=0', 'page=x', `search=${'s'.repeat(101)}`]) {
        const answer = await cms().call('GET', `/api/admin/enquiries?${query}`, { token });
        expect(answer.status, query).toBe(400);
      }
    });
  });

  describe('privacy', () => {
    it('deletes answered and archived enquiries once their last change is older than the retention', async () => {
      const ids: Record<string, number> = {};
      for (const status of ['new', 'answered', 'archived', 'recent'] as const) {
        const { body } = await send({ name: status, email: 'r@example.in', message: marker() });
        ids[status] = body.data?.id as number;
        if (status === 'answered' || status === 'archived' || status === 'recent')
          await cms().call('PUT', `/api/admin/enquiry/${ids[status]}`, {
            token,
            body: { status: status === 'recent' ? 'answered' : status },
          });
      }
      const longAgo = new Date(Date.now() - 366 * 24 * 60 * 60 * 1000).toISOString();
      for (const status of ['new', 'answered', 'archived'])
        await rows().update({ where: { id: ids[status] }, data: { statusChangedAt: longAgo } });
      const deleted = await cms().strapi.service('api::enquiry.enquiry').deleteExpired();
      expect(deleted).toBe(2);
      const remaining = await Promise.all(
        Object.entries(ids).map(async ([status, id]) => [
          status,
          (await cms().call('GET', `/api/admin/enquiry/${id}`, { token })).status,
        ]),
      );
      // A new enquiry is never deleted unanswered, however old.
      expect(Object.fromEntries(remaining)).toEqual({ new: 200, answered: 404, archived: 404, recent: 200 });
    });

    it('no public answer carries an enquiry', async () => {
      const text = marker();
      expect((await send({ name: text, email: `${text}@example.in`, message: text, productId: piece.id })).status).toBe(
        200,
      );
      const publicReads = [
        cms().call('GET', '/api/user/product-list?limit=100'),
        cms().call('GET', '/api/user/get-new-arrivals'),
        cms().call('POST', '/api/user/get-product', { body: { id: piece.id } }),
        cms().call('GET', '/api/user/shop'),
        cms().call('GET', '/api/admin/get-price'),
        cms().call('POST', '/api/admin/get-category', { body: {} }),
        cms().call('GET', '/api/admin/banner-images'),
        cms().call('GET', '/api/user/rate-history'),
      ];
      for (const answer of await Promise.all(publicReads)) expect(JSON.stringify(answer.body)).not.toContain(text);
      // Strapi's generic routes for the content type are not mounted.
      for (const path of ['/api/enquiries', '/api/enquiry', '/content-manager/collection-types/api::enquiry.enquiry'])
        expect((await cms().call('GET', path)).status).toBe(404);
    });
  });
}
