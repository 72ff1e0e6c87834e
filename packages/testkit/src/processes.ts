// The shop's real servers as child processes, for tests and benchmarks: started with this Node,
// awaited until their address answers, then stopped (SIGTERM) or killed (SIGKILL). The CMS
// (`startCmsProcess`: a folder of its own, the test admin) and the local publisher
// (`startPublisherProcess`) have their own starters; `startServer` starts any other.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './ports.js';

/** The repository's folders (this file is in packages/testkit/src, or dist once built). */
export const repoDir = path.resolve(import.meta.dirname, '../../..');
const cmsDir = path.join(repoDir, 'cms');
export const siteDir = path.join(repoDir, 'site');

export interface Credentials {
  email: string;
  password: string;
}

/** The first shop admin of a CMS started for tests: its ADMIN_EMAIL and ADMIN_PASSWORD. */
export const TEST_ADMIN: Credentials = { email: 'owner@suvarna.test', password: 'Gold@22Karat' };

/** How long a stopped server may take to exit before it is killed. */
const STOP_GRACE_MS = 15_000;
/** How much of a server's stderr is kept for messages. */
const STDERR_KEPT = 20_000;

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (hasExited(child)) return resolve();
    child.once('exit', () => resolve());
  });

/** SIGKILL: no shutdown hook runs, as in a power cut or an OOM kill. Resolves once it has exited. */
async function killProcess(child: ChildProcess): Promise<void> {
  if (!hasExited(child)) child.kill('SIGKILL');
  await exited(child);
}

/** SIGTERM, then SIGKILL if it has not exited within 15 s. Resolves once it has exited. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  child.kill('SIGTERM');
  await exited(child);
  clearTimeout(killer);
}

export interface ServerProcess {
  child: ChildProcess;
  /** The end of what it wrote to stderr so far (empty when started with `stderr: 'inherit'`). */
  stderr(): string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/** A server that exited or did not answer while starting; `stderr` is the end of what it wrote there. */
export class ServerStartError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(stderr ? `${message}:\n${stderr}` : message);
    this.name = 'ServerStartError';
  }
}

export interface ServerOptions {
  /** What it is, for messages: "the CMS", "the publisher". */
  name: string;
  /** A Node script, run with this process's Node, and its arguments. */
  script: string;
  args?: readonly string[];
  cwd: string;
  /** Its whole environment. */
  env: NodeJS.ProcessEnv;
  /** The address that answers with a 2xx once the server is ready. */
  readyUrl: string;
  timeoutMs: number;
  /** 'pipe' (the default) keeps the end of its stderr for messages; 'inherit' shows it as it comes. */
  stderr?: 'pipe' | 'inherit';
}

/** Waits until `url` answers with a 2xx; fails at once if the process exits first. */
async function waitUntilAnswers(name: string, url: string, child: ChildProcess, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited(child)) return `${name} exited with ${child.exitCode ?? child.signalCode} while starting`;
    try {
      const signal = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
      if ((await fetch(url, { signal })).ok) return '';
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) return `${name} did not answer on ${url} within ${timeoutMs / 1000} s`;
    await sleep(250);
  }
}

/**
 * Starts a Node script as a child process and resolves once `readyUrl` answers. If it exits first
 * or does not answer in time, it is stopped (so that it can stop what it started, such as the
 * publisher's build) and the promise rejects with a ServerStartError.
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, [options.script, ...(options.args ?? [])], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'ignore', options.stderr ?? 'pipe'],
  });
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = `${tail}${chunk}`.slice(-STDERR_KEPT);
  });
  const failure = await waitUntilAnswers(options.name, options.readyUrl, child, options.timeoutMs);
  if (failure) {
    await stopProcess(child);
    throw new ServerStartError(failure, tail);
  }
  return { child, stderr: () => tail, stop: () => stopProcess(child), kill: () => killProcess(child) };
}

export interface CmsProcessOptions {
  /**
   * The CMS's own folder: its SQLite file (data.db), uploads (public/uploads) and, outside
   * production, the secrets it generates on its first start (.env). The same folder restarts the
   * CMS on the same state.
   */
  workDir: string;
  /**
   * Settings over the defaults: development mode, SQLite in workDir, the test admin, telemetry and
   * the startup log off.
   */
  env?: Record<string, string>;
  /**
   * Whether the CMS also sees this process's environment (the default), or only PATH and HOME, so
   * that no setting of the shell running the tests reaches it.
   */
  inheritEnv?: boolean;
  /** How long it may take to answer on /api/health; 300 s by default (a first start seeds the demo). */
  timeoutMs?: number;
  stderr?: 'pipe' | 'inherit';
}

