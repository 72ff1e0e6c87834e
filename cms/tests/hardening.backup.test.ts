// `pnpm --filter cms backup` taken while an admin keeps adding and changing products and rates: the
// copy is a sound database that holds every write acknowledged before the backup began, and a CMS
// started on it serves the catalogue.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CmsProcess } from '@suvarna/testkit';
import { afterAll, expect, it } from 'vitest';
import { CMS_DIR } from './support/cms';
import { adminToken, productFields, request, SqliteDatabase, startCmsIn } from './support/hardening';

const workDir = mkdtempSync(path.join(tmpdir(), 'suvarna-backup-'));
const restoreDir = path.join(workDir, 'restore');
const backupFile = path.join(workDir, 'backups', 'shop.db');
const running: CmsProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((cms) => cms.kill()));
  rmSync(workDir, { recursive: true, force: true });
});

const WRITERS = 4;
const SEED_PRODUCTS = 20;

interface Product {
  id: number;
  sku: string;
}
interface Rate {
  id: number;
  name: string;
  price: number;
}

/** Runs the backup command on the live database; resolves with its exit code and output. */
function backup(databaseFile: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(CMS_DIR, 'scripts', 'backup.mjs'), '--out', backupFile], {
      cwd: CMS_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        ENV_PATH: path.join(workDir, '.env'),
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: databaseFile,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

it('backs up a consistent database while products and rates are being written, and a CMS serves it', async () => {
  const databaseFile = path.join(workDir, 'data.db');
  const live = await startCmsIn(workDir);
  running.push(live);
  const token = await adminToken(live.url);
  const send = <T>(method: string, route: string, body: unknown) =>
    request<T>(live.url, method, route, { token, body });

  const rates: Rate[] = [];
  for (const [name, price] of [
    ['BK 22K', 7000],
    ['BK 18K', 5600],
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
  const products: Product[] = [];
  for (let n = 0; n < SEED_PRODUCTS; n++) {
    products.push((await send<Product>('POST', '/api/admin/add-product', fieldsFor(n))).body.data as Product);
  }

  // The writers: each adds a product, changes an older one and moves a rate, until told to stop.
  const failures: string[] = [];
  const addedAt = new Map<string, number>();
  let writing = true;
  let next = SEED_PRODUCTS;
  const writeTimes: Array<[start: number, end: number]> = [];
  const write = async (route: string, method: string, body: unknown) => {
    const start = performance.now();
    const answer = await send<Product>(method, route, body);
    writeTimes.push([start, performance.now()]);
    if (answer.status !== 200 || answer.body.success !== true) failures.push(`${method} ${route}: ${answer.status}`);
    return answer.body.data;
  };
  const writer = async () => {
    while (writing) {
      const n = next++;
      const added = await write('/api/admin/add-product', 'POST', fieldsFor(n));
      if (added) addedAt.set(added.sku, performance.now());
      const older = products[n % products.length] as Product;
      await write('/api/admin/update-product', 'PUT', { id: older.id, laber: 1000 + n, weight: 3 + n / 1000 });
      const rate = rates[n % 2] as Rate;
      await write('/api/admin/update-price', 'PUT', { id: rate.id, name: rate.name, price: rate.price + n });
    }
  };
  const countProducts = async () =>
    (await send<{ totalProductCount: number }>('GET', '/api/admin/product-count', undefined)).body.data
      ?.totalProductCount ?? -1;

  const writers = Array.from({ length: WRITERS }, writer);
  // Let the writers get going, so the backup starts in the middle of their work.
  while (addedAt.size < WRITERS) await new Promise((resolve) => setTimeout(resolve, 50));
  const countBefore = await countProducts();
  const backupStarted = performance.now();
  const run = await backup(databaseFile);
  const backupEnded = performance.now();
  const countAfter = await countProducts();
  writing = false;
  await Promise.all(writers);

  const duringBackup = writeTimes.filter(([start, end]) => start < backupEnded && end > backupStarted).length;
  console.info(
    `[backup] ${writeTimes.length} writes, ${duringBackup} of them during the ${(backupEnded - backupStarted).toFixed(0)} ms ` +
      `backup; products ${countBefore} before it, ${countAfter} after`,
  );
  expect(run.output).toContain(`backed up ${databaseFile} to ${backupFile}`);
  expect(run.code).toBe(0);
  expect(failures).toEqual([]);
  expect(duringBackup).toBeGreaterThan(0);

  // The copy, read as a file: sound, every product's rate and category there, a plausible count.
  const copy = new SqliteDatabase(backupFile, { readonly: true, fileMustExist: true });
  let backedUp: number;
  try {
    expect(copy.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(copy.pragma('foreign_key_check')).toEqual([]);
    const dangling = copy
      .prepare(
        `select p.sku from products p
         left join products_purity_lnk pl on pl.product_id = p.id left join rates r on r.id = pl.rate_id
         left join products_category_lnk cl on cl.product_id = p.id left join categories c on c.id = cl.category_id
         where r.id is null or c.id is null`,
      )
      .all();
    expect(dangling).toEqual([]);
    backedUp = (copy.prepare('select count(*) as count from products').get() as { count: number }).count;
    const skus = new Set(
      (copy.prepare('select sku from products').all() as Array<{ sku: string }>).map((row) => row.sku),
    );
    const acknowledgedBefore = [...addedAt].filter(([, at]) => at < backupStarted).map(([sku]) => sku);
    expect(acknowledgedBefore.filter((sku) => !skus.has(sku))).toEqual([]);
  } finally {
    copy.close();
  }
  expect(backedUp).toBeGreaterThanOrEqual(countBefore);
  expect(backedUp).toBeLessThanOrEqual(countAfter);
  await live.stop();

  // Restored: a CMS started on the copy lists every product in it, each priced from its rate.
  const restored = await startCmsIn(restoreDir, { DATABASE_FILENAME: backupFile });
  running.push(restored);
  const list = await request<{ products: Array<{ totalPrice: number }>; total: number }>(
    restored.url,
    'GET',
    '/api/user/product-list?limit=48',
  );
  expect(list.status).toBe(200);
  expect(list.body.data?.total).toBe(backedUp);
  for (const product of list.body.data?.products ?? []) expect(product.totalPrice).toBeGreaterThan(0);
  const restoredToken = await adminToken(restored.url);
  const count = await request<{ totalProductCount: number }>(restored.url, 'GET', '/api/admin/product-count', {
    token: restoredToken,
  });
  expect(count.body.data?.totalProductCount).toBe(backedUp);
}, 240_000);
