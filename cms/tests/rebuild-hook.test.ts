import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './support/cms';
import { type HookListener, startHookListener } from './support/hook-listener';

interface Status {
  lastTrigger: string | null;
  lastResult: string | null;
  pending: boolean;
}

let cms: TestCms;
let hook: HookListener;
let token: string;

beforeAll(async () => {
  hook = await startHookListener();
  cms = await startCms('sqlite', { SITE_BUILD_HOOK_URL: hook.url, REBUILD_DEBOUNCE_MS: '400', REBUILD_RETRY_MS: '50' });
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
    expect(await status()).toEqual({ lastTrigger: null, lastResult: null, pending: false });
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

  it('reads do not rebuild', async () => {
    const before = hook.posts;
    await cms.call('GET', '/api/admin/get-price');
    await cms.call('GET', '/api/user/product-list');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(hook.posts).toBe(before);
    expect((await status()).pending).toBe(false);
  });
});
