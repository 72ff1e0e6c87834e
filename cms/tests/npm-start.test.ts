// `npm start` as a person runs it (node scripts/bootstrap.mjs start: the bootstrap, the start task,
// the publisher and the CMS), on free ports, a temporary database and publish folder: it prints the
// development login only while that password is in use, and however it is stopped (SIGTERM or
// SIGHUP to the bootstrap, or the bootstrap killed with SIGKILL) every process of it goes.
// The three starts share one shop, one after the other: the first writes a one-product catalogue
// through the API (the site is built from it), the next ones serve the build the first published.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoDir } from '@suvarna/testkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_ADMIN } from '../src/lib/first-admin';
import { type Envelope, productFields, productForm, request } from './support/hardening';
import { jpeg } from './support/images';

const DEVELOPMENT_LOGIN = `${DEVELOPMENT_ADMIN.email} / ${DEVELOPMENT_ADMIN.password}`;
const NEW_PASSWORD = 'NewGold@2026';
/** How long every process may take to go once the bootstrap is stopped. */
const GONE_WITHIN_MS = 15_000;

// Which process is whose is read from /proc: Linux only.
const hasProc = existsSync('/proc/self/stat');
if (!hasProc) console.warn('Skipping the npm start tests: they read the process tree from /proc, which only Linux has');

const work = mkdtempSync(path.join(tmpdir(), 'suvarna-npm-start-'));
let ports: { cms: number; site: number; hook: number };
let cmsUrl: string;
let siteUrl: string;
let hookUrl: string;
let shop: Shop | undefined;

