// Multipart images: checked by their content (never the name or the declared type), stored
// upright and without their metadata through the upload plugin, and cleaned up on every path.
// Their temporary files are the body gate's, which removes them once the request ends.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { devNull } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import {
  IMAGE_PIXELS_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  type ImageMimeType,
  imageToKeep,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
} from '@suvarna/domain';
import type { Context } from 'koa';
import pg from 'pg';
import sharp from 'sharp';
import { deleteFromBucket, listBucket } from './bucket';
import { ShopError } from './http';
import { shopConfig } from './shop-config';

/** A file part as the body gate wrote it to a temporary file (body-gate/read-multipart.ts). */
export interface IncomingFile {
  filepath: string;
  originalFilename: string | null;
  mimetype: string | null;
  size: number;
}

/** A file that passed checkImages: of the type its content is, named with its extension. */
export interface CheckedImage extends IncomingFile {
  mimetype: ImageMimeType;
}

/** A stored file's row in the upload plugin. */
export interface StoredFile {
  id: number;
  url: string;
  width?: number | null;
  height?: number | null;
  /**
   * The renditions the plugin made: with `breakpoints: {}` (config/plugins.ts) only `thumbnail`, at
   * most 245 × 156 px in the picture's own format, for a picture larger than that. Deleting the
   * file (deleteStoredFiles) deletes them too, and the start's sweep keeps them with their file.
   */
  formats?: { thumbnail?: { url: string } | undefined } | null;
}

/**
 * A stored picture's small rendition, for the back office's lists and pickers: a few KB where the
 * original may be megabytes. A picture too small to have a thumbnail is its own.
 */
export const thumbnailUrlOf = (file: Pick<StoredFile, 'url' | 'formats'>): string =>
  file.formats?.thumbnail?.url ?? file.url;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };

export function incomingFiles(ctx: Context, field: string): IncomingFile[] {
  const files = (ctx.request as { files?: Record<string, IncomingFile | IncomingFile[]> }).files?.[field];
  if (!files) return [];
  return Array.isArray(files) ? files : [files];
}

const notAnImage = () => new ShopError(415, IMAGE_TYPE_MESSAGE);

/**
 * Decodes every pixel of the image, with memory bounded whatever size it claims: more than
 * MAX_IMAGE_PIXELS is refused from its header (413) before any pixel is decoded, and anything the
 * decoder finds wrong (truncated or corrupt data, or a mere warning: sharp's own advice for
 * untrusted input) is a 415. Every frame of an animated WebP is decoded.
 */
async function decodeWhole(bytes: Buffer, type: ImageMimeType): Promise<void> {
  const image = sharp(bytes, {
    failOn: 'warning',
    limitInputPixels: MAX_IMAGE_PIXELS,
    sequentialRead: true,
    pages: -1,
  });
  try {
    const { width = 0, height = 0 } = await image.metadata();
    if (width * height > MAX_IMAGE_PIXELS) throw new ShopError(413, IMAGE_PIXELS_MESSAGE);
    if (type === 'image/webp') {
      // libwebp decodes a frame whole, never row by row: a scaled decode reads all of it but
      // keeps only the small picture.
      await image.resize({ width: 256, height: 256, fit: 'inside', withoutEnlargement: true }).raw().toBuffer();
    } else {
      // JPEG and PNG are read row by row into a sink that keeps nothing (no raw buffer of the
      // whole picture, no file): the decoder reaches the last row, and the end of the data. The one
      // exception is libjpeg's: it keeps a progressive JPEG's coefficients whole, about 3 bytes a
      // pixel (measured: the process peaked near 400 MB for one of 99 megapixels).
      await image.png({ compressionLevel: 0, adaptiveFiltering: false }).toFile(devNull);
    }
  } catch (error) {
    if (error instanceof ShopError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ShopError(413, IMAGE_PIXELS_MESSAGE);
    throw notAnImage();
  }
}

/**
 * Checks each file is within the size limit (413), is a JPEG, PNG or WebP image by its content
 * whose container ends exactly at the file's end (415: bytes after PNG's IEND, JPEG's EOI or
 * WebP's RIFF chunk are ignored by a decoder, so they could carry anything; the one exception is
 * the images a phone's JPEG declares in its MPF index, which are dropped), has at most
 * MAX_IMAGE_PIXELS (413) and decodes completely (415); names it safely with the extension of its
 * real type. Nothing is stored until every file passed.
 */
export async function checkImages(files: IncomingFile[]): Promise<CheckedImage[]> {
  const checked: CheckedImage[] = [];
  for (const [index, file] of files.entries()) {
    if (file.size > MAX_IMAGE_BYTES) throw new ShopError(413, IMAGE_SIZE_MESSAGE);
    const bytes = await readFile(file.filepath);
    if (bytes.length > MAX_IMAGE_BYTES) throw new ShopError(413, IMAGE_SIZE_MESSAGE);
    const kept = imageToKeep(bytes);
    if (!kept) throw notAnImage();
    const { type } = kept;
    // A phone photo's appended gain or depth map is dropped: only the photo is stored.
    const image = kept.length < bytes.length ? bytes.subarray(0, kept.length) : bytes;
    if (image !== bytes) await writeFile(file.filepath, image);
    await decodeWhole(image, type);
    const base =
      (file.originalFilename ?? '')
        .replace(/\.[^.]*$/, '')
        .replace(/[^\w-]+/g, '-')
        .slice(0, 60) || 'image';
    checked.push({
      ...file,
      size: image.length,
      mimetype: type,
      originalFilename: `${base}-${index + 1}${EXTENSIONS[type]}`,
    });
  }
  return checked;
}

/** Quality of the lossy re-encodings: visually the photo as sent, at one small generation's loss. */
const CLEANED_QUALITY = 90;

/** Whether a WebP's picture (its first frame's, when animated) is lossless: a VP8L chunk rather than VP8. */
function isLosslessWebp(bytes: Buffer): boolean {
  for (let at = 12; at + 8 <= bytes.length; ) {
    const chunk = bytes.toString('latin1', at, at + 4);
    if (chunk === 'VP8L') return true;
    if (chunk === 'VP8 ') return false;
    const length = bytes.readUInt32LE(at + 4);
    // An animation frame's own chunks follow its 16-byte header.
    at += chunk === 'ANMF' ? 8 + 16 : 8 + length + (length % 2);
  }
  return false;
}

/**
 * Rewrites a checked image with its EXIF orientation applied to its pixels and none of its
 * metadata but its colour profile: a photo's EXIF (its GPS position among it), XMP, IPTC, JPEG
 * comments and PNG text and eXIf chunks are dropped, as sharp writes only what it is asked to keep.
 * The original is re-encoded in its own format: a JPEG at quality 90, its 4:4:4 chroma kept (not
 * mozjpeg: ten times the time on a 12 MP photo for a fifth fewer bytes, and visitors see the site's
 * renditions, not the original), a PNG losslessly in its own colour type and bit depth, a WebP
 * losslessly when it was, else at quality 90. An animated WebP's frames stay as sent: sharp cannot
 * turn them a quarter.
 */
async function cleanImage(file: CheckedImage): Promise<CheckedImage> {
  const bytes = await readFile(file.filepath);
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, pages: -1 });
  const { pages = 1, space, chromaSubsampling } = await image.metadata();
  const upright = (pages > 1 ? image : image.autoOrient()).keepIccProfile();
  const encoded =
    file.mimetype === 'image/jpeg'
      ? upright.jpeg({
          quality: CLEANED_QUALITY,
          mozjpeg: false,
          chromaSubsampling: chromaSubsampling === '4:4:4' ? '4:4:4' : '4:2:0',
        })
      : file.mimetype === 'image/png'
        ? upright.toColourspace(space).png()
        : upright.webp(isLosslessWebp(bytes) ? { lossless: true } : { quality: CLEANED_QUALITY });
  const { size } = await encoded.toFile(file.filepath);
  return { ...file, size };
}

