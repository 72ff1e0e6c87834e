// The Backups page's 'Download' link: a short-lived address the browser opens itself, so a large
// archive streams to disk instead of into a phone's memory, as the bearer token (a header) could not.
// The token is signed, not stored, so any instance can check it: an HMAC over the archive's name,
// the owner's account and its token version (a disabled or demoted owner's links die with their
// sessions) and an expiry, under a key derived from the CMS's JWT secret for this use alone (a
// download token is never a sign-in token, nor the reverse).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to start a download on a slow phone, short enough that a leaked link is soon dead. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

export interface DownloadGrant {
  archive: string;
  userId: number;
  tokenVersion: number;
  /** Milliseconds since 1970. */
  expiresAt: number;
}

const keyFrom = (secret: string) => createHmac('sha256', secret).update('suvarna backup download v1').digest();

const signature = (secret: string, payload: string) =>
  createHmac('sha256', keyFrom(secret)).update(payload).digest('base64url');

export function signDownload(secret: string, grant: DownloadGrant): string {
  const payload = Buffer.from(
    JSON.stringify({ a: grant.archive, u: grant.userId, v: grant.tokenVersion, e: grant.expiresAt }),
  ).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/**
 * The grant a token carries, if its signature is ours; 'forged' for anything else (any shape, any
 * length: the comparison is constant-time over equal lengths). Its expiry is the caller's to check.
 */
export function readDownload(secret: string, token: string): DownloadGrant | 'forged' {
  const [payload, given, ...rest] = token.split('.');
  if (!payload || !given || rest.length > 0) return 'forged';
  const expected = Buffer.from(signature(secret, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'forged';
  try {
    const { a, u, v, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof a !== 'string' || !Number.isInteger(u) || !Number.isInteger(v) || !Number.isFinite(e)) return 'forged';
    return { archive: a, userId: u as number, tokenVersion: v as number, expiresAt: e as number };
  } catch {
    return 'forged';
  }
}
