// Savings plans (docs/api.md#savings-plans): owners add, change and delete them, each write checked
// field by field, recorded in the history and republishing the site; the build reads them from
// GET /api/user/savings-plans; a savings-plan enquiry names a plan that exists and an instalment it
// takes, by JSON and by the no-JavaScript form post.
import type { Enquiry, EnquiryList, HistoryPage, SavingsPlan } from '@suvarna/domain';
import { OWNER_ONLY_SAVINGS_PLANS_MESSAGE } from '@suvarna/domain';
import { enquiryMarker } from '@suvarna/testkit/random';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';
import { invalidInput } from '../support/refusals';

const STAFF = { email: 'plans-staff@suvarna.test', password: 'Staff@2026' };
const PLAN = {
  name: 'Swarna Nidhi',
  nameGu: 'સ્વર્ણ નિધિ',
  nameHi: 'स्वर्ण निधि',
  months: 10,
  minInstalment: 1000,
  maxInstalment: 50_000,
  benefit: { kind: 'instalment' },
};

export function savingsPlansSuite(cms: () => TestCms, siteUrl: string) {
  let token: string;
  let staffToken: string;
  const publicList = async () =>
    (await cms().call<SavingsPlan[]>('GET', '/api/user/savings-plans')).body.data as SavingsPlan[];
  const add = (body: unknown) => cms().call<SavingsPlan>('POST', '/api/admin/savings-plans', { token, body });
  const put = (id: number | string, body: unknown) =>
    cms().call<SavingsPlan>('PUT', `/api/admin/savings-plan/${id}`, { token, body });
  const remove = (id: number) => cms().call('DELETE', `/api/admin/savings-plan/${id}`, { token });
  const history = async () =>
    ((await cms().call<HistoryPage>('GET', '/api/admin/history?kind=savings-plan', { token })).body.data as HistoryPage)
      .entries;
  const send = (body: Record<string, unknown>) =>
    cms().call<{ id: number }>('POST', '/api/user/enquiry', { body: { website: '', consent: 'yes', ...body } });
  const storedEnquiry = async (name: string) => {
    const answer = await cms().call<EnquiryList>('GET', `/api/admin/enquiries?search=${encodeURIComponent(name)}`, {
      token,
    });
    return answer.body.data?.enquiries[0] as Enquiry;
  };

  // Publishing is counted by the publish service: its calls are watched, then the service is put back.
  const published: string[] = [];
  let restorePublish = () => {};
  beforeAll(async () => {
    token = await cms().login();
    await cms().addShopAdmin(STAFF.email, STAFF.password, 'staff');
    staffToken = await cms().login(STAFF.email, STAFF.password);
    const publish = cms().strapi.service('api::publish.publish');
    const contentChanged = publish.contentChanged;
    publish.contentChanged = (change: { what: string }) => {
      published.push(change.what);
      return contentChanged.call(publish, change);
    };
    restorePublish = () => {
      publish.contentChanged = contentChanged;
    };
    return () => restorePublish();
  });
  afterEach(() => {
    published.length = 0;
  });

  describe('savings plans', () => {
    it('an owner adds, changes and deletes a plan: each write published, listed for the build, in the history', async () => {
      const added = await add(PLAN);
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(added.body.message).toBe('Savings plan added');
      const plan = added.body.data as SavingsPlan;
      expect(plan).toEqual({ id: expect.any(Number), ...PLAN });
      expect(await publicList()).toContainEqual(plan);
      expect(published).toEqual(['Savings plan Swarna Nidhi added']);

      const changed = await put(plan.id, { ...PLAN, months: 12, benefit: { kind: 'making-discount', percent: 25 } });
      expect(changed.body.data).toEqual({ ...plan, months: 12, benefit: { kind: 'making-discount', percent: 25 } });
      expect((await publicList()).find((found) => found.id === plan.id)?.benefit).toEqual({
        kind: 'making-discount',
        percent: 25,
      });
      // Back to one instalment: the stored percent goes with the discount.
      const back = await put(plan.id, PLAN);
      expect((back.body.data as SavingsPlan).benefit).toEqual({ kind: 'instalment' });

      expect((await remove(plan.id)).status).toBe(200);
      expect((await publicList()).some((found) => found.id === plan.id)).toBe(false);
      expect(published).toHaveLength(4);

      const entries = (await history()).filter((entry) => entry.id === plan.id);
      expect(entries.map((entry) => entry.action)).toEqual(['deleted', 'updated', 'updated', 'created']);
      expect(entries[2]?.changes).toEqual([
        { field: 'months', from: 10, to: 12 },
        { field: 'benefit', from: 'one instalment paid by the shop', to: '25% off the making charge' },
      ]);
    });

    it('refuses bad input with a message naming each field, and changes nothing', async () => {
      const before = await publicList();
      expect(await add({ ...PLAN, name: '', months: 30, maxInstalment: 500 })).toEqual({
        status: 400,
        body: invalidInput('Plan name is required; Months must be a whole number from 1 to 24', ['name', 'months']),
      });
      expect((await add({ ...PLAN, benefit: { kind: 'making-discount', percent: 0 } })).status).toBe(400);
      expect((await add({ ...PLAN, benefit: { kind: 'gold-coin' } })).status).toBe(400);
      expect((await add(['not', 'an', 'object'])).status).toBe(400);
      expect((await put(999_999, PLAN)).status).toBe(404);
      expect((await put('abc', PLAN)).status).toBe(400);
      expect(await publicList()).toEqual(before);
      expect(published).toEqual([]);
    });

    it('refuses staff every admin route with a 403 and changes nothing; the public list needs no sign-in', async () => {
      const plan = (await add(PLAN)).body.data as SavingsPlan;
      published.length = 0;
      for (const [method, path, body] of [
        ['GET', '/api/admin/savings-plans', undefined],
        ['POST', '/api/admin/savings-plans', PLAN],
        ['PUT', `/api/admin/savings-plan/${plan.id}`, { ...PLAN, months: 2 }],
        ['DELETE', `/api/admin/savings-plan/${plan.id}`, undefined],
      ] as const)
        expect(await cms().call(method, path, { token: staffToken, ...(body ? { body } : {}) })).toEqual({
          status: 403,
          body: { success: false, message: OWNER_ONLY_SAVINGS_PLANS_MESSAGE },
        });
      expect((await cms().call('POST', '/api/admin/savings-plans', { body: PLAN })).status).toBe(401);
      expect((await publicList()).find((found) => found.id === plan.id)).toEqual(plan);
      expect(published).toEqual([]);
      await remove(plan.id);
    });

    it("a visitor's interest: the plan's name and the instalment are kept with the enquiry, the plan checked", async () => {
      const plan = (await add(PLAN)).body.data as SavingsPlan;
      const name = `Plan ${enquiryMarker('SP')}`;
      const sent = await send({
        kind: 'savings-plan',
        name,
        phone: '98250 12345',
        savingsPlanId: plan.id,
        instalment: 5000,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      // Renamed later: the enquiry keeps the name the visitor chose.
      await put(plan.id, { ...PLAN, name: 'Swarna Nidhi 2027' });
      expect(await storedEnquiry(name)).toMatchObject({
        kind: 'savings-plan',
        phone: '+919825012345',
        message: 'Interested in the savings plan Swarna Nidhi at ₹5,000 a month',
        savingsPlan: { id: plan.id, name: 'Swarna Nidhi', instalment: 5000 },
        product: null,
      });

      expect(
        await send({ kind: 'savings-plan', name, phone: '9825012345', savingsPlanId: plan.id, instalment: 999 }),
      ).toEqual({
        status: 400,
        body: invalidInput('The monthly instalment must be between ₹1,000 and ₹50,000.', ['instalment']),
      });
      expect(
        (
          await send({
            kind: 'savings-plan',
            name,
            phone: '9825012345',
            savingsPlanId: 2_000_000_000,
            instalment: 5000,
          })
        ).body,
      ).toEqual(
        invalidInput('This savings plan does not exist (it may have been removed): choose another.', ['savingsPlanId']),
      );
      for (const hostile of [
        { savingsPlanId: '1 OR 1=1' },
        { instalment: '5e3' },
        { instalment: { $gt: 0 } },
        { kind: 'admin' },
      ])
        expect(
          (
            await send({
              kind: 'savings-plan',
              name,
              phone: '9825012345',
              savingsPlanId: plan.id,
              instalment: 5000,
              ...hostile,
            })
          ).status,
        ).toBe(400);

      // The form post of a page without JavaScript: back to the thank-you page, or the reason on the not-sent page.
      const post = (fields: Record<string, string>) =>
        fetch(`${cms().base}/api/user/enquiry`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
          body: new URLSearchParams({
            kind: 'savings-plan',
            name,
            phone: '9825012345',
            consent: 'yes',
            website: '',
            locale: 'gu',
            ...fields,
          }).toString(),
        });
      expect((await post({ savingsPlanId: String(plan.id), instalment: '20000' })).headers.get('location')).toBe(
        `${siteUrl}/gu/contact/thank-you/`,
      );
      expect((await post({ savingsPlanId: String(plan.id), instalment: '60000' })).headers.get('location')).toBe(
        `${siteUrl}/gu/contact/not-sent/#instalment-invalid`,
      );
      await remove(plan.id);
    });
  });
}
