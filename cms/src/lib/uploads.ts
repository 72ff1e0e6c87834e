// Multipart images: checked by their content (never the name or the declared type), stored
// through the upload plugin, and cleaned up on every path. strapi::body removes the temporary
// files of a field named "files" only, so ours are removed here.
import { open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { detectImageType, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from '@suvarna/domain';
import type { Context } from 'koa';
import { ShopError } from './http';

export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;

/** A file as strapi::body (formidable) hands it over. */
export interface IncomingFile {
  filepath: string;
  originalFilename: string | null;
  mimetype: string | null;
  size: number;
}

/** A stored file's row in the upload plugin. */
export interface StoredFile {
  id: number;
  url: string;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };

export function incomingFiles(ctx: Context, field: string): IncomingFile[] {
  const files = (ctx.request as { files?: Record<string, IncomingFile | IncomingFile[]> }).files?.[field];
  if (!files) return [];
  return Array.isArray(files) ? files : [files];
}

/** Removes every temporary upload of the request, whatever its field. */
export async function removeTemporaryFiles(ctx: Context): Promise<void> {
  const all = Object.values((ctx.request as { files?: Record<string, IncomingFile | IncomingFile[]> }).files ?? {});
  await Promise.all(all.flat().map((file) => rm(file.filepath, { force: true })));
}

async function firstBytes(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(16);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks each file is a JPEG, PNG or WebP image by its first bytes (415 otherwise) and within the
 * size limit (413), and names it safely with the extension of its real type.
 */
export async function checkImages(files: IncomingFile[]): Promise<IncomingFile[]> {
  const checked: IncomingFile[] = [];
  for (const [index, file] of files.entries()) {
    if (file.size > MAX_IMAGE_BYTES) throw new ShopError(413, IMAGE_SIZE_MESSAGE);
    const type = detectImageType(await firstBytes(file.filepath));
    if (!type) throw new ShopError(415, IMAGE_TYPE_MESSAGE);
    const base =
      (file.originalFilename ?? '')
        .replace(/\.[^.]*$/, '')
        .replace(/[^\w-]+/g, '-')
        .slice(0, 60) || 'image';
    checked.push({ ...file, mimetype: type, originalFilename: `${base}-${index + 1}${EXTENSIONS[type]}` });
  }
  return checked;
}

const uploadService = (strapi: Core.Strapi) => strapi.plugin('upload').service('upload');

export async function storeImages(strapi: Core.Strapi, files: IncomingFile[]): Promise<StoredFile[]> {
  if (files.length === 0) return [];
  const stored: StoredFile[] = [];
  try {
    // One at a time, so a failure knows exactly which files to take back.
    for (const file of files) {
      const [row] = (await uploadService(strapi).upload({ data: {}, files: file })) as StoredFile[];
      if (row) stored.push(row);
    }
    return stored;
  } catch (error) {
    await deleteStoredFiles(
      strapi,
      stored.map((file) => file.id),
    );
    throw error;
  }
}

/** Removes files (their rows and their bytes); a file already gone is not an error. */
export async function deleteStoredFiles(strapi: Core.Strapi, ids: number[]): Promise<void> {
  for (const id of ids) {
    const row = await strapi.db.query('plugin::upload.file').findOne({ where: { id } });
    if (!row) continue;
    try {
      await uploadService(strapi).remove(row);
    } catch (error) {
      strapi.log.error(`Could not remove upload ${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

interface FileRow {
  id: number;
  url: string;
  formats: Record<string, { url: string }> | null;
  createdAt: string | Date;
}

/**
 * Removes what a CMS killed in the middle of a request leaves behind (tests/hardening.crash.test.ts):
 * upload rows no product or banner uses (killed between storing a product's images and saving the
 * product, or between deleting a product and its files) and files in the uploads folder no row
 * names (killed between writing a file and its row). Only what is older than `before` is touched:
 * anything newer may belong to a request still under way in another instance.
 */
export async function sweepOrphanUploads(strapi: Core.Strapi, before: Date): Promise<void> {
  const related = strapi.db.metadata.get('plugin::upload.file').attributes.related as unknown as {
    joinTable: { name: string; joinColumn: { name: string } };
  };
  const { name: linkTable, joinColumn } = related.joinTable;
  const links = (await strapi.db.getConnection(linkTable).distinct(joinColumn.name)) as Array<Record<string, number>>;
  const used = new Set(links.map((link) => Number(link[joinColumn.name])));
  const rows = (await strapi.db.query('plugin::upload.file').findMany()) as FileRow[];
  const unused = rows.filter((row) => !used.has(row.id) && new Date(row.createdAt) < before);
  await deleteStoredFiles(
    strapi,
    unused.map((row) => row.id),
  );

  let strays = 0;
  const { provider } = strapi.config.get('plugin::upload') as { provider: string };
  if (provider === 'local') {
    const folder = path.join(strapi.dirs.static.public, 'uploads');
    const named = new Set(
      rows
        .filter((row) => !unused.includes(row))
        .flatMap((row) => [row.url, ...Object.values(row.formats ?? {}).map((format) => format.url)])
        .map((url) => path.basename(url)),
    );
    for (const name of await readdir(folder)) {
      if (name.startsWith('.') || named.has(name)) continue;
      const file = path.join(folder, name);
      if ((await stat(file)).mtime >= before) continue;
      await rm(file, { force: true });
      strays += 1;
    }
  }
  if (unused.length + strays > 0) {
    strapi.log.warn(
      `Removed ${unused.length} unused upload(s) and ${strays} stray file(s) left by an interrupted request`,
    );
  }
}
