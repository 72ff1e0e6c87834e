// Running the shop's processes from the root tasks (start, dev): ports, children, waiting, stopping.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { step } from './run.mjs';

/** How long the children have to stop (the CMS closes its database) before they are killed. */
const STOP_GRACE_MS = 10_000;
/** The signals that stop the shop: Ctrl-C, kill, a closed terminal (or the bootstrap passing one on). */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

const running = (child) => child.exitCode === null && child.signalCode === null;

/**
 * Supervises child processes: if one stops, or on a stop signal, all stop, and this process exits
 * once they have. Each child gets an IPC channel: it stops by itself when this process dies, even
 * by SIGKILL (the CMS's and the publisher's 'disconnect' handlers).
 */
export function supervisor(task) {
  const children = [];
  let stopping;
  /** Sends every child SIGTERM and exits with `code` once all have exited; resolves never. */
  const stopAll = (code = 0) => {
    if (stopping) return stopping;
    const live = children.filter(running);
    // Nothing to wait for: exit now, before the caller's next line runs.
    if (live.length === 0) process.exit(code);
    stopping = new Promise(() => {
      let left = live.length;
      const killer = setTimeout(() => {
        for (const child of live) if (running(child)) child.kill('SIGKILL');
      }, STOP_GRACE_MS);
      for (const child of live) {
        child.once('exit', () => {
          left -= 1;
          if (left > 0) return;
          clearTimeout(killer);
          process.exit(code);
        });
        child.kill('SIGTERM');
      }
    });
    return stopping;
  };
  const fail = (text) => {
    console.error(`[${task}] error: ${text}`);
    return stopAll(1);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => stopAll(0));

  return {
    say: (text) => step(task, text),
    fail,
    /** The port a variable names (its default when unset), or a clear stop when it is no port. */
    port(variable, fallback) {
      const text = process.env[variable] ?? String(fallback);
      const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
      if (port >= 1 && port <= 65_535) return port;
      fail(`${variable}="${text}": must be a port number from 1 to 65535 (e.g. ${fallback})`);
      return Number.NaN;
    },
    /** Fails with a clear message when a port is taken. */
    async checkPorts(ports) {
      for (const [port, name, variable] of ports) {
        if (!(await portFree(port))) fail(`port ${port} (${name}) is taken: stop what uses it, or set ${variable}`);
      }
    },
    start(name, args, cwd, env) {
      const child = spawn(process.execPath, args, {
        cwd,
        stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
        env: { ...process.env, ...env },
      });
      child.on('exit', (code, signal) => {
        if (!stopping) fail(`${name} stopped (${code === null ? signal : `exit code ${code}`})`);
      });
      children.push(child);
      return child;
    },
    async waitFor(url, what, seconds) {
      for (let waited = 0; waited < seconds * 2; waited += 1) {
        try {
          if ((await fetch(url)).ok) return;
        } catch {
          // not up yet
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await fail(`${what} did not come up within ${seconds} s`);
    },
  };
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The CMS's environment when it runs with the local site: the demo catalogue, CORS and enquiries' return for the site. */
export const localCmsEnvironment = (cmsPort, sitePort) => ({
  HOST: '127.0.0.1',
  PORT: String(cmsPort),
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? `http://127.0.0.1:${sitePort},http://localhost:${sitePort}`,
  // Where a visitor's form-posted enquiry returns: the address the shop is printed at.
  SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${sitePort}`,
  STRAPI_STARTUP_LOG: 'false',
  // The CMS tells this process the admin's login over its IPC channel (adminLoginOf).
  TELL_ADMIN_LOGIN: 'true',
});

/**
 * The shop admin's login for the banner, as the CMS tells it over its IPC channel while it starts,
 * before it answers (cms/src/lib/first-admin.ts: the development password only while it still
 * logs in). The function returned says it once the CMS answers.
 */
export function adminLoginOf(cms) {
  let told;
  cms.on('message', (message) => {
    if (typeof message?.adminLogin === 'string') told = message.adminLogin;
  });
  return () => told ?? 'the shop admin (the CMS did not say which)';
}

/** Where the CMS's backups go and when the first runs, as it tells them with the admin's login. */
export function backupPlanOf(cms) {
  let told;
  cms.on('message', (message) => {
    if (typeof message?.backups === 'string') told = message.backups;
  });
  return () => told ?? "see the back office's Backups page";
}
