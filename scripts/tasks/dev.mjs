// `npm run dev`: the CMS and the Astro dev server on the same database as `npm start`, each
// reloading on change: TypeScript recompiles the CMS and Node restarts it; Astro reloads the site.
// Changes to packages/* need `npm run build` (or a restart). Ports: CMS_PORT, SITE_PORT.
import { join } from 'node:path';
import { buildSharedPackages, root } from '../lib/run.mjs';
import { adminLoginOf, localCmsEnvironment, supervisor } from '../lib/shop.mjs';

const dev = supervisor('dev');
const cmsPort = dev.port('CMS_PORT', 1337);
const sitePort = dev.port('SITE_PORT', 4321);
const cmsUrl = `http://127.0.0.1:${cmsPort}`;
const siteUrl = `http://127.0.0.1:${sitePort}`;

await dev.checkPorts([
  [cmsPort, 'the CMS', 'CMS_PORT'],
  [sitePort, 'the site', 'SITE_PORT'],
]);
if (buildSharedPackages('dev', { stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) {
  dev.fail('the shared packages did not build');
}

const cmsDir = join(root, 'cms');
dev.start(
  'the CMS compiler',
  [join(cmsDir, 'node_modules', 'typescript', 'bin', 'tsc'), '-w', '--preserveWatchOutput', '-p', 'tsconfig.json'],
  cmsDir,
  {},
);
dev.say(`starting the CMS on ${cmsUrl}, restarting on every change`);
const cms = dev.start(
  'the CMS',
  ['--watch', join(cmsDir, 'scripts', 'start.mjs')],
  cmsDir,
  localCmsEnvironment(cmsPort, sitePort),
);
// Node's watcher passes on what the CMS it restarts sends.
const adminLogin = adminLoginOf(cms);
await dev.waitFor(`${cmsUrl}/api/health`, 'the CMS', 300);

const siteDir = join(root, 'site');
dev.start(
  'the Astro dev server',
  [
    join(siteDir, 'node_modules', 'astro', 'bin', 'astro.mjs'),
    'dev',
    '--host',
    '127.0.0.1',
    '--port',
    String(sitePort),
  ],
  siteDir,
  {
    CMS_URL: cmsUrl,
    PUBLIC_CMS_URL: process.env.PUBLIC_CMS_URL ?? cmsUrl,
    SITE_URL: siteUrl,
  },
);
await dev.waitFor(siteUrl, 'the Astro dev server', 300);
console.log(`
  Suvarna (development) is running.
    Shop:         ${siteUrl}   (the catalogue is read once: restart to see CMS changes)
    Back office:  ${siteUrl}/login   (admin: ${adminLogin()})
    CMS API:      ${cmsUrl}
  Ctrl-C stops everything.
`);