const uploadService = (strapi: Core.Strapi) => strapi.plugin('upload').service('upload');

/** Cleans every image (cleanImage), then stores them in order: all, or none when one fails. */
export async function storeImages(strapi: Core.Strapi, files: readonly CheckedImage[]): Promise<StoredFile[]> {
  if (files.length === 0) return [];
  const cleaned: CheckedImage[] = [];
  for (const file of files) cleaned.push(await cleanImage(file));
  const stored: StoredFile[] = [];
  try {
    // One at a time, so a failure knows exactly which files to take back.
    for (const file of cleaned) {
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

/** The records whose pictures are replaced, each with its advisory-lock key ('SvBn', 'SvPd'). */
const PICTURE_OWNERS = { banner: 0x5376_426e, product: 0x5376_5064 } as const;
export type PictureOwner = keyof typeof PICTURE_OWNERS;

/** Per instance, the last change waiting or under way of each record's pictures. */
const pictureChanges = new WeakMap<Core.Strapi, Map<string, Promise<void>>>();

/**
 * Runs `work` as the only change of one record's pictures under way, among all instances. A
 * replacement reads the record's pictures, stores the new ones, saves the record and deletes the
 * ones it read: two at once would each delete what they read, and the picture the first saved,
 * which the second replaced, would stay with no record naming it. In one instance the changes of a
 * record take turns; on PostgreSQL each turn is then an advisory lock on the record, held by a
 * session of its own (outside Strapi's pool, let go if the process dies), so instances take turns too.
 */
export async function changingPictures<T>(
  strapi: Core.Strapi,
  owner: PictureOwner,
  id: number,
  work: () => Promise<T>,
): Promise<T> {
  const changes = pictureChanges.get(strapi) ?? new Map<string, Promise<void>>();
  pictureChanges.set(strapi, changes);
  const key = `${owner} ${id}`;
  const previous = changes.get(key);
  let done = () => {};
  const mine = new Promise<void>((resolve) => {
    done = resolve;
  });
  changes.set(key, mine);
  try {
    await previous;
    if (strapi.config.get('database.connection.client') !== 'postgres') return await work();
    const { connectionString } = strapi.config.get('database.connection.connection') as { connectionString: string };
    const session = new pg.Client({ connectionString });
    await session.connect();
    try {
      await session.query('select pg_advisory_lock($1, $2)', [PICTURE_OWNERS[owner], id]);
      return await work();
    } finally {
      await session.end();
    }
  } finally {
    done();
    if (changes.get(key) === mine) changes.delete(key);
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
  const named = new Set(
    rows
      .filter((row) => !unused.includes(row))
      .flatMap((row) => [row.url, ...Object.values(row.formats ?? {}).map((format) => format.url)])
      .map((url) => path.basename(url)),
  );
  const { bucket, backup } = shopConfig(strapi);
  if (bucket) {
    // Objects no row names, written by a save that died before its row (or left by one that failed);
    // never the backups kept under BACKUP_PREFIX (BACKUP_TARGET=s3), which no row names either.
    const stray = (await listBucket(bucket)).filter(
      (object) =>
        !object.key.startsWith(backup.prefix) && !named.has(path.basename(object.key)) && object.lastModified < before,
    );
    await deleteFromBucket(
      bucket,
      stray.map((object) => object.key),
    );
    strays = stray.length;
  } else {
    const folder = path.join(strapi.dirs.static.public, 'uploads');
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
