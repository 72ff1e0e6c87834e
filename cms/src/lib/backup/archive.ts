// A shop's backup archive (the `backup` command and the CMS's schedule write it, `restore` puts it
// back): one zip holding a consistent copy of the database (SQLite: the file, sqlite.ts;
// PostgreSQL: a pg_dump of the shop's schema, postgres.ts), the uploads its rows name (with photos
// in a bucket: each object's key, size and SHA-256 in the manifest, bucket-objects.ts), and
// manifest.json (the app's version, the schema, every table's row count, and each member's size
// and SHA-256). In the CMS's TypeScript so the CMS itself can run it on its schedule; the scripts
// load it from dist/.
//
// Zip, with yazl to write and yauzl to read: the same author's pair, both small, dependency-light
// and long maintained; yauzl already reads the stock sheet's photo zips here and refuses absolute
// names and `..` in names itself, and zip's central directory lets a truncated archive be detected
// before anything is unpacked. Members are stored as they are (photos are already compressed; the
// database is not, and is deflated).
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import yazl from 'yazl';
import type { Bucket } from '../bucket';
import { type BucketObjectSum, sumObjects } from './bucket-objects';
import { dumpCounts, dumpSchema, type PostgresSource } from './postgres';
import { inWorker } from './sqlite';

// The restore command reads these from here with the rest of the archive's functions.
export { databaseInUse, tableCounts } from './sqlite';

export const FORMAT = 1;
export const MANIFEST = 'manifest.json';
export const DATABASE = 'database.sqlite';
/** A PostgreSQL shop's database member: pg_dump's custom format. */
export const DUMP = 'database.dump';
const UPLOADS = 'uploads/';
/** An upload's member name: uploads/<one plain file name>, as the local provider names them. */
const UPLOAD_NAME = /^uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** A manifest is small; a bigger one is not ours. */
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;

export class ArchiveError extends Error {}

export interface Member {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  app: { name: string; version: string };
  createdAt: string;
  database:
    | { client: 'sqlite'; schemaHash: string | null }
    | { client: 'postgres'; schema: string; schemaHash: string | null };
  counts: Record<string, number>;
  /** The photos the rows name: in the archive's uploads/, or (bucket) in the manifest's bucket.objects. */
  uploads: { count: number; missing: string[] };
  /** With photos in a bucket: the objects the rows name, by key; their bytes stay in the bucket. */
  bucket?: { name: string; publicUrl: string; objects: BucketObjectSum[] };
  members: Member[];
}

const sha256OfFile = async (file: string): Promise<string> => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
};

export type FileRows = Array<{ url: unknown; formats: unknown }>;

/**
 * The uploads the `files` rows name (the original and any format), as what follows `prefix` in
 * their URLs: plain file names under /uploads/, or object keys under a bucket's public address.
 */
export function namedUploads(rows: FileRows, prefix = '/uploads/'): string[] {
  const names = new Set<string>();
  const add = (url: unknown) => {
    if (typeof url === 'string' && url.startsWith(prefix) && url.length > prefix.length) {
      names.add(url.slice(prefix.length));
    }
  };
  for (const row of rows) {
    add(row.url);
    const formats = (typeof row.formats === 'string' ? JSON.parse(row.formats) : row.formats) as Record<
      string,
      { url?: unknown } | null
    > | null;
    for (const format of Object.values(formats ?? {})) add(format?.url);
  }
  return [...names].sort();
}

/** The shop's database, as the CMS's settings name it. */
export type DatabaseSource = { client: 'sqlite'; filename: string } | ({ client: 'postgres' } & PostgresSource);

export interface WriteOptions {
  database: DatabaseSource;
  uploadsDir: string;
  /** Where the photos are when UPLOAD_PROVIDER=s3: then uploadsDir is not read. */
  bucket?: Bucket | null;
  target: string;
  /** The CMS's version (its package.json), recorded in the manifest. */
  appVersion: string;
}

/** The database's member, taken online, and what the manifest says of it. */
interface DatabaseCopy {
  member: string;
  file: string;
  counts: Record<string, number>;
  database: Manifest['database'];
  fileRows: FileRows;
}

/** SQLite: VACUUM INTO, on a worker thread (sqlite.ts). PostgreSQL: pg_dump in one snapshot (postgres.ts). */
async function copyDatabase(source: DatabaseSource, work: string): Promise<DatabaseCopy> {
  if (source.client === 'postgres') {
    const file = path.join(work, DUMP);
    const dumped = await dumpSchema(source, file);
    return {
      member: DUMP,
      file,
      counts: dumped.counts,
      database: { client: 'postgres', schema: source.schema, schemaHash: dumped.schemaHash },
      fileRows: dumped.fileRows,
    };
  }
  const file = path.join(work, DATABASE);
  const copied = await inWorker({ kind: 'copy', source: source.filename, target: file });
  return {
    member: DATABASE,
    file,
    counts: copied.counts,
    database: { client: 'sqlite', schemaHash: copied.schemaHash },
    fileRows: copied.fileRows,
  };
}

