// The CMS killed (SIGKILL) in the middle of applying a stock sheet of a few hundred rows, then
// restarted on the same database: the rows written before the kill are whole and reach the site
// (the import's open batch is recorded as a change at the start), and the same sheet applied again
// completes the import with every piece present once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportReport, PublishStatus } from '@suvarna/domain';
import type { CmsProcess } from '@suvarna/testkit';
import { afterAll, expect, it } from 'vitest';
import { adminToken, request, SqliteDatabase, startCmsIn } from './support/hardening';
import { type HookListener, startHookListener } from './support/hook-listener';

const ROWS = 300;
/** Killed once this many of the sheet's pieces are written: well inside the apply. */
const KILL_AT = 40;
const INTERRUPTED = 'import: stopped before its end, the rows written kept';

const workDir = mkdtempSync(path.join(tmpdir(), 'suvarna-import-crash-'));
const databaseFile = path.join(workDir, 'data.db');
let cms: CmsProcess | undefined;
let hook: HookListener | undefined;
afterAll(async () => {
  await cms?.kill();
  await hook?.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** Read straight from the SQLite file: the CMS may be dead, or busy applying. */
function sqlite<T>(query: string): T {
  const db = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).get() as T;
  } finally {
    db.close();
  }
}
const importedCount = () => sqlite<{ n: number }>("select count(*) as n from products where sku like 'IMP-%'").n;

const sheet = [
  'sku,name,category,metal,purity,net_weight,making_value,gender,status,huid',
  ...Array.from(
    { length: ROWS },
    (_, i) =>
      `IMP-${i},Imported ${i},Imported,Gold,IMP 22K,${2 + (i % 7)},150,female,active,IM${String(i).padStart(4, '0')}`,
  ),
].join('\n');
const applyForm = () => {
  const form = new FormData();
  form.append('file', new Blob([sheet]), 'stock.csv');
  form.append('dryRun', 'false');
  return form;
};

it('keeps what a killed apply wrote, publishes it, and completes the import when the sheet is applied again', async () => {
  hook = await startHookListener();
  // The changes wait (no build is due for ten minutes), so the test reads what they say.
  const env = { SITE_BUILD_HOOK_URL: hook.url, REBUILD_DEBOUNCE_MS: '600000', REBUILD_CEILING_MS: '600000' };
  cms = await startCmsIn(workDir, env);
  let token = await adminToken(cms.url);
  await request(cms.url, 'POST', '/api/admin/add-price', { token, body: { name: 'IMP 22K', price: 7000 } });
  await request(cms.url, 'POST', '/api/admin/add-category', { token, body: { name: 'Imported' } });

  const running = cms;
  const cut = request(running.url, 'POST', '/api/admin/import', { token, form: applyForm() }).then(
    () => 'answered',
    () => 'cut',
  );
  while (importedCount() < KILL_AT) await new Promise((resolve) => setTimeout(resolve, 5));
  await running.kill();
  expect(await cut).toBe('cut');
  const written = importedCount();
  expect(written).toBeGreaterThanOrEqual(KILL_AT);
  expect(written).toBeLessThan(ROWS);

  cms = await startCmsIn(workDir, env);
  token = await adminToken(cms.url);
  const status = async () =>
    (await request<PublishStatus>(cms?.url ?? '', 'GET', '/api/admin/publish-status', { token })).body
      .data as PublishStatus;
  // What the killed apply wrote is a change waiting for the site, recorded once, at the start.
  expect((await status()).waiting.filter((change) => change.what.startsWith('import'))).toEqual([
    expect.objectContaining({ what: INTERRUPTED }),
  ]);

  const again = await request<ImportReport>(cms.url, 'POST', '/api/admin/import', { token, form: applyForm() });
  expect(again.status, JSON.stringify(again.body).slice(0, 300)).toBe(200);
  expect(again.body.data).toMatchObject({ created: ROWS - written, updated: 0, unchanged: written, failed: 0 });

  const products =
    (await request<Array<{ sku: string; huid?: string }>>(cms.url, 'POST', '/api/admin/get-product', { token })).body
      .data ?? [];
  const imported = products.filter((product) => product.sku.startsWith('IMP-'));
  expect(imported).toHaveLength(ROWS);
  expect(new Set(imported.map((product) => product.sku)).size).toBe(ROWS);
  expect(new Set(imported.map((product) => product.huid)).size).toBe(ROWS);
  expect(
    (await status()).waiting.filter((change) => change.what.startsWith('import')).map((change) => change.what),
  ).toEqual([`import: ${ROWS - written} created, 0 updated`, INTERRUPTED]);
  // No batch is left open once the import has ended.
  expect(sqlite<{ n: number }>('select count(*) as n from publish_open_batches').n).toBe(0);
  await cms.stop();
  cms = undefined;
}, 240_000);
