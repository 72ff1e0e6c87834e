import { PUBLISH_NOW_REFUSED, type PublishRecord, type PublishStatus as Status } from '@suvarna/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startCms, type TestCms } from './support/cms';
import { type HookListener, startHookListener } from './support/hook-listener';

const QUIET_MS = 400;
const CEILING_MS = 2000;
const HOOK_TIMEOUT_MS = 1500;
const PUBLISH_NOW_INTERVAL_MS = 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cms: TestCms;
let hook: HookListener;
let token: string;

beforeAll(async () => {
  hook = await startHookListener();
  cms = await startCms('sqlite', {
    SITE_BUILD_HOOK_URL: hook.url,
    REBUILD_DEBOUNCE_MS: String(QUIET_MS),
    REBUILD_CEILING_MS: String(CEILING_MS),
    REBUILD_RETRY_MS: '50',
    REBUILD_HOOK_TIMEOUT_MS: String(HOOK_TIMEOUT_MS),
    PUBLISH_NOW_INTERVAL_MS: String(PUBLISH_NOW_INTERVAL_MS),
  });
  token = await cms.login();
});
afterAll(async () => {
  await cms?.stop();
  await hook?.close();
});

const status = async () => (await cms.call<Status>('GET', '/api/admin/publish-status', { token })).body.data as Status;
/** Waits until the scheduled call (with its retries) is done. */
const settled = async () => {
  for (let wait = 0; wait < 100; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await status();
    if (!now.pending && now.lastResult !== null) return now;
  }
  throw new Error('the rebuild never settled');
};