/**
 * Writes the archive: the database copied online first, then the uploads that copy names (or, in
 * a bucket, their checksums). An upload deleted in between is listed as missing rather than
 * failing the backup.
 */
export async function writeArchive({
  database: source,
  uploadsDir,
  bucket,
  target,
  appVersion,
}: WriteOptions): Promise<Manifest> {
  const work = `${target}.parts`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    const { member, file, counts, database, fileRows } = await copyDatabase(source, work);

    const zip = new yazl.ZipFile();
    const members: Member[] = [];
    const add = async (name: string, file: string, compress: boolean) => {
      const { size } = statSync(file);
      members.push({ name, size, sha256: await sha256OfFile(file) });
      zip.addFile(file, name, { compress, mode: 0o100600 });
    };
    // A SQLite file deflates well; pg_dump's custom format is compressed already.
    await add(member, file, member === DATABASE);
    const missingUploads: string[] = [];
    let inBucket: Manifest['bucket'];
    if (bucket) {
      const { objects, missing } = await sumObjects(bucket, namedUploads(fileRows, `${bucket.publicUrl}/`));
      inBucket = { name: bucket.name, publicUrl: bucket.publicUrl, objects };
      missingUploads.push(...missing);
    } else {
      for (const name of namedUploads(fileRows)) {
        const file = path.join(uploadsDir, name);
        if (existsSync(file)) await add(`${UPLOADS}${name}`, file, false);
        else missingUploads.push(name);
      }
    }
    const manifest: Manifest = {
      format: FORMAT,
      app: { name: 'suvarna-cms', version: appVersion },
      createdAt: new Date().toISOString(),
      database,
      counts,
      uploads: { count: inBucket ? inBucket.objects.length : members.length - 1, missing: missingUploads },
      ...(inBucket ? { bucket: inBucket } : {}),
      members,
    };
    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), MANIFEST, { mode: 0o100600 });
    zip.end();
    mkdirSync(path.dirname(target), { recursive: true });
    // Written beside its name, then renamed: a half-written archive never takes the name.
    const partial = `${target}.partial`;
    await pipeline(zip.outputStream, createWriteStream(partial, { mode: 0o600 }));
    renameSync(partial, target);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const openZip = (file: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true },
      (error, zip) => (error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip)),
    ),
  );

const entryStream = (zip: ZipFile, entry: Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(error ?? new Error('no stream')) : resolve(stream),
    ),
  );

/** The archive's entries, in order; yauzl itself refuses absolute names and `..`. */
function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** The same tables with the same numbers of rows, whatever the order they are listed in. */
const sameCounts = (a: Record<string, number>, b: Record<string, number> | undefined) =>
  !!b &&
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([table, rows]) => b[table] === rows);

/** A restore reads the keys and checksums it checks the bucket against from here. */
const soundObjects = (bucket: Manifest['bucket']) =>
  typeof bucket?.name === 'string' &&
  Array.isArray(bucket.objects) &&
  bucket.objects.every(
    (object) =>
      typeof object?.key === 'string' &&
      object.key.length > 0 &&
      Number.isInteger(object.size) &&
      object.size >= 0 &&
      /^[0-9a-f]{64}$/.test(String(object.sha256)),
  );

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reads the whole archive back and refuses it (ArchiveError, naming why) unless every member is
 * one the manifest lists, with its size and SHA-256, and the database copy is sound and holds the
 * manifest's counts. With `unpackTo`, the members are also written there (database.sqlite or
 * database.dump, and uploads/), for a restore. Returns the manifest.
 */
