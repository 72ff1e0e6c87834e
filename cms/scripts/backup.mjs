// `pnpm --filter @suvarna/cms backup [--out <archive>]`: one zip (src/lib/backup/archive.ts) with a consistent
// copy of the database (SQLite's file, or a pg_dump of the PostgreSQL schema), taken online while
// the CMS runs and writes, the uploads it names (photos in a bucket: their keys and checksums) and
// a manifest; read back and verified before the command says it is done. Without --out it is kept
// where the CMS keeps its own (BACKUP_DIR, or the bucket under BACKUP_PREFIX: src/lib/backup/store.ts).
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { appVersion, backupArchive, checkSettings, distDir, fail, loadEnvironment, options, say } from './lib.mjs';

loadEnvironment();
const { ArchiveError, describeManifest, verifyArchive, writeArchive } = backupArchive();
const { archiveName } = createRequire(import.meta.url)(path.join(distDir, 'src', 'lib', 'backup', 'retention.js'));
const { archiveStore } = createRequire(import.meta.url)(path.join(distDir, 'src', 'lib', 'backup', 'store.js'));
const settings = checkSettings();
const { database } = settings;
const out = options(['out']).out;
const name = archiveName(new Date());
// Named as the CMS's scheduled backups are, in BACKUP_DIR: the retention rule counts them too.
const target = path.resolve(out ?? path.join(settings.backup.dir, name));
const store = out ? null : archiveStore(settings.backup, settings.bucket);

mkdirSync(path.dirname(target), { recursive: true });
try {
  await writeArchive({
    database:
      database.client === 'postgres'
        ? { client: 'postgres', url: database.url, schema: database.schema }
        : { client: 'sqlite', filename: database.filename },
    uploadsDir: path.join(settings.publicDir, 'uploads'),
    bucket: settings.bucket,
    target,
    appVersion: appVersion(),
  });
  const manifest = await verifyArchive(target);
  const size = statSync(target).size;
  const key = store?.keyOf(name);
  if (key) await keepInBucket();
  const what = database.client === 'postgres' ? `the PostgreSQL schema ${database.schema}` : database.filename;
  const where = key ? `s3://${settings.bucket.name}/${key}` : target;
  say(`backed up ${what} to ${where} (${(size / 1024 / 1024).toFixed(1)} MB)`);
  for (const line of describeManifest(manifest)) say(`  ${line}`);
  say(
    `verified: every member read back against its checksum, the database ${database.client === 'postgres' ? 'dump read back whole' : 'copy sound'} and its counts as listed`,
  );
} catch (error) {
  // A failed archive keeps no name a restore would pick up by mistake.
  if (existsSync(target)) renameSync(target, `${target}.failed`);
  fail(
    error instanceof ArchiveError
      ? `the backup failed its verification: ${error.message}`
      : `backup failed: ${error.message}`,
  );
}

/** BACKUP_TARGET=s3: the verified archive goes to the bucket (the local copy is then removed). */
async function keepInBucket() {
  try {
    await store.keep(target, name);
  } catch (error) {
    fail(`the backup is verified but the bucket did not take it (${error.message}); it is still at ${target}`);
  }
  const exposed = await store.readableByAnyone(name);
  if (exposed) {
    say(
      `warning: anyone can download this backup at ${exposed}: the bucket's policy must not make ${settings.backup.prefix} public (docs/deployment.md)`,
    );
  }
}
