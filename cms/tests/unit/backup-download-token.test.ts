// The Backups page's download link: only a token this CMS signed opens an archive, and changing
// any part of one (the archive, the account, the expiry, the signature) makes it a forgery.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type DownloadGrant, readDownload, signDownload } from '../../src/lib/backup/download-token';

const SECRET = 'the-cms-jwt-secret';
const grant: DownloadGrant = {
  archive: 'suvarna-2026-11-29T02-30-00-000Z.zip',
  userId: 7,
  tokenVersion: 3,
  expiresAt: Date.UTC(2026, 10, 29, 8, 0),
};

const reencode = (token: string, change: Record<string, unknown>) => {
  const [payload, signature] = token.split('.');
  const fields = JSON.parse(Buffer.from(payload as string, 'base64url').toString('utf8'));
  return `${Buffer.from(JSON.stringify({ ...fields, ...change })).toString('base64url')}.${signature}`;
};

describe('backup download tokens', () => {
  it('reads back what it signed, in a form safe for a URL path', () => {
    const token = signDownload(SECRET, grant);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(readDownload(SECRET, token)).toEqual(grant);
  });

  it('calls any altered, foreign or malformed token a forgery', () => {
    const token = signDownload(SECRET, grant);
    const forgeries = [
      reencode(token, { a: '../../etc/passwd' }),
      reencode(token, { u: 1 }),
      reencode(token, { v: 4 }),
      reencode(token, { e: grant.expiresAt + 86_400_000 }),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      signDownload('another-shop-secret', grant),
      '',
      '.',
      'abc',
      `${token}.extra`,
      `${token.split('.')[0]}.`,
    ];
    for (const forged of forgeries) expect(readDownload(SECRET, forged)).toBe('forged');
  });

  it('refuses a well-signed token whose fields are not what it writes', () => {
    const payload = Buffer.from(JSON.stringify({ a: 5, u: '7', v: 3, e: 'soon' })).toString('base64url');
    const honest = signDownload(SECRET, grant).split('.')[0];
    expect(honest).not.toBe(payload);
    // Only reachable with the secret: signed here by hand, as an insider's mistake would be.
    const key = createHmac('sha256', SECRET).update('suvarna backup download v1').digest();
    const signature = createHmac('sha256', key).update(payload).digest('base64url');
    expect(readDownload(SECRET, `${payload}.${signature}`)).toBe('forged');
  });
});
