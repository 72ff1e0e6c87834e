// Multipart uploads wait in a temporary folder while a request is read (strapi::body writes every
// file there before any policy or route runs). Everything about that folder lives here: where it
// is, emptying it when the CMS starts and stops, and removing a request's files once it is answered
// (middlewares/temporary-uploads.ts), whatever the route did with them.
import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Context } from 'koa';
import { appDir, type Settings } from './settings';
import type { IncomingFile } from './uploads';

type Where = Pick<Settings, 'uploadTmpDir' | 'database' | 'publicDir' | 'host' | 'port'>;

/** The folder of this instance (SECURITY.md). */
export function temporaryUploadsDir(current: Where): string {
  if (current.uploadTmpDir) return path.resolve(appDir, current.uploadTmpDir);
  const { database } = current;
  const where = database.client === 'sqlite' ? database.filename : `${database.url}#${database.schema}`;
  // Stable for an instance (it finds its own leftovers after a restart), different for another
  // instance on the same machine (another port, database or uploads folder).
  const instance = createHash('sha256').update(`${current.publicDir}|${where}|${current.host}:${current.port}`);
  return path.join(tmpdir(), 'suvarna-cms-uploads', instance.digest('hex').slice(0, 16));
}

/** At start: what a killed CMS left behind goes, and the folder is ready. */
export async function resetTemporaryUploads(current: Where): Promise<void> {
  await removeTemporaryUploads(current);
  await mkdir(temporaryUploadsDir(current), { recursive: true });
}

/** At stop. */
export async function removeTemporaryUploads(current: Where): Promise<void> {
  await rm(temporaryUploadsDir(current), { recursive: true, force: true });
}

/** Removes every temporary file of the request, whatever its field. */
export async function removeRequestFiles(ctx: Context): Promise<void> {
  const all = Object.values((ctx.request as { files?: Record<string, IncomingFile | IncomingFile[]> }).files ?? {});
  await Promise.all(all.flat().map((file) => rm(file.filepath, { force: true })));
}
