// `pnpm --filter cms backup` taken under the mixed load's 100 connections, four admins adding and
// changing products (some with photos) and rates while 96 shoppers read: the archive holds a sound database with every write acknowledged before the
// backup began and the photos its rows name; `restore` puts it into a fresh folder, where a CMS
// answers as the original did and republishes the site. Tampered, truncated and `..` archives are
// refused and change nothing; a restore over a database keeps the old one aside. The CMS takes
// backups itself on its schedule and on Back up now, and keeps only what the retention rule keeps.
// A restore of a backup older than an erasure erases again, and loses no request received since.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CmsProcess } from '@suvarna/testkit';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, expect, it } from 'vitest';
import { CMS_DIR } from './support/cms';
import {
  adminToken,
  cmsScript,
  type Image,
  productFields,
  productForm,
  request,
  SqliteDatabase,
  startCmsIn,
} from './support/hardening';
import { startHookListener } from './support/hook-listener';
import { jpeg, png } from './support/images';

const workDir = mkdtempSync(path.join(tmpdir(), 'suvarna-backup-'));
const liveDir = path.join(workDir, 'live');
const restoreDir = path.join(workDir, 'restore');
const archive = path.join(workDir, 'backups', 'shop.zip');
const running: CmsProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((cms) => cms.kill()));
  rmSync(workDir, { recursive: true, force: true });
});

const WRITERS = 4;
/** With the writers, the mixed load's 100 connections: shoppers reading the list and the pieces. */
const READERS = 96;
const BUSY_PRODUCTS = 12;
const STILL_PRODUCTS = 3;

