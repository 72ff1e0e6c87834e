// The shop's real processes for the benchmarks, on free ports and temporary folders: the CMS (SQLite
// or PostgreSQL, the demo catalogue seeded), site builds from it, and the local publisher serving the
// built site with compression and wired to the CMS's build hook. Nothing here is mocked.

import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildSite as buildSiteForTest,
  type Credentials,
  freePort,
  ServerStartError,
  startCmsProcess,
  startPublisherProcess,
} from '@suvarna/testkit';
import { feedRenderSeconds } from './build-log.ts';
import { benchSettings } from './settings.ts';

export type { Credentials } from '@suvarna/testkit';
export { repoDir } from '@suvarna/testkit';

export const ADMIN: Credentials = { email: 'owner@suvarna.bench', password: 'Gold@22Karat' };

export const log = (text: string) => console.log(`[bench] ${text}`);

/** Why a child failed, from what it wrote: its error message, not its stack. */
function errorLine(stderr: string) {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '));
  return (
    lines.find((line) => /\[ERROR\]|Error:|Cannot build/.test(line)) ??
    lines.find((line) => /error|failed/i.test(line)) ??
    lines.at(-1) ??
    ''
  );
}

/** Why a server did not start: the error line of its stderr, or else the error's own message. */
const whyNotStarted = (error: unknown) =>
  (error instanceof ServerStartError && errorLine(error.stderr)) || (error as Error).message;

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Cms {
  url: string;
  /** The CMS's process id (its memory: processMemoryKiB). */
  pid: number | undefined;
  database: DatabaseKind;
  credentials: Credentials;
  stop(): Promise<void>;
}

const psql = (sql: string) =>
  execFileSync('psql', [benchSettings().postgresAdminUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { stdio: 'pipe' });

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
  const databaseName = `bench_${process.pid}_${Date.now()}`;
  if (database === 'postgres') psql(`CREATE DATABASE "${databaseName}"`);
  const secret = () => randomBytes(24).toString('base64');
  // Production requires the Web Push pair too (the bench sends no push: no device subscribes).
  const vapid = createECDH('prime256v1');
  const vapidPublicKey = vapid.generateKeys().toString('base64url');
  const vapidPrivateKey = Buffer.concat([Buffer.alloc(32 - vapid.getPrivateKey().length), vapid.getPrivateKey()]);
  const databaseEnv =
    database === 'postgres'
      ? {
          DATABASE_CLIENT: 'postgres',
          DATABASE_URL: benchSettings().postgresAdminUrl.replace(/\/[^/]*$/, `/${databaseName}`),
        }
      : { DATABASE_CLIENT: 'sqlite' };
  const removeData = () => {
    if (database === 'postgres') psql(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    rmSync(workDir, { recursive: true, force: true });
  };

  // SQLite's file, the uploads and the .env file in workDir: the test kit's defaults.
  const cms = await startCmsProcess({
    workDir,
    env: {
      NODE_ENV: 'production',
      ...databaseEnv,
      APP_KEYS: `${secret()},${secret()}`,
      API_TOKEN_SALT: secret(),
      ADMIN_JWT_SECRET: secret(),
      JWT_SECRET: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      ENCRYPTION_KEY: secret(),
      VAPID_PUBLIC_KEY: vapidPublicKey,
      VAPID_PRIVATE_KEY: vapidPrivateKey.toString('base64url'),
      VAPID_SUBJECT: 'mailto:bench@suvarna.invalid',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CORS_ORIGINS: options.corsOrigin ?? 'http://127.0.0.1',
      SITE_URL: options.corsOrigin ?? 'http://127.0.0.1',
      // The freshness figures time the pipeline after the quiet period, which production sets to a
      // minute (one Netlify deploy per quiet minute): the bench keeps development's 2 s.
      ...(options.hookUrl ? { SITE_BUILD_HOOK_URL: options.hookUrl, REBUILD_DEBOUNCE_MS: '2000' } : {}),
      ...(options.genericProductRoute ? { CMS_GENERIC_PRODUCT_ROUTE: 'true' } : {}),
    },
  }).catch((error: unknown) => {
    removeData();
    throw new Error(`the CMS (${database}) did not start: ${whyNotStarted(error)}`);
  });
  const stop = async () => {
    await cms.stop();
    removeData();
  };
  return { url: cms.url, pid: cms.child.pid, database, credentials: ADMIN, stop } satisfies Cms;
}

/** The resident memory of a process and all its descendants, from /proc (Linux). */
export function treeMemory(rootPid: number): { rssKiB: number; peakKiB: number } {
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
  /** Pages rendered, and pages the incremental build reused from the last build. */
  rendered: number;
  reused: number;
  /** Seconds Astro spent rendering the product feeds (/feeds/…), by its own log of each route. */
  feedSeconds: number;
}

/**
 * One build of the site from the CMS into `outDir`, by the site's build script as the publisher
 * runs it. `cacheDir` is Astro's cache (optimised images, the pages an incremental build reuses):
 * an empty folder makes the build cold.
 */
export async function buildSite(options: {
  cmsUrl: string;
  siteUrl: string;
  outDir: string;
  cacheDir: string;
  /** Render every page, reusing none from the last build (the pictures stay cached). */
  force?: boolean;
}): Promise<BuildResult> {
  const started = performance.now();
  let peakKiB = 0;
  let sampler: NodeJS.Timeout | undefined;
  const build = await buildSiteForTest({
    cmsUrl: options.cmsUrl,
    outDir: options.outDir,
    cacheDir: options.cacheDir,
    env: { PUBLIC_CMS_URL: options.cmsUrl, SITE_URL: options.siteUrl },
    ...(options.force ? { force: true } : {}),
    onStart: (child) => {
      sampler = setInterval(() => {
        if (child.pid === undefined || child.exitCode !== null) return;
        const memory = treeMemory(child.pid);
        peakKiB = Math.max(peakKiB, memory.rssKiB, memory.peakKiB);
      }, 200);
    },
  });
  clearInterval(sampler);
  if (build.status !== 0) {
    log(`the site build's errors:\n${build.output.split('\n').slice(-40).join('\n')}`);
    throw new Error(`the site build failed (exit ${build.status}): ${errorLine(build.output)}`);
  }
  return {
    seconds: (performance.now() - started) / 1000,
    peakMiB: peakKiB / 1024,
    rendered: build.rendered.length,
    reused: build.reused.length,
    feedSeconds: feedRenderSeconds(build.output),
  };
}

export interface Publisher {
  siteUrl: string;
  /**
   * GET /status of the publisher: whether it has nothing to do, no build running or waiting and
   * no live build's precompression under way.
   */
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
  const publisher = await startPublisherProcess({ cmsUrl, ...plan, timeoutMs: 900_000 }).catch((error: unknown) => {
    throw new Error(`the publisher did not serve the site: ${whyNotStarted(error)}`);
  });
  return {
    siteUrl: plan.siteUrl,
    async idle() {
      const response = await fetch(`http://127.0.0.1:${plan.hookPort}/status`);
      const status = (await response.json()) as { building: boolean; queued: boolean; finishing: boolean };
      return !status.building && !status.queued && !status.finishing;
    },
    stop: publisher.stop,
  };
}

export const temporaryDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), `suvarna-bench-${prefix}-`));