describe('content changes call the site build hook', () => {
  it('reports nothing sent before any change', async () => {
    expect(await status()).toEqual({
      lastTrigger: null,
      lastResult: null,
      pending: false,
      waiting: [],
      waitingCount: 0,
      lastPublishedAt: null,
      publishesThisMonth: 0,
    });
  });

  it('a burst of five writes causes exactly one POST', async () => {
    for (const name of ['Hook A', 'Hook B', 'Hook C', 'Hook D', 'Hook E']) {
      await cms.call('POST', '/api/admin/add-category', { token, body: { name } });
    }
    expect((await status()).pending).toBe(true);
    const after = await settled();
    expect(hook.posts).toBe(1);
    expect(after.lastResult).toBe('ok');
    expect(Date.now() - Date.parse(after.lastTrigger ?? '')).toBeLessThan(10_000);
  });

  it('retries after a failure and succeeds', async () => {
    const before = hook.posts;
    hook.failNext([500, 503]);
    await cms.call('POST', '/api/admin/add-price', { token, body: { name: 'Hook 22K', price: 7000 } });
    expect((await settled()).lastResult).toBe('ok');
    expect(hook.posts - before).toBe(3);
  });

  it('reports a failure after three failed tries', async () => {
    const before = hook.posts;
    hook.failNext([500, 500, 500]);
    await cms.call('POST', '/api/admin/add-category', { token, body: { name: 'Hook F' } });
    expect((await settled()).lastResult).toBe('failed');
    expect(hook.posts - before).toBe(3);
  });

  it('lists each change waiting, what and who, until it is published', async () => {
    // The last test's change is still waiting: its publish failed.
    const { waitingCount } = await status();
    expect(waitingCount).toBeGreaterThan(0);
    hook.hold();
    try {
      await cms.call('POST', '/api/admin/add-category', { token, body: { name: 'Hook Waiting' } });
      await cms.call('POST', '/api/admin/add-price', { token, body: { name: 'Hook 18K', price: 5900 } });
      const waiting = await status();
      expect(waiting).toMatchObject({ pending: true, waitingCount: waitingCount + 2 });
      expect(waiting.waiting.slice(0, 2)).toEqual([
        { what: 'Rate Hook 18K added', who: ADMIN.email, at: expect.any(String) },
        { what: 'Category Hook Waiting added', who: ADMIN.email, at: expect.any(String) },
      ]);
    } finally {
      hook.release();
    }
    const after = await settled();
    expect(after).toMatchObject({ lastResult: 'ok', waitingCount: 0, waiting: [] });
    expect(Date.parse(after.lastPublishedAt ?? '')).toBeGreaterThan(Date.now() - 10_000);
  });

  it('a slow stream of edits, never quiet for the quiet period, is published at the ceiling', async () => {
    const before = hook.posts;
    const started = Date.now();
    // An edit every 150 ms for about 4 s: never QUIET_MS of quiet, so only the ceiling publishes.
    for (let edit = 0; Date.now() - started < 2 * CEILING_MS; edit += 1) {
      await cms.call('POST', '/api/admin/add-category', { token, body: { name: `Hook Stream ${edit}` } });
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    // Without the ceiling nothing would have been published yet; with it, once or twice in 4 s.
    const duringStream = hook.posts - before;
    expect(duringStream).toBeGreaterThanOrEqual(1);
    expect(duringStream).toBeLessThanOrEqual(2);
    expect((await settled()).waitingCount).toBe(0);
    expect(hook.posts - before).toBeLessThanOrEqual(duringStream + 1);
  });

  it('Publish now calls the hook at once, and the history says when, how and how long', async () => {
    await sleep(PUBLISH_NOW_INTERVAL_MS);
    await cms.call('POST', '/api/admin/add-category', { token, body: { name: 'Hook Now' } });
    const before = hook.posts;
    const published = await cms.call<Status>('POST', '/api/admin/publish-now', { token });
    expect(published.status).toBe(200);
    expect(hook.posts).toBe(before + 1);
    expect(published.body.data).toMatchObject({ lastResult: 'ok', pending: false, waitingCount: 0 });
    expect(published.body.data?.publishesThisMonth).toBeGreaterThanOrEqual(3);
    // Its quiet period was cancelled: no second call for the same change.
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS * 2));
    expect(hook.posts).toBe(before + 1);
    const history = await cms.call<PublishRecord[]>('GET', '/api/admin/publish-history', { token });
    expect(history.body.data?.[0]).toEqual({
      at: expect.any(String),
      result: 'ok',
      durationMs: expect.any(Number),
      trigger: 'manual',
    });
    expect(history.body.data?.some((record) => record.result === 'failed' && record.trigger === 'auto')).toBe(true);
    expect(history.body.data?.length).toBeLessThanOrEqual(20);
  });

  it('ten presses of Publish now at once are one call of the hook; nine are told a publish is under way', async () => {
    await sleep(PUBLISH_NOW_INTERVAL_MS);
    await cms.call('POST', '/api/admin/add-category', { token, body: { name: 'Hook Presses' } });
    const before = hook.posts;
    hook.hold();
    let answered = 0;
    const presses = Array.from({ length: 10 }, () =>
      cms.call<Status>('POST', '/api/admin/publish-now', { token }).finally(() => {
        answered += 1;
      }),
    );
    // While the one call waits for the hook, the other presses are answered.
    await hook.posted(before + 1);
    for (let look = 0; look < 50 && answered < 9; look += 1) await sleep(20);
    hook.release();
    const answers = await Promise.all(presses);
    const published = answers.filter((answer) => answer.status === 200);
    expect(published.map((answer) => answer.body.data?.lastResult)).toEqual(['ok']);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array.from({ length: 9 }, () => ({
        status: 429,
        body: { success: false, message: PUBLISH_NOW_REFUSED['under-way'] },
      })),
    );
    expect(hook.posts).toBe(before + 1);
    // Moments later, still too soon; after the interval, a press publishes again.
    expect((await cms.call('POST', '/api/admin/publish-now', { token })).body).toEqual({
      success: false,
      message: PUBLISH_NOW_REFUSED['too-soon'],
    });
    await sleep(PUBLISH_NOW_INTERVAL_MS);
    expect((await cms.call('POST', '/api/admin/publish-now', { token })).status).toBe(200);
    expect(hook.posts).toBe(before + 2);
  });

  it('a build hook that never answers fails each try at its time limit: Publish now answers, the failure recorded', async () => {
    await sleep(PUBLISH_NOW_INTERVAL_MS);
    const before = hook.posts;
    hook.hold();
    // The hook answers none of the three tries: each ends at the time limit, not when it answers.
    const published = await cms.call<Status>('POST', '/api/admin/publish-now', { token });
    hook.release();
    expect(published.status).toBe(200);
    expect(published.body.data?.lastResult).toBe('failed');
    expect(hook.posts - before).toBe(3);
  });

  it("a change of the shop's details or exchange deductions republishes the site; its SMTP server alone, or a PUT changing nothing, does not", async () => {
    const put = (body: unknown) => cms.call('PUT', '/api/admin/shop-settings', { token, body });
    let before = hook.posts;
    hook.hold();
    try {
      expect((await put({ phones: ['+91 98250 22222'] })).status).toBe(200);
      expect((await status()).waiting[0]).toEqual({
        what: 'Shop settings changed',
        who: ADMIN.email,
        at: expect.any(String),
      });
    } finally {
      hook.release();
    }
    expect((await settled()).lastResult).toBe('ok');
    expect(hook.posts - before).toBe(1);

    // The old-gold page shows the exchange deductions: a change of them republishes too.
    before = hook.posts;
    expect((await put({ exchangeDeductions: { '22K': 2.5 } })).status).toBe(200);
    expect((await settled()).lastResult).toBe('ok');
    expect(hook.posts - before).toBe(1);

    before = hook.posts;
    expect((await put({ phones: ['+91 98250 22222'], exchangeDeductions: { '22K': 2.5 } })).status).toBe(200);
    expect((await put({ smtp: { host: '127.0.0.1', to: 'desk@suvarna.example', password: 'secret' } })).status).toBe(
      200,
    );
    await sleep(QUIET_MS + 300);
    expect((await status()).pending).toBe(false);
    expect(hook.posts).toBe(before);
  });

  it('a bulk edit of many pieces is one change, said in one line, and one build', async () => {
    const category = await cms.call<{ id: number }>('POST', '/api/admin/add-category', {
      token,
      body: { name: 'Hook Bulk' },
    });
    await cms.call('POST', '/api/admin/add-price', { token, body: { name: 'Hook Bulk 22K', price: 7000 } });
    const ids: number[] = [];
    for (const sku of ['HOOK-BULK-1', 'HOOK-BULK-2', 'HOOK-BULK-3']) {
      const answer = await cms.call<{ id: number }>('POST', '/api/admin/add-product', {
        token,
        body: {
          name: sku,
          sku,
          metal: 'Gold',
          purity: 'Hook Bulk 22K',
          category_id: category.body.data?.id,
          laber: 1500,
          gender: 'female',
          status: 'active',
          weight: 10,
        },
      });
      ids.push(answer.body.data?.id ?? 0);
    }
    await settled();
    const before = hook.posts;
    hook.hold();
    try {
      const bulk = (body: unknown) => cms.call('PUT', '/api/admin/products', { token, body });
      expect((await bulk({ ids, set: { discountType: 'percent', discount: 10 } })).status).toBe(200);
      expect((await bulk({ ids: ids.slice(1), delete: true })).status).toBe(200);
      const { waiting, waitingCount } = await status();
      expect(waitingCount).toBe(2);
      expect(waiting).toEqual([
        { what: '2 products deleted', who: ADMIN.email, at: expect.any(String) },
        { what: '3 products changed: discount', who: ADMIN.email, at: expect.any(String) },
      ]);
    } finally {
      hook.release();
    }
    expect((await settled()).lastResult).toBe('ok');
    expect(hook.posts - before).toBe(1);
  });

  it('reads do not rebuild', async () => {
    const before = hook.posts;
    await cms.call('GET', '/api/admin/get-price');
    await cms.call('GET', '/api/user/product-list');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(hook.posts).toBe(before);
    expect((await status()).pending).toBe(false);
  });
});