interface Product {
  id: number;
  sku: string;
  images?: Array<{ url: string }>;
}
interface Rate {
  id: number;
  name: string;
  price: number;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

it('backs up the database and photos while products and rates are written; a restore into a fresh folder answers as the original did', async () => {
  const live = await startCmsIn(liveDir);
  running.push(live);
  const token = await adminToken(live.url);
  const send = <T>(method: string, route: string, body: unknown) =>
    request<T>(live.url, method, route, { token, body });
  const addProduct = (fields: Record<string, string>, images: Image[]) =>
    request<Product>(live.url, 'POST', '/api/admin/add-product', { token, form: productForm(fields, images) });

  // Two rates the writers move; a third, and the products priced from it, nobody touches.
  const rates: Rate[] = [];
  for (const [name, price] of [
    ['BK 22K', 7000],
    ['BK 18K', 5600],
    ['BK 14K', 4400],
  ] as const) {
    rates.push((await send<Rate>('POST', '/api/admin/add-price', { name, price })).body.data as Rate);
  }
  const categoryIds: number[] = [];
  for (const name of ['BK Ring', 'BK Chain']) {
    categoryIds.push((await send<{ id: number }>('POST', '/api/admin/add-category', { name })).body.data?.id ?? 0);
  }
  const fieldsFor = (n: number) =>
    productFields(`BK-${n}`, (rates[n % 2] as Rate).name, categoryIds[n % 2] as number, {
      weight: String(2 + n / 100),
    });
  const photo = async (n: number): Promise<Image[]> => [
    [await png(`#${(0x30 + n).toString(16).padStart(2, '0')}a0c0`), 'image/png', `front-${n}.png`],
    [await jpeg(`#c0${(0x30 + n).toString(16).padStart(2, '0')}40`), 'image/jpeg', `side-${n}.jpg`],
  ];
  const still: Product[] = [];
  for (let n = 0; n < STILL_PRODUCTS; n++) {
    const fields = productFields(`BK-STILL-${n}`, 'BK 14K', categoryIds[0] as number);
    still.push((await addProduct(fields, await photo(n))).body.data as Product);
  }
  const products: Product[] = [];
  for (let n = 0; n < BUSY_PRODUCTS; n++) {
    products.push((await send<Product>('POST', '/api/admin/add-product', fieldsFor(n))).body.data as Product);
  }
  // What the public and the admin read of the untouched products, which the backup must give back.
  const readStill = (base: string, adminTokenValue: string) =>
    Promise.all(
      still.map(async (product) => ({
        public: (await request(base, 'POST', '/api/user/get-product', { body: { id: product.id } })).body,
        admin: (
          await request<Product[]>(base, 'POST', '/api/admin/get-product', { token: adminTokenValue })
        ).body.data?.find((row) => row.sku === product.sku),
      })),
    );
  const stillBefore = await readStill(live.url, token);
  const stillRate = (await send<Rate[]>('GET', '/api/admin/get-price', undefined)).body.data?.find(
    (rate) => rate.name === 'BK 14K',
  );

  // The writers: each adds a product (every third with photos), changes an older one and moves a rate.
  const failures: string[] = [];
  const addedAt = new Map<string, number>();
  let writing = true;
  let next = BUSY_PRODUCTS;
  const writeTimes: Array<[start: number, end: number]> = [];
  const timed = async (answer: Promise<{ status: number; body: { success?: boolean; data?: Product } }>) => {
    const start = performance.now();
    const { status, body } = await answer;
    writeTimes.push([start, performance.now()]);
    if (status !== 200 || body.success !== true) failures.push(`${status} ${JSON.stringify(body).slice(0, 200)}`);
    return body.data;
  };
  const writer = async () => {
    while (writing) {
      const n = next++;
      const added = await timed(
        n % 3 === 0
          ? addProduct(fieldsFor(n), await photo(n % 16))
          : send<Product>('POST', '/api/admin/add-product', fieldsFor(n)),
      );
      if (added) addedAt.set(added.sku, performance.now());
      const older = products[n % products.length] as Product;
      await timed(
        send<Product>('PUT', '/api/admin/update-product', { id: older.id, laber: 1000 + n, weight: 3 + n / 1000 }),
      );
      const rate = rates[n % 2] as Rate;
      await timed(
        send<Product>('PUT', '/api/admin/update-price', { id: rate.id, name: rate.name, price: rate.price + n }),
      );
    }
  };
  const countProducts = async () =>
    (await send<{ totalProductCount: number }>('GET', '/api/admin/product-count', undefined)).body.data
      ?.totalProductCount ?? -1;

  // Shoppers meanwhile: the list and the untouched pieces, each read answered in full.
  let reads = 0;
  const reader = async (n: number) => {
    while (writing) {
      const answer =
        n % 2 === 0
          ? await request(live.url, 'GET', `/api/user/product-list?limit=12&page=${1 + (n % 3)}`)
          : await request(live.url, 'POST', '/api/user/get-product', {
              body: { id: (still[n % still.length] as Product).id },
            });
      if (answer.status !== 200 || answer.body.success !== true) failures.push(`read ${answer.status}`);
      reads += 1;
    }
  };
  const writers = [...Array.from({ length: WRITERS }, writer), ...Array.from({ length: READERS }, (_, n) => reader(n))];
  // Let the writers get going, so the backup starts in the middle of their work.
  while (addedAt.size < WRITERS * 2) await new Promise((resolve) => setTimeout(resolve, 50));
  const countBefore = await countProducts();
  const backupStarted = performance.now();
  const run = await cmsScript('backup', ['--out', archive], liveDir);
  const backupEnded = performance.now();
  const countAfter = await countProducts();
  // A restore refuses while a CMS has the target database open.
  const busy = await cmsScript('restore', ['--from', archive, '--dry-run'], liveDir);
  writing = false;
  await Promise.all(writers);

  const duringBackup = writeTimes.filter(([start, end]) => start < backupEnded && end > backupStarted).length;
  console.info(
    `[backup] ${reads} reads and ${writeTimes.length} writes on ${READERS + WRITERS} connections, ${duringBackup} writes during the ${(backupEnded - backupStarted).toFixed(0)} ms ` +
      `backup; products ${countBefore} before it, ${countAfter} after`,
  );
  expect(run.output).toContain(`backed up ${path.join(liveDir, 'data.db')} to ${archive}`);
  expect(run.output).toContain('verified');
  expect(run.code).toBe(0);
  expect(failures).toEqual([]);
  expect(duringBackup).toBeGreaterThan(0);
  expect(busy.code).toBe(1);
  expect(busy.output).toContain('stop it first');

  // The archive's members: the database, a photo for every file row, the manifest agreeing.
  const members = unzipSync(readFileSync(archive));
  const manifest = JSON.parse(Buffer.from(members['manifest.json'] as Uint8Array).toString()) as {
    counts: Record<string, number>;
    members: Array<{ name: string; size: number; sha256: string }>;
  };
  for (const member of manifest.members) {
    expect(sha256(members[member.name] as Uint8Array), member.name).toBe(member.sha256);
  }
  const backedUp = manifest.counts.products as number;
  expect(backedUp).toBeGreaterThanOrEqual(countBefore);
  expect(backedUp).toBeLessThanOrEqual(countAfter);
  await live.stop();

  // Restored into a fresh folder: the dry run says what it holds and changes nothing; then for real.
  const dry = await cmsScript('restore', ['--from', archive, '--dry-run'], restoreDir);
  expect(dry.code).toBe(0);
  expect(dry.output).toContain(`${backedUp} products`);
  expect(dry.output).toContain('dry run: nothing changed');
  expect(existsSync(path.join(restoreDir, 'data.db'))).toBe(false);
  const restore = await cmsScript('restore', ['--from', archive], restoreDir);
  expect(restore.output).toContain('restored:');
  expect(restore.code).toBe(0);

  // The restored copy, read as a file: sound, every product's rate and category there, every
  // product acknowledged before the backup began, every photo a row names with the original's bytes.
  const copy = new SqliteDatabase(path.join(restoreDir, 'data.db'), { readonly: true, fileMustExist: true });
  let photoUrls: string[];
  try {
    expect(copy.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    const dangling = copy
      .prepare(
        `select p.sku from products p
         left join products_purity_lnk pl on pl.product_id = p.id left join rates r on r.id = pl.rate_id
         left join products_category_lnk cl on cl.product_id = p.id left join categories c on c.id = cl.category_id
         where r.id is null or c.id is null`,
      )
      .all();
    expect(dangling).toEqual([]);
    const skus = new Set(
      (copy.prepare('select sku from products').all() as Array<{ sku: string }>).map((row) => row.sku),
    );
    expect(skus.size).toBe(backedUp);
    const acknowledgedBefore = [...addedAt].filter(([, at]) => at < backupStarted).map(([sku]) => sku);
    expect(acknowledgedBefore.filter((sku) => !skus.has(sku))).toEqual([]);
    photoUrls = (copy.prepare('select url from files').all() as Array<{ url: string }>).map((row) => row.url);
  } finally {
    copy.close();
  }
  expect(photoUrls.length).toBeGreaterThan(STILL_PRODUCTS * 2);
  for (const url of photoUrls) {
    const restored = readFileSync(path.join(restoreDir, 'public', url));
    expect(sha256(restored), url).toBe(sha256(readFileSync(path.join(liveDir, 'public', url))));
  }

  // A CMS started on it answers as the original did, and republishes the site from the restore.
  const hook = await startHookListener();
  hook.hold();
  const restored = await startCmsIn(restoreDir, { SITE_BUILD_HOOK_URL: hook.url, REBUILD_DEBOUNCE_MS: '100' });
  running.push(restored);
  try {
    const restoredToken = await adminToken(restored.url);
    expect(await readStill(restored.url, restoredToken)).toEqual(stillBefore);
    const rate = await request<Rate[]>(restored.url, 'GET', '/api/admin/get-price', { token: restoredToken });
    expect(rate.body.data?.find((row) => row.name === 'BK 14K')).toEqual(stillRate);
    const list = await request<{ products: Array<{ totalPrice: number }>; total: number }>(
      restored.url,
      'GET',
      '/api/user/product-list?limit=48',
    );
    expect(list.body.data?.total).toBe(backedUp);
    for (const product of list.body.data?.products ?? []) expect(product.totalPrice).toBeGreaterThan(0);
    const count = await request<{ totalProductCount: number }>(restored.url, 'GET', '/api/admin/product-count', {
      token: restoredToken,
    });
    expect(count.body.data?.totalProductCount).toBe(backedUp);
    await hook.posted(1);
    const status = await request<{ waiting: Array<{ what: string }> }>(
      restored.url,
      'GET',
      '/api/admin/publish-status',
      {
        token: restoredToken,
      },
    );
    expect(status.body.data?.waiting.map((change) => change.what)).toContainEqual(
      expect.stringMatching(/^Restored the backup of /),
    );
  } finally {
    await hook.close();
  }
  await restored.stop();

  // Damaged archives are refused by the restore's verification, and the restored shop is left as it was.
  const databaseBytes = sha256(readFileSync(path.join(restoreDir, 'data.db')));
  const photosBefore = readdirSync(path.join(restoreDir, 'public', 'uploads')).sort();
  const whole = readFileSync(archive);
  const rezip = (change: (files: Record<string, Uint8Array>) => void) => {
    const files = unzipSync(whole);
    change(files);
    return zipSync(files, { level: 0 });
  };
  const aPhoto = manifest.members.find((member) => member.name.startsWith('uploads/'))?.name as string;
  const damaged: Array<[string, Uint8Array, RegExp]> = [
    ['truncated', whole.subarray(0, Math.floor(whole.length / 2)), /not a readable archive/],
    [
      'a changed photo',
      rezip((files) => {
        const bytes = Uint8Array.from(files[aPhoto] as Uint8Array);
        bytes[bytes.length - 3] = (bytes[bytes.length - 3] as number) ^ 0xff;
        files[aPhoto] = bytes;
      }),
      /does not match its checksum/,
    ],
    [
      'a `..` member',
      rezip((files) => {
        files['../escaped.txt'] = strToU8('outside');
      }),
      /invalid relative path|unexpected member/,
    ],
    [
      'a member the manifest does not list',
      rezip((files) => {
        files['uploads/extra.png'] = strToU8('extra');
      }),
      /not in the manifest/,
    ],
  ];
  for (const [what, bytes, message] of damaged) {
    const file = path.join(workDir, 'backups', `damaged-${what.replace(/\W+/g, '-')}.zip`);
    writeFileSync(file, bytes);
    const refused = await cmsScript('restore', ['--from', file], restoreDir);
    expect(refused.code, what).toBe(1);
    expect(refused.output, what).toMatch(message);
  }
  expect(existsSync(path.join(workDir, 'escaped.txt'))).toBe(false);
  expect(sha256(readFileSync(path.join(restoreDir, 'data.db')))).toBe(databaseBytes);
  expect(readdirSync(path.join(restoreDir, 'public', 'uploads')).sort()).toEqual(photosBefore);

  // A restore over a database keeps it aside, so it can be undone.
  const again = await cmsScript('restore', ['--from', archive], restoreDir);
  expect(again.code).toBe(0);
  const aside = readdirSync(restoreDir).find((name) => name.startsWith('before-restore-')) as string;
  expect(sha256(readFileSync(path.join(restoreDir, aside, 'data.db')))).toBe(databaseBytes);
  const uploadsAside = readdirSync(path.join(restoreDir, 'public')).find((name) =>
    name.startsWith('uploads-before-restore-'),
  ) as string;
  expect(readdirSync(path.join(restoreDir, 'public', uploadsAside)).sort()).toEqual(photosBefore);
}, 300_000);

interface BackupRun {
  slot: string | null;
  trigger: 'schedule' | 'now';
  result: string;
  archive: string | null;
  size: number | null;
  removed: string[];
}
interface BackupStatus {
  schedule: { rule: string; timeZone: string; next: string; copiesForDays: number | null } | null;
  runs: BackupRun[];
  newestVerified: { archive: string; ageHours: number } | null;
}

it('takes a verified backup at each time of its schedule, once, and on Back up now; keeps only what the retention rule keeps', async () => {
  const dir = path.join(workDir, 'scheduled');
  const backups = path.join(dir, 'backups');
  // Every 3 seconds (a cron expression with seconds), keeping one day's newest: each new archive,
  // once verified, removes the one before.
  const cms = await startCmsIn(dir, {
    BACKUP_SCHEDULE: '*/3 * * * * *',
    BACKUP_DIR: backups,
    BACKUP_KEEP_DAILY: '1',
    BACKUP_KEEP_WEEKLY: '0',
  });
  running.push(cms);
  const token = await adminToken(cms.url);
  const status = async () =>
    (await request<BackupStatus>(cms.url, 'GET', '/api/admin/backups', { token })).body.data as BackupStatus;
  const scheduled = (runs: BackupRun[]) => runs.filter((run) => run.trigger === 'schedule');

  let seen = await status();
  // With only each day's newest kept, a copy lasts a day at most: the Backups page and the privacy
  // notice say so.
  expect(seen.schedule).toMatchObject({ rule: '*/3 * * * * *', timeZone: 'Asia/Kolkata', copiesForDays: 1 });
  const shop = await request<{ backupRetentionDays: number | null }>(cms.url, 'GET', '/api/user/shop');
  expect(shop.body.data?.backupRetentionDays).toBe(1);
  const deadline = Date.now() + 20_000;
  while (scheduled(seen.runs).length < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    seen = await status();
  }
  const runs = scheduled(seen.runs);
  expect(runs.length).toBeGreaterThanOrEqual(2);
  // One run for each time the schedule came, on its time, each verified.
  expect(new Set(runs.map((run) => run.slot)).size).toBe(runs.length);
  for (const run of runs) {
    expect(new Date(run.slot as string).getUTCSeconds() % 3, run.slot as string).toBe(0);
    expect(run).toMatchObject({ result: 'verified', archive: expect.stringMatching(/^suvarna-.*\.zip$/) });
  }
  const [newest, before] = runs as [BackupRun, BackupRun];
  expect(newest.removed).toContain(before.archive);

  // Back up now, between two times of the schedule.
  const now = await request<BackupRun>(cms.url, 'POST', '/api/admin/backups', { token });
  expect(now.status).toBe(200);
  expect(now.body.data).toMatchObject({ trigger: 'now', slot: null, result: 'verified' });
  const nowArchive = now.body.data?.archive as string;
  const after = await status();
  expect(after.runs.find((run) => run.trigger === 'now')).toEqual(now.body.data);
  // The newest verified: this one, or a scheduled one taken since (names sort by time).
  expect((after.newestVerified?.archive ?? '') >= nowArchive).toBe(true);
  expect(after.newestVerified?.ageHours).toBe(0);
  await cms.stop();

  // What is left: the newest archive only, sound; no half-written one.
  const left = readdirSync(backups);
  expect(left).toHaveLength(1);
  expect((left[0] as string) >= nowArchive).toBe(true);
  const { verifyArchive } = createRequire(import.meta.url)(
    path.join(CMS_DIR, 'dist', 'src', 'lib', 'backup', 'archive.js'),
  );
  const manifest = await verifyArchive(path.join(backups, left[0] as string));
  expect(manifest.counts).toHaveProperty('products');
  expect(manifest.app.version).toBe(JSON.parse(readFileSync(path.join(CMS_DIR, 'package.json'), 'utf8')).version);
}, 120_000);

it('a restore of a backup taken before an erasure erases it again at the next start, and keeps the requests received since', async () => {
  const dir = path.join(workDir, 'erasures');
  const env = { ENQUIRY_MAX_PER_HOUR: '50' };
  const live = await startCmsIn(dir, env);
  running.push(live);
  const enquire = async (contact: Record<string, string>) => {
    const answer = await request<{ id: number }>(live.url, 'POST', '/api/user/enquiry', {
      body: { website: '', consent: 'yes', name: 'Asha Restore', message: 'Is the bangle in stock?', ...contact },
    });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.data?.id as number;
  };
  const askErasure = async (contact: Record<string, string>) =>
    (
      await request<{ id: number }>(live.url, 'POST', '/api/user/erasure-request', {
        body: { website: '', ...contact },
      })
    ).body.data?.id as number;
  await enquire({ phone: '98250 66666' });
  await enquire({ email: 'asha.restore@example.in' });
  const kept = await enquire({ phone: '98250 77777' });
  const asha = await askErasure({ phone: '98250 66666', email: 'asha.restore@example.in' });
  const archiveBefore = path.join(workDir, 'before-erasure.zip');
  expect((await cmsScript('backup', ['--out', archiveBefore], dir)).code).toBe(0);

  // Since the backup: Asha's messages erased, and another visitor's request received.
  const token = await adminToken(live.url);
  const erased = await request<{ erased: number }>(live.url, 'POST', `/api/admin/erasure-request/${asha}/erase`, {
    token,
  });
  expect(erased.body.data?.erased).toBe(2);
  const later = await askErasure({ email: 'later.visitor@example.in' });
  const listed = async (base: string, adminTokenValue: string) =>
    (
      await request<{ requests: Array<Record<string, unknown>> }>(base, 'GET', '/api/admin/erasure-requests', {
        token: adminTokenValue,
      })
    ).body.data?.requests;
  const before = await listed(live.url, token);
  await live.stop();

  const restore = await cmsScript('restore', ['--from', archiveBefore], dir);
  expect(restore.code, restore.output).toBe(0);
  expect(restore.output).toContain(
    'the next start of the CMS carries the 2 erasure requests of the database replaced (1 done) into the restored one',
  );
  // The backup alone brings Asha's messages back.
  const file = new SqliteDatabase(path.join(dir, 'data.db'), { readonly: true, fileMustExist: true });
  expect((file.prepare('select count(*) as n from enquiries').get() as { n: number }).n).toBe(3);
  file.close();

  const restored = await startCmsIn(dir, env);
  running.push(restored);
  const restoredToken = await adminToken(restored.url);
  const enquiries = await request<{ enquiries: Array<{ id: number }> }>(restored.url, 'GET', '/api/admin/enquiries', {
    token: restoredToken,
  });
  expect(enquiries.body.data?.enquiries.map((enquiry) => enquiry.id)).toEqual([kept]);
  // Both requests as the owner saw them before the restore: the later one open, with its own times
  // and due date; Asha's done.
  expect(before).toEqual([
    expect.objectContaining({ id: later, status: 'open', email: 'later.visitor@example.in' }),
    expect.objectContaining({ id: asha, status: 'done', phone: null, email: null, erased: 2 }),
  ]);
  expect(await listed(restored.url, restoredToken)).toEqual(before);
  // Carried once: the file is gone.
  expect(readdirSync(path.join(dir, 'backups'))).not.toContain('erasure-requests-to-carry.json');
  await restored.stop();
}, 120_000);
