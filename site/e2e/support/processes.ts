// Starting and stopping the shop's real processes for tests: free ports, waiting, the CMS.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const siteDir = path.resolve(import.meta.dirname, '../..');
export const repoDir = path.resolve(siteDir, '..');
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

export async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The real CMS on a temporary SQLite database in `workDir`, seeded with the demo catalogue. */
export function startCmsProcess(workDir: string, port: number, env: Record<string, string> = {}): ChildProcess {
  mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  return spawn(process.execPath, [path.join(repoDir, 'cms', 'scripts', 'start.mjs')], {
    cwd: path.join(repoDir, 'cms'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(workDir, 'data.db'),
      PUBLIC_DIR: path.join(workDir, 'public'),
      ENV_PATH: path.join(workDir, '.env'),
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STRAPI_STARTUP_LOG: 'false',
      ...env,
    },
  });
}
