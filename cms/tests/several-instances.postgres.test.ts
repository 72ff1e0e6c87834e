// Two CMS instances on one PostgreSQL database and one bucket (a real S3-compatible server, s3rver),
// behind a round-robin load balancer. Started at the same moment on an empty database (the way a
// deployment rolls out), one makes the tables, the permissions, the first admin and the demo
// catalogue while the other waits, so both answer and nothing is made twice. Through the balancer,
// so that one request goes to one instance and the next to the other: a product saved with pictures
// through one is served, pictures and all, by the other, from the bucket; failed logins count over
// both; edits spread over both are published with one call of the hook; the site builds from the
// pair; and when one is killed under load, the other keeps answering and no acknowledged write is lost.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite, type CmsProcess } from '@suvarna/testkit';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Balancer, startBalancer } from './support/balancer';
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
  const siteWork = mkdtempSync(path.join(tmpdir(), 'suvarna-instances-site-'));
  const instances: CmsProcess[] = [];
  let hook: HookListener;
  let bucket: TestBucket;
  let balancer: Balancer;
  /** The product saved with a picture through one instance. */
  let pairProduct = 0;
  /** Which instances the requests made since `mark` went to. */
  const servedSince = (mark: number) => balancer.servedBy.slice(mark);

  beforeAll(async () => {
    hook = await startHookListener();
    bucket = await startBucket(BUCKET);
  });

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(instances.map((instance) => instance.kill()));
    await hook?.close();
    await bucket?.close();
    await onPostgres(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    for (const dir of [...workDirs, siteWork]) rmSync(dir, { recursive: true, force: true });
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

  const pending = async (token: string) =>
    (await request<{ pending: boolean }>(balancer.url, 'GET', '/api/admin/publish-status', { token })).body.data
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
      // Both on one schedule, every 2 seconds: each time, one of them takes the backup, and keeps it
      // in the bucket they share (so either can hand it out).
      BACKUP_SCHEDULE: '*/2 * * * * *',
      BACKUP_TARGET: 's3',
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

    balancer = await startBalancer(instances.map((instance) => instance.url));
    // A token one instance signed works on the other.
    const mark = balancer.servedBy.length;
    const token = await adminToken(balancer.url);
    expect((await request(balancer.url, 'GET', '/api/admin/product-count', { token })).status).toBe(200);
    expect(servedSince(mark)).toEqual([0, 1]);

    const [admins] = await rows<{ count: string }>('select count(*) from up_users');
    expect(Number(admins?.count)).toBe(1);
    const twice = await rows<{ sku: string }>('select sku from products group by sku having count(*) > 1');
    expect(twice).toEqual([]);
    const [catalogue] = await rows<{ count: string }>('select count(*) from products');
    expect(Number(catalogue?.count)).toBeGreaterThan(50);
    const rateNames = await rows<{ name: string }>('select name from rates group by name having count(*) > 1');
    expect(rateNames).toEqual([]);

    // The demo catalogue one of them wrote is published once, though both resumed publishing. The
    // limit ends a hang: under a full run's load the publish once took over 30 s to clear.
    await expect.poll(() => pending(token), { timeout: 90_000 }).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 3 * QUIET_MS));
    expect(hook.posts).toBe(1);
  }, 300_000);

  it('serve, from either, a product saved with pictures through the other: pictures in the bucket, none on disk', async () => {
    const token = await adminToken(balancer.url);
    const rate = await request<Array<{ name: string }>>(balancer.url, 'GET', '/api/admin/get-price', { token });
    const category = await request<Array<{ id: number }>>(balancer.url, 'POST', '/api/admin/get-category', { token });
    const picture = await png();
    const fields = productFields(
      `PAIR-${process.pid}`,
      rate.body.data?.[0]?.name ?? '',
      category.body.data?.[0]?.id ?? 0,
    );
    const form = productForm(fields, [[picture, 'image/png', 'front.png']]);
    const mark = balancer.servedBy.length;
    const saved = await request<{ id: number }>(balancer.url, 'POST', '/api/admin/add-product', { token, form });
    expect(saved.status).toBe(200);
    pairProduct = saved.body.data?.id ?? 0;

    const shown = await request<{ images: Array<{ url: string }> }>(balancer.url, 'POST', '/api/user/get-product', {
      body: { id: pairProduct },
    });
    const [savedBy, shownBy] = servedSince(mark);
    expect(shownBy).not.toBe(savedBy);
    const [image] = shown.body.data?.images ?? [];
    expect(image?.url.startsWith(`${bucket.endpoint}/${BUCKET}/`)).toBe(true);
    const served = await fetch(image?.url ?? '');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(picture))).toBe(true);
    // Neither even made an uploads folder.
    for (const dir of workDirs) expect(existsSync(path.join(dir, 'public', 'uploads'))).toBe(false);
  });

  it('count failed logins over both: the account is refused on either once both together saw the limit', async () => {
    const wrong = () =>
      request(balancer.url, 'POST', '/api/admin/login', {
        body: { email: 'owner@shop.in', password: 'Wrong-pass-1' },
      });
    const mark = balancer.servedBy.length;
    // LOGIN_MAX_FAILURES is 5: three wrong passwords on one, two on the other.
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await wrong()).status).toBe(400);
    expect((await wrong()).status).toBe(429);
    expect((await wrong()).status).toBe(429);
    expect(new Set(servedSince(mark))).toEqual(new Set([0, 1]));
  });

  it('take each scheduled backup on one of the two only, and record the attempt once', async () => {
    interface Run {
      slot: string | null;
      trigger: string;
      result: string;
      archive: string | null;
      key: string | null;
      instance: string;
      startedAt: string;
    }
    const token = await adminToken(balancer.url);
    const runs = async () =>
      ((await request<{ runs: Run[] }>(balancer.url, 'GET', '/api/admin/backups', { token })).body.data?.runs ??
        []) as Run[];
    const since = new Date().toISOString();
    // A backup takes a moment (pg_dump, the photos' checksums, the upload): the times of the
    // schedule that come while one is under way are skipped, on both.
    await expect
      .poll(async () => (await runs()).filter((run) => run.trigger === 'schedule' && run.startedAt >= since).length, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(2);
    const recorded = (await runs()).filter((run) => run.trigger === 'schedule');
    // Each time of the schedule once, though both instances' schedulers fired for it.
    expect(new Set(recorded.map((run) => run.slot)).size).toBe(recorded.length);
    // Each a verified archive of the database and the bucket's photos (their checksums), kept in the bucket.
    for (const run of recorded) {
      expect(run).toMatchObject({ result: 'verified', key: `backups/${run.archive}` });
    }
    // Whichever instance took it, either hands it out: the newest kept archive, from the bucket. A
    // backup every 2 s removes the one before (one a day is kept): a link may name one just removed,
    // so it is asked for again until one downloads whole.
    const downloaded = async () => {
      const link = await request<{ url: string; size: number }>(
        balancer.url,
        'POST',
        '/api/admin/backups/download-link',
        { token },
      );
      const download = await fetch(`${balancer.url}${link.body.data?.url}`);
      if (download.status !== 200) return `${link.status}, then ${download.status}`;
      return (await download.arrayBuffer()).byteLength === link.body.data?.size ? 'whole' : 'cut short';
    };
    await expect.poll(downloaded, { timeout: 10_000 }).toBe('whole');
  });

  it('leave no object in the bucket for saves that fail after storing their pictures, on either', async () => {
    const token = await adminToken(balancer.url);
    const rate = await request<Array<{ name: string }>>(balancer.url, 'GET', '/api/admin/get-price', { token });
    const category = await request<Array<{ id: number }>>(balancer.url, 'POST', '/api/admin/get-category', { token });
    // The photos: the backups kept under backups/ come and go on their schedule meanwhile.
    const objects = async () =>
      (await fetch(`${bucket.endpoint}/${BUCKET}?list-type=2`).then((answer) => answer.text())).match(
        /<Key>(?!backups\/)/g,
      )?.length ?? 0;
    const before = await objects();
    const picture = await png();
    // One new SKU saved four times at once over both: one is saved, the others fail and take their pictures back.
    const mark = balancer.servedBy.length;
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() =>
        request(balancer.url, 'POST', '/api/admin/add-product', {
          token,
          form: productForm(
            productFields(`RACE-${process.pid}`, rate.body.data?.[0]?.name ?? '', category.body.data?.[0]?.id ?? 0),
            [[picture, 'image/png', 'front.png']],
          ),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(servedSince(mark).sort()).toEqual([0, 0, 1, 1]);
    expect(await objects()).toBe(before + 1);
  });

  it('publish five edits spread over both with one call of the hook, after the quiet period of the last', async () => {
    const token = await adminToken(balancer.url);
    const before = hook.posts;
    const mark = balancer.servedBy.length;
    // One edit every third of the quiet period, turn about on each instance: each instance's own
    // quiet period would end between its edits, while the edits still come on the other.
    for (let edit = 0; edit < 5; edit += 1) {
      const saved = await request(balancer.url, 'POST', '/api/admin/add-category', {
        token,
        body: { name: `Shared ${process.pid} ${edit}` },
      });
      expect(saved.status).toBe(200);
      if (edit < 4) await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 3));
    }
    const [start = 0] = servedSince(mark);
    expect(servedSince(mark)).toEqual([start, 1 - start, start, 1 - start, start]);
    expect(await pending(token)).toBe(true);
    // The status is the same whichever instance answers.
    await expect.poll(() => pending(token), { timeout: 30_000 }).toBe(false);
    expect(await pending(token)).toBe(false);
    // Both instances' timers have long fired: still one call.
    await new Promise((resolve) => setTimeout(resolve, 3 * QUIET_MS));
    expect(hook.posts).toBe(before + 1);
  }, 60_000);

  it('build the site from the pair: every page, with the pictures from the bucket and the bucket allowed in the back office', async () => {
    const mark = balancer.servedBy.length;
    const outDir = path.join(siteWork, 'dist');
    const build = await buildSite({
      cmsUrl: balancer.url,
      outDir,
      cacheDir: path.join(siteWork, 'cache'),
      env: bucket.settings,
    });
    expect(build.status, build.output).toBe(0);
    // The build's reads were spread over both.
    expect(new Set(servedSince(mark))).toEqual(new Set([0, 1]));
    const page = readFileSync(path.join(outDir, 'product-preview', String(pairProduct), 'index.html'), 'utf8');
    expect(page).toContain(`PAIR-${process.pid}`);
    const pictures = [...page.matchAll(/\/_pictures\/([\w-]+\.webp)/g)].map((match) => match[1] as string);
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((file) => !existsSync(path.join(outDir, '_pictures', file)))).toEqual([]);
    // The banners, uploaded to the bucket by the demo, were fetched from it and optimised into the
    // build (Astro's remote patterns allow the bucket): no picture on the page comes from the bucket.
    const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(home).toMatch(/\/_astro\/banner[\w-]*\.webp/);
    const sources = home.match(/(?:src|srcset)="[^"]*"/g) ?? [];
    expect(sources.filter((source) => source.includes(bucket.endpoint))).toEqual([]);
    const backOffice = readFileSync(path.join(outDir, 'admin', 'index.html'), 'utf8');
    expect(/img-src[^;"]*/.exec(backOffice)?.[0]).toContain(bucket.endpoint);
  }, 240_000);

  it('keep every acknowledged write when one is killed with SIGKILL under a mixed load, the other answering on', async () => {
    const [first, second] = instances as [CmsProcess, CmsProcess];
    const token = await adminToken(balancer.url);
    const acknowledged: string[] = [];
    let failed = 0;
    let running = true;
    const writer = async (worker: number) => {
      for (let write = 0; running; write += 1) {
        const name = `Load ${process.pid} ${worker}-${write}`;
        const saved = await request(balancer.url, 'POST', '/api/admin/add-category', { token, body: { name } }).catch(
          () => ({
            status: 0,
          }),
        );
        if (saved.status === 200) acknowledged.push(name);
        else failed += 1;
        await request(balancer.url, 'GET', '/api/user/product-list?limit=12').catch(() => undefined);
      }
    };
    const workers = Array.from({ length: 6 }, (_, worker) => writer(worker));
    // The load runs on both sides of the kill, counted in writes rather than seconds: on a loaded
    // two-core machine 1.5 s once held fewer than the five writes asked for.
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(5);
    const beforeKill = acknowledged.length;
    await first.kill();
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(beforeKill + 5);
    running = false;
    await Promise.all(workers);

    // The killed instance's share failed.
    expect(failed).toBeGreaterThan(0);
    const categories = await request<Array<{ name: string }>>(second.url, 'POST', '/api/admin/get-category', {
      token,
    });
    const stored = new Set((categories.body.data ?? []).map((category) => category.name));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    // The survivor still answers, for reads and writes.
    expect((await request(second.url, 'GET', '/api/health')).status).toBe(200);
  }, 60_000);
});
