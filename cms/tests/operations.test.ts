// The CMS's commands, run as a person runs them: real processes on a temporary database.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { freshSecrets, SECRET_NAMES } from '../src/lib/settings';
import { CMS_DIR } from './support/cms';

const Database = createRequire(import.meta.url)('better-sqlite3');
const workspace = mkdtempSync(path.join(tmpdir(), 'suvarna-ops-'));
mkdirSync(path.join(workspace, 'public', 'uploads'), { recursive: true });
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const vapid = freshSecrets();
/** A value for every secret the CMS needs in production (APP_KEYS takes a list). */
const SECRETS: Record<(typeof SECRET_NAMES)[number], string> = {
  APP_KEYS: 'key-one,key-two',
  API_TOKEN_SALT: 'salt',
  ADMIN_JWT_SECRET: 'admin-secret',
  JWT_SECRET: 'jwt-secret',
  TRANSFER_TOKEN_SALT: 'transfer',
  ENCRYPTION_KEY: 'encryption-key',
  // A real pair: the settings check the public key is the private key's.
  VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY,
  VAPID_PRIVATE_KEY: vapid.VAPID_PRIVATE_KEY,
};

let runs = 0;
function cms(script: string, args: string[], env: Record<string, string>) {
  runs += 1;
  const result = spawnSync(process.execPath, [path.join(CMS_DIR, 'scripts', script), ...args], {
    cwd: CMS_DIR,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      STRAPI_TELEMETRY_DISABLED: 'true',
      PUBLIC_DIR: path.join(workspace, 'public'),
      PORT: '0',
      // Never this machine's cms/.env, nor one an earlier run generated: each run starts bare.
      ENV_PATH: path.join(workspace, `run-${runs}.env`),
      ...env,
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const database = path.join(workspace, 'shop.db');

describe('admin:create', () => {
  it('creates a shop admin who is stored with the shop-admin role, an owner unless --role staff', () => {
    const run = cms('admin.mjs', ['--email', 'Manager@Suvarna.test', '--password', 'Manager@2026'], {
      ...SECRETS,
      DATABASE_FILENAME: database,
    });
    expect(run.output).toContain('[cms] shop admin ready: Manager@Suvarna.test (owner)');
    expect(run.status).toBe(0);
    const staff = cms('admin.mjs', ['--email', 'desk@suvarna.test', '--password', 'Counter@2026', '--role', 'staff'], {
      ...SECRETS,
      DATABASE_FILENAME: database,
    });
    expect(staff.output).toContain('[cms] shop admin ready: desk@suvarna.test (staff)');
    const db = new Database(database, { readonly: true });
    const rows = db
      .prepare(
        `select u.email, r.type, u.shop_role as shopRole from up_users u
         join up_users_role_lnk l on l.user_id = u.id join up_roles r on r.id = l.role_id
         where u.email in ('manager@suvarna.test', 'desk@suvarna.test') order by u.email`,
      )
      .all();
    db.close();
    expect(rows).toEqual([
      { email: 'desk@suvarna.test', type: 'shop-admin', shopRole: 'staff' },
      { email: 'manager@suvarna.test', type: 'shop-admin', shopRole: 'owner' },
    ]);
  }, 180_000);

  it.each([
    [['--email', 'not-an-email', '--password', 'Manager@2026'], '[cms] error: Email: Invalid email'],
    [['--email', 'a@b.in', '--password', 'short'], '[cms] error: Password: minimum 8 character'],
    [
      [],
      "[cms] error: usage: pnpm --filter cms admin:create --email owner@shop.in --password 'Secret@123' [--role owner|staff]",
    ],
    [
      ['--email', 'a@b.in', '--password', 'Manager@2026', '--role', 'boss'],
      "[cms] error: --role must be owner or staff. usage: pnpm --filter cms admin:create --email owner@shop.in --password 'Secret@123' [--role owner|staff]",
    ],
  ])('refuses %j with a clear message', (args, message) => {
    const run = cms('admin.mjs', args, { ...SECRETS, DATABASE_FILENAME: database });
    expect(run.status).toBe(1);
    expect(run.output.trim().split('\n').at(-1)).toBe(message);
  });
});

describe('backup', () => {
  it('writes an archive whose database copy opens with the same content', () => {
    const target = path.join(workspace, 'backup.zip');
    const run = cms('backup.mjs', ['--out', target], { ...SECRETS, DATABASE_FILENAME: database });
    expect(run.status).toBe(0);
    expect(run.output).toContain(`backed up ${database} to ${target}`);
    const copyFile = path.join(workspace, 'backup-copy.db');
    writeFileSync(copyFile, unzipSync(readFileSync(target))['database.sqlite'] as Uint8Array);
    const copy = new Database(copyFile, { readonly: true });
    const { count } = copy.prepare("select count(*) as count from up_users where email = 'manager@suvarna.test'").get();
    copy.close();
    expect(count).toBe(1);
  });

  it('says why a PostgreSQL backup cannot be taken when the database does not answer', () => {
    const run = cms('backup.mjs', ['--out', path.join(workspace, 'unreachable.zip')], {
      ...SECRETS,
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nothing-listens',
    });
    expect(run.status).toBe(1);
    expect(run.output).toContain('backup failed: connect ECONNREFUSED 127.0.0.1:9');
    expect(existsSync(path.join(workspace, 'unreachable.zip'))).toBe(false);
  });
});

describe('start in production', () => {
  it('refuses to start without the first admin’s email and password', () => {
    const run = cms('start.mjs', [], {
      ...SECRETS,
      NODE_ENV: 'production',
      SITE_URL: 'https://www.suvarna.example',
      CORS_ORIGINS: 'https://www.suvarna.example',
      DATABASE_FILENAME: path.join(workspace, 'production.db'),
    });
    expect(run.status).not.toBe(0);
    expect(run.output).toContain(
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set to create the first shop admin in production',
    );
  }, 90_000);

  it('refuses to start without its secrets', () => {
    const run = cms('start.mjs', [], {
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'owner@suvarna.test',
      ADMIN_PASSWORD: 'Owner@2026',
      DATABASE_FILENAME: path.join(workspace, 'production.db'),
    });
    expect(run.status).not.toBe(0);
    expect(run.output.trim()).toBe(
      [
        '[cms] error: Invalid CMS settings (docs/configuration.md):',
        ...SECRET_NAMES.map((name) => `  ${name}: must be set in production`),
        '  SITE_URL: must be set in production (where enquiry form posts return)',
        "  CORS_ORIGINS: must be set in production (the site's origin, where the back office runs)",
      ].join('\n'),
    );
  }, 90_000);
});
