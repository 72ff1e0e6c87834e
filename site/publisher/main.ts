// `node site/publisher/main.ts`: the local publisher. Serves the live build of the site and rebuilds
// it from the CMS when the CMS calls its hook. Settings: ./settings.ts; the environment is passed
// on to the site's build.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readSiteSettings } from '../src/config/settings.ts';
import { type BackgroundCompression, compressInBackground } from './compress-in-background.ts';
import { type BuildReport, type LinkedBuild, linkUnchanged, pagesRestoredFromLive } from './prepare.ts';
import { Publisher } from './publisher.ts';
import { createHookServer, createSiteServer } from './servers.ts';
import { type PublisherSettings, readPublisherSettings } from './settings.ts';
import { waitForCms } from './wait-for-cms.ts';

const siteDir = path.resolve(import.meta.dirname, '..');
const say = (message: string) => console.log(`[publisher] ${message}`);
let settings: PublisherSettings;
try {
  settings = readPublisherSettings(process.env, siteDir);
} catch (error) {
  console.error(`[publisher] error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let building: ChildProcess | undefined;
/** The live build's precompression under way, paused while a build runs. */
let compressing: BackgroundCompression | undefined;
/** How long the first build waits for the CMS (its first start writes the demo catalogue). */
const CMS_WAIT_MS = 300_000;

const reportFile = path.join(settings.publishDir, 'build-report.json');

/**
 * Runs the site's own build script, which fails with a message naming the CMS when it cannot read
 * it, and says how many pages it rendered and how many it reused from the last build.
 */
const buildSite = (outDir: string) =>
  new Promise<BuildReport | null>((resolve, reject) => {
    const started = performance.now();
    rmSync(reportFile, { force: true });
    // Its own process group, so that stopping the publisher stops the whole build with it.
    const script = path.join(siteDir, 'scripts', 'build.mjs');
    const child = spawn(process.execPath, [script, '--outDir', outDir, '--report', reportFile], {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    building = child;
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output = `${output}${chunk}`.slice(-4000);
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = `${errors}${chunk}`.slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      building = undefined;
      const pages = /(\d+) pages rendered, (\d+) reused/.exec(output);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (pages) say(`built in ${seconds} s: ${pages[1]} pages rendered, ${pages[2]} reused from the last build`);
      if (code === 0) return resolve(readReport());
      const reason =
        errors.split('\n').find((line) => line.includes('Cannot build the site')) ?? errors.trim().split('\n').at(-1);
      reject(new Error(reason || `the build exited with ${code}`));
    });
  });

function readReport(): BuildReport | null {
  try {
    return JSON.parse(readFileSync(reportFile, 'utf8')) as BuildReport;
  } catch {
    return null;
  }
}

const publisher = new Publisher<BuildReport | null, LinkedBuild>({
  root: settings.publishDir,
  build: async (outDir) => {
    compressing?.pause();
    try {
      return await buildSite(outDir);
    } finally {
      compressing?.resume();
    }
  },
  prepare: async (outDir, liveDir, report) => {
    const started = performance.now();
    const restored = pagesRestoredFromLive(report, liveDir);
    const linked = await linkUnchanged(outDir, liveDir, restored);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    say(
      `prepared in ${seconds} s: ${linked.linked} files unchanged (linked to the live build's; ${restored.size} pages restored from it), ${linked.toCompress.length} to compress`,
    );
    return linked;
  },
  finish: async (outDir, { toCompress }) => {
    const started = performance.now();
    compressing = compressInBackground(outDir, toCompress);
    try {
      await compressing.done;
    } finally {
      compressing = undefined;
    }
    say(`compressed ${toCompress.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  },
  log: say,
});

const listen = (server: ReturnType<typeof createSiteServer>, port: number, host: string, what: string) =>
  new Promise<void>((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      console.error(
        `[publisher] error: cannot serve ${what} on ${host}:${port}: ${error.code === 'EADDRINUSE' ? 'the port is taken' : error.message}`,
      );
      process.exit(1);
    });
    server.listen(port, host, () => resolve());
  });

const { host: siteHost, port: sitePort } = settings.site;
const { hookPort } = settings;
const site = createSiteServer(publisher);
const hook = createHookServer(publisher, settings.secret);

// From here on, while it waits for the CMS and builds too: a stop signal, or the death of the
// parent that started it with an IPC channel (npm start's supervisor, even killed with SIGKILL),
// stops the build under way and the publisher.
const shutDown = () => {
  // A paused compression would otherwise outlive the publisher stopped.
  compressing?.resume();
  try {
    if (building?.pid) process.kill(-building.pid, 'SIGTERM');
  } catch {
    // The build had just ended.
  }
  site.close();
  hook.close();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, shutDown);
process.once('disconnect', shutDown);

await listen(site, sitePort, siteHost, 'the site');
await listen(hook, hookPort, '127.0.0.1', 'the build hook');

if (await publisher.restore()) say(`serving the last published build on http://${siteHost}:${sitePort}`);
// The build reads the CMS its own settings name (CMS_URL); npm start starts the CMS after this.
const { cmsUrl } = readSiteSettings(process.env);
const cmsUp = await waitForCms(cmsUrl, {
  timeoutMs: CMS_WAIT_MS,
  onWaiting: () => say(`waiting for the CMS at ${cmsUrl} before the first build`),
});
if (!cmsUp) say(`the CMS at ${cmsUrl} did not answer within ${CMS_WAIT_MS / 1000} s; building anyway`);
const first = publisher.request();
if (!publisher.live()) {
  const result = await first;
  if (!result.ok) say('the first build failed: the site answers 503 until a build succeeds');
}
say(`site on http://${siteHost}:${sitePort}, build hook on http://127.0.0.1:${hookPort}/hooks/<secret>`);
