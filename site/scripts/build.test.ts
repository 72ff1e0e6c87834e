// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const workspace = mkdtempSync(path.join(tmpdir(), 'suvarna-build-'));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

/** A port on this machine where nothing listens. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

it('a build against a CMS that is down fails, naming the CMS, and leaves the previous site untouched', async () => {
  const outDir = path.join(workspace, 'dist');
  mkdirSync(outDir);
  writeFileSync(path.join(outDir, 'index.html'), '<h1>yesterday’s site</h1>');
  const cms = `http://127.0.0.1:${await closedPort()}`;

  const build = spawnSync(process.execPath, [path.join(import.meta.dirname, 'build.mjs'), '--outDir', outDir], {
    encoding: 'utf8',
    env: { ...process.env, CMS_URL: cms, ASTRO_TELEMETRY_DISABLED: '1' },
    timeout: 120_000,
  });

  expect(build.status).not.toBe(0);
  expect(`${build.stdout}${build.stderr}`).toContain(`Cannot build the site from the CMS at ${cms}`);
  expect(`${build.stdout}${build.stderr}`).toContain('[site] build failed');
  expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('<h1>yesterday’s site</h1>');
}, 120_000);
