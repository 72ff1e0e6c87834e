// The shop's real processes for the benchmarks, on free ports and temporary folders: the CMS (SQLite
// or PostgreSQL, the demo catalogue seeded), site builds from it, and the local publisher serving the
// built site with compression and wired to the CMS's build hook. Nothing here is mocked.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoDir = path.resolve(import.meta.dirname, '../..');
export const siteDir = path.join(repoDir, 'site');
export const cmsDir = path.join(repoDir, 'cms');
const astroBin = path.join(siteDir, 'node_modules', 'astro', 'bin', 'astro.mjs');
/** The site's own Astro config with the cache folder taken from the environment (see the file); Astro
 * wants it relative to the site. */
const benchAstroConfig = path.relative(siteDir, path.join(import.meta.dirname, 'astro-cache.config.ts'));

export interface Credentials {
  email: string;
  password: string;
}

export const ADMIN: Credentials = { email: 'owner@suvarna.bench', password: 'Gold@22Karat' };
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const log = (text: string) => console.log(`[bench] ${text}`);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process behind ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Keeps what a child wrote to stderr, to say why it failed: its error message, not its stack. */
function tailOf(child: ChildProcess) {
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = `${tail}${chunk}`.slice(-20_000);
  });
  return (whole = false) => {
    if (whole) return tail;
    const lines = tail
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('at '));
    return (
      lines.find((line) => /\[ERROR\]|Error:|Cannot build/.test(line)) ??
      lines.find((line) => /error|failed/i.test(line)) ??
      lines.at(-1) ??
      ''
    );
  };
}

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Cms {
  url: string;
  database: DatabaseKind;
  credentials: Credentials;
  stop(): Promise<void>;
}

const psql = (sql: string) =>
  execFileSync('psql', [POSTGRES_ADMIN_URL, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { stdio: 'pipe' });

/**
 * The real CMS in production mode (request logging off, as deployed) on a fresh database: a
 * temporary SQLite file, or a database of its own in the local PostgreSQL, dropped on stop.
 * `hookUrl` wires it to a publisher's build hook; `genericProductRoute` mounts Strapi's generic
 * GET /api/products as a yardstick.
 */
export async function startCms(
  database: DatabaseKind,
  options: { hookUrl?: string; corsOrigin?: string; genericProductRoute?: boolean } = {},
) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'suvarna-bench-cms-'));
  mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const databaseName = `bench_${process.pid}_${Date.now()}`;
  if (database === 'postgres') psql(`CREATE DATABASE "${databaseName}"`);
  const secret = () => randomBytes(24).toString('base64');
  const databaseEnv =
    database === 'postgres'
      ? {
          DATABASE_CLIENT: 'postgres',
          DATABASE_URL: POSTGRES_ADMIN_URL.replace(/\/[^/]*$/, `/${databaseName}`),
        }
      : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(workDir, 'data.db') };

  const child = spawn(process.execPath, [path.join(cmsDir, 'scripts', 'start.mjs')], {
    cwd: cmsDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...databaseEnv,
      PUBLIC_DIR: path.join(workDir, 'public'),
      ENV_PATH: path.join(workDir, '.env'),
      APP_KEYS: `${secret()},${secret()}`,
      API_TOKEN_SALT: secret(),
      ADMIN_JWT_SECRET: secret(),
      JWT_SECRET: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      ENCRYPTION_KEY: secret(),
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CORS_ORIGINS: options.corsOrigin ?? 'http://127.0.0.1',
      STRAPI_STARTUP_LOG: 'false',
      STRAPI_TELEMETRY_DISABLED: 'true',
      ...(options.hookUrl ? { SITE_BUILD_HOOK_URL: options.hookUrl } : {}),
      ...(options.genericProductRoute ? { CMS_GENERIC_PRODUCT_ROUTE: 'true' } : {}),
    },
  });
  const tail = tailOf(child);
  const cleanUp = async () => {
    await stopProcess(child);
    if (database === 'postgres') psql(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/api/health`, child, 300_000);
  } catch (error) {
    await cleanUp();
    throw new Error(`the CMS (${database}) did not start: ${tail() || (error as Error).message}`);
  }
  return { url, database, credentials: ADMIN, stop: cleanUp } satisfies Cms;
}

/** The resident memory of a process and all its descendants, from /proc (Linux). */
function treeMemory(rootPid: number): { rssKiB: number; peakKiB: number } {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let rssKiB = 0;
  let peakKiB = 0;
  const visit = (pid: number) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      rssKiB += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peakKiB = Math.max(peakKiB, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      return;
    }
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return { rssKiB, peakKiB };
}

export interface BuildResult {
  seconds: number;
  /** The highest resident memory seen of the build's process tree. */
  peakMiB: number;
}

/**
 * One full build of the site from the CMS, as the publisher runs it, into `outDir`. `cacheDir` is
 * Astro's cache (optimised images, the content store): an empty folder makes the build cold.
 */
export function buildSite(options: { cmsUrl: string; siteUrl: string; outDir: string; cacheDir: string }) {
  return new Promise<BuildResult>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [astroBin, 'build', '--config', benchAstroConfig, '--outDir', options.outDir],
      {
        cwd: siteDir,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          CMS_URL: options.cmsUrl,
          PUBLIC_CMS_URL: options.cmsUrl,
          SITE_URL: options.siteUrl,
          ASTRO_TELEMETRY_DISABLED: '1',
          BENCH_ASTRO_CACHE_DIR: options.cacheDir,
        },
      },
    );
    const tail = tailOf(child);
    let peakKiB = 0;
    const sample = () => {
      if (child.pid === undefined || child.exitCode !== null) return;
      const memory = treeMemory(child.pid);
      peakKiB = Math.max(peakKiB, memory.rssKiB, memory.peakKiB);
    };
    const sampler = setInterval(sample, 200);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) return resolve({ seconds, peakMiB: peakKiB / 1024 });
      log(`the site build's errors:\n${tail(true).split('\n').slice(-40).join('\n')}`);
      reject(new Error(`the site build failed (exit ${code}): ${tail()}`));
    });
  });
}

