// No secret may be committed: every file git would commit (tracked, or new and not ignored) is
// scanned for private keys, cloud and registry tokens, signed tokens, the CMS's secrets written
// with a value, and the development admin's password outside the places that document it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_ADMIN } from '../../src/lib/first-admin';
import { SECRET_NAMES as CMS_SECRET_NAMES } from '../../src/lib/settings';

const repoDir = path.resolve(import.meta.dirname, '../../..');

/** The CMS's own secrets (its settings module) and the publisher's hook secret. */
const SECRET_NAMES = [...CMS_SECRET_NAMES, 'PUBLISH_SECRET'];

const SECRET_PATTERNS: Array<[string, RegExp]> = [
  ['a private key', /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/],
  ['an AWS access key id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['an AWS secret access key', /aws_?secret_?access_?key\s*[=:]\s*["']?[A-Za-z0-9/+]{40}\b/i],
  ['a GitHub token', /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b/],
  ['an npm token', /\bnpm_[A-Za-z0-9]{36}\b/],
  // A real signature is 43 characters or more (HS256); tests' forged tokens have short ones.
  ['a signed token (JWT)', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{40,}/],
  ['a Netlify build hook', /api\.netlify\.com\/build_hooks\/[0-9a-f]{16,}/],
  // NAME=value as in an env file or a shell line, a value being 8 characters or more; placeholders
  // (…, <…>, $VAR, ${VAR}) are not values.
  ['a CMS secret with a value', new RegExp(`\\b(?:${SECRET_NAMES.join('|')})=["']?(?![…<$])[^\\s"',;]{8,}`)],
];

/** The places that document the development admin, which exists only outside production. */
const DEVELOPMENT_PASSWORD_PLACES = new Set([
  'README.md',
  'cms/src/lib/first-admin.ts',
  // The bench tools log in to a development CMS.
  'bench/src/settings.ts',
  // It checks that the built site does not hold it.
  'site/e2e/secrets.e2e.ts',
]);

function findSecrets(text: string): string[] {
  return SECRET_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
}

function committableFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\0').filter(Boolean);
}

function readText(file: string): string | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(repoDir, file));
  } catch {
    return undefined; // listed by git but deleted from the working tree
  }
  return bytes.subarray(0, 8192).includes(0) ? undefined : bytes.toString('utf8');
}

/** A sample secret, written with a break (¦) so that this file itself holds none. */
const sample = (text: string) => text.replaceAll('¦', '');

describe('the secret finder', () => {
  it.each([
    ['-----BEGIN RSA PRIVATE ¦KEY-----\nMIIEow…', 'a private key'],
    ['-----BEGIN OPENSSH PRIVATE ¦KEY-----', 'a private key'],
    ['aws_access_key_id = AKIA¦Q3EGRIRV5EXAMPLE', 'an AWS access key id'],
    ['AWS_SECRET_ACCESS_KEY="wJalrXUtnFEMI/K7MDENG/¦bPxRfiCYEXAMPLEKEY"', 'an AWS secret access key'],
    [`token: ghp_¦${'a1B2'.repeat(9)}`, 'a GitHub token'],
    [`//registry.npmjs.org/:_authToken=npm_¦${'x9Y8'.repeat(9)}`, 'an npm token'],
    [
      'Authorization: Bearer eyJ¦hbGciOiJIUzI1NiJ9.eyJpZCI6MSwiaWF0IjoxNzAwMDAwMDAwfQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbi1zaWduZWQtaGVyZQ',
      'a signed token (JWT)',
    ],
    ['SITE_BUILD_HOOK_URL=https://api.netlify.com/build_hooks/¦65a1b2c3d4e5f60718293a4b', 'a Netlify build hook'],
    ['APP_KEYS¦=a2V5LW9uZQ==,a2V5LXR3bw==', 'a CMS secret with a value'],
    ['export JWT_SECRET¦="s3cr3t-value"', 'a CMS secret with a value'],
    ['ADMIN_JWT_SECRET¦=Zx81kq0Pw pnpm start', 'a CMS secret with a value'],
  ])('finds %s', (text, kind) => {
    expect(findSecrets(sample(text))).toContain(kind);
  });

  it.each([
    'APP_KEYS=…,… API_TOKEN_SALT=… ADMIN_JWT_SECRET=… JWT_SECRET=…',
    'JWT_SECRET=<your secret>',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell variable, as a README would write it
    'JWT_SECRET=$JWT_SECRET ADMIN_JWT_SECRET=${ADMIN_JWT_SECRET}',
    'JWT_SECRET=',
    'JWT_SECRET="$JWT_SECRET"',
    "secret(env, 'JWT_SECRET')",
    'SITE_BUILD_HOOK_URL=https://api.netlify.com/build_hooks/…',
  ])('lets the placeholder %s pass', (text) => {
    expect(findSecrets(text)).toEqual([]);
  });
});

describe('the repository', () => {
  const files = committableFiles();

  it('lists the files git would commit', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('cms/config/server.ts');
  });

  it('holds no secret in any file git would commit', () => {
    const found = files.flatMap((file) => {
      const text = readText(file);
      return text === undefined ? [] : findSecrets(text).map((kind) => `${file}: ${kind}`);
    });
    expect(found).toEqual([]);
  });

  it('names the development admin password only where it is documented', () => {
    const places = files.filter((file) => readText(file)?.includes(DEVELOPMENT_ADMIN.password));
    expect(places.filter((file) => !DEVELOPMENT_PASSWORD_PLACES.has(file))).toEqual([]);
  });

  it('commits no env file, and ignores the one the CMS writes its secrets to', () => {
    expect(files.filter((file) => /(^|\/)\.env(\.(?!example$)[^/]*)?$/.test(file))).toEqual([]);
    // git check-ignore fails (exit 1) if the file would be committed.
    execFileSync('git', ['check-ignore', '-q', 'cms/.env'], { cwd: repoDir });
  });
});
