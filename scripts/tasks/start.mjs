// `npm start`: the whole shop on this machine. The CMS on SQLite (the demo catalogue on first
// run), the site built from it and served by the local publisher, which the CMS calls after every
// content change. Ctrl-C stops everything. Ports: CMS_PORT, SITE_PORT, PUBLISH_HOOK_PORT.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildSharedPackages, root } from '../lib/run.mjs';
import { adminLoginOf, backupPlanOf, localCmsEnvironment, supervisor } from '../lib/shop.mjs';

const shop = supervisor('start');
const cmsPort = shop.port('CMS_PORT', 1337);
const sitePort = shop.port('SITE_PORT', 4321);
const hookPort = shop.port('PUBLISH_HOOK_PORT', 4322);
const cmsUrl = `http://127.0.0.1:${cmsPort}`;
const siteUrl = `http://127.0.0.1:${sitePort}`;
const secret = randomBytes(24).toString('hex');

await shop.checkPorts([
  [cmsPort, 'the CMS', 'CMS_PORT'],
  [sitePort, 'the site', 'SITE_PORT'],
  [hookPort, 'the build hook', 'PUBLISH_HOOK_PORT'],
]);

if (buildSharedPackages('start', { stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) {
  shop.fail('the shared packages did not build');
}

// The publisher first: its build hook then listens before the CMS's first content change (the
// demo catalogue) calls it, and its first build waits until the CMS answers.
shop.say(`building the site and serving it on ${siteUrl}`);
shop.start('the publisher', [join(root, 'site', 'publisher', 'main.ts')], join(root, 'site'), {
  CMS_URL: cmsUrl,
  PUBLIC_CMS_URL: process.env.PUBLIC_CMS_URL ?? cmsUrl,
  SITE_URL: process.env.SITE_URL ?? siteUrl,
  SITE_PORT: String(sitePort),
  PUBLISH_HOOK_PORT: String(hookPort),
  PUBLISH_SECRET: secret,
});
shop.say(`starting the CMS on ${cmsUrl} (the first run writes the demo catalogue)`);
const cms = shop.start('the CMS', [join(root, 'cms', 'scripts', 'start.mjs')], join(root, 'cms'), {
  ...localCmsEnvironment(cmsPort, sitePort),
  SITE_BUILD_HOOK_URL: `http://127.0.0.1:${hookPort}/hooks/${secret}`,
});
const adminLogin = adminLoginOf(cms);
const backupPlan = backupPlanOf(cms);
await shop.waitFor(`${cmsUrl}/api/health`, 'the CMS', 300);

await shop.waitFor(siteUrl, 'the site', 600);

console.log(`
  Suvarna is running.
    Shop:         ${siteUrl}
    Back office:  ${siteUrl}/login   (admin: ${adminLogin()})
    CMS API:      ${cmsUrl}/api/user/product-list
    Backups:      ${backupPlan()}
  Every change in the CMS rebuilds and republishes the site. Ctrl-C stops everything.
`);
