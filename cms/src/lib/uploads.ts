// Multipart images: checked by their content (never the name or the declared type), stored
// through the upload plugin, and cleaned up on every path. strapi::body removes the temporary
// files of a field named "files" only, so ours are removed here.
import { open, rm } from 'node:fs/promises';
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
