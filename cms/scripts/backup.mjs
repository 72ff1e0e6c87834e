// `pnpm --filter @suvarna/cms backup [--out <archive>]`: one zip (src/lib/backup/archive.ts) with a consistent
// copy of the database (SQLite's file, or a pg_dump of the PostgreSQL schema), taken online while
// the CMS runs and writes, the uploads it names and a manifest; read back and verified before the
// command says it is done.
import { existsSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { appVersion, backupArchive, checkSettings, fail, loadEnvironment, options, say } from './lib.mjs';

loadEnvironment();
const { ArchiveError, describeManifest, verifyArchive, writeArchive } = backupArchive();
const settings = checkSettings();
const { database } = settings;
if (settings.bucket) {
  fail('the photos are in a bucket (UPLOAD_PROVIDER=s3): keep the bucket versioned; this backs up local uploads only');
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
// Named as the CMS's scheduled backups are, in BACKUP_DIR: the retention rule counts them too.
const target = path.resolve(options(['out']).out ?? path.join(settings.backup.dir, `suvarna-${stamp}.zip`));

try {
  await writeArchive({
    database:
      database.client === 'postgres'
        ? { client: 'postgres', url: database.url, schema: database.schema }
        : { client: 'sqlite', filename: database.filename },
    uploadsDir: path.join(settings.publicDir, 'uploads'),
    target,
    appVersion: appVersion(),
  });
  const manifest = await verifyArchive(target);
  const what = database.client === 'postgres' ? `the PostgreSQL schema ${database.schema}` : database.filename;
  say(`backed up ${what} to ${target} (${(statSync(target).size / 1024 / 1024).toFixed(1)} MB)`);
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
