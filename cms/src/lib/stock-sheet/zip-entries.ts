// A zip read without trusting it: the photos' zip of an import, and an Excel workbook (a zip of
// XML) before a library unpacks it. Every entry is checked from the zip's own directory before a
// byte is inflated; an entry is only ever read into memory, or to a file the caller names. yauzl: maintained, streaming, and it
// refuses absolute and '..' names itself.
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { SheetError } from './columns';

export interface ZipLimits {
  /** What the zip is, in messages: "The zip of photos". */
  what: string;
  maxEntries: number;
  /** Bytes, inflated, of any one entry. */
  maxEntryBytes: number;
  /** Bytes, inflated, of all the entries together. */
  maxTotalBytes: number;
}

export interface CheckedZip {
  zip: ZipFile;
  /** The zip's files (no folders, no macOS resource forks), by their path in the zip. */
  files: Map<string, Entry>;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const isFolder = (entry: Entry) => entry.fileName.endsWith('/');
/** What macOS's "Compress" adds beside every file: never a photo. */
const isMacResourceFork = (entry: Entry) => /(^|\/)__MACOSX\/|(^|\/)\._/.test(entry.fileName);
const isSymlink = (entry: Entry) =>
  entry.versionMadeBy >> 8 === 3 && ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
const isArchive = (name: string) => /\.(zip|xlsx|jar|7z|rar|gz|tgz|tar)$/i.test(name);

const OPTIONS = { lazyEntries: true, validateEntrySizes: true, autoClose: false } as const;

/** Opens a zip from memory and checks every entry against the limits; throws a SheetError naming why. */
export async function openCheckedZip(buffer: Buffer, limits: ZipLimits): Promise<CheckedZip> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, OPTIONS);
  } catch {
    throw new SheetError(`${limits.what} is not a zip file`);
  }
  return checkEntries(zip, limits);
}

/**
 * Opens a zip from its file, reading its directory and then each entry only when asked: a zip of
 * photos may be hundreds of megabytes, never held in memory whole. Checked as openCheckedZip.
 */
export async function openCheckedZipFile(filepath: string, limits: ZipLimits): Promise<CheckedZip> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(filepath, OPTIONS);
  } catch {
    throw new SheetError(`${limits.what} is not a zip file`);
  }
  return checkEntries(zip, limits);
}

async function checkEntries(zip: ZipFile, limits: ZipLimits): Promise<CheckedZip> {
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new SheetError(`${limits.what} holds ${zip.entryCount} files: at most ${limits.maxEntries}`);
  }
  const files = new Map<string, Entry>();
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (entry.isEncrypted()) throw new SheetError(`${limits.what} holds an encrypted file (${name})`);
      if (isSymlink(entry)) throw new SheetError(`${limits.what} holds a link (${name}), not a file`);
      if (isFolder(entry) || isMacResourceFork(entry)) continue;
      if (isArchive(name)) throw new SheetError(`${limits.what} holds another archive (${name})`);
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw new SheetError(`${limits.what} holds a file packed in a way it cannot read (${name})`);
      }
      if (entry.uncompressedSize > limits.maxEntryBytes) {
        throw new SheetError(`${limits.what}: ${name} is larger than ${megabytes(limits.maxEntryBytes)}`);
      }
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) {
        throw new SheetError(`${limits.what} unpacks to more than ${megabytes(limits.maxTotalBytes)}`);
      }
      files.set(name, entry);
    }
  } catch (error) {
    zip.close();
    if (error instanceof SheetError) throw error;
    // yauzl's own refusals: a name outside the zip's folder, a broken directory.
    throw new SheetError(`${limits.what} cannot be read: ${(error as Error).message}`);
  }
  return { zip, files };
}

/**
 * One checked entry's bytes. An entry that inflates past the size the zip's directory gave (a
 * lying zip bomb) is stopped there by yauzl, as an error.
 */
export async function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
