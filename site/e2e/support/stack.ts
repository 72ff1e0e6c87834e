// The whole shop for browser tests: the real CMS on a temporary SQLite database seeded with the
// demo catalogue, the site built from it, and the built site served. Nothing here is mocked.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, type ServerProcess, siteDir, startCmsProcess, startServer, TEST_ADMIN } from '@suvarna/testkit';
import { addHostileContent } from './hostile';

/** The shop admin of the e2e CMS. */
export const ADMIN = TEST_ADMIN;

export interface Stack {
  cmsUrl: string;
  siteUrl: string;
  /** The built site's folder, and the env file holding the CMS's secrets (secrets.e2e.ts). */
  buildDir: string;
  cmsEnvFile: string;
  stop(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'suvarna-e2e-'));
  const siteUrl = `http://127.0.0.1:${await freePort()}`;
  const outDir = path.join(tmp, 'dist');
  const servers: ServerProcess[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(tmp, { recursive: true, force: true });
  };

  try {
    const cms = await startCmsProcess({
      workDir: tmp,
      env: { SEED_DEMO: 'true', CORS_ORIGINS: siteUrl },
      stderr: 'inherit',
    });
    servers.push(cms);
    // Script-injection text in the catalogue, which every page must show as text (injection.e2e.ts).
    await addHostileContent(cms.url, ADMIN);
    const astro = path.join(siteDir, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const env = {
      ...process.env,
      CMS_URL: cms.url,
      PUBLIC_CMS_URL: cms.url,
      SITE_URL: siteUrl,
      ASTRO_TELEMETRY_DISABLED: '1',
    };
    execFileSync(process.execPath, [astro, 'build', '--outDir', outDir], { cwd: siteDir, env, stdio: 'inherit' });
    const { port } = new URL(siteUrl);
    const preview = await startServer({
      name: 'the site preview',
      script: astro,
      // --ignore-lock: Astro refuses a second preview of the same project, such as another test run's.
      args: ['preview', '--ignore-lock', '--outDir', outDir, '--host', '127.0.0.1', '--port', port],
      cwd: siteDir,
      env,
      readyUrl: siteUrl,
      timeoutMs: 60_000,
      stderr: 'inherit',
    });
    servers.push(preview);
    return { cmsUrl: cms.url, siteUrl, buildDir: outDir, cmsEnvFile: path.join(tmp, '.env'), stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
