// Debian's Chromium, which the browser tests, the CDN-edge test and the bench's Lighthouse drive
// (never a browser downloaded by Playwright). The bootstrap finds it before a task that needs it,
// installs it where it may (root with apt-get, as on CI), and otherwise stops the task at once
// with one line that says what to install, so no test fails merely because the browser is absent.
// Plain Node with no dependencies: the bootstrap may run this on Node 18.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The tasks that start a browser. */
export const BROWSER_TASKS = ['test', 'e2e', 'bench'];

const NAMES = ['chromium', 'chromium-browser'];

export const MISSING_CHROMIUM =
  'the browser tests need Debian\'s Chromium, which is not installed: run "apt-get install chromium" as root, or set CHROME_PATH to a Chromium binary';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The first executable named `names` on `searchPath`, or null. */
export function which(names, searchPath = '') {
  for (const dir of searchPath.split(delimiter).filter(Boolean)) {
    for (const name of names) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

/**
 * Chromium's path: `CHROME_PATH` when it is set (it must then be executable), else the first
 * Chromium on `PATH`; installed with apt-get when neither has one and this process is root.
 * @param {NodeJS.ProcessEnv} env the caller's environment (its PATH, CHROME_PATH)
 * @param {(text: string) => void} step prints one progress line
 * @returns {{ path: string } | { error: string }}
 */
export function ensureChromium(env, step) {
  if (env.CHROME_PATH) {
    return isExecutable(env.CHROME_PATH)
      ? { path: env.CHROME_PATH }
      : { error: `CHROME_PATH is ${env.CHROME_PATH}, which is not an executable file` };
  }
  const found = which(NAMES, env.PATH);
  if (found) return { path: found };

  const aptGet = which(['apt-get'], env.PATH);
  if (!aptGet || process.getuid?.() !== 0) return { error: MISSING_CHROMIUM };
  step("installing Debian's Chromium for the browser tests (apt-get install chromium)");
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync(aptGet, args, { env: aptEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) return { error: `apt-get ${args[0]} failed; ${MISSING_CHROMIUM}` };
  }
  const installed = which(NAMES, env.PATH);
  return installed ? { path: installed } : { error: `apt-get installed no chromium on PATH; ${MISSING_CHROMIUM}` };
}
