// The zip of photos sent with a stock sheet: read from its temporary file (never whole in memory),
// every entry checked (zip-entries.ts) before any is unpacked, and only the photos the rows name
// unpacked, one at a time, each to a file of a temporary folder under a name of our own (never the
// entry's), where it goes through the same content checks as an upload (checkImages).
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type ImportReport, MAX_IMAGE_BYTES } from '@suvarna/domain';
import type { Entry } from 'yauzl';
import { ShopError } from '../http';
import { checkImages, type IncomingFile } from '../uploads';
import type { PlannedRow } from './check-sheet';
import { photoName } from './product-row';
import { type CheckedZip, openCheckedZipFile, type ZipLimits } from './zip-entries';

/** The zip as sent may be 300 MB (request-limits.ts); photos hardly compress, so it unpacks to about as much. */
export const PHOTO_ZIP_LIMITS: ZipLimits = {
  what: 'The zip of photos',
  maxEntries: 20_000,
  maxEntryBytes: MAX_IMAGE_BYTES,
  maxTotalBytes: 400 * 1024 * 1024,
};

export interface ZipPhotos {
  /** The zip's files by their path in it. */
  names: ReadonlySet<string>;
  close(): void;
}

interface OpenZip extends ZipPhotos {
  checked: CheckedZip;
}

export async function openZipPhotos(filepath: string): Promise<OpenZip> {
  const checked = await openCheckedZipFile(filepath, PHOTO_ZIP_LIMITS);
  return { checked, names: new Set(checked.files.keys()), close: () => checked.zip.close() };
}

/** A row's photo by the name it gives: a path in the zip, or a file name found anywhere in it. */
function entryNamed(files: ReadonlyMap<string, Entry>, name: string): Entry | undefined {
  const exact = files.get(name);
  if (exact) return exact;
  for (const [entryPath, entry] of files) if (entryPath.split('/').pop() === name) return entry;
  return undefined;
}

/**
 * Unpacks the zip's photos the planned rows name into `folder` and checks each as an upload is
 * checked; a row with a photo that fails is made an error row naming the photo, and leaves the plans.
 * Answers the files by row number, then by the name the row gives.
 */
export async function unpackRowPhotos(
  zip: OpenZip,
  folder: string,
  report: ImportReport,
  plans: PlannedRow[],
): Promise<Map<number, Map<string, IncomingFile>>> {
  const byRow = new Map<number, Map<string, IncomingFile>>();
  const rows = new Map(report.rows.map((row) => [row.row, row]));
  let count = 0;
  for (const plan of [...plans]) {
    const row = rows.get(plan.row);
    if (!row || row.action === 'unchanged') continue;
    const own = new Set((plan.existing?.images ?? []).map((image) => photoName(image.url)));
    const files = new Map<string, IncomingFile>();
    for (const name of plan.photos.filter((photo) => !own.has(photo))) {
      const entry = entryNamed(zip.checked.files, name);
      if (!entry) continue;
      count += 1;
      const filepath = path.join(folder, `photo_${count}`);
      try {
        await pipeline(
          await zip.checked.zip.openReadStreamPromise(entry),
          createWriteStream(filepath, { flags: 'wx' }),
        );
        const file: IncomingFile = {
          filepath,
          originalFilename: name.split('/').pop() ?? name,
          mimetype: null,
          size: entry.uncompressedSize,
        };
        const [checked] = await checkImages([file]);
        files.set(name, { ...file, size: checked?.size ?? file.size });
      } catch (error) {
        if (!(error instanceof ShopError) && !(error instanceof Error && !('syscall' in error))) throw error;
        row.action = 'error';
        row.changes = [];
        row.warnings = [];
        row.errors.push({ column: 'photos', message: `photos: ${name}: ${error.message}` });
        plans.splice(plans.indexOf(plan), 1);
        break;
      }
    }
    byRow.set(plan.row, files);
  }
  return byRow;
}
