// Uploads on object storage (UPLOAD_PROVIDER=s3), against a real S3-compatible server started here
// (s3rver): a product's pictures go to the bucket, not the instance's disk, and are served from
// the bucket's address, each with its thumbnail beside it (deleted with it); the content checks
// refuse what is not a picture before anything is stored; a save that fails after storing its
// pictures leaves no object behind; the sweep at start removes objects no record uses; and
// backups record the bucket's photos and may be kept in the bucket.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteFromBucket, listBucket } from '../src/lib/bucket';
import { sweepOrphanUploads } from '../src/lib/uploads';
import { startBucket, type TestBucket } from './support/bucket';
import { CMS_DIR, startCms, type TestCms } from './support/cms';
import { productForm as formOf, productFields, SqliteDatabase } from './support/hardening';
import { picture as pictureOf, png } from './support/images';

let store: TestBucket;
let endpoint: string;
let BUCKET: string;
let cms: TestCms;
let token: string;
let categoryId: number;
let picture: Uint8Array;

beforeAll(async () => {
  store = await startBucket('suvarna-pictures');
  ({ endpoint, name: BUCKET } = store);
  cms = await startCms('sqlite', store.settings);
  token = await cms.login();
  await cms.call('POST', '/api/admin/add-price', { token, body: { name: 'S3 22K', price: 7000 } });
  const category = await cms.call<{ id: number }>('POST', '/api/admin/add-category', {
    token,
    body: { name: 'S3 Ring' },
  });
  categoryId = category.body.data?.id ?? 0;
  picture = await png();
});

afterAll(async () => {
  await cms?.stop();
  await store?.close();
});

const bucket = () => cms.strapi.config.get('shop.bucket') as Parameters<typeof listBucket>[0];
const keys = async () => (await listBucket(bucket())).map((object) => object.key).sort();

const productForm = (sku: string) =>
  formOf(productFields(sku, 'S3 22K', categoryId), [
    [picture, 'image/png', 'front.png'],
    [picture, 'image/png', 'side.png'],
  ]);

