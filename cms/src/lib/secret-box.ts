// Secrets the shop stores (the enquiry email's SMTP password): AES-256-GCM with a key derived from
// the CMS's ENCRYPTION_KEY, so a copy of the database alone does not give them away. Every instance
// of one shop has the same ENCRYPTION_KEY (docs/configuration.md); a changed key makes the stored
// secret unreadable, and it must be entered again.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** A key for one purpose: the same ENCRYPTION_KEY never encrypts two kinds of secret alike. */
const keyFor = (encryptionKey: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', encryptionKey, 'suvarna-secret-box', purpose, 32));

/** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function encryptSecret(plain: string, encryptionKey: string, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(encryptionKey, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when it was sealed with another key (or is not a sealed secret at all). */
export function decryptSecret(sealed: string, encryptionKey: string, purpose: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(encryptionKey, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
