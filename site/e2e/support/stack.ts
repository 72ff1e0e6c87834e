// The whole shop for browser tests: the real CMS on a temporary SQLite database seeded with the
// demo catalogue, the site built from it, and the built site served. Nothing here is mocked.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addHostileContent } from './hostile';
import { ADMIN, freePort, siteDir, startCmsProcess, stop, waitFor } from './processes';

export { ADMIN } from './processes';

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
  const [cmsPort, sitePort] = [await freePort(), await freePort()];
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;

  const outDir = path.join(tmp, 'dist');
  const cms = startCmsProcess(tmp, cmsPort, { CORS_ORIGINS: siteUrl });
  const children: ChildProcess[] = [cms];
  const stopAll = async () => {
    await Promise.all(children.map(stop));
    rmSync(tmp, { recursive: true, force: true });
  };

  try {
    await waitFor(`${cmsUrl}/api/health`, cms, 300_000);
    // Script-injection text in the catalogue, which every page must show as text (injection.e2e.ts).
    await addHostileContent(cmsUrl, ADMIN);
    const astro = path.join(siteDir, 'node_modules', 'astro', 'bin', 'astro.mjs');
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
      // --ignore-lock: Astro refuses a second preview of the same project, such as another test run's.
      [astro, 'preview', '--ignore-lock', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(sitePort)],
      { cwd: siteDir, env, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    children.push(preview);
    await waitFor(siteUrl, preview, 60_000);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { cmsUrl, siteUrl, buildDir: outDir, cmsEnvFile: path.join(tmp, '.env'), stop: stopAll };
}
