// The whole shop for browser tests: the real CMS on a temporary SQLite database seeded with the
// demo catalogue, the site built from it, and the built site served. Nothing here is mocked.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const siteDir = path.resolve(import.meta.dirname, '../..');
const repoDir = path.resolve(siteDir, '..');
export const ADMIN = { email: 'owner@suvarna.test', password: 'Gold@22Karat' };

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

async function waitFor(url: string, process: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`${url}: the process exited with ${process.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export interface Stack {
  cmsUrl: string;
  siteUrl: string;
  stop(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'suvarna-e2e-'));
  mkdirSync(path.join(tmp, 'public', 'uploads'), { recursive: true });
  const [cmsPort, sitePort] = [await freePort(), await freePort()];
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;

  const cms = spawn(process.execPath, [path.join(repoDir, 'cms', 'scripts', 'start.mjs')], {
    cwd: path.join(repoDir, 'cms'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(cmsPort),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(tmp, 'data.db'),
      PUBLIC_DIR: path.join(tmp, 'public'),
      ENV_PATH: path.join(tmp, '.env'),
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CORS_ORIGINS: siteUrl,
      STRAPI_LOG_LEVEL: 'warn',
      STRAPI_STARTUP_LOG: 'false',
    },
  });
  const children: ChildProcess[] = [cms];
  const stopAll = async () => {
    await Promise.all(children.map(stop));
    rmSync(tmp, { recursive: true, force: true });
  };

  try {
    await waitFor(`${cmsUrl}/api/health`, cms, 300_000);
    const astro = path.join(siteDir, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const outDir = path.join(tmp, 'dist');
    const env = {
      ...process.env,
      CMS_URL: cmsUrl,
      PUBLIC_CMS_URL: cmsUrl,
      SITE_URL: siteUrl,
      ASTRO_TELEMETRY_DISABLED: '1',
    };
    execFileSync(process.execPath, [astro, 'build', '--outDir', outDir], { cwd: siteDir, env, stdio: 'inherit' });
    const preview = spawn(
      process.execPath,
      [astro, 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(sitePort)],
      { cwd: siteDir, env, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    children.push(preview);
    await waitFor(siteUrl, preview, 60_000);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { cmsUrl, siteUrl, stop: stopAll };
}