describe('uploads on object storage', () => {
  it('keeps a product’s pictures in the bucket, served from its address, and nothing on the instance’s disk', async () => {
    const saved = await cms.call<{ images: Array<{ url: string }> }>('POST', '/api/admin/add-product', {
      token,
      form: productForm('S3-1'),
    });
    expect(saved.status).toBe(200);
    const urls = (saved.body.data?.images ?? []).map((image) => image.url);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url.startsWith(`${endpoint}/${BUCKET}/`)).toBe(true);
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(picture))).toBe(true);
    }
    expect(await keys()).toEqual(urls.map((url) => url.slice(`${endpoint}/${BUCKET}/`.length)).sort());
    expect(readdirSync(path.join(cms.publicDir, 'uploads'))).toEqual([]);
  });

  it('keeps a large picture’s thumbnail in the bucket beside it, and deletes both with the product', async () => {
    const before = await keys();
    const photo = await pictureOf(1600, 1200).jpeg({ quality: 92 }).toBuffer();
    const add = (sku: string) =>
      cms.call<{ id: number; images: Array<{ url: string; thumbnailUrl: string }> }>('POST', '/api/admin/add-product', {
        token,
        form: formOf(productFields(sku, 'S3 22K', categoryId), [[photo, 'image/jpeg', 'photo.jpg']]),
      });
    const [kept, deleted] = [(await add('S3-THUMB-1')).body.data, (await add('S3-THUMB-2')).body.data];
    for (const product of [kept, deleted]) {
      const [image] = product?.images ?? [];
      expect(image?.thumbnailUrl.startsWith(`${endpoint}/${BUCKET}/thumbnail_`)).toBe(true);
      const [original, thumbnail] = await Promise.all([fetch(image?.url ?? ''), fetch(image?.thumbnailUrl ?? '')]);
      expect([original.status, thumbnail.status]).toEqual([200, 200]);
      const [originalBytes, thumbnailBytes] = [
        (await original.arrayBuffer()).byteLength,
        (await thumbnail.arrayBuffer()).byteLength,
      ];
      expect(thumbnailBytes).toBeLessThan(30 * 1024);
      expect(thumbnailBytes * 10).toBeLessThan(originalBytes);
    }
    const objects = (product: typeof kept) =>
      (product?.images ?? [])
        .flatMap((image) => [image.url, image.thumbnailUrl])
        .map((url) => url.slice(`${endpoint}/${BUCKET}/`.length));
    expect(await keys()).toEqual([...before, ...objects(kept), ...objects(deleted)].sort());

    expect((await cms.call('DELETE', `/api/admin/product/${deleted?.id}`, { token })).status).toBe(200);
    // The kept one's thumbnail stays, through the sweep below too.
    expect(await keys()).toEqual([...before, ...objects(kept)].sort());
  });

  it('refuses a picture that is not one with the same message as on disk, and writes nothing to the bucket', async () => {
    const before = await keys();
    // A PNG's signature, then a web page: what an attacker uploads to have it served from the bucket.
    const disguised = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const answer = await cms.call('POST', '/api/admin/add-product', {
      token,
      form: formOf(productFields('S3-FAKE', 'S3 22K', categoryId), [[disguised, 'image/png', 'front.png']]),
    });
    expect(answer).toEqual({
      status: 415,
      body: { success: false, message: 'Only JPEG, PNG or WebP images can be uploaded' },
    });
    expect(await keys()).toEqual(before);
  });

  it('leaves no object behind for saves that fail after storing their pictures', async () => {
    const before = await keys();
    // The same new SKU saved four times at once: all may pass the SKU check and store their
    // pictures; one is saved, the others fail on the database's unique SKU and take theirs back.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        cms.call('POST', '/api/admin/add-product', { token, form: productForm('S3-RACE') }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await keys()).length).toBe(before.length + 2);
  });

  it('sweeps, at start, objects no record uses', async () => {
    const before = await keys();
    const stray = await fetch(`${endpoint}/${BUCKET}/stray-left-by-a-killed-save.png`, {
      method: 'PUT',
      body: Buffer.from(picture),
      headers: { 'content-type': 'image/png' },
    });
    expect(stray.ok).toBe(true);
    expect(await keys()).toContain('stray-left-by-a-killed-save.png');
    await sweepOrphanUploads(cms.strapi, new Date(Date.now() + 60_000));
    expect(await keys()).toEqual(before);
  });
});

