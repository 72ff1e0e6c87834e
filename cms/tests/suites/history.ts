// The history of changes (docs/api.md#history): every admin write leaves exactly one entry naming
// who, what and, for an update, each changed field; owners read all of it, staff the shop's content;
// no route writes or deletes an entry; old ones go after AUDIT_RETENTION_DAYS.
import type { HistoryEntry, HistoryPage, LoginResult, Product, TeamInvite } from '@suvarna/domain';
import { HISTORY_PAGE_SIZE, OWNER_ONLY_TEAM_HISTORY_MESSAGE } from '@suvarna/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type TestCms } from '../support/cms';
import { productFields, productForm } from '../support/hardening';
import { asBlob, png } from '../support/images';

const HISTORY_UID = 'api::history.history-entry';
const STAFF = { email: 'history-staff@suvarna.test', password: 'Staff@2026' };

export function historySuite(cms: () => TestCms) {
  let ownerToken: string;
  let staffToken: string;
  let ownerId: number;
  let category: number;

  const history = async (query = '', token = ownerToken) => {
    const answer = await cms().call<HistoryPage>('GET', `/api/admin/history${query}`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as HistoryPage;
  };
  const entryCount = async () => Number(await cms().strapi.db.query(HISTORY_UID).count());

  /** Runs a write and answers the one entry it left (there must be exactly one). */
  const onlyEntryOf = async (write: () => Promise<unknown>): Promise<HistoryEntry> => {
    const before = await entryCount();
    await write();
    expect(await entryCount(), 'entries written').toBe(before + 1);
    return (await history()).entries[0] as HistoryEntry;
  };

  const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBe(200);
    return (body as { data: unknown }).data;
  };
  const asOwner = (method: string, path: string, body?: unknown) =>
    ok(cms().call(method, path, { token: ownerToken, ...(body === undefined ? {} : { body }) }));

  describe('history', () => {
    beforeAll(async () => {
      const login = await cms().call<LoginResult>('POST', '/api/admin/login', { body: ADMIN });
      ownerToken = login.body.data?.token as string;
      ownerId = login.body.data?.user.id as number;
      await cms().addShopAdmin(STAFF.email, STAFF.password, 'staff');
      staffToken = await cms().login(STAFF.email, STAFF.password);
      category = ((await asOwner('POST', '/api/admin/add-category', { name: 'History Rings' })) as { id: number }).id;
      await asOwner('POST', '/api/admin/add-price', { name: 'History 22K', price: 7000 });
    });

    describe('GET /api/admin/history: every write, once, with its changes', () => {
      it('a product: created, each changed field old and new, deleted; by whom', async () => {
        const created = await onlyEntryOf(() =>
          ok(
            cms().call('POST', '/api/admin/add-product', {
              token: ownerToken,
              form: productForm(productFields('HIST-1', 'History 22K', category, { name: 'Kada Bangle' }), []),
            }),
          ),
        );
        const product = (await history('?kind=product')).entries[0] as HistoryEntry;
        expect(created).toMatchObject({
          action: 'created',
          kind: 'product',
          name: 'Kada Bangle (HIST-1)',
          who: { id: ownerId, email: ADMIN.email },
          changes: [],
        });
        expect(Date.now() - Date.parse(created.at)).toBeLessThan(60_000);
        const id = product.id as number;

        const updated = await onlyEntryOf(() =>
          asOwner('PUT', '/api/admin/update-product', { id, name: 'Kada Bangle Pair', weight: 5.25 }),
        );
        expect(updated).toMatchObject({ action: 'updated', kind: 'product', id, name: 'Kada Bangle Pair (HIST-1)' });
        expect(updated.changes).toEqual([
          { field: 'name', from: 'Kada Bangle', to: 'Kada Bangle Pair' },
          { field: 'weight', from: 4.5, to: 5.25 },
        ]);

        // A save that changes nothing is no change.
        const before = await entryCount();
        await asOwner('PUT', '/api/admin/update-product', { id, name: 'Kada Bangle Pair' });
        expect(await entryCount()).toBe(before);

        // A staff member's change names them.
        const byStaff = await onlyEntryOf(() =>
          ok(cms().call('PUT', '/api/admin/update-product', { token: staffToken, body: { id, status: 'hidden' } })),
        );
        expect(byStaff.who).toMatchObject({ email: STAFF.email, name: 'history-staff' });
        expect(byStaff.changes).toEqual([{ field: 'status', from: 'active', to: 'hidden' }]);

        const tab = await history(`?kind=product&id=${id}`);
        expect(tab.entries.map((entry) => entry.action)).toEqual(['updated', 'updated', 'created']);
        expect(tab.total).toBe(3);

        const deleted = await onlyEntryOf(() => asOwner('DELETE', `/api/admin/product/${id}`));
        expect(deleted).toMatchObject({ action: 'deleted', kind: 'product', id, name: 'Kada Bangle Pair (HIST-1)' });
      });

      it('a category and a rate: added, renamed or repriced, deleted', async () => {
        const added = await onlyEntryOf(() => asOwner('POST', '/api/admin/add-category', { name: 'History Chains' }));
        expect(added).toMatchObject({ action: 'created', kind: 'category', name: 'History Chains' });
        const renamed = await onlyEntryOf(() =>
          asOwner('PUT', `/api/admin/category/${added.id}`, { name: 'History Ropes' }),
        );
        expect(renamed.changes).toEqual([{ field: 'name', from: 'History Chains', to: 'History Ropes' }]);
        expect((await onlyEntryOf(() => asOwner('DELETE', `/api/admin/category/${added.id}`))).action).toBe('deleted');

        const rate = await onlyEntryOf(() =>
          asOwner('POST', '/api/admin/add-price', { name: 'History 18K', price: 5800 }),
        );
        expect(rate).toMatchObject({ action: 'created', kind: 'rate', name: 'History 18K' });
        const repriced = await onlyEntryOf(() =>
          asOwner('PUT', '/api/admin/update-price', { id: rate.id, name: 'History 18K', price: 5900 }),
        );
        expect(repriced.changes).toEqual([{ field: 'price', from: 5800, to: 5900 }]);
        // The rates' own history (the chart's) tells the same change.
        const rateHistory = await asOwner('GET', '/api/admin/rate-history?name=History%2018K');
        expect(rateHistory).toContainEqual(expect.objectContaining({ oldPrice: 5800, newPrice: 5900 }));
        expect((await onlyEntryOf(() => asOwner('DELETE', `/api/admin/delete-price/${rate.id}`))).action).toBe(
          'deleted',
        );
      });

      it('a banner, an enquiry, the shop settings and publish now', async () => {
        const form = new FormData();
        form.append('image', asBlob(await png(), 'image/png'), 'wide.png');
        form.append('alt', 'Diwali offers');
        const banner = await onlyEntryOf(() =>
          ok(cms().call('POST', '/api/admin/add-banner-image', { token: ownerToken, form })),
        );
        expect(banner).toMatchObject({ action: 'created', kind: 'banner', name: 'Diwali offers' });
        const texts = await onlyEntryOf(() =>
          asOwner('PUT', `/api/admin/banner/${banner.id}/texts`, { alt: 'Wedding season' }),
        );
        expect(texts.changes).toEqual([{ field: 'alt', from: 'Diwali offers', to: 'Wedding season' }]);
        await onlyEntryOf(() => asOwner('DELETE', `/api/admin/delete-banner-image/${banner.id}`));

        // A visitor's enquiry is not an admin's write: no entry.
        const before = await entryCount();
        const sent = (await ok(
          cms().call('POST', '/api/user/enquiry', {
            body: {
              website: '',
              consent: 'yes',
              name: 'Asha Patel',
              email: 'asha@example.in',
              message: 'Is the kada in stock?',
            },
          }),
        )) as { id: number };
        expect(await entryCount()).toBe(before);
        const answered = await onlyEntryOf(() =>
          asOwner('PUT', `/api/admin/enquiry/${sent.id}`, { status: 'answered' }),
        );
        expect(answered).toMatchObject({ action: 'updated', kind: 'enquiry', name: 'Asha Patel' });
        expect(answered.changes).toEqual([{ field: 'status', from: 'new', to: 'answered' }]);
        expect((await onlyEntryOf(() => asOwner('DELETE', `/api/admin/enquiry/${sent.id}`))).action).toBe('deleted');

        const settings = await onlyEntryOf(() =>
          asOwner('PUT', '/api/admin/shop-settings', { whatsapp: '919812345678', staffMayEditRates: true }),
        );
        expect(settings).toMatchObject({ action: 'updated', kind: 'shop-settings' });
        expect(settings.changes).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ field: 'whatsapp', to: '919812345678' }),
            { field: 'staffMayEditRates', from: false, to: true },
          ]),
        );
        await asOwner('PUT', '/api/admin/shop-settings', { staffMayEditRates: false });

        const published = await onlyEntryOf(() => asOwner('POST', '/api/admin/publish-now'));
        expect(published).toMatchObject({ action: 'published', kind: 'publish' });
      });

      it('a bulk edit: one entry a piece, with its changes, all or none', async () => {
        const ids: number[] = [];
        for (const sku of ['HIST-BULK-1', 'HIST-BULK-2']) {
          const product = (await ok(
            cms().call('POST', '/api/admin/add-product', {
              token: ownerToken,
              form: productForm(productFields(sku, 'History 22K', category, { discount: '0' }), []),
            }),
          )) as Product;
          ids.push(product.id);
        }
        const before = await entryCount();
        await asOwner('PUT', '/api/admin/products', { ids, set: { status: 'draft' } });
        expect(await entryCount()).toBe(before + 2);
        const entries = (await history('?kind=product')).entries.slice(0, 2);
        expect(entries.map((entry) => entry.id).sort()).toEqual([...ids].sort());
        for (const entry of entries) {
          expect(entry.action).toBe('bulk-edited');
          expect(entry.changes).toEqual([{ field: 'status', from: 'active', to: 'draft' }]);
        }
        // A refused bulk edit (a piece that does not exist) changes nothing, and records nothing.
        const refused = await cms().call('PUT', '/api/admin/products', {
          token: ownerToken,
          body: { ids: [...ids, 999_999], set: { status: 'active' } },
        });
        expect(refused.status).toBe(400);
        expect(await entryCount()).toBe(before + 2);
      });

      it('a large import: every piece of a sheet of 130 new ones on record, in two transactions of rows', async () => {
        const rows = Array.from(
          { length: 130 },
          (_, index) => `HIST-MANY-${index},Chain ${index},History Rings,Gold,History 22K,3,100,female,active`,
        );
        const form = new FormData();
        form.append(
          'file',
          new Blob([['Tag No,Name,Category,Metal,Purity,Net Wt,Making,Gender,Status', ...rows].join('\n')]),
          'many.csv',
        );
        form.append('dryRun', 'false');
        const before = await entryCount();
        await ok(cms().call('POST', '/api/admin/import', { token: ownerToken, form }));
        expect(await entryCount()).toBe(before + 131);
        const found = await history('?kind=product&search=HIST-MANY-');
        expect(found.total).toBe(130);
        expect(found.entries.every((entry) => entry.action === 'imported' && entry.id !== null)).toBe(true);
      });

      it('an import: one entry a piece written, and one for the sheet', async () => {
        const sheet = [
          'Tag No,Name,Category,Metal,Purity,Net Wt,Making,Gender,Status',
          'HIST-IMP-1,Rope Chain,History Rings,Gold,History 22K,12.5,450,female,active',
          'HIST-IMP-2,Toe Ring,History Rings,Gold,History 22K,2,100,female,active',
        ].join('\n');
        const form = new FormData();
        form.append('file', new Blob([sheet]), 'stock.csv');
        form.append('dryRun', 'false');
        const before = await entryCount();
        await ok(cms().call('POST', '/api/admin/import', { token: ownerToken, form }));
        expect(await entryCount()).toBe(before + 3);
        const [sheetEntry, ...pieces] = (await history()).entries;
        expect(sheetEntry).toMatchObject({
          action: 'imported',
          kind: 'import',
          name: 'stock.csv: 2 created, 0 updated, 0 refused',
        });
        expect(
          pieces
            .slice(0, 2)
            .map((entry) => [entry.action, entry.kind, entry.name])
            .sort(),
        ).toEqual([
          ['imported', 'product', 'Rope Chain (HIST-IMP-1)'],
          ['imported', 'product', 'Toe Ring (HIST-IMP-2)'],
        ]);

        const update = new FormData();
        update.append('file', new Blob(['Tag No,Making\nHIST-IMP-1,475']), 'making.csv');
        update.append('dryRun', 'false');
        await ok(cms().call('POST', '/api/admin/import', { token: ownerToken, form: update }));
        const piece = (await history('?kind=product&search=HIST-IMP-1')).entries[0];
        expect(piece).toMatchObject({ action: 'imported', name: 'Rope Chain (HIST-IMP-1)' });
        expect(piece?.changes).toContainEqual({ field: 'laber', from: 450, to: 475 });
      });

      it('the team, sign-ins and passwords, under the account they concern', async () => {
        const email = 'history-invited@suvarna.test';
        const invited = await onlyEntryOf(async () => {
          const answer = await cms().call<TeamInvite>('POST', '/api/admin/team', {
            token: ownerToken,
            body: { name: 'History Invited', email, role: 'staff' },
          });
          expect(answer.status).toBe(200);
          return answer.body.data;
        });
        expect(invited).toMatchObject({ action: 'invited', kind: 'team', name: 'History Invited' });
        expect(invited.changes).toEqual([
          { field: 'email', from: null, to: email },
          { field: 'role', from: null, to: 'staff' },
        ]);
        const memberId = invited.id as number;
        const link = ((await asOwner('POST', `/api/admin/team/${memberId}/reset-link`)) as { resetUrl: string })
          .resetUrl;
        expect((await history()).entries[0]).toMatchObject({ action: 'reset-link-made', kind: 'team', id: memberId });
        const accepted = await onlyEntryOf(() =>
          ok(
            cms().call('POST', '/api/admin/accept-invite', {
              body: {
                token: link.slice(link.indexOf('#') + 1),
                password: 'Chosen@2026',
                confirmPassword: 'Chosen@2026',
              },
            }),
          ),
        );
        // The new member did it, though no one was signed in.
        expect(accepted).toMatchObject({ action: 'invite-accepted', kind: 'account', who: { id: memberId, email } });

        const signedIn = await onlyEntryOf(() => cms().login(email, 'Chosen@2026'));
        expect(signedIn).toMatchObject({ action: 'signed-in', kind: 'account', id: memberId, who: { email } });
        const failed = await onlyEntryOf(() =>
          cms().call('POST', '/api/admin/login', { body: { email, password: 'Wrong@2026' } }),
        );
        expect(failed).toMatchObject({ action: 'sign-in-failed', kind: 'account', id: memberId });
        // An unknown email has no account to record it against.
        const before = await entryCount();
        await cms().call('POST', '/api/admin/login', {
          body: { email: 'nobody@suvarna.test', password: 'Wrong@2026' },
        });
        expect(await entryCount()).toBe(before);

        const promoted = await onlyEntryOf(() => asOwner('PUT', `/api/admin/team/${memberId}`, { role: 'owner' }));
        expect(promoted).toMatchObject({
          action: 'role-changed',
          changes: [{ field: 'role', from: 'staff', to: 'owner' }],
        });
        const disabled = await onlyEntryOf(() => asOwner('PUT', `/api/admin/team/${memberId}`, { disabled: true }));
        expect(disabled.action).toBe('disabled');
        const removed = await onlyEntryOf(() => asOwner('DELETE', `/api/admin/team/${memberId}`));
        expect(removed).toMatchObject({ action: 'removed', name: `History Invited <${email}>` });
        // Their history stays, under the name and email they had.
        expect((await history(`?who=${memberId}`)).entries.map((entry) => entry.action)).toEqual([
          'sign-in-failed',
          'signed-in',
          'invite-accepted',
        ]);

        const changed = await onlyEntryOf(async () => {
          const answer = await cms().call('PUT', '/api/admin/set-password', {
            token: staffToken,
            body: { currentPassword: STAFF.password, password: 'Staff@2027', confirmPassword: 'Staff@2027' },
          });
          expect(answer.status).toBe(200);
          staffToken = (answer.body.data as { token: string }).token;
        });
        expect(changed).toMatchObject({ action: 'password-changed', kind: 'account', who: { email: STAFF.email } });
      });
    });

    describe('who may read what', () => {
      it('staff read the content only: no team, sign-in, settings or backup entries, and asking is a 403', async () => {
        const staff = await history('', staffToken);
        expect(staff.total).toBeGreaterThan(0);
        const kinds = new Set(staff.entries.map((entry) => entry.kind));
        for (const hidden of ['team', 'account', 'shop-settings', 'backup'])
          expect(kinds.has(hidden as never)).toBe(false);
        const owners = await history();
        expect(owners.total).toBeGreaterThan(staff.total);
        for (const kind of ['team', 'account', 'shop-settings', 'backup']) {
          const answer = await cms().call('GET', `/api/admin/history?kind=${kind}`, { token: staffToken });
          expect(answer).toEqual({ status: 403, body: { success: false, message: OWNER_ONLY_TEAM_HISTORY_MESSAGE } });
        }
        expect((await cms().call('GET', '/api/admin/history')).status).toBe(401);
      });

      it('filters by person, kind, days and text, newest first, a page at a time', async () => {
        const mine = await history(`?who=${ownerId}&kind=category`);
        expect(mine.entries.length).toBeGreaterThan(0);
        for (const entry of mine.entries) expect(entry).toMatchObject({ kind: 'category', who: { id: ownerId } });
        const times = (await history()).entries.map((entry) => Date.parse(entry.at));
        expect(times).toEqual([...times].sort((a, b) => b - a));

        const found = await history('?search=kada%20bangle');
        expect(found.entries.length).toBeGreaterThan(0);
        for (const entry of found.entries) expect(entry.name.toLowerCase()).toContain('kada bangle');

        // Days are India's: yesterday to today there holds every entry just written; tomorrow none.
        const indianDay = (offset: number) =>
          new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
            new Date(Date.now() + offset * 86_400_000),
          );
        expect((await history(`?from=${indianDay(-1)}&to=${indianDay(0)}`)).total).toBe((await history()).total);
        expect((await history(`?from=${indianDay(1)}`)).total).toBe(0);
        expect((await history(`?to=${indianDay(-2)}`)).total).toBe(0);

        const total = (await history()).total;
        expect(total).toBeGreaterThan(HISTORY_PAGE_SIZE);
        const second = await history('?page=2');
        expect(second.entries).toHaveLength(Math.min(HISTORY_PAGE_SIZE, total - HISTORY_PAGE_SIZE));
        const first = await history('?page=1');
        expect((first.entries.at(-1)?.at ?? '') >= (second.entries[0]?.at ?? '')).toBe(true);
      });

      it('refuses a malformed query with a message, and changes nothing', async () => {
        for (const [query, message] of [
          ['?page=0', 'Page must be at least 1'],
          ['?page=two', 'Page must be a whole number'],
          ['?kind=everything', 'Kind must be one of'],
          ['?from=2026-13-45', 'From must be a date (YYYY-MM-DD)'],
          ['?from=2026-11-02&to=2026-11-01', 'From must not be after To'],
          ['?who=1&who=2', 'Who must be'],
          [`?search=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
        ]) {
          const answer = await cms().call('GET', `/api/admin/history${query}`, { token: ownerToken });
          expect(answer.status, query).toBe(400);
          expect(answer.body.message, query).toContain(message);
        }
      });

      it('no route writes or deletes an entry', async () => {
        const before = await entryCount();
        const [first] = (await history()).entries;
        for (const [method, path] of [
          ['POST', '/api/admin/history'],
          ['PUT', '/api/admin/history'],
          ['DELETE', '/api/admin/history'],
          ['DELETE', `/api/admin/history/${first?.id ?? 1}`],
          ['GET', '/api/history-entries'],
          ['POST', '/api/history-entries'],
          ['DELETE', '/api/history-entries/1'],
        ]) {
          const answer = await cms().call(method as string, path as string, {
            token: ownerToken,
            ...(method === 'GET' ? {} : { body: { action: 'deleted', kind: 'product' } }),
          });
          expect([404, 405], `${method} ${path}`).toContain(answer.status);
        }
        expect(await entryCount()).toBe(before);
      });

      it('deletes entries older than AUDIT_RETENTION_DAYS (730), and keeps the rest', async () => {
        const rows = cms().strapi.db.query(HISTORY_UID);
        const day = 86_400_000;
        const old = { whoName: 'Old', whoEmail: 'old@suvarna.test', action: 'updated', kind: 'product', changes: [] };
        await rows.create({ data: { ...old, at: new Date(Date.now() - 731 * day), subjectName: 'HIST-OLD' } });
        await rows.create({ data: { ...old, at: new Date(Date.now() - 729 * day), subjectName: 'HIST-KEPT' } });
        const removed = await cms().strapi.service('api::history.history').deleteExpired();
        expect(removed).toBe(1);
        expect((await history('?search=HIST-OLD')).total).toBe(0);
        expect((await history('?search=HIST-KEPT')).total).toBe(1);
      });
    });
  });
}
