// The CMS killed (SIGKILL) in the middle of adding products with three images each, at varying
// points of storing their files, then restarted on the same database and uploads folder: each
// product is there whole or not at all, and no file, upload row or link is left over.
import { existsSync, mkdtempSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CmsProcess, runAll } from '@suvarna/testkit';
import { afterAll, expect, it } from 'vitest';
import {
  adminToken,
  auditSqliteUploads,
  CLEAN_UPLOADS,
  type Image,
  productFields,
  productForm,
  request,
  startCmsIn,
  uploadFiles,
} from './support/hardening';
import { jpeg, png } from './support/images';

const workDir = mkdtempSync(path.join(tmpdir(), 'suvarna-crash-'));
const publicDir = path.join(workDir, 'public');
const uploadsDir = path.join(publicDir, 'uploads');
const databaseFile = path.join(workDir, 'data.db');
let cms: CmsProcess | undefined;
afterAll(async () => {
  await cms?.kill();
  rmSync(workDir, { recursive: true, force: true });
});

/** How many new files to wait for before each kill: amid the first images, or once some products are saved. */
const KILL_AFTER_FILES = [2, 14];
const PRODUCTS_PER_ROUND = 8;

interface Product {
  id: number;
  sku: string;
  images: Array<{ id: number; url: string }>;
}

/** Kills the CMS as soon as the uploads folder holds `count` files; `killed()` tells whether it has. */
function killAtFileCount(target: CmsProcess, count: number) {
  let fired = false;
  const done = new Promise<void>((resolve) => {
    const watcher = watch(uploadsDir, () => {
      if (fired || uploadFiles(publicDir).length < count) return;
      fired = true;
      watcher.close();
      resolve(target.kill());
    });
  });
  return { done, killed: () => fired };
}

it('keeps every product whole or absent, and no upload orphaned, across kills in the middle of adding it', async () => {
  cms = await startCmsIn(workDir);
  let token = await adminToken(cms.url);
  await request(cms.url, 'POST', '/api/admin/add-price', { token, body: { name: 'CR 22K', price: 7000 } });
  const category = await request<{ id: number }>(cms.url, 'POST', '/api/admin/add-category', {
    token,
    body: { name: 'CR Ring' },
  });
  const categoryId = category.body.data?.id ?? 0;
  const images: Image[] = [
    [await png('#c9a227'), 'image/png', 'front.png'],
    [await jpeg('#b0b0b0'), 'image/jpeg', 'side.jpg'],
    [await png('#6b1f2a'), 'image/png', 'back.png'],
  ];

  const acknowledged = new Map<string, Product>();
  const attempted: string[] = [];
  let cut = 0;
  const leftByKills = { files: 0, rows: 0 };
  const whole = new Set<string>();
  for (const [round, newFiles] of KILL_AFTER_FILES.entries()) {
    const kill = killAtFileCount(cms, uploadFiles(publicDir).length + newFiles);
    const skus = Array.from({ length: PRODUCTS_PER_ROUND }, (_, i) => `CRASH-${round}-${i}`);
    attempted.push(...skus);
    const running = cms;
    // Two at a time, so a late kill finds some products saved, one storing images, one not begun.
    const answers = await runAll(
      skus.map((sku) => () => {
        const beforeKill = !kill.killed();
        return request<Product>(running.url, 'POST', '/api/admin/add-product', {
          token,
          form: productForm(productFields(sku, 'CR 22K', categoryId), images),
        }).then(
          (value) => ({ status: 'fulfilled' as const, value }),
          // Sent before the kill and never answered: cut in the middle. Sent after: refused.
          () => ({ status: 'rejected' as const, cut: beforeKill }),
        );
      }),
      2,
    );
    await kill.done;
    const left = auditSqliteUploads(databaseFile, publicDir);
    leftByKills.files += left.filesWithoutRow.length;
    leftByKills.rows += left.unusedRows.length;
    for (const answer of answers) {
      if (answer.status === 'rejected') {
        if (answer.cut) cut += 1;
        continue;
      }
      // An answer that came before the kill must be a success: the kill is the only fault here.
      expect(answer.value.body, `answer ${answer.value.status}`).toMatchObject({ success: true });
      const product = answer.value.body.data as Product;
      acknowledged.set(product.sku, product);
    }

    cms = await startCmsIn(workDir);
    token = await adminToken(cms.url);
    const catalogue = await request<Product[]>(cms.url, 'POST', '/api/admin/get-product', { token });
    const stored = new Map((catalogue.body.data ?? []).map((product) => [product.sku, product]));
    for (const sku of attempted) {
      const product = stored.get(sku);
      if (acknowledged.has(sku)) expect(product, `${sku} was acknowledged`).toEqual(acknowledged.get(sku));
      if (!product) continue;
      whole.add(sku);
      expect(product.images, `${sku}'s images`).toHaveLength(3);
      for (const image of product.images) expect(existsSync(path.join(publicDir, image.url)), image.url).toBe(true);
      const served = await fetch(`${cms.url}${product.images[0]?.url}`);
      expect(served.status).toBe(200);
    }
    expect(auditSqliteUploads(databaseFile, publicDir), `uploads after kill ${round + 1}`).toEqual(CLEAN_UPLOADS);
  }
  console.info(
    `[crash] ${attempted.length} adds, ${acknowledged.size} acknowledged, ${cut} cut mid-request by ${KILL_AFTER_FILES.length} kills, which left ` +
      `${leftByKills.files} stray files and ${leftByKills.rows} unused upload rows; ` +
      `${whole.size} found whole after restarting, ${attempted.length - whole.size} absent`,
  );
  // The kills must have landed in the middle of requests, or this test proved nothing.
  expect(cut).toBeGreaterThan(0);

  // Adding still works on the restarted CMS, and its product is whole.
  const after = await request<Product>(cms.url, 'POST', '/api/admin/add-product', {
    token,
    form: productForm(productFields('CRASH-AFTER', 'CR 22K', categoryId), images),
  });
  expect(after.body).toMatchObject({ success: true, data: { sku: 'CRASH-AFTER' } });
  expect(after.body.data?.images).toHaveLength(3);
  await cms.stop();
  cms = undefined;
  expect(auditSqliteUploads(databaseFile, publicDir)).toEqual(CLEAN_UPLOADS);
}, 240_000);
