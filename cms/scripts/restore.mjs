// `pnpm --filter @suvarna/cms restore --from <archive> [--dry-run]`: puts back the database and
// photos of a backup (src/lib/backup/archive.ts) on this CMS's database (SQLite: DATABASE_FILENAME;
// PostgreSQL: the DATABASE_SCHEMA the backup was taken of, with pg_restore) and PUBLIC_DIR/uploads.
// With photos in a bucket the archive holds their keys and checksums, not their bytes: the restore
// checks the bucket still holds each, and lists any missing or changed. With BACKUP_TARGET=s3,
// `--from` may name an archive kept in the bucket (suvarna-….zip): it is fetched into BACKUP_DIR first.
// Refuses while a CMS uses that database; verifies the whole archive before touching anything;
// keeps the current database and uploads aside so the restore can be undone; leaves a mark the
// next start records as a content change, so the site is republished from the restored content; and
// leaves the current erasure requests for the next start to carry into the restored database.
import { cpSync, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { backupArchive, checkSettings, distDir, fail, loadEnvironment, options, say } from './lib.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

loadEnvironment();
const { ArchiveError, DATABASE, DUMP, databaseInUse, describeManifest, tableCounts, verifyArchive } = backupArchive();
const postgres = () => require(path.join(distDir, 'src', 'lib', 'backup', 'postgres.js'));
const carriedErasures = require(path.join(distDir, 'src', 'lib', 'backup', 'carried-erasures.js'));
const bucketObjects = () => require(path.join(distDir, 'src', 'lib', 'backup', 'bucket-objects.js'));
const settings = checkSettings();
const from = options(['from']).from;
if (!from) fail('say which archive: restore --from <archive> [--dry-run]');
const archive = await fetched(path.resolve(from));
const dryRun = process.argv.includes('--dry-run');
const { database } = settings;
const source = { url: database.url, schema: database.schema };
const uploadsDir = path.join(settings.publicDir, 'uploads');
const SIDE_FILES = ['-wal', '-shm', '-journal'];
const REPUBLISH_MARK = (manifest) => `Restored the backup of ${manifest.createdAt}`.slice(0, 255);

/** The archive to restore: the file named, or (BACKUP_TARGET=s3) the bucket's archive of that name, fetched. */
async function fetched(file) {
  if (existsSync(file) || settings.backup.target !== 's3' || !settings.bucket) return file;
  const { archiveStore } = require(path.join(distDir, 'src', 'lib', 'backup', 'store.js'));
  const store = archiveStore(settings.backup, settings.bucket);
  const name = path.basename(file);
  let kept;
  try {
    kept = await store.open(name);
  } catch (error) {
    fail(`cannot read the bucket ${settings.bucket.name}: ${error.message}`);
  }
  if (!kept) fail(`no archive at ${file}, nor ${store.keyOf(name)} in the bucket ${settings.bucket.name}`);
  const local = path.join(settings.backup.dir, name);
  mkdirSync(settings.backup.dir, { recursive: true });
  await pipeline(await kept.stream(), createWriteStream(local, { mode: 0o600 }));
  say(`fetched s3://${settings.bucket.name}/${store.keyOf(name)} to ${local}`);
  return local;
}

async function refuseWhileInUse(meanwhile = false) {
  const inUse =
    database.client === 'postgres' ? await postgres().cmsConnected(source) : databaseInUse(database.filename);
  const where = database.client === 'postgres' ? `the PostgreSQL schema ${database.schema}` : database.filename;
  if (inUse) {
    return meanwhile
      ? `a CMS (or another program) opened ${where} meanwhile: stop it, then restore again`
      : `a CMS (or another program) has ${where} open: stop it first, then restore`;
  }
  return null;
}

const busy = await refuseWhileInUse();
if (busy) fail(busy);

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
// Unpacked beside what it replaces (SQLite: so putting it in place is a rename, never a half-done copy).
const staging =
  database.client === 'postgres'
    ? path.join(settings.publicDir, `.restore-${stamp}`)
    : path.join(path.dirname(database.filename), `.restore-${stamp}`);
const stagedUploads = path.join(settings.publicDir, `.restore-uploads-${stamp}`);
let manifest;
try {
  mkdirSync(path.dirname(staging), { recursive: true });
  manifest = await verifyArchive(archive, { unpackTo: staging });
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  fail(
    error instanceof ArchiveError ? `refused ${archive}: ${error.message}` : `cannot read ${archive}: ${error.message}`,
  );
}
const backedUp = manifest.database?.client ?? 'sqlite';
if (backedUp !== database.client) {
  rmSync(staging, { recursive: true, force: true });
  fail(
    `${archive} is a backup of a ${backedUp === 'postgres' ? 'PostgreSQL' : 'SQLite'} database, and this CMS is set to ${database.client === 'postgres' ? 'PostgreSQL' : 'SQLite'} (DATABASE_CLIENT)`,
  );
}
if (backedUp === 'postgres' && manifest.database.schema !== database.schema) {
  rmSync(staging, { recursive: true, force: true });
  fail(
    `${archive} is a backup of the schema ${manifest.database.schema}: restore it with DATABASE_SCHEMA=${manifest.database.schema} (a dump keeps its schema's name)`,
  );
}

const { bucket } = settings;
if (manifest.bucket && !bucket) {
  rmSync(staging, { recursive: true, force: true });
  fail(
    `${archive} is a backup of a shop whose photos are in the bucket ${manifest.bucket.name}: set UPLOAD_PROVIDER=s3 and the S3_ settings of that bucket, then restore`,
  );
}
if (!manifest.bucket && bucket) {
  rmSync(staging, { recursive: true, force: true });
  fail(
    `${archive} holds photos kept on disk, and this CMS keeps them in the bucket ${bucket.name} (UPLOAD_PROVIDER=s3): restore it with UPLOAD_PROVIDER=local`,
  );
}

say(`${archive} is a sound backup:`);
for (const line of describeManifest(manifest)) say(`  ${line}`);
const photoProblems = bucket ? await checkBucket() : [];
say('it would replace:');
say(await describeCurrent());
const erasures = await currentErasures();
if (!bucket) {
  const currentPhotos = existsSync(uploadsDir)
    ? readdirSync(uploadsDir).filter((name) => !name.startsWith('.')).length
    : 0;
  say(`  ${uploadsDir} (${currentPhotos} files)`);
}

/** What carrying the erasure requests across does, said before (dry run) or once done. */
const carrying = (lead) =>
  `${lead} the ${erasures.length} erasure request${erasures.length === 1 ? '' : 's'} of the database replaced (${erasures.filter((request) => request.status === 'done').length} done) into the restored one: the backup brings back no erased enquiry and loses no request`;
if (dryRun && erasures.length > 0) say(carrying('the next start of the CMS would carry'));

if (dryRun) {
  rmSync(staging, { recursive: true, force: true });
  say('dry run: nothing changed');
  process.exit(0);
}

// The photos were unpacked beside the database; moved under PUBLIC_DIR (maybe another disk) before
// anything is replaced, so a failure here leaves the current shop as it was. (In a bucket they stay.)
if (!bucket) {
  mkdirSync(settings.publicDir, { recursive: true });
  moveAcrossDisks(path.join(staging, 'uploads'), stagedUploads);
}

// A CMS started since the first look would have the database swapped under it.
const opened = await refuseWhileInUse(true);
if (opened) {
  rmSync(staging, { recursive: true, force: true });
  rmSync(stagedUploads, { recursive: true, force: true });
  fail(opened);
}

// Left before anything is replaced: carried into a database that already holds them, they change nothing.
if (erasures.length > 0) {
  mkdirSync(settings.backup.dir, { recursive: true });
  carriedErasures.leaveCarried(settings.backup.dir, erasures);
  say(carrying('the next start of the CMS carries'));
}

let marked = false;
let aside;
if (database.client === 'postgres') {
  try {
    const schemaAside = await postgres().restoreSchema(
      source,
      path.join(staging, DUMP),
      stamp.toLowerCase().replaceAll('-', '_'),
      async (client, schema) => {
        const quoted = `"${schema.replaceAll('"', '""')}"`;
        const table = await client.query(
          "select 1 from information_schema.tables where table_schema = $1 and table_name = 'publish_open_batches'",
          [schema],
        );
        if (table.rowCount) {
          await client.query(
            `insert into ${quoted}.publish_open_batches (what, who, opened_at) values ($1, null, now())`,
            [REPUBLISH_MARK(manifest)],
          );
          marked = true;
        }
      },
    );
    aside = schemaAside ? `the schema ${schemaAside}` : null;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    rmSync(stagedUploads, { recursive: true, force: true });
    fail(`the restore of the database failed, the photos are untouched: ${error.message}`);
  }
  rmSync(staging, { recursive: true, force: true });
} else {
  // The next start records this open batch as a change and republishes the site (src/index.ts).
  // A backup from before that table existed cannot carry the mark: then the owner publishes by hand.
  const restored = new Database(path.join(staging, DATABASE));
  try {
    if (restored.prepare("select 1 from sqlite_master where type = 'table' and name = 'publish_open_batches'").get()) {
      restored
        .prepare('insert into publish_open_batches (what, who, opened_at) values (?, ?, ?)')
        .run(REPUBLISH_MARK(manifest), null, Date.now());
      marked = true;
    }
  } finally {
    restored.close();
  }
  const databaseFile = database.filename;
  const folderAside = path.join(path.dirname(databaseFile), `before-restore-${stamp}`);
  for (const suffix of ['', ...SIDE_FILES]) {
    const file = `${databaseFile}${suffix}`;
    if (!existsSync(file)) continue;
    mkdirSync(folderAside, { recursive: true });
    renameSync(file, path.join(folderAside, path.basename(file)));
  }
  renameSync(path.join(staging, DATABASE), databaseFile);
  rmSync(staging, { recursive: true, force: true });
  aside = existsSync(folderAside) ? folderAside : null;
}

const uploadsAside = path.join(settings.publicDir, `uploads-before-restore-${stamp}`);
if (!bucket) {
  if (existsSync(uploadsDir)) renameSync(uploadsDir, uploadsAside);
  renameSync(stagedUploads, uploadsDir);
  // The folder's own hidden files (the checkout's .gitkeep) are no photos: they stay with it.
  if (existsSync(uploadsAside)) {
    for (const name of readdirSync(uploadsAside).filter((entry) => entry.startsWith('.'))) {
      cpSync(path.join(uploadsAside, name), path.join(uploadsDir, name));
    }
  }
}

const restoredWhat = database.client === 'postgres' ? `the schema ${database.schema}` : database.filename;
say(
  bucket
    ? `restored: ${restoredWhat} now holds the backup of ${manifest.createdAt}; its photos are those in the bucket ${bucket.name}`
    : `restored: ${restoredWhat} and ${uploadsDir} now hold the backup of ${manifest.createdAt}`,
);
for (const problem of photoProblems) say(`warning: ${problem}`);
const keptAside = [aside, existsSync(uploadsAside) ? uploadsAside : null].filter(Boolean);
if (keptAside.length > 0) {
  say(`kept aside: ${keptAside.join(' and ')}`);
  say(
    database.client === 'postgres'
      ? 'to undo: stop the CMS, drop the restored schema, rename the one aside back, and move the uploads back.'
      : 'to undo: stop the CMS and move those back.',
  );
}
say(
  marked
    ? 'the next start of the CMS republishes the site from the restored content'
    : 'once the CMS has started, press Publish now: this backup predates the automatic republish',
);

/**
 * Whether the bucket still holds every photo the backup names, with the same bytes (by SHA-256);
 * says what it finds, and returns the problems, to repeat once the restore is done.
 */
async function checkBucket() {
  const expected = manifest.bucket.objects;
  const problems = [];
  if (manifest.bucket.publicUrl !== bucket.publicUrl) {
    problems.push(
      `the backup's records link their photos at ${manifest.bucket.publicUrl}, and this CMS's bucket is at ${bucket.publicUrl}: copy the objects there, or set the S3_ settings of the backup's bucket`,
    );
  }
  let found;
  try {
    found = await bucketObjects().checkObjects(bucket, expected);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    fail(`cannot read the bucket ${bucket.name} to check the backup's photos: ${error.message}`);
  }
  const list = (keys) => `${keys.slice(0, 20).join(', ')}${keys.length > 20 ? `, and ${keys.length - 20} more` : ''}`;
  if (found.missing.length > 0) {
    problems.push(
      `the bucket ${bucket.name} is missing ${found.missing.length} of the backup's photos: ${list(found.missing)}`,
    );
  }
  if (found.differing.length > 0) {
    problems.push(
      `the bucket ${bucket.name} holds other bytes than the backup's checksums for ${found.differing.length} photos: ${list(found.differing)}`,
    );
  }
  const missingWhenTaken = manifest.uploads?.missing ?? [];
  if (missingWhenTaken.length > 0) {
    problems.push(
      `${missingWhenTaken.length} photos were already missing when the backup was taken: ${list(missingWhenTaken)}`,
    );
  }
  if (found.missing.length + found.differing.length + missingWhenTaken.length > 0) {
    problems.push('a versioned bucket keeps the earlier versions of those objects: put them back (docs/deployment.md)');
  }
  say(
    found.missing.length + found.differing.length + missingWhenTaken.length === 0
      ? `the bucket ${bucket.name} holds all ${expected.length} photos with the backup's checksums`
      : `the bucket ${bucket.name} does not hold all the backup's photos as they were:`,
  );
  for (const problem of problems) say(`  ${problem}`);
  return problems;
}

/** The erasure requests of the database the restore replaces (lib/backup/carried-erasures.ts). */
async function currentErasures() {
  if (database.client === 'postgres') return postgres().readPostgresErasures(source);
  if (!existsSync(database.filename)) return [];
  const current = new Database(database.filename, { readonly: true });
  try {
    return carriedErasures.readSqliteErasures(current);
  } finally {
    current.close();
  }
}

async function describeCurrent() {
  if (database.client === 'postgres') {
    const counts = await postgres().currentCounts(source);
    return counts
      ? `  the PostgreSQL schema ${database.schema} (${counts.products ?? 0} products, ${counts.enquiries ?? 0} enquiries)`
      : `  nothing in the schema ${database.schema} (no database yet)`;
  }
  if (!existsSync(database.filename)) return `  nothing at ${database.filename} (no database yet)`;
  const current = new Database(database.filename, { readonly: true });
  try {
    const counts = tableCounts(current);
    const size = statSync(database.filename).size;
    return `  ${database.filename} (${(size / 1024 / 1024).toFixed(1)} MB, ${counts.products ?? 0} products, ${counts.enquiries ?? 0} enquiries)`;
  } finally {
    current.close();
  }
}

function moveAcrossDisks(source, target) {
  try {
    renameSync(source, target);
  } catch (error) {
    if (error.code !== 'EXDEV') throw error;
    cpSync(source, target, { recursive: true });
    rmSync(source, { recursive: true, force: true });
  }
}
