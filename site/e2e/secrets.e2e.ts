// What the site build publishes must hold none of the CMS's secrets: not the values in the CMS's
// env file, not the admin's password, not a signed token such as an admin's. The stack's build
// (support/stack.ts) is read file by file, scripts and data included.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN } from './support/stack';

const DEVELOPMENT_ADMIN_PASSWORD = 'Suvarna@2010';
const SIGNED_TOKEN = /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{40,}/;

/** The values of the CMS's env file, each of APP_KEYS's keys on its own. */
function cmsSecrets(): string[] {
  const lines = readFileSync(process.env.E2E_CMS_ENV_FILE as string, 'utf8').split('\n');
  return lines
    .filter((line) => /^[A-Z_]+=/.test(line))
    .flatMap((line) => line.slice(line.indexOf('=') + 1).split(','))
    .filter(Boolean);
}

/** Every text file of the build (images and fonts hold no text to leak), by its path in the build. */
function builtTexts(): Map<string, string> {
  const buildDir = process.env.E2E_BUILD_DIR as string;
  const texts = new Map<string, string>();
  for (const entry of readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    if (!bytes.includes(0)) texts.set(path.relative(buildDir, file), bytes.toString('utf8'));
  }
  return texts;
}

test('the built site holds no CMS secret, admin password or signed token', () => {
  const secrets = cmsSecrets();
  // APP_KEYS (two keys), API_TOKEN_SALT, ADMIN_JWT_SECRET, JWT_SECRET, TRANSFER_TOKEN_SALT, ENCRYPTION_KEY,
  // VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (the public key is fetched by the back office, never built in).
  expect(secrets).toHaveLength(9);
  const texts = builtTexts();
  expect([...texts.keys()]).toEqual(expect.arrayContaining(['index.html', 'catalogue/texts.json']));
  expect([...texts.keys()].some((file) => file.endsWith('.js'))).toBe(true);

  const leaks = [...texts].flatMap(([file, text]) => [
    ...secrets.filter((secret) => text.includes(secret)).map(() => `${file}: a secret of the CMS's env file`),
    ...[ADMIN.password, DEVELOPMENT_ADMIN_PASSWORD]
      .filter((password) => text.includes(password))
      .map(() => `${file}: an admin password`),
    ...(SIGNED_TOKEN.test(text) ? [`${file}: a signed token`] : []),
  ]);
  expect(leaks).toEqual([]);
});
