// `pnpm build [--outDir dir] [--report file.json] [--force]`: builds the site and swaps it into
// `outDir` only when the build succeeded, so a failed build (an unreachable CMS above all) leaves
// the previous site as it was. `--report` writes which pages were rendered and which the
// incremental build reused from the last build, and where that build went (`reusedFrom`: a reused
// page has the same bytes there); `--force` renders every page (the optimised pictures stay cached).
//
// Astro always builds into one folder of the cache, whatever the destination: it bakes its output
// folder into the pages' code hash, so a build into a new folder each time (the publisher's) would
// find no page of the incremental cache reusable. That folder, like the cache, serves one build
// at a time: builds of this checkout wait for each other.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const siteDir = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const outDir = path.resolve(siteDir, option('--outDir', 'dist'));
const reportFile = option('--report', undefined);
const force = args.includes('--force');
const where = path.relative(siteDir, outDir) || outDir;

let settings;
try {
  ({ siteSettings: settings } = await import('../src/config/settings.ts'));
} catch (error) {
  console.error(`[site] error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const cacheDir = path.resolve(siteDir, settings.cacheDir);
const staging = path.join(cacheDir, 'build-output');
// One build of this checkout at a time, whatever cache each uses: Astro writes its prerender step
// into the site's own .astro folder, where two builds at once remove each other's chunks.
const lockFile = path.resolve(siteDir, '..', '.cache', 'site-build.lock');
// Astro's record of the last build's pages and their cache keys (astro/dist/core/build/incremental.js).
const incrementalManifest = path.join(cacheDir, 'incremental-build.json');
// The folder the last good build went to: the pages the next build reuses are that build's.
const lastOutput = path.join(cacheDir, 'last-output');
// Which pages the build rendered and which it reused (src/integrations/build-report.ts).
const pagesReport = path.join(cacheDir, 'pages-report.json');
const LOCK_WAIT_MS = 30 * 60_000;
// The code the pages are built from: the site's, its workspace packages' and the lockfile.
const sitePackage = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
const workspacePackages = Object.entries(sitePackage.dependencies)
  .filter(([, version]) => version.startsWith('workspace:'))
  .map(([name]) => path.join(realpathSync(path.join(siteDir, 'node_modules', name)), 'src'));
const CODE = [
  path.join(siteDir, 'src'),
  path.join(siteDir, 'astro.config.ts'),
  path.join(siteDir, 'package.json'),
  path.resolve(siteDir, '..', 'pnpm-lock.yaml'),
  ...workspacePackages,
];

/**
 * A hash of all the code the pages are built from. It joins the product pages' cache keys: Astro
 * reuses a page whose own modules are unchanged, but a change elsewhere can still rename the
 * shared script chunks a reused page points to, so any change of code renders every page.
 */
function codeVersion() {
  const hash = createHash('sha256');
  const files = CODE.filter((full) => existsSync(full))
    .flatMap((full) =>
      statSync(full).isFile()
        ? [full]
        : readdirSync(full, { withFileTypes: true, recursive: true })
            .filter((entry) => entry.isFile())
            .map((entry) => path.join(entry.parentPath, entry.name))
            .filter((file) => !path.relative(full, file).split(path.sep).includes('node_modules')),
    )
    .sort();
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Takes the checkout's build lock, waiting for another build of it to finish; a dead holder's lock is taken over. */
async function lock() {
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const giveUpAt = Date.now() + LOCK_WAIT_MS;
  let said = false;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockFile, 'utf8'));
    // A lock without a live process's id (its holder died while writing it, or since) is stale.
    if (!(Number.isInteger(holder) && holder > 0 && isRunning(holder))) {
      rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() > giveUpAt) throw new Error(`another build (process ${holder}) has held ${lockFile} too long`);
    if (!said) console.log(`[site] waiting for another build of this site (process ${holder}) to finish`);
    said = true;
    await sleep(250);
  }
}

/** Moves a folder, copying it where a rename cannot cross file systems. */
function move(from, to) {
  try {
    renameSync(from, to);
  } catch (error) {
    if (error.code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/** Runs `astro build` into the staging folder, passing its output on; its integration reports the pages' fates. */
function astroBuild() {
  return new Promise((resolve) => {
    const astro = path.join(siteDir, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const child = spawn(process.execPath, [astro, 'build', '--outDir', staging, ...(force ? ['--force'] : [])], {
      cwd: siteDir,
      env: {
        ...process.env,
        SITE_CODE_VERSION: codeVersion(),
        SITE_PAGES_REPORT: pagesReport,
        SITE_OUTPUT_PREPARED: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** The folder of a page in a report, as `/product-preview/12` (the site's root is `/`). */
const folderOf = (page) => path.posix.dirname(page);

/** The folders of the pages the last good build wrote (a later build most likely writes them again). */
function lastPageFolders() {
  try {
    const { rendered, reused } = JSON.parse(readFileSync(pagesReport, 'utf8'));
    return [...new Set([...rendered, ...reused].map(folderOf))].filter((folder) => folder !== '/');
  } catch {
    return [];
  }
}

/**
 * Makes `folders` in the staging folder in a process of its own, while Astro starts (a few seconds
 * of one core's work): Astro then finds its pages' folders there. Resolves when it is done; a
 * failure only leaves Astro to make the folders itself.
 */
function makeFolders(folders) {
  return new Promise((resolve) => {
    if (folders.length === 0) return resolve();
    const child = spawn(process.execPath, [path.join(siteDir, 'scripts', 'make-folders.mjs'), staging], {
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    child.on('error', () => resolve());
    child.on('close', () => resolve());
    child.stdin.on('error', () => undefined);
    child.stdin.end(JSON.stringify(folders));
  });
}

/** Removes the folders made beforehand that this build left empty (a deleted product's). */
function removeUnusedFolders(folders, pages) {
  const used = new Set([...pages.rendered, ...pages.reused].map(folderOf));
  // Deepest first, so that a folder emptied by the removal of its own empty folders goes too.
  const unused = folders.filter((folder) => !used.has(folder)).sort((a, b) => b.length - a.length);
  for (const folder of unused) {
    try {
      rmdirSync(path.join(staging, folder));
    } catch {
      // Not empty after all: something else was built there.
    }
  }
}

await lock();
try {
  rmSync(staging, { recursive: true, force: true });
  const reusedFrom = existsSync(lastOutput) ? readFileSync(lastOutput, 'utf8') : null;
  const folders = lastPageFolders();
  rmSync(pagesReport, { force: true });
  mkdirSync(staging, { recursive: true });
  const [code] = await Promise.all([astroBuild(), makeFolders(folders)]);
  if (code !== 0) {
    rmSync(staging, { recursive: true, force: true });
    // The failed build may have stored pages under keys the last good build recorded: start afresh.
    rmSync(incrementalManifest, { force: true });
    rmSync(lastOutput, { force: true });
    console.error(`[site] build failed: ${where} is unchanged`);
    process.exitCode = code;
  } else {
    const pages = JSON.parse(readFileSync(pagesReport, 'utf8'));
    removeUnusedFolders(folders, pages);
    const previous = `${outDir}.previous`;
    rmSync(previous, { recursive: true, force: true });
    if (existsSync(outDir)) renameSync(outDir, previous);
    move(staging, outDir);
    rmSync(previous, { recursive: true, force: true });
    writeFileSync(lastOutput, outDir);
    if (reportFile) writeFileSync(path.resolve(reportFile), JSON.stringify({ ...pages, reusedFrom }));
    console.log(
      `[site] built into ${outDir}: ${pages.rendered.length} pages rendered, ${pages.reused.length} reused from the last build`,
    );
  }
} finally {
  rmSync(lockFile, { force: true });
}
