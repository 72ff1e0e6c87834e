// `pnpm --filter @suvarna/cms restore --from <archive> [--dry-run]`: puts back the database and
// photos of a backup (src/lib/backup/archive.ts) on this CMS's DATABASE_FILENAME and PUBLIC_DIR/uploads. Refuses
// while a CMS has that database open; verifies the whole archive before touching anything; keeps
// the current database and uploads aside so the restore can be undone; and leaves a mark the next
// start records as a content change, so the site is republished from the restored content.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { backupArchive, checkSettings, fail, loadEnvironment, options, say } from './lib.mjs';

const Database = createRequire(import.meta.url)('better-sqlite3');

loadEnvironment();
const { ArchiveError, DATABASE, databaseInUse, describeManifest, tableCounts, verifyArchive } = backupArchive();
if ((process.env.DATABASE_CLIENT ?? 'sqlite') !== 'sqlite') {
  fail('this restores a SQLite backup; for PostgreSQL use pg_restore (docs/deployment.md, "Backing up and restoring")');
}
const settings = checkSettings();
if (settings.bucket) fail('the photos are in a bucket (UPLOAD_PROVIDER=s3): this restores local uploads only');
const from = options(['from']).from;
if (!from) fail('say which archive: restore --from <archive> [--dry-run]');
const archive = path.resolve(from);
const dryRun = process.argv.includes('--dry-run');
const databaseFile = settings.database.filename;
const uploadsDir = path.join(settings.publicDir, 'uploads');
const SIDE_FILES = ['-wal', '-shm', '-journal'];

if (databaseInUse(databaseFile)) {
  fail(`a CMS (or another program) has ${databaseFile} open: stop it first, then restore`);
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
// Unpacked beside what it replaces, so putting it in place is a rename, never a half-done copy.
const staging = path.join(path.dirname(databaseFile), `.restore-${stamp}`);
const stagedUploads = path.join(settings.publicDir, `.restore-uploads-${stamp}`);
let manifest;
try {
  manifest = await verifyArchive(archive, { unpackTo: staging });
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  fail(
    error instanceof ArchiveError ? `refused ${archive}: ${error.message}` : `cannot read ${archive}: ${error.message}`,
  );
}

say(`${archive} is a sound backup:`);
for (const line of describeManifest(manifest)) say(`  ${line}`);
const current = existsSync(databaseFile) ? currentDatabase() : null;
const currentPhotos = existsSync(uploadsDir)
  ? readdirSync(uploadsDir).filter((name) => !name.startsWith('.')).length
  : 0;
say('it would replace:');
say(current ? `  ${databaseFile} (${current})` : `  nothing at ${databaseFile} (no database yet)`);
say(`  ${uploadsDir} (${currentPhotos} files)`);

if (dryRun) {
  rmSync(staging, { recursive: true, force: true });
  say('dry run: nothing changed');
  process.exit(0);
}

// The next start records this open batch as a change and republishes the site (src/index.ts).
// A backup from before that table existed cannot carry the mark: then the owner publishes by hand.
const restored = new Database(path.join(staging, DATABASE));
let marked = false;
try {
  if (restored.prepare("select 1 from sqlite_master where type = 'table' and name = 'publish_open_batches'").get()) {
    restored
      .prepare('insert into publish_open_batches (what, who, opened_at) values (?, ?, ?)')
      .run(`Restored the backup of ${manifest.createdAt}`.slice(0, 255), null, Date.now());
    marked = true;
  }
} finally {
  restored.close();
}

// The photos were unpacked beside the database; moved under PUBLIC_DIR (maybe another disk) before
// anything is replaced, so a failure here leaves the current shop as it was.
mkdirSync(settings.publicDir, { recursive: true });
moveAcrossDisks(path.join(staging, 'uploads'), stagedUploads);

// A CMS started since the first look would have the database swapped under it.
if (databaseInUse(databaseFile)) {
  rmSync(staging, { recursive: true, force: true });
  rmSync(stagedUploads, { recursive: true, force: true });
  fail(`a CMS (or another program) opened ${databaseFile} meanwhile: stop it, then restore again`);
}
const aside = path.join(path.dirname(databaseFile), `before-restore-${stamp}`);
const uploadsAside = path.join(settings.publicDir, `uploads-before-restore-${stamp}`);
for (const suffix of ['', ...SIDE_FILES]) {
  const file = `${databaseFile}${suffix}`;
  if (!existsSync(file)) continue;
  mkdirSync(aside, { recursive: true });
  renameSync(file, path.join(aside, path.basename(file)));
}
renameSync(path.join(staging, DATABASE), databaseFile);
rmSync(staging, { recursive: true, force: true });
if (existsSync(uploadsDir)) renameSync(uploadsDir, uploadsAside);
renameSync(stagedUploads, uploadsDir);
// The folder's own hidden files (the checkout's .gitkeep) are no photos: they stay with it.
if (existsSync(uploadsAside)) {
  for (const name of readdirSync(uploadsAside).filter((entry) => entry.startsWith('.'))) {
    cpSync(path.join(uploadsAside, name), path.join(uploadsDir, name));
  }
}

say(`restored: ${databaseFile} and ${uploadsDir} now hold the backup of ${manifest.createdAt}`);
if (existsSync(aside) || existsSync(uploadsAside)) {
  say(`kept aside: ${[aside, uploadsAside].filter((kept) => existsSync(kept)).join(' and ')}`);
  say('to undo: stop the CMS and move those back.');
}
say(
  marked
    ? 'the next start of the CMS republishes the site from the restored content'
    : 'once the CMS has started, press Publish now: this backup predates the automatic republish',
);

function currentDatabase() {
  const database = new Database(databaseFile, { readonly: true });
  try {
    const counts = tableCounts(database);
    const size = statSync(databaseFile).size;
    return `${(size / 1024 / 1024).toFixed(1)} MB, ${counts.products ?? 0} products, ${counts.enquiries ?? 0} enquiries`;
  } finally {
    database.close();
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
