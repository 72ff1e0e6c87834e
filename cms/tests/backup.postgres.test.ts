// A shop on PostgreSQL: `backup` takes a pg_dump of its schema (in one snapshot with the manifest's
// counts) and the photos while the CMS runs; `restore` refuses while the CMS is connected, then
// puts the schema back with pg_restore, keeping the current one aside, and the restored CMS answers
// as the original did at the backup's moment, photos included, keeps the erasure requests received
// since, and republishes the site.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CmsProcess } from '@suvarna/testkit';
import { strToU8, unzipSync, zipSync } from 'fflate';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres, POSTGRES_URL, postgresAvailable } from './support/cms';
import {
  adminToken,
  cmsScript,
  type Image,
  productFields,
  productForm,
  request,
  startCmsIn,
} from './support/hardening';
import { startHookListener } from './support/hook-listener';
import { jpeg, png } from './support/images';

interface Product {
  id: number;
  sku: string;
  images?: Array<{ url: string }>;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.skipIf(!(await postgresAvailable('PostgreSQL backup and restore')))('PostgreSQL backup and restore', () => {
  const schema = `backup_${process.pid}_${Date.now()}`;
  const workDir = mkdtempSync(path.join(tmpdir(), 'suvarna-pg-backup-'));
  const archive = path.join(workDir, 'backups', 'shop.zip');
  const env = { DATABASE_CLIENT: 'postgres', DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema };
  const running: CmsProcess[] = [];
  afterAll(async () => {
    await Promise.all(running.map((cms) => cms.kill()));
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      const left = await client.query<{ name: string }>(
        'select schema_name as name from information_schema.schemata where schema_name like $1',
        [`${schema}%`],
      );
      for (const { name } of left.rows) await client.query(`DROP SCHEMA "${name}" CASCADE`);
    } finally {
      await client.end();
    }
    rmSync(workDir, { recursive: true, force: true });
  });

  const script = (name: string, args: string[], settings: Record<string, string> = env) =>
    cmsScript(name, args, workDir, settings);

  it('backs up the schema and photos while the CMS runs; a restore puts them back and keeps the current schema aside', async () => {
    await onPostgres(`CREATE SCHEMA "${schema}"`);
    const live = await startCmsIn(workDir, env);
    running.push(live);
    let token = await adminToken(live.url);
    const send = <T>(method: string, route: string, body?: unknown) =>
      request<T>(live.url, method, route, { token, ...(body === undefined ? {} : { body }) });
    await send('POST', '/api/admin/add-price', { name: 'PG 22K', price: 7100 });
    const category = (await send<{ id: number }>('POST', '/api/admin/add-category', { name: 'PG Ring' })).body.data;
    const images: Image[] = [
      [await png('#30a0c0'), 'image/png', 'front.png'],
      [await jpeg('#c03040'), 'image/jpeg', 'side.jpg'],
    ];
    const kept = await request<Product>(live.url, 'POST', '/api/admin/add-product', {
      token,
      form: productForm(productFields('PG-KEPT', 'PG 22K', category?.id ?? 0), images),
    });
    expect(kept.status).toBe(200);
    const reads = async (base: string, adminTokenValue: string) => ({
      products: (await request<Product[]>(base, 'POST', '/api/admin/get-product', { token: adminTokenValue })).body
        .data,
      rates: (await request(base, 'GET', '/api/admin/get-price', { token: adminTokenValue })).body.data,
      piece: (await request(base, 'POST', '/api/user/get-product', { body: { id: kept.body.data?.id } })).body,
    });
    const before = await reads(live.url, token);
    const photos = await Promise.all(
      (kept.body.data?.images ?? []).map(async (image) =>
        sha256(new Uint8Array(await (await fetch(`${live.url}${image.url}`)).arrayBuffer())),
      ),
    );
    expect(photos).toHaveLength(2);

    const backup = await script('backup', ['--out', archive]);
    expect(backup.output).toContain(`backed up the PostgreSQL schema ${schema} to ${archive}`);
    expect(backup.output).toContain('verified');
    expect(backup.code).toBe(0);

    // Without PostgreSQL's client tools on the PATH, the backup says what to install.
    const noTools = await script('backup', ['--out', `${archive}.none`], { ...env, PATH: workDir });
    expect(noTools.code).toBe(1);
    expect(noTools.output).toContain(
      "pg_dump is not installed: a PostgreSQL shop is backed up with PostgreSQL's client tools",
    );

    // After the backup: a piece and a rate added, which the restore must undo.
    await request(live.url, 'POST', '/api/admin/add-product', {
      token,
      form: productForm(productFields('PG-AFTER', 'PG 22K', category?.id ?? 0), []),
    });
    expect((await send('POST', '/api/admin/add-price', { name: 'PG 18K', price: 5600 })).status).toBe(200);
    // And a visitor's erasure request, which the restore must not lose.
    const asked = await request<{ id: number }>(live.url, 'POST', '/api/user/erasure-request', {
      body: { email: 'pg.later@example.in', website: '' },
    });
    expect(asked.status, asked.body.message).toBe(200);

    // Refused while the CMS is connected to the schema, and nothing changes.
    const busy = await script('restore', ['--from', archive]);
    expect(busy.code).toBe(1);
    expect(busy.output).toContain(`a CMS (or another program) has the PostgreSQL schema ${schema} open: stop it first`);
    // A PostgreSQL backup is not restored onto a SQLite CMS.
    const other = await script('restore', ['--from', archive, '--dry-run'], { DATABASE_CLIENT: 'sqlite' });
    expect(other.code).toBe(1);
    expect(other.output).toContain('is a backup of a PostgreSQL database, and this CMS is set to SQLite');
    await live.kill();

    // The dump is read back whole and its rows counted: a manifest claiming another count is refused.
    const members = unzipSync(readFileSync(archive));
    const manifest = JSON.parse(Buffer.from(members['manifest.json'] as Uint8Array).toString());
    expect(manifest.database).toMatchObject({ client: 'postgres', schema });
    expect(Object.keys(members).sort()).toEqual(
      ['database.dump', 'manifest.json', ...(kept.body.data?.images ?? []).map((image) => image.url.slice(1))].sort(),
    );
    manifest.counts.products += 1;
    const tampered = path.join(workDir, 'backups', 'tampered.zip');
    writeFileSync(tampered, zipSync({ ...members, 'manifest.json': strToU8(JSON.stringify(manifest)) }));
    const refused = await script('restore', ['--from', tampered]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('the database dump does not hold the counts in the manifest');

    const dryRun = await script('restore', ['--from', archive, '--dry-run']);
    expect(dryRun.code).toBe(0);
    expect(dryRun.output).toContain('is a sound backup');
    expect(dryRun.output).toMatch(new RegExp(`the PostgreSQL schema ${schema} \\(\\d+ products, 0 enquiries\\)`));
    expect(dryRun.output).toContain(
      'the next start of the CMS would carry the 1 erasure request of the database replaced (0 done) into the restored one',
    );
    expect(dryRun.output).toContain('dry run: nothing changed');

    const restore = await script('restore', ['--from', archive]);
    expect(restore.output).toContain(`restored: the schema ${schema}`);
    expect(restore.output).toContain(`kept aside: the schema ${schema}_before_restore_`);
    expect(restore.output).toContain('the next start of the CMS republishes the site');
    expect(restore.code).toBe(0);

    const hook = await startHookListener();
    hook.hold();
    const restored = await startCmsIn(workDir, { ...env, SITE_BUILD_HOOK_URL: hook.url, REBUILD_DEBOUNCE_MS: '100' });
    running.push(restored);
    token = await adminToken(restored.url);
    expect(await reads(restored.url, token)).toEqual(before);
    const restoredPhotos = await Promise.all(
      (kept.body.data?.images ?? []).map(async (image) =>
        sha256(new Uint8Array(await (await fetch(`${restored.url}${image.url}`)).arrayBuffer())),
      ),
    );
    expect(restoredPhotos).toEqual(photos);
    const requests = await request<{ requests: Array<Record<string, unknown>> }>(
      restored.url,
      'GET',
      '/api/admin/erasure-requests',
      { token },
    );
    expect(requests.body.data?.requests).toEqual([
      expect.objectContaining({ id: asked.body.data?.id, status: 'open', email: 'pg.later@example.in' }),
    ]);
    // The restore is a content change: the site is republished from it.
    await hook.posted(1);
    const status = await request<{ waiting: Array<{ what: string }> }>(
      restored.url,
      'GET',
      '/api/admin/publish-status',
      {
        token,
      },
    );
    expect(status.body.data?.waiting.map((change) => change.what)).toContainEqual(
      expect.stringMatching(/^Restored the backup of /),
    );
    await hook.close();

    // The schema as it was before the restore is kept, with the piece added after the backup.
    const aside = new pg.Client({ connectionString: POSTGRES_URL });
    await aside.connect();
    try {
      const name = (
        await aside.query<{ name: string }>(
          'select schema_name as name from information_schema.schemata where schema_name like $1',
          [`${schema}_before_restore_%`],
        )
      ).rows[0]?.name;
      const skus = await aside.query<{ sku: string }>(`select sku from "${name}".products where sku like 'PG-%'`);
      expect(skus.rows.map((row) => row.sku).sort()).toEqual(['PG-AFTER', 'PG-KEPT']);
    } finally {
      await aside.end();
    }
  }, 240_000);
});