export interface Publisher {
  siteUrl: string;
  /** GET /status of the publisher: whether a build is running or waiting. */
  idle(): Promise<boolean>;
  stop(): Promise<void>;
}

/** The ports and secret of a publisher, known before it starts so that the CMS can be given its hook. */
export interface PublisherPlan {
  sitePort: number;
  hookPort: number;
  secret: string;
  publishDir: string;
  siteUrl: string;
  hookUrl: string;
}

export async function planPublisher(): Promise<PublisherPlan> {
  const [sitePort, hookPort] = [await freePort(), await freePort()];
  const secret = randomBytes(24).toString('hex');
  return {
    sitePort,
    hookPort,
    secret,
    publishDir: mkdtempSync(path.join(tmpdir(), 'suvarna-bench-publish-')),
    siteUrl: `http://127.0.0.1:${sitePort}`,
    hookUrl: `http://127.0.0.1:${hookPort}/hooks/${secret}`,
  };
}

/**
 * The local publisher serving the site (precompressed, brotli and gzip) and building it from the
 * CMS, as `npm start` runs it. Resolves once its first build is live.
 */
export async function startPublisher(plan: PublisherPlan, cmsUrl: string): Promise<Publisher> {
  const child = spawn(process.execPath, [path.join(siteDir, 'publisher', 'main.ts')], {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      CMS_URL: cmsUrl,
      PUBLIC_CMS_URL: cmsUrl,
      SITE_URL: plan.siteUrl,
      SITE_PORT: String(plan.sitePort),
      PUBLISH_HOOK_PORT: String(plan.hookPort),
      PUBLISH_SECRET: plan.secret,
      PUBLISH_DIR: plan.publishDir,
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  });
  const tail = tailOf(child);
  const stop = async () => {
    await stopProcess(child);
  };
  try {
    await waitFor(plan.siteUrl, child, 900_000);
  } catch (error) {
    await stop();
    throw new Error(`the publisher did not serve the site: ${tail() || (error as Error).message}`);
  }
  return {
    siteUrl: plan.siteUrl,
    async idle() {
      const response = await fetch(`http://127.0.0.1:${plan.hookPort}/status`);
      const status = (await response.json()) as { building: boolean; queued: boolean };
      return !status.building && !status.queued;
    },
    stop,
  };
}

export const temporaryDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), `suvarna-bench-${prefix}-`));