beforeAll(async () => {
  ports = { cms: await freePort(), site: await freePort(), hook: await freePort() };
  cmsUrl = `http://127.0.0.1:${ports.cms}`;
  siteUrl = `http://127.0.0.1:${ports.site}`;
  hookUrl = `http://127.0.0.1:${ports.hook}`;
});
afterAll(() => {
  // A failed test may leave its shop running.
  if (shop?.child.pid) for (const pid of processTree(shop.child.pid)) kill(pid, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

interface Shop {
  child: ChildProcess;
  /** What the bootstrap and everything under it wrote, stdout and stderr together. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `node scripts/bootstrap.mjs start` on this test's ports and folders, seeing none of the shell's settings. */
function startShop(settings: Record<string, string> = {}): Shop {
  const child = spawn(process.execPath, [path.join(repoDir, 'scripts', 'bootstrap.mjs'), 'start'], {
    cwd: repoDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      CMS_PORT: String(ports.cms),
      SITE_PORT: String(ports.site),
      PUBLISH_HOOK_PORT: String(ports.hook),
      ENV_PATH: path.join(work, '.env'),
      DATABASE_FILENAME: path.join(work, 'data.db'),
      PUBLIC_DIR: path.join(work, 'public'),
      // Should the test run at 02:30 India time, the CMS's nightly backup lands here, not in cms/.
      BACKUP_DIR: path.join(work, 'backups'),
      PUBLISH_DIR: path.join(work, 'publish'),
      SITE_CACHE_DIR: path.join(work, 'astro-cache'),
      // A one-product catalogue, written by the first test, builds in seconds; the demo in minutes.
      SEED_DEMO: 'false',
      ...settings,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  shop = { child, output: () => output, exited };
  return shop;
}

/** Resolves once `check` holds; fails at once, with the shop's output, if the bootstrap exits first. */
async function until(target: Shop, what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    const exited = target.child.exitCode !== null || target.child.signalCode !== null;
    if (exited || Date.now() > deadline) {
      const why = exited ? 'the bootstrap exited' : `not within ${timeoutMs / 1000} s`;
      throw new Error(`${what}: ${why}. Output:\n${target.output().slice(-6000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const BANNER = 'Suvarna is running.';
/** Resolves once `npm start` has printed its banner. */
const up = (target: Shop) => until(target, 'the banner', () => target.output().includes(BANNER), 240_000);

/** The banner `npm start` prints once the shop is up. */
const banner = (target: Shop) => target.output().slice(target.output().indexOf(BANNER));

/** pid (comm) state ppid ...: comm may hold spaces and parentheses, so the fields after the last ')'. */
function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** `pid` and every process below it, as /proc shows them now. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const parent = Number(statFields(entry)?.[1]);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let at = 0; at < tree.length; at += 1) tree.push(...(children.get(tree[at] as number) ?? []));
  return tree;
}

/** A process that has exited and waits only to be reaped (state Z) is gone too. */
const running = (pid: number) => {
  const state = statFields(pid)?.[0];
  return state !== undefined && state !== 'Z';
};

function kill(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** Whether anything answers at `url`, whatever the status. */
const answers = async (url: string) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
};
const healthy = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};

/**
 * Sends `signal` to the bootstrap of a running shop, then waits until every process that was under
 * it has gone, cleanly, and none of its ports answers. Returns how the bootstrap exited.
 */
async function stopAndCheck(target: Shop, signal: NodeJS.Signals) {
  const tree = processTree(target.child.pid as number);
  const expected = ['scripts/tasks/start.mjs', 'site/publisher/main.ts', 'cms/scripts/start.mjs'];
  const commands = tree.map((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      return '';
    }
  });
  for (const script of expected) expect(commands.some((command) => command.includes(script))).toBe(true);

  const started = Date.now();
  kill(target.child.pid as number, signal);
  await vi.waitFor(() => expect(tree.filter(running), `still running after ${signal}`).toEqual([]), {
    timeout: GONE_WITHIN_MS,
    interval: 200,
  });
  const seconds = (Date.now() - started) / 1000;
  for (const url of [`${cmsUrl}/api/health`, siteUrl, `${hookUrl}/status`]) expect(await answers(url), url).toBe(false);
  // Cleanly: Strapi shut down (its database closed), and the supervisor saw no child fail.
  await vi.waitFor(() => expect(target.output()).toContain('Strapi has been shut down'), { timeout: 2000 });
  expect(target.output()).not.toContain('[start] error');
  console.log(`npm start: ${tree.length} processes gone ${seconds.toFixed(1)} s after ${signal} to the bootstrap`);
  shop = undefined;
  return target.exited;
}

const api = <T>(method: string, route: string, options: { body?: unknown; form?: FormData; token?: string } = {}) =>
  request<T>(cmsUrl, method, route, options);

async function login(password: string): Promise<string> {
  const answer: Envelope<{ token: string }> = await api('POST', '/api/admin/login', {
    body: { email: DEVELOPMENT_ADMIN.email, password },
  });
  if (!answer.body.data?.token) throw new Error(`login failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data.token;
}

describe.skipIf(!hasProc)('npm start', () => {
  it('stops at once on a port that is no number, naming the setting, with no stack trace', async () => {
    const shop = startShop({ SITE_PORT: 'http' });
    expect(await shop.exited).toEqual({ code: 1, signal: null });
    expect(shop.output()).toContain(
      '[start] error: SITE_PORT="http": must be a port number from 1 to 65535 (e.g. 4321)',
    );
    expect(shop.output()).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('prints the development login on a new shop, and SIGTERM to the bootstrap stops every process', async () => {
    const first = startShop();
    // The shop is empty: the site is built once the CMS has a product, which the back office adds.
    await until(first, 'the CMS answering', () => healthy(`${cmsUrl}/api/health`), 180_000);
    const token = await login(DEVELOPMENT_ADMIN.password);
    expect((await api('POST', '/api/admin/add-price', { token, body: { name: '22K', price: 7000 } })).status).toBe(200);
    const category = await api<{ id: number }>('POST', '/api/admin/add-category', { token, body: { name: 'Rings' } });
    const product = await api('POST', '/api/admin/add-product', {
      token,
      form: productForm(productFields('NPM-START-1', '22K', category.body.data?.id ?? 0), [
        [await jpeg(), 'image/jpeg', 'ring.jpg'],
      ]),
    });
    expect(product.status).toBe(200);

    await up(first);
    expect(banner(first)).toContain(`(admin: ${DEVELOPMENT_LOGIN})`);
    // Where backups go and when the first runs (the default schedule: 02:30 India time).
    const backups = banner(first).match(/Backups: +(.*)/)?.[1];
    expect(backups).toContain(`to ${path.join(work, 'backups')}, the first at `);
    expect(backups).toMatch(/2:30.*\(Asia\/Kolkata\)$/i);

    expect(await stopAndCheck(first, 'SIGTERM')).toEqual({ code: 0, signal: null });
  }, 420_000);

  it('after a restart still prints the development login; SIGHUP to the bootstrap stops every process', async () => {
    const second = startShop();
    await up(second);
    expect(banner(second)).toContain(`(admin: ${DEVELOPMENT_LOGIN})`);

    // The admin chooses a password of their own: the next start must not show the old one.
    const changed = await api('PUT', '/api/admin/set-password', {
      token: await login(DEVELOPMENT_ADMIN.password),
      body: { currentPassword: DEVELOPMENT_ADMIN.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);

    expect(await stopAndCheck(second, 'SIGHUP')).toEqual({ code: 0, signal: null });
  }, 240_000);

  it('once the password is changed prints no password; a bootstrap killed with SIGKILL still stops every process', async () => {
    const third = startShop();
    await up(third);
    expect(banner(third)).toContain('(admin: admin@suvarna.local (the password you set))');
    expect(third.output()).not.toContain(DEVELOPMENT_ADMIN.password);
    // The new password is the one that logs in.
    await login(NEW_PASSWORD);

    expect(await stopAndCheck(third, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
  }, 240_000);
});
