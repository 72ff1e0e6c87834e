// What a CMS killed with SIGKILL must not lose or leave behind, once restarted: a change it had
// acknowledged but not yet published (the build hook was still in its quiet period), and the
// temporary files of uploads that were under way. And a bad setting stops the start, naming it.

import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CmsProcess } from '@suvarna/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, POSTGRES_URL, postgresAvailable } from './support/cms';
import { adminToken, request, startCmsIn } from './support/hardening';
import { type HookListener, startHookListener } from './support/hook-listener';
import { jpeg } from './support/images';

const onPostgresToo = await postgresAvailable('the shared publish state');
const workDir = mkdtempSync(path.join(tmpdir(), 'suvarna-restart-'));
const temporaryUploads = path.join(workDir, 'upload-tmp');
let hook: HookListener;
let cms: CmsProcess | undefined;

beforeAll(async () => {
  hook = await startHookListener();
});
afterAll(async () => {
  await cms?.kill();
  await hook?.close();
  rmSync(workDir, { recursive: true, force: true });
});

interface Status {
  lastTrigger: string | null;
  lastResult: string | null;
  pending: boolean;
}

const start = (debounceMs: number, env: Record<string, string> = {}) =>
  startCmsIn(workDir, {
    SITE_BUILD_HOOK_URL: hook.url,
    REBUILD_DEBOUNCE_MS: String(debounceMs),
    REBUILD_RETRY_MS: '50',
    UPLOAD_TMP_DIR: temporaryUploads,
    ...env,
  });

const status = async (target: CmsProcess, token: string) =>
  (await request<Status>(target.url, 'GET', '/api/admin/publish-status', { token })).body.data as Status;

describe('publishing survives a crash', () => {
  it('publishes, after a restart, a change acknowledged just before the CMS was killed', async () => {
    // A quiet period far longer than the test: the hook is never called before the kill.
    cms = await start(60_000);
    let token = await adminToken(cms.url);
    const saved = await request(cms.url, 'POST', '/api/admin/add-price', {
      token,
      body: { name: 'RS 22K', price: 7000 },
    });
    expect(saved.status).toBe(200);
    expect(await status(cms, token)).toMatchObject({ pending: true, lastTrigger: null });
    await cms.kill();
    expect(hook.posts).toBe(0);

    // The next start finds the change unpublished. The build is slow, so the status can be read
    // while the hook is being called: still pending, until the call is done.
    hook.hold();
    cms = await start(300);
    token = await adminToken(cms.url);
    await hook.posted(1);
    expect(await status(cms, token)).toMatchObject({ pending: true });
    hook.release();
    await expect
      .poll(() => status(cms as CmsProcess, token), { timeout: 10_000 })
      .toMatchObject({ pending: false, lastResult: 'ok' });
    expect(hook.posts).toBe(1);

    // Published: a further restart calls nothing.
    await cms.stop();
    cms = await start(300);
    token = await adminToken(cms.url);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(hook.posts).toBe(1);
    expect(await status(cms, token)).toMatchObject({ pending: false, lastResult: 'ok' });
  }, 120_000);

  it.skipIf(!onPostgresToo)(
    'on PostgreSQL, every instance tells the same state, and one restarted instance publishes what both were killed holding',
    async () => {
      const schema = `restart_${process.pid}_${Date.now()}`;
      await onPostgres(`CREATE SCHEMA "${schema}"`);
      const shared = { DATABASE_CLIENT: 'postgres', DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema };
      const instances: CmsProcess[] = [];
      try {
        const posts = hook.posts;
        const first = await start(60_000, shared);
        instances.push(first);
        const second = await start(60_000, shared);
        instances.push(second);
        const firstToken = await adminToken(first.url);
        const secondToken = await adminToken(second.url);
        const saved = await request(first.url, 'POST', '/api/admin/add-category', {
          token: firstToken,
          body: { name: 'RS Shared' },
        });
        expect(saved.status).toBe(200);
        // The second instance never saw the write, yet tells the same: a change is waiting.
        expect(await status(second, secondToken)).toEqual(await status(first, firstToken));
        expect((await status(second, secondToken)).pending).toBe(true);
        await Promise.all(instances.splice(0).map((instance) => instance.kill()));
        expect(hook.posts).toBe(posts);

        const restarted = await start(300, shared);
        instances.push(restarted);
        const token = await adminToken(restarted.url);
        await expect
          .poll(() => status(restarted, token), { timeout: 10_000 })
          .toMatchObject({ pending: false, lastResult: 'ok' });
        expect(hook.posts).toBe(posts + 1);
      } finally {
        await Promise.all(instances.map((instance) => instance.kill()));
        await onPostgres(`DROP SCHEMA "${schema}" CASCADE`);
      }
    },
    120_000,
  );
});

/** Sends the start of a multipart upload and then nothing more, as a phone on a dead line would. */
function stalledUpload(base: string, token: string, image: Uint8Array): Promise<void> {
  const boundary = 'suvarna-stalled-upload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="banner.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const url = new URL('/api/admin/add-banner-image', base);
  const req = httpRequest(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + image.length * 4),
    },
  });
  req.on('error', () => undefined);
  req.write(head);
  req.write(image);
  return new Promise((resolve) => setTimeout(resolve, 0));
}

describe('temporary uploads', () => {
  it('wait in a folder of the instance’s own, which a restart empties', async () => {
    cms ??= await start(300);
    const token = await adminToken(cms.url);
    await stalledUpload(cms.url, token, await jpeg('#b0b0b0'));
    await expect.poll(() => readdirSync(temporaryUploads).length, { timeout: 10_000 }).toBeGreaterThan(0);
    await cms.kill();
    expect(readdirSync(temporaryUploads).length).toBeGreaterThan(0);

    // Something another process put there meanwhile is this instance's too: the folder is its own.
    mkdirSync(temporaryUploads, { recursive: true });
    writeFileSync(path.join(temporaryUploads, 'upload_left_by_an_earlier_run'), 'partial');
    cms = await start(300);
    expect(existsSync(temporaryUploads)).toBe(true);
    expect(readdirSync(temporaryUploads)).toEqual([]);
  }, 120_000);
});

describe('settings', () => {
  it.each([
    [{ LOGIN_MAX_FAILURES: 'abc' }, /LOGIN_MAX_FAILURES="abc": must be a whole number from 1 \(e\.g\. 5\)/],
    [{ BEHIND_PROXY: 'yes' }, /BEHIND_PROXY="yes": must be true or false/],
    [{ GST_RATE: '3%' }, /GST_RATE="3%": must be a fraction from 0 to 1 \(e\.g\. 0\.03\)/],
    [
      { SITE_BUILD_HOOK_URL: 'ftp://example.com/hook' },
      /SITE_BUILD_HOOK_URL="ftp:\/\/example\.com\/hook": must be an http\(s\) URL/,
    ],
  ])(
    'a bad value stops the start with a message naming it: %j',
    async (env, message) => {
      const failed = mkdtempSync(path.join(tmpdir(), 'suvarna-settings-'));
      try {
        await expect(startCmsIn(failed, env)).rejects.toThrow(message);
      } finally {
        rmSync(failed, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
