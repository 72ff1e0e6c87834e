// Two CMS instances on one PostgreSQL database and one bucket (a real S3-compatible server, s3rver),
// as behind a load balancer. Started at the same
// moment on an empty database (the way a deployment rolls out), one makes the tables, the
// permissions, the first admin and the demo catalogue while the other waits, so both answer and
// nothing is made twice; a product saved with pictures through one is served, pictures and all,
// by the other, from the bucket; edits spread over both are published with one call of the hook; and
// when one is killed under load, the other keeps answering and no acknowledged write is lost.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CmsProcess } from '@suvarna/testkit';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBucket, type TestBucket } from './support/bucket';
import { onPostgres, POSTGRES_URL, postgresAvailable } from './support/cms';
import { adminToken, productFields, productForm, request, startCmsIn } from './support/hardening';
import { type HookListener, startHookListener } from './support/hook-listener';
import { png } from './support/images';

const QUIET_MS = 1500;
const BUCKET = 'instances-pictures';

describe.skipIf(!(await postgresAvailable('several instances')))('two instances on one PostgreSQL', () => {
  const schema = `instances_${process.pid}_${Date.now()}`;
  const workDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'suvarna-instances-')));
  const instances: CmsProcess[] = [];
  let hook: HookListener;
  let bucket: TestBucket;

  beforeAll(async () => {
    hook = await startHookListener();
    bucket = await startBucket(BUCKET);
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.kill()));
    await hook?.close();
    await bucket?.close();
    await onPostgres(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Rows of a query on the instances' schema. */
  const rows = async <Row>(sql: string): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(`set search_path to "${schema}"`);
      return (await client.query(sql)).rows as Row[];
    } finally {
      await client.end();
    }
  };

  const pending = async (instance: CmsProcess, token: string) =>
    (await request<{ pending: boolean }>(instance.url, 'GET', '/api/admin/publish-status', { token })).body.data
      ?.pending;

  it('start together on an empty database: both answer, with one first admin, one demo catalogue and one set of rates', async () => {
    await onPostgres(`CREATE SCHEMA "${schema}"`);
    // The same secrets, as instances behind one load balancer have: a token from one works on the other.
    const shared = {
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: POSTGRES_URL,
      DATABASE_SCHEMA: schema,
      SEED_DEMO: 'true',
      SITE_BUILD_HOOK_URL: hook.url,
      REBUILD_DEBOUNCE_MS: String(QUIET_MS),
      ...bucket.settings,
      APP_KEYS: 'instances-key-one,instances-key-two',
      API_TOKEN_SALT: 'instances-api-token-salt',
      ADMIN_JWT_SECRET: 'instances-admin-jwt-secret',
      JWT_SECRET: 'instances-jwt-secret',
      TRANSFER_TOKEN_SALT: 'instances-transfer-token-salt',
      ENCRYPTION_KEY: 'instances-encryption-key',
    };
    const started = await Promise.allSettled(workDirs.map((workDir) => startCmsIn(workDir, shared)));
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'answering'))).toEqual([
      'answering',
      'answering',
    ]);

    const [first, second] = instances as [CmsProcess, CmsProcess];
    const token = await adminToken(first.url);
    expect((await request(second.url, 'GET', '/api/admin/product-count', { token })).status).toBe(200);

    const [admins] = await rows<{ count: string }>('select count(*) from up_users');
    expect(Number(admins?.count)).toBe(1);
    const twice = await rows<{ sku: string }>('select sku from products group by sku having count(*) > 1');
    expect(twice).toEqual([]);
    const [catalogue] = await rows<{ count: string }>('select count(*) from products');
    expect(Number(catalogue?.count)).toBeGreaterThan(50);
    const rateNames = await rows<{ name: string }>('select name from rates group by name having count(*) > 1');
    expect(rateNames).toEqual([]);

    // The demo catalogue one of them wrote is published once, though both resumed publishing.
    await expect.poll(() => pending(second, token), { timeout: 30_000 }).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 3 * QUIET_MS));
    expect(hook.posts).toBe(1);
  }, 300_000);

  it('serve, from either, a product saved with pictures through the other: pictures in the bucket, none on disk', async () => {
    const [first, second] = instances as [CmsProcess, CmsProcess];
    const token = await adminToken(first.url);
    const rate = await request<Array<{ name: string }>>(second.url, 'GET', '/api/admin/get-price', { token });
    const category = await request<Array<{ id: number }>>(second.url, 'POST', '/api/admin/get-category', { token });
    const picture = await png();
    const fields = productFields(
      `PAIR-${process.pid}`,
      rate.body.data?.[0]?.name ?? '',
      category.body.data?.[0]?.id ?? 0,
    );
    const form = productForm(fields, [[picture, 'image/png', 'front.png']]);
    const saved = await request<{ id: number }>(first.url, 'POST', '/api/admin/add-product', { token, form });
    expect(saved.status).toBe(200);

    const shown = await request<{ images: Array<{ url: string }> }>(second.url, 'POST', '/api/user/get-product', {
      body: { id: saved.body.data?.id },
    });
    const [image] = shown.body.data?.images ?? [];
    expect(image?.url.startsWith(`${bucket.endpoint}/${BUCKET}/`)).toBe(true);
    const served = await fetch(image?.url ?? '');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(picture))).toBe(true);
    for (const dir of workDirs) expect(readdirSync(path.join(dir, 'public', 'uploads'))).toEqual([]);
  });

  it('count failed logins over both: the account is refused on either once both together saw the limit', async () => {
    const [first, second] = instances as [CmsProcess, CmsProcess];
    const wrong = (instance: CmsProcess) =>
      request(instance.url, 'POST', '/api/admin/login', { body: { email: 'owner@shop.in', password: 'Wrong-pass-1' } });
    // LOGIN_MAX_FAILURES is 5: three wrong passwords on one, two on the other.
    for (const instance of [first, second, first, second, first]) expect((await wrong(instance)).status).toBe(400);
    expect((await wrong(second)).status).toBe(429);
    expect((await wrong(first)).status).toBe(429);
  });

  it('leave no object in the bucket for saves that fail after storing their pictures, on either', async () => {
    const [first, second] = instances as [CmsProcess, CmsProcess];
    const token = await adminToken(first.url);
    const rate = await request<Array<{ name: string }>>(first.url, 'GET', '/api/admin/get-price', { token });
    const category = await request<Array<{ id: number }>>(first.url, 'POST', '/api/admin/get-category', { token });
    const objects = async () =>
      (await fetch(`${bucket.endpoint}/${BUCKET}?list-type=2`).then((answer) => answer.text())).match(/<Key>/g)
        ?.length ?? 0;
    const before = await objects();
    const picture = await png();
    // One new SKU saved four times at once over both: one is saved, the others fail and take their pictures back.
    const answers = await Promise.all(
      [first, second, first, second].map((instance) =>
        request(instance.url, 'POST', '/api/admin/add-product', {
          token,
          form: productForm(
            productFields(`RACE-${process.pid}`, rate.body.data?.[0]?.name ?? '', category.body.data?.[0]?.id ?? 0),
            [[picture, 'image/png', 'front.png']],
          ),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await objects()).toBe(before + 1);
  });

  it('publish five edits spread over both with one call of the hook, after the quiet period of the last', async () => {
    const [first, second] = instances as [CmsProcess, CmsProcess];
    const token = await adminToken(first.url);
    const before = hook.posts;
    // The first edit on one instance, then one every third of the quiet period on the other: the
    // first instance's own quiet period ends while the edits still come, on the other.
    for (let edit = 0; edit < 5; edit += 1) {
      const saved = await request(edit === 0 ? first.url : second.url, 'POST', '/api/admin/add-category', {
        token,
        body: { name: `Shared ${process.pid} ${edit}` },
      });
      expect(saved.status).toBe(200);
      if (edit < 4) await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 3));
    }
    expect(await pending(first, token)).toBe(true);
    await expect.poll(() => pending(second, token), { timeout: 30_000 }).toBe(false);
    // Both instances' timers have long fired: still one call.
    await new Promise((resolve) => setTimeout(resolve, 3 * QUIET_MS));
    expect(hook.posts).toBe(before + 1);
  }, 60_000);

  it('keep every acknowledged write when one is killed with SIGKILL under a mixed load, the other answering on', async () => {
    const [first, second] = instances as [CmsProcess, CmsProcess];
    const token = await adminToken(first.url);
    // A small round-robin load balancer: a request that was on the killed instance fails (502).
    let turn = 0;
    const balancer: Server = createServer(async (incoming, outgoing) => {
      const backend = (turn++ % 2 === 0 ? first : second).url;
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      try {
        const { authorization, 'content-type': contentType } = incoming.headers;
        const answer = await fetch(`${backend}${incoming.url}`, {
          method: incoming.method ?? 'GET',
          headers: {
            ...(authorization ? { authorization } : {}),
            ...(contentType ? { 'content-type': contentType } : {}),
          },
          body: chunks.length > 0 ? Buffer.concat(chunks) : null,
        });
        outgoing.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
        outgoing.end(Buffer.from(await answer.arrayBuffer()));
      } catch {
        outgoing.writeHead(502).end();
      }
    });
    await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`;
    try {
      const acknowledged: string[] = [];
      let failed = 0;
      let running = true;
      const writer = async (worker: number) => {
        for (let write = 0; running; write += 1) {
          const name = `Load ${process.pid} ${worker}-${write}`;
          const saved = await request(base, 'POST', '/api/admin/add-category', { token, body: { name } }).catch(() => ({
            status: 0,
          }));
          if (saved.status === 200) acknowledged.push(name);
          else failed += 1;
          await request(base, 'GET', '/api/user/product-list?limit=12').catch(() => undefined);
        }
      };
      const workers = Array.from({ length: 6 }, (_, worker) => writer(worker));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const beforeKill = acknowledged.length;
      await first.kill();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      running = false;
      await Promise.all(workers);

      // The load ran on both sides of the kill, and the killed instance's share failed.
      expect(beforeKill).toBeGreaterThan(5);
      expect(acknowledged.length).toBeGreaterThan(beforeKill + 5);
      expect(failed).toBeGreaterThan(0);
      const categories = await request<Array<{ name: string }>>(second.url, 'POST', '/api/admin/get-category', {
        token,
      });
      const stored = new Set((categories.body.data ?? []).map((category) => category.name));
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
      // The survivor still answers, for reads and writes.
      expect((await request(second.url, 'GET', '/api/health')).status).toBe(200);
    } finally {
      await new Promise((resolve) => balancer.close(resolve));
    }
  }, 60_000);
});
