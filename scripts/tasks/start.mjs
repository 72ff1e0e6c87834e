// `npm start`: the whole shop on this machine. The CMS on SQLite (the demo catalogue on first
// run), the site built from it and served by the local publisher, which the CMS calls after every
// content change. Ctrl-C stops everything. Ports: CMS_PORT, SITE_PORT, PUBLISH_HOOK_PORT.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root, run, step } from '../lib/run.mjs';

const say = (text) => step('start', text);
const fail = (text) => {
  console.error(`[start] error: ${text}`);
  stopAll(1);
};

const cmsPort = Number(process.env.CMS_PORT ?? 1337);
const sitePort = Number(process.env.SITE_PORT ?? 4321);
const hookPort = Number(process.env.PUBLISH_HOOK_PORT ?? 4322);
const cmsUrl = `http://127.0.0.1:${cmsPort}`;
const siteUrl = `http://127.0.0.1:${sitePort}`;
const secret = randomBytes(24).toString('hex');
const children = [];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const portFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

for (const [port, name, variable] of [
  [cmsPort, 'the CMS', 'CMS_PORT'],
  [sitePort, 'the site', 'SITE_PORT'],
  [hookPort, 'the build hook', 'PUBLISH_HOOK_PORT'],
]) {
  if (!(await portFree(port))) fail(`port ${port} (${name}) is taken: stop what uses it, or set ${variable}`);
}

say('building shared packages');
if (run('pnpm', ['--filter', './packages/*', 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) {
  fail('the shared packages did not build');
}

function start(name, script, cwd, env) {
  const child = spawn(process.execPath, [script], { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => fail(`${name} stopped (exit code ${code})`));
  children.push(child);
  return child;
}

async function waitFor(url, what, seconds) {
  for (let waited = 0; waited < seconds * 2; waited += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail(`${what} did not come up within ${seconds} s`);
}

say(`starting the CMS on ${cmsUrl} (the first run writes the demo catalogue)`);
start('the CMS', join(root, 'cms', 'scripts', 'start.mjs'), join(root, 'cms'), {
  HOST: '127.0.0.1',
  PORT: String(cmsPort),
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  SITE_BUILD_HOOK_URL: `http://127.0.0.1:${hookPort}/hooks/${secret}`,
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? `${siteUrl},http://localhost:${sitePort}`,
  STRAPI_STARTUP_LOG: 'false',
});
await waitFor(`${cmsUrl}/api/health`, 'the CMS', 300);

say(`building the site and serving it on ${siteUrl}`);
start('the publisher', join(root, 'site', 'publisher', 'main.ts'), join(root, 'site'), {
  CMS_URL: cmsUrl,
  PUBLIC_CMS_URL: process.env.PUBLIC_CMS_URL ?? cmsUrl,
  SITE_URL: process.env.SITE_URL ?? siteUrl,
  SITE_PORT: String(sitePort),
  PUBLISH_HOOK_PORT: String(hookPort),
  PUBLISH_SECRET: secret,
});
await waitFor(siteUrl, 'the site', 600);

const admin = process.env.ADMIN_EMAIL
  ? `${process.env.ADMIN_EMAIL} (your ADMIN_PASSWORD)`
  : 'admin@suvarna.local / Suvarna@2010';
console.log(`
  Suvarna is running.
    Shop:         ${siteUrl}
    Back office:  ${siteUrl}/login   (admin: ${admin})
    CMS API:      ${cmsUrl}/api/user/product-list
  Every change in the CMS rebuilds and republishes the site. Ctrl-C stops everything.
`);
