// `pnpm --filter @suvarna/cms backup [--out <archive>]`: one zip (src/lib/backup/archive.ts) with a consistent
// copy of the SQLite database, taken online while the CMS runs and writes, the uploads it names
// and a manifest; read back and verified before the command says it is done.
import { existsSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { appVersion, backupArchive, checkSettings, fail, loadEnvironment, options, say } from './lib.mjs';

loadEnvironment();
const { ArchiveError, describeManifest, verifyArchive, writeArchive } = backupArchive();
if ((process.env.DATABASE_CLIENT ?? 'sqlite') !== 'sqlite') {
  fail(
    'this backs up the SQLite database; for PostgreSQL use pg_dump (docs/deployment.md, "Backing up and restoring")',
  );
}
const settings = checkSettings();
if (settings.bucket) {
  fail('the photos are in a bucket (UPLOAD_PROVIDER=s3): keep the bucket versioned; this backs up local uploads only');
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
// Named as the CMS's scheduled backups are, in BACKUP_DIR: the retention rule counts them too.
const target = path.resolve(options(['out']).out ?? path.join(settings.backup.dir, `suvarna-${stamp}.zip`));

try {
  await writeArchive({
    databaseFile: settings.database.filename,
    uploadsDir: path.join(settings.publicDir, 'uploads'),
    target,
    appVersion: appVersion(),
  });
  const manifest = await verifyArchive(target);
  say(`backed up ${settings.database.filename} to ${target} (${(statSync(target).size / 1024 / 1024).toFixed(1)} MB)`);
  for (const line of describeManifest(manifest)) say(`  ${line}`);
  say('verified: every member read back against its checksum, the database copy sound and its counts as listed');
} catch (error) {
  // A failed archive keeps no name a restore would pick up by mistake.
  if (existsSync(target)) renameSync(target, `${target}.failed`);
  fail(
    error instanceof ArchiveError
      ? `the backup failed its verification: ${error.message}`
      : `backup failed: ${error.message}`,
  );
}
