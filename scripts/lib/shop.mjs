// Running the shop's processes from the root tasks (start, dev): ports, children, waiting, stopping.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { step } from './run.mjs';

/** Supervises child processes: if one stops, or on Ctrl-C, all stop. */
export function supervisor(task) {
  const children = [];
  const stopAll = (code = 0) => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exit(code);
  };
  const fail = (text) => {
    console.error(`[${task}] error: ${text}`);
    stopAll(1);
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  return {
    say: (text) => step(task, text),
    fail,
    /** Fails with a clear message when a port is taken. */
    async checkPorts(ports) {
      for (const [port, name, variable] of ports) {
        if (!(await portFree(port))) fail(`port ${port} (${name}) is taken: stop what uses it, or set ${variable}`);
      }
    },
    start(name, args, cwd, env) {
      const child = spawn(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
      child.on('exit', (code) => fail(`${name} stopped (exit code ${code})`));
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
      fail(`${what} did not come up within ${seconds} s`);
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
});

export const adminLogin = () =>
  process.env.ADMIN_EMAIL ? `${process.env.ADMIN_EMAIL} (your ADMIN_PASSWORD)` : 'admin@suvarna.local / Suvarna@2010';
