// The whole shop for browser tests: the real CMS on a temporary SQLite database seeded with the
// demo catalogue, and the local publisher, which builds the site from it and serves it as in
// production. Nothing here is mocked. The CMS calls no build hook: a test that changes what the
// site shows publishes it itself (`publishSite`), so no test sees the site change under it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, type ServerProcess, startCmsProcess, startPublisherProcess, TEST_ADMIN } from '@suvarna/testkit';
import { addHostileContent } from './hostile';

/** The shop admin of the e2e CMS. */
export const ADMIN = TEST_ADMIN;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The environment variables that tell a worker its stack, and the stack's field each holds. */
export const STACK_VARIABLES = {
  E2E_SITE_URL: 'siteUrl',
  E2E_CMS_URL: 'cmsUrl',
  E2E_PUBLISH_URL: 'publishUrl',
  E2E_BUILD_DIR: 'buildDir',
  E2E_CMS_ENV_FILE: 'cmsEnvFile',
} as const satisfies Record<string, keyof Stack>;

export interface Stack {
  cmsUrl: string;
  siteUrl: string;
  /** POST here rebuilds the site from the CMS; it answers once the new build is live. */
  publishUrl: string;
  /** The live build's folder, and the env file holding the CMS's secrets (secrets.e2e.ts). */
  buildDir: string;
  cmsEnvFile: string;
  stop(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'suvarna-e2e-'));
  const [sitePort, hookPort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const secret = randomBytes(18).toString('hex');
  const publishDir = path.join(tmp, 'publish');
  const servers: ServerProcess[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(tmp, { recursive: true, force: true });
  };

  try {
    const cms = await startCmsProcess({
      workDir: tmp,
      env: {
        SEED_DEMO: 'true',
        CORS_ORIGINS: siteUrl,
        SITE_URL: siteUrl,
        // Every browser test sends from 127.0.0.1: the enquiry throttle is tested in the CMS's own tests.
        ENQUIRY_MAX_PER_HOUR: '1000',
        // The publisher's hook, for 'Publish now'; a day's quiet period and ceiling, so the site is
        // rebuilt only when a test asks (publishSite() or the Publish panel), never under another test.
        SITE_BUILD_HOOK_URL: `http://127.0.0.1:${hookPort}/hooks/${secret}`,
        REBUILD_DEBOUNCE_MS: String(DAY_MS),
        REBUILD_CEILING_MS: String(DAY_MS),
      },
      stderr: 'inherit',
    });
    servers.push(cms);
    // Script-injection text in the catalogue, which every page must show as text (injection.e2e.ts).
    await addHostileContent(cms.url, ADMIN);
    await addEmptyCategory(cms.url);
    await addSocialLinks(cms.url);
    servers.push(
      await startPublisherProcess({ cmsUrl: cms.url, sitePort, hookPort, secret, publishDir, stderr: 'inherit' }),
    );
    return {
      cmsUrl: cms.url,
      siteUrl,
      publishUrl: `http://127.0.0.1:${hookPort}/hooks/${secret}`,
      buildDir: path.join(publishDir, 'current'),
      cmsEnvFile: path.join(tmp, '.env'),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Rebuilds the site from the CMS as it is now, through the publisher; resolves once it is live. */
export async function publishSite(): Promise<void> {
  const answer = await fetch(process.env.E2E_PUBLISH_URL as string, { method: 'POST' });
  if (!answer.ok) throw new Error(`The site was not rebuilt: ${answer.status} ${await answer.text()}`);
}

/** A category the shop has no pieces in yet, which the product list must not offer as a filter. */
export const EMPTY_CATEGORY = 'Kamarbandh';

/**
 * The shop's social pages, as an owner sets them in Shop settings: the footer shows an icon only for
 * a network with a link (public.e2e.ts), and the demo shop has none.
 */
export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/suvarna.e2e',
  facebook: 'https://www.facebook.com/suvarna.e2e',
  youtube: 'https://www.youtube.com/@suvarna-e2e',
} as const;

/** The privacy notice's contact, as an owner sets it in Shop settings (privacy.e2e.ts). */
export const GRIEVANCE_CONTACT = { name: 'Meera Shah', email: 'privacy@suvarna.e2e.in', phone: '+91 98250 33333' };

async function addSocialLinks(cmsUrl: string): Promise<void> {
  const { token } = await call(cmsUrl, 'POST', '/api/admin/login', ADMIN);
  await call(
    cmsUrl,
    'PUT',
    '/api/admin/shop-settings',
    { social: SOCIAL_LINKS, grievanceContact: GRIEVANCE_CONTACT },
    token,
  );
}

async function call(cmsUrl: string, method: string, route: string, body: unknown, token?: string) {
  const answer = await fetch(`${cmsUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${route} answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { data: { token: string } }).data;
}

async function addEmptyCategory(cmsUrl: string): Promise<void> {
  const { token } = await call(cmsUrl, 'POST', '/api/admin/login', ADMIN);
  await call(cmsUrl, 'POST', '/api/admin/add-category', { name: EMPTY_CATEGORY }, token);
}