export interface CmsProcess extends ServerProcess {
  /** Its address, http://127.0.0.1:<a free port>. */
  url: string;
}

/** The real CMS (`pnpm --filter cms start`, scripts/start.mjs) on a free port, once /api/health answers. */
export async function startCmsProcess(options: CmsProcessOptions): Promise<CmsProcess> {
  const { workDir, env = {}, inheritEnv = true, timeoutMs = 300_000, stderr = 'pipe' } = options;
  // The folder itself only: the CMS makes its uploads folder in it, as on a new server.
  mkdirSync(workDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer({
    name: 'the CMS',
    script: path.join(cmsDir, 'scripts', 'start.mjs'),
    cwd: cmsDir,
    env: {
      ...(inheritEnv ? process.env : { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' }),
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(workDir, 'data.db'),
      PUBLIC_DIR: path.join(workDir, 'public'),
      // A test's CMS takes backups only when the test asks (a schedule of its own, or Back up now).
      BACKUP_SCHEDULE: 'off',
      BACKUP_DIR: path.join(workDir, 'backups'),
      ENV_PATH: path.join(workDir, '.env'),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_STARTUP_LOG: 'false',
      ...env,
    },
    readyUrl: `${url}/api/health`,
    timeoutMs,
    stderr,
  });
  return { ...server, url };
}

export interface PublisherProcessOptions {
  /** The CMS it builds the site from. */
  cmsUrl: string;
  /** Where it serves the site, and where it takes build hooks: known before, for the CMS's hook. */
  sitePort: number;
  hookPort: number;
  /** POST /hooks/<secret> on the hook port asks for a build. */
  secret: string;
  /** Where it keeps its builds, and Astro's cache of them (so that its builds reuse no other's pages). */
  publishDir: string;
  /** How long its first build may take; 300 s by default. */
  timeoutMs?: number;
  stderr?: 'pipe' | 'inherit';
}

/** The site cache (SITE_CACHE_DIR) of a publisher started by startPublisherProcess. */
export const publisherCacheOf = (publishDir: string) => path.join(publishDir, 'astro-cache');

export interface PublisherProcess extends ServerProcess {
  /** The served site's address, http://127.0.0.1:<sitePort>. */
  siteUrl: string;
}

/**
 * The local publisher (site/publisher/main.ts, as `npm start` runs it): builds the site from the
 * CMS and serves it, precompressed. Resolves once its first build is live.
 */
export async function startPublisherProcess(options: PublisherProcessOptions): Promise<PublisherProcess> {
  const { cmsUrl, sitePort, hookPort, secret, publishDir, timeoutMs = 300_000, stderr = 'pipe' } = options;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const server = await startServer({
    name: 'the publisher',
    script: path.join(siteDir, 'publisher', 'main.ts'),
    cwd: siteDir,
    env: {
      ...process.env,
      CMS_URL: cmsUrl,
      PUBLIC_CMS_URL: cmsUrl,
      SITE_URL: siteUrl,
      SITE_PORT: String(sitePort),
      PUBLISH_HOOK_PORT: String(hookPort),
      PUBLISH_SECRET: secret,
      PUBLISH_DIR: publishDir,
      SITE_CACHE_DIR: publisherCacheOf(publishDir),
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    readyUrl: siteUrl,
    timeoutMs,
    stderr,
  });
  return { ...server, siteUrl };
}
