// `pnpm --filter cms backup [--out file]`: a consistent copy of the SQLite database, safe while
// the CMS is running (SQLite's online backup). PostgreSQL is backed up with pg_dump.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkSettings, cmsDir, fail, loadEnvironment, options, say } from './lib.mjs';

loadEnvironment();
if ((process.env.DATABASE_CLIENT ?? 'sqlite') !== 'sqlite') {
  fail('this backs up the SQLite database; for PostgreSQL use pg_dump "$DATABASE_URL" > backup.sql');
}
const source = checkSettings().database.filename;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(options(['out']).out ?? path.join(cmsDir, 'backups', `suvarna-${stamp}.db`));
mkdirSync(path.dirname(target), { recursive: true });

const Database = createRequire(import.meta.url)('better-sqlite3');
let database;
try {
  database = new Database(source, { readonly: true, fileMustExist: true });
} catch (error) {
  fail(`cannot open ${source}: ${error.message}`);
}
await database.backup(target);
database.close();
say(`backed up ${source} to ${target}`);
