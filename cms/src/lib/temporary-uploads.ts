// Multipart uploads wait in a temporary folder while their request is answered (the body gate writes
// each file there as it arrives, once the request may be read). Everything about that folder lives
// here: where it is, emptying it when the CMS starts and stops, and removing a request's files
// (middlewares/body-gate.ts: once it is answered, refused, failed or abandoned).
import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appDir, type Settings } from './settings';

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

/** Removes a request's temporary files; one already gone is not an error. */
export async function removeTemporaryFiles(filepaths: readonly string[]): Promise<void> {
  await Promise.all(filepaths.map((filepath) => rm(filepath, { force: true })));
}