// Backups with the photos in the bucket (docs/deployment.md#backing-up-and-restoring): the archive
// holds the database and, in its manifest, each object the rows name by key, size and SHA-256 (the
// bytes stay in the bucket); BACKUP_TARGET=s3 keeps the archives in the bucket under BACKUP_PREFIX.
describe('backups with the photos in the bucket', () => {
  interface Run {
    result: string;
    archive: string | null;
    key?: string | null;
    removed: string[];
    message: string | null;
  }
  interface Manifest {
    uploads: { count: number; missing: string[] };
    bucket: { name: string; objects: Array<{ key: string; size: number; sha256: string }> };
    members: Array<{ name: string }>;
  }
  const shop = () =>
    cms.strapi.config.get('shop') as {
      database: { filename: string };
      backup: { dir: string; target: string; prefix: string; keepDaily: number; keepWeekly: number };
    };
  const backUpNow = async () => {
    const answer = await cms.call<Run>('POST', '/api/admin/backups', { token });
    expect(answer.status).toBe(200);
    return answer.body.data as Run;
  };
  const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
  const objectBytes = async (key: string) =>
    new Uint8Array(await (await fetch(`${endpoint}/${BUCKET}/${key}`)).arrayBuffer());
  const manifestOf = (bytes: Uint8Array) =>
    JSON.parse(strFromU8(unzipSync(bytes)['manifest.json'] as Uint8Array)) as Manifest;
  /** A photo a product names, taken out of the bucket behind the CMS's back. */
  let deleted = '';

  it('lists every object the rows name with its size and SHA-256, and one deleted from the bucket as missing', async () => {
    const saved = await cms.call<{ images: Array<{ url: string }> }>('POST', '/api/admin/add-product', {
      token,
      form: productForm('S3-BACKUP'),
    });
    expect(saved.status).toBe(200);
    deleted = (saved.body.data?.images[0]?.url ?? '').slice(`${endpoint}/${BUCKET}/`.length);
    await deleteFromBucket(bucket(), [deleted]);
    const present = await keys();

    const run = await backUpNow();
    expect(run).toMatchObject({ result: 'verified', key: null, message: null });
    const archive = readFileSync(path.join(shop().backup.dir, run.archive as string));
    const manifest = manifestOf(archive);
    const expected = await Promise.all(
      present.map(async (key) => {
        const bytes = await objectBytes(key);
        return { key, size: bytes.length, sha256: sha256(bytes) };
      }),
    );
    expect(manifest.bucket).toEqual({ name: BUCKET, publicUrl: `${endpoint}/${BUCKET}`, objects: expected });
    expect(manifest.uploads).toEqual({ count: present.length, missing: [deleted] });
    // The photos' bytes stay in the bucket: the archive holds the database and its manifest.
    expect(Object.keys(unzipSync(archive)).sort()).toEqual(['database.sqlite', 'manifest.json']);
  });

  it('with BACKUP_TARGET=s3, keeps the archive under the prefix, removes exactly what the retention rule lets go, and streams it on Download', async () => {
    const { backup } = shop();
    const saved = { ...backup };
    Object.assign(backup, { target: 's3', prefix: 'backups/', keepDaily: 2, keepWeekly: 1 });
    try {
      const put = (key: string) => fetch(`${endpoint}/${BUCKET}/${key}`, { method: 'PUT', body: 'an older archive' });
      // Two archives one day in January (the later is that day's), one four days before; and what is
      // not an archive of ours, which retention leaves alone.
      const older = [
        'suvarna-2026-01-05T04-30-00-000Z.zip',
        'suvarna-2026-01-05T05-30-00-000Z.zip',
        'suvarna-2026-01-01T04-30-00-000Z.zip',
      ];
      for (const name of older) expect((await put(`backups/${name}`)).ok).toBe(true);
      for (const key of ['backups/notes.txt', 'backups/old/suvarna-2020-01-01T00-00-00-000Z.zip']) {
        expect((await put(key)).ok).toBe(true);
      }

      const run = await backUpNow();
      expect(run).toMatchObject({
        result: 'verified',
        key: `backups/${run.archive}`,
        removed: ['suvarna-2026-01-01T04-30-00-000Z.zip', 'suvarna-2026-01-05T04-30-00-000Z.zip'],
      });
      // s3rver lets anyone read any object, as a bucket policy making every object public would.
      expect(run.message).toMatch(
        new RegExp(`^Anyone can download this backup at ${endpoint}/${BUCKET}/backups/${run.archive}: `),
      );
      expect((await listBucket(bucket(), 'backups/')).map((object) => object.key).sort()).toEqual(
        [
          'backups/notes.txt',
          'backups/old/suvarna-2020-01-01T00-00-00-000Z.zip',
          'backups/suvarna-2026-01-05T05-30-00-000Z.zip',
          `backups/${run.archive}`,
        ].sort(),
      );
      // Written and verified in BACKUP_DIR, then only in the bucket.
      expect(existsSync(path.join(backup.dir, run.archive as string))).toBe(false);
      const stored = await objectBytes(`backups/${run.archive}`);
      expect(manifestOf(stored).uploads.missing).toEqual([deleted]);

      const link = await cms.call<{ url: string; size: number }>('POST', '/api/admin/backups/download-link', {
        token,
      });
      expect(link.body.data?.size).toBe(stored.length);
      const download = await fetch(`${cms.base}${link.body.data?.url}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${run.archive}"`);
      expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(stored));

      // No row names an archive: the start's sweep of stray objects must still leave them.
      const before = await keys();
      await sweepOrphanUploads(cms.strapi, new Date(Date.now() + 60_000));
      expect(await keys()).toEqual(before);
    } finally {
      Object.assign(backup, saved);
    }
  });

  it('backs up to the bucket and restores from it with the commands: the database back, and the bucket checked against the backup’s checksums', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'suvarna-s3-restore-'));
    try {
      const env = {
        ...store.settings,
        PUBLIC_DIR: cms.publicDir,
        BACKUP_DIR: path.join(work, 'backups'),
        BACKUP_TARGET: 's3',
      };
      // Taken while the CMS runs on that database.
      const taken = await script('backup', [], { ...env, DATABASE_FILENAME: shop().database.filename }, work);
      expect(taken.code, taken.output).toBe(0);
      expect(taken.output).toContain('photos in the bucket suvarna-pictures (their keys and checksums');
      const key = /to s3:\/\/suvarna-pictures\/(backups\/suvarna-[\w-]+\.zip) /.exec(taken.output)?.[1] as string;
      expect(await keys()).toContain(key);
      expect(readdirSync(path.join(work, 'backups'))).toEqual([]);
      // After the backup, one photo is changed in the bucket and another deleted (and the one deleted
      // before it is still missing).
      const [changed, gone] = (await keys()).filter((key) => key !== deleted && !key.startsWith('backups/'));
      expect((await fetch(`${endpoint}/${BUCKET}/${changed}`, { method: 'PUT', body: 'other bytes' })).ok).toBe(true);
      await deleteFromBucket(bucket(), [gone as string]);

      const restored = path.join(work, 'restored.db');
      const restore = await script(
        'restore',
        ['--from', path.basename(key)],
        { ...env, DATABASE_FILENAME: restored },
        work,
      );
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain(`fetched s3://${BUCKET}/${key} to `);
      expect(restore.output).toContain(`is missing 1 of the backup's photos: ${gone}`);
      expect(restore.output).toContain(`1 photos were already missing when the backup was taken: ${deleted}`);
      expect(restore.output).toContain(`holds other bytes than the backup's checksums for 1 photos: ${changed}`);
      expect(restore.output).toContain(`restored: ${restored} now holds the backup of`);
      const database = new SqliteDatabase(restored, { readonly: true });
      try {
        expect(database.prepare("select count(*) as n from products where sku = 'S3-BACKUP'").get()).toEqual({ n: 1 });
      } finally {
        database.close();
      }

      // A CMS keeping its photos on disk cannot take this backup: its photos are in the bucket.
      const fetchedTo = path.join(work, 'backups', path.basename(key));
      const onDisk = path.join(work, 'on-disk.db');
      const refused = await script(
        'restore',
        ['--from', fetchedTo],
        { PUBLIC_DIR: cms.publicDir, BACKUP_DIR: path.join(work, 'backups'), DATABASE_FILENAME: onDisk },
        work,
      );
      expect(refused.code).toBe(1);
      expect(refused.output.trim().split('\n').at(-1)).toBe(
        `[cms] error: ${fetchedTo} is a backup of a shop whose photos are in the bucket ${BUCKET}: set UPLOAD_PROVIDER=s3 and the S3_ settings of that bucket, then restore`,
      );
      expect(existsSync(onDisk)).toBe(false);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Runs a CMS command (backup, restore) as a person does; resolves with its exit code and output. */
function script(
  name: string,
  args: string[],
  env: Record<string, string>,
  work: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(CMS_DIR, 'scripts', `${name}.mjs`), ...args], {
      cwd: CMS_DIR,
      env: { PATH: process.env.PATH ?? '', ENV_PATH: path.join(work, '.env'), DATABASE_CLIENT: 'sqlite', ...env },
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, output }));
  });
}
