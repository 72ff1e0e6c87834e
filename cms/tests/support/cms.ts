// Boots the real CMS in this test process (one per test file) on a fresh database: a temporary
// SQLite file, or a schema of its own in the local PostgreSQL. Talks to it over real HTTP.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_ADMIN } from '@suvarna/testkit';
import pg from 'pg';

const require = createRequire(import.meta.url);
export const CMS_DIR = path.resolve(import.meta.dirname, '../..');
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The first shop admin every test CMS is started with. */
export const ADMIN = TEST_ADMIN;

export type Database = 'sqlite' | 'postgres';

export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; message?: string; data?: T } & Record<string, unknown>;
}

export interface CallOptions {
  body?: unknown;
  form?: FormData;
  token?: string | undefined;
  headers?: Record<string, string>;
}

/** Strapi's instance: typed loosely, the tests reach into it only to set up users, tokens and rows. */
// biome-ignore lint/suspicious/noExplicitAny: tests call plugin services whose types Strapi does not export.
export type Strapi = any;

export interface TestCms {
  base: string;
  strapi: Strapi;
  publicDir: string;
  call<T = unknown>(method: string, route: string, options?: CallOptions): Promise<Answer<T>>;
  login(email?: string, password?: string): Promise<string>;
  /** A valid token of a user who is not a shop admin. */
  userToken(): Promise<string>;
  /** Another shop admin (an owner unless told), for tests that change an admin's password, lock an account or need staff. */
  addShopAdmin(email: string, password: string, shopRole?: 'owner' | 'staff'): Promise<void>;
  stop(): Promise<void>;
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether to run a suite on PostgreSQL: always in CI (unreachable is then an error), else if it answers. */
export async function postgresAvailable(suite: string): Promise<boolean> {
  const reachable = await postgresReachable();
  if (!reachable && process.env.CI) throw new Error(`PostgreSQL is unreachable at ${POSTGRES_URL}, and CI needs it`);
  if (!reachable) console.warn(`Skipping the PostgreSQL run of ${suite}: nothing answers at ${POSTGRES_URL}`);
  return reachable;
}

export async function onPostgres(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function startCms(database: Database, env: Record<string, string> = {}): Promise<TestCms> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'suvarna-cms-'));
  const publicDir = path.join(tmp, 'public');
  mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const schema = `test_${process.pid}_${Date.now()}`;
  if (database === 'postgres') await onPostgres(`CREATE SCHEMA "${schema}"`);

  Object.assign(process.env, {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_STARTUP_LOG: 'false',
    STRAPI_LOG_LEVEL: 'error',
    PUBLIC_DIR: publicDir,
    BACKUP_SCHEDULE: 'off',
    BACKUP_DIR: path.join(tmp, 'backups'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(database === 'postgres'
      ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema }
      : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(tmp, 'data.db') }),
    ...env,
  });

  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist') });
  strapi.log.level = 'error';
  await strapi.load();
  await new Promise<void>((resolve) => strapi.server.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(strapi.server.httpServer.address() as AddressInfo).port}`;

  async function call<T>(method: string, route: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body = options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await fetch(`${base}${route}`, { method, headers, body: body ?? null });
    const text = await response.text();
    let parsed: Answer<T>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { success: false, raw: text };
    }
    return { status: response.status, body: parsed };
  }

  async function addUser(
    roleType: string,
    email: string,
    password: string,
    extra: Record<string, unknown> = {},
  ): Promise<{ id: number }> {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } });
    return strapi
      .plugin('users-permissions')
      .service('user')
      .add({
        username: email.split('@')[0],
        email,
        password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: role.id,
        ...extra,
      });
  }

  return {
    base,
    strapi,
    publicDir,
    call,
    async login(email = ADMIN.email, password = ADMIN.password) {
      const answer = await call<{ token: string }>('POST', '/api/admin/login', { body: { email, password } });
      if (!answer.body.data?.token) throw new Error(`login failed: ${answer.status} ${answer.body.message}`);
      return answer.body.data.token;
    },
    async userToken() {
      const email = `customer${Date.now()}@suvarna.test`;
      const user = await addUser('authenticated', email, 'Customer@123');
      return strapi.plugin('users-permissions').service('jwt').issue({ id: user.id });
    },
    async addShopAdmin(email, password, shopRole = 'owner') {
      await addUser('shop-admin', email, password, { shopRole });
    },
    async stop() {
      strapi.cron.destroy();
      await strapi.server.destroy();
      await strapi.db.destroy();
      if (database === 'postgres') await onPostgres(`DROP SCHEMA "${schema}" CASCADE`);
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