export async function verifyArchive(file: string, { unpackTo }: { unpackTo?: string } = {}): Promise<Manifest> {
  if (!existsSync(file)) throw new ArchiveError(`no archive at ${file}`);
  let zip: ZipFile;
  try {
    zip = await openZip(file);
  } catch (error) {
    throw new ArchiveError(`not a readable archive (truncated or damaged?): ${message(error)}`);
  }
  const scratch = unpackTo ?? `${file}.verify-${process.pid}`;
  try {
    let entries: Entry[];
    try {
      entries = await listEntries(zip);
    } catch (error) {
      throw new ArchiveError(`the archive's index is damaged: ${message(error)}`);
    }
    const seen = new Set<string>();
    for (const entry of entries) {
      const name = entry.fileName;
      if (name !== MANIFEST && name !== DATABASE && name !== DUMP && !UPLOAD_NAME.test(name)) {
        throw new ArchiveError(`unexpected member ${JSON.stringify(name)}`);
      }
      if (seen.has(name)) throw new ArchiveError(`member ${name} appears twice`);
      seen.add(name);
    }
    const manifestEntry = entries.find((entry) => entry.fileName === MANIFEST);
    if (!manifestEntry) throw new ArchiveError('no manifest.json: not a Suvarna backup');
    if (manifestEntry.uncompressedSize > MANIFEST_MAX_BYTES) throw new ArchiveError('manifest.json is too big');
    const chunks: Buffer[] = [];
    for await (const chunk of await entryStream(zip, manifestEntry)) chunks.push(chunk as Buffer);
    let manifest: Manifest;
    try {
      manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
    } catch {
      throw new ArchiveError('manifest.json is not JSON');
    }
    if (manifest?.format !== FORMAT || !Array.isArray(manifest.members)) {
      throw new ArchiveError(`manifest.json is not a format-${FORMAT} Suvarna manifest`);
    }
    if (manifest.bucket !== undefined && !soundObjects(manifest.bucket)) {
      throw new ArchiveError("manifest.json's bucket objects are not keys with sizes and SHA-256 checksums");
    }
    const listed = new Map(manifest.members.map((member) => [member.name, member]));
    for (const name of seen) {
      if (name !== MANIFEST && !listed.has(name)) throw new ArchiveError(`member ${name} is not in the manifest`);
    }
    for (const name of listed.keys()) {
      if (!seen.has(name)) throw new ArchiveError(`member ${name} is missing`);
    }

    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(path.join(scratch, 'uploads'), { recursive: true });
    for (const entry of entries) {
      const member = listed.get(entry.fileName);
      if (!member) continue;
      // Before unpacking: a member claiming more than the manifest says (a zip bomb) fills no disk.
      if (entry.uncompressedSize !== member.size) {
        throw new ArchiveError(`member ${entry.fileName} does not match its size in the manifest`);
      }
      // Inside scratch by construction: the name matched DATABASE, DUMP or UPLOAD_NAME above.
      const out = path.join(scratch, entry.fileName);
      const hash = createHash('sha256');
      let size = 0;
      try {
        const stream = await entryStream(zip, entry);
        stream.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          size += chunk.length;
        });
        await pipeline(stream, createWriteStream(out, { mode: 0o600 }));
      } catch (error) {
        throw new ArchiveError(`member ${entry.fileName} cannot be read: ${message(error)}`);
      }
      if (size !== member.size || hash.digest('hex') !== member.sha256) {
        throw new ArchiveError(`member ${entry.fileName} does not match its checksum in the manifest`);
      }
    }

    const member = manifest.database?.client === 'postgres' ? DUMP : DATABASE;
    if (!seen.has(member) || seen.has(member === DUMP ? DATABASE : DUMP)) {
      throw new ArchiveError(`a ${manifest.database?.client ?? 'sqlite'} backup holds ${member} and no other database`);
    }
    if (member === DUMP) {
      let counts: Record<string, number>;
      try {
        counts = await dumpCounts(path.join(scratch, DUMP));
      } catch (error) {
        throw new ArchiveError(`the database dump cannot be read: ${message(error)}`);
      }
      if (!sameCounts(counts, manifest.counts)) {
        throw new ArchiveError('the database dump does not hold the counts in the manifest');
      }
      return manifest;
    }
    let checked: { damage: string | null; counts: Record<string, number> };
    try {
      checked = await inWorker({ kind: 'check', file: path.join(scratch, DATABASE) });
    } catch (error) {
      throw new ArchiveError(`the database copy cannot be read: ${message(error)}`);
    }
    if (checked.damage !== null) throw new ArchiveError(`the database copy is damaged: ${checked.damage}`);
    if (!sameCounts(checked.counts, manifest.counts)) {
      throw new ArchiveError('the database copy does not hold the counts in the manifest');
    }
    return manifest;
  } finally {
    zip.close();
    if (!unpackTo) rmSync(scratch, { recursive: true, force: true });
  }
}

/** A short human summary of a manifest: when, which version, the main kinds of record, the uploads. */
export function describeManifest(manifest: Manifest): string[] {
  const count = (table: string) => manifest.counts?.[table] ?? 0;
  return [
    `taken ${manifest.createdAt} by ${manifest.app?.name} ${manifest.app?.version}`,
    `${count('products')} products, ${count('categories')} categories, ${count('rates')} rates, ` +
      `${count('banners')} banners, ${count('enquiries')} enquiries, ${count('up_users')} accounts`,
    `${manifest.uploads?.count ?? 0} photos` +
      (manifest.bucket
        ? ` in the bucket ${manifest.bucket.name} (their keys and checksums; the bytes stay there)`
        : '') +
      (manifest.uploads?.missing?.length ? ` (${manifest.uploads.missing.length} named but missing when taken)` : ''),
  ];
}
