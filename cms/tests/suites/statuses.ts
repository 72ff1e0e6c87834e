// Draft, hidden and sold pieces (issue 49): what a visitor's routes answer for each status, when a
// sold piece leaves them, and what the back office still sees. The clock: a test writes a piece's
// stored statusChangedAt into the past through the database (as the enquiry retention test does),
// then counts a content change as any write does, so the CMS's priced catalogue rereads it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestCms } from '../support/cms';

interface Piece {
  id: number;
  name: string;
  sku: string;
  status: string;
  statusChangedAt: string | null;
  similarProducts?: Piece[];
}

const STATUSES = ['active', 'inactive', 'draft', 'hidden', 'sold'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export function statusesSuite(cms: () => TestCms) {
  let token: string;
  let categoryId: number;
  /** One piece of each status, named with a word only they carry, so a search finds just them. */
  const word = `Zarkan${Math.random().toString(36).slice(2, 7)}`;
  const pieces = {} as Record<(typeof STATUSES)[number], Piece>;

  const add = async (status: string, name: string) => {
    const answer = await cms().call<Piece>('POST', '/api/admin/add-product', {
      token,
      body: {
        name,
        sku: `ST-${Math.random().toString(36).slice(2, 9)}`,
        metal: 'Gold',
        purity: 'ST 22K',
        category_id: categoryId,
        laber: 1000,
        gender: 'female',
        status,
        weight: 2,
      },
    });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.data as Piece;
  };
  const publicList = async (query: string) => {
    const answer = await cms().call<{ products: Piece[]; total: number }>('GET', `/api/user/product-list?${query}`);
    expect(answer.status).toBe(200);
    return answer.body.data as { products: Piece[]; total: number };
  };
  const publicIds = async () => (await publicList(`search=${word}&limit=48`)).products.map((piece) => piece.id);
  const publicProduct = (id: number) => cms().call<Piece>('POST', '/api/user/get-product', { body: { id } });
  const adminList = async () =>
    (await cms().call<Piece[]>('POST', '/api/admin/get-product', { token })).body.data as Piece[];
  /** Sets when a piece's status changed, as the days passed would have. */
  const statusChangedDaysAgo = async (id: number, days: number) => {
    await cms()
      .strapi.db.query('api::product.product')
      .update({
        where: { id },
        data: { statusChangedAt: new Date(Date.now() - days * DAY_MS), updatedAt: new Date() },
      });
    await cms()
      .strapi.service('api::publish.publish')
      .contentChanged({ what: 'a test moved a status date', who: null });
  };

  describe('draft, hidden and sold pieces', () => {
    beforeAll(async () => {
      token = await cms().login();
      await cms().call('POST', '/api/admin/add-price', { token, body: { name: 'ST 22K', price: 7000 } });
      const category = await cms().call<{ id: number }>('POST', '/api/admin/add-category', {
        token,
        body: { name: 'ST Chain' },
      });
      categoryId = category.body.data?.id ?? 0;
      for (const status of STATUSES) pieces[status] = await add(status, `${word} ${status} chain`);
    });

    it('accepts every status on a new piece and records when it was set', () => {
      for (const status of STATUSES) {
        expect(pieces[status].status).toBe(status);
        expect(Date.parse(pieces[status].statusChangedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      }
    });

    it('lists active, inactive and sold pieces publicly, never drafts or hidden ones, whatever the search', async () => {
      const listed = await publicList(`search=${word}&limit=48`);
      expect(listed.products.map((piece) => piece.status).sort()).toEqual(['active', 'inactive', 'sold']);
      expect(listed.total).toBe(3);
      // The filters and counts a visitor sees do not count them either.
      const inCategory = await publicList(`categories=${categoryId}&limit=48`);
      expect(inCategory.total).toBe(inCategory.products.length);
      expect(inCategory.products.some((piece) => piece.status === 'draft' || piece.status === 'hidden')).toBe(false);
      for (const sku of [pieces.draft.sku, pieces.hidden.sku])
        expect((await publicList(`search=${sku}`)).total, sku).toBe(0);
      // The back office sees all five.
      const all = (await adminList()).filter((piece) => piece.name.startsWith(word));
      expect(all.map((piece) => piece.status).sort()).toEqual([...STATUSES].sort());
    });

    it("answers 404 for a draft's or hidden piece's page, and shows a sold piece as sold", async () => {
      for (const status of ['draft', 'hidden'] as const) {
        const answer = await publicProduct(pieces[status].id);
        expect(answer.status, status).toBe(404);
        expect(JSON.stringify(answer.body)).not.toContain(word);
      }
      const sold = await publicProduct(pieces.sold.id);
      expect(sold.status).toBe(200);
      expect(sold.body.data?.status).toBe('sold');
      // Neither is anyone's similar piece, nor a new arrival.
      const similar = (await publicProduct(pieces.active.id)).body.data?.similarProducts ?? [];
      expect(similar.map((piece) => piece.status).sort()).toEqual(['inactive', 'sold']);
      const arrivals = (await cms().call<Piece[]>('GET', '/api/user/get-new-arrivals')).body.data ?? [];
      const ours = arrivals.filter((piece) => piece.name.startsWith(word));
      expect(ours.map((piece) => piece.status)).toEqual(['active']);
    });

    it('keeps an enquiry about a hidden piece as one about no piece, telling the visitor nothing', async () => {
      const send = (productId: number) =>
        cms().call<{ id: number }>('POST', '/api/user/enquiry', {
          body: {
            website: '',
            consent: 'yes',
            name: 'Asha',
            email: 'asha@example.in',
            message: `About ${productId}`,
            productId,
          },
        });
      const hidden = await send(pieces.hidden.id);
      const unknown = await send(2_000_000_000);
      expect(hidden.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(Object.keys(hidden.body.data ?? {})).toEqual(Object.keys(unknown.body.data ?? {}));
      const stored = async (id: number | undefined) =>
        (await cms().call<{ product: unknown }>('GET', `/api/admin/enquiry/${id}`, { token })).body.data?.product;
      expect(await stored(hidden.body.data?.id)).toBeNull();
      // One about a listed piece keeps the piece.
      expect(await stored((await send(pieces.active.id)).body.data?.id)).toMatchObject({ id: pieces.active.id });
    });

    it("publishes a draft by making it active, and records the change's time only when the status changes", async () => {
      const draft = await add('draft', `${word} published draft`);
      expect(await publicIds()).not.toContain(draft.id);
      const renamed = await cms().call<Piece>('PUT', '/api/admin/update-product', {
        token,
        // The time is the CMS's to set: a body's is ignored.
        body: { id: draft.id, name: `${word} published draft, renamed`, statusChangedAt: '2001-01-01T00:00:00.000Z' },
      });
      expect(renamed.body.data?.statusChangedAt).toBe(draft.statusChangedAt);
      await statusChangedDaysAgo(draft.id, 3);
      const published = await cms().call<Piece>('PUT', '/api/admin/update-product', {
        token,
        body: { id: draft.id, status: 'active' },
      });
      expect(published.status).toBe(200);
      expect(Date.parse(published.body.data?.statusChangedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect(await publicIds()).toContain(draft.id);
      expect((await publicProduct(draft.id)).status).toBe(200);
    });

    it('lists a sold piece for 30 days after it was marked sold, then no longer (the back office keeps it)', async () => {
      const piece = await add('active', `${word} sold bangle`);
      const sold = await cms().call<Piece>('PUT', '/api/admin/update-product', {
        token,
        body: { id: piece.id, status: 'sold' },
      });
      expect(sold.body.data?.status).toBe('sold');
      await statusChangedDaysAgo(piece.id, 29);
      expect(await publicIds()).toContain(piece.id);
      expect((await publicProduct(piece.id)).status).toBe(200);
      await statusChangedDaysAgo(piece.id, 30.01);
      expect(await publicIds()).not.toContain(piece.id);
      expect((await publicProduct(piece.id)).status).toBe(404);
      expect((await adminList()).find((each) => each.id === piece.id)?.status).toBe('sold');
    });

    it("counts a sold piece's leaving the site as a change to publish, once", async () => {
      const piece = await add('sold', `${word} sold earrings`);
      // The count of content changes, which a build hook publishes (none is configured here).
      const changes = (): Promise<number> => cms().strapi.service('api::publish.publish-state').changeCount();
      // Its 30 days ended a minute ago; the CMS last looked five minutes ago.
      await statusChangedDaysAgo(piece.id, 30 + 1 / (24 * 60));
      const before = await changes();
      const products = cms().strapi.service('api::product.product');
      expect(await products.announceSoldExpired(Date.now() - 5 * 60_000)).toBe(1);
      expect(await changes()).toBe(before + 1);
      // The next look, from now on, finds nothing new.
      expect(await products.announceSoldExpired(Date.now())).toBe(0);
      expect(await changes()).toBe(before + 1);
    });

    it('refuses an unknown status, naming the field and changing nothing', async () => {
      const answer = await cms().call('PUT', '/api/admin/update-product', {
        token,
        body: { id: pieces.active.id, status: 'archived' },
      });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('Status must be one of active, inactive, draft, hidden, sold');
      expect((await publicProduct(pieces.active.id)).body.data?.status).toBe('active');
    });

    it('counts drafts for the dashboard', async () => {
      const count = await cms().call<{ draftProductCount: number }>('GET', '/api/admin/product-count', { token });
      const drafts = (await adminList()).filter((piece) => piece.status === 'draft').length;
      expect(count.body.data?.draftProductCount).toBe(drafts);
      expect(drafts).toBeGreaterThan(0);
    });
  });
}
