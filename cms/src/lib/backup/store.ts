// Where the backup archives are kept: BACKUP_DIR (BACKUP_TARGET=dir), or the upload bucket under
// BACKUP_PREFIX (BACKUP_TARGET=s3). Either way an archive is written and verified in BACKUP_DIR
// first; the bucket then receives only an archive known to be sound. The CMS's schedule and the
// backup command keep archives through this, and 'Download' reads them back.
import { createReadStream, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type Bucket, listBucket, s3Options } from '../bucket';
import type { Settings } from '../settings';
import { type Archive, takenAt } from './retention';

export interface ArchiveStore {
  /** Where the archives are, for people: a folder, or s3://bucket/prefix. */
  where: string;
  /** The object key of an archive of this name, or null when archives are kept on disk. */
  keyOf(name: string): string | null;
  /** Keeps the verified archive at `file` under its name (from BACKUP_DIR into the bucket, then removed locally). */
  keep(file: string, name: string): Promise<void>;
  /** The archives kept, by the names the CMS gives (any other file or object is left alone). */
  list(): Promise<Archive[]>;
  remove(names: readonly string[]): Promise<void>;
  /**
   * The address anyone can read a kept archive at, or null: pictures are public, and a bucket
   * policy that makes every object public gives away the archive's personal data too.
   */
  readableByAnyone(name: string): Promise<string | null>;
  /** A kept archive's size and its bytes, or null when there is none of that name. */
  open(name: string): Promise<{ size: number; stream: () => Promise<Readable> } | null>;
}

type Backup = Settings['backup'];

const named = (names: readonly string[]): Archive[] =>
  names.flatMap((name) => {
    const at = takenAt(name);
    return at ? [{ name, takenAt: at }] : [];
  });

function dirStore(dir: string): ArchiveStore {
  return {
    where: dir,
    keyOf: () => null,
    async keep() {
      // Written in place: nothing more to do.
    },
    async list() {
      return existsSync(dir) ? named(readdirSync(dir)) : [];
    },
    async remove(names) {
      for (const name of names) rmSync(path.join(dir, name), { force: true });
    },
    async readableByAnyone() {
      return null;
    },
    async open(name) {
      const file = path.join(dir, name);
      if (!takenAt(name) || !existsSync(file)) return null;
      return { size: statSync(file).size, stream: async () => createReadStream(file) };
    },
  };
}

function bucketStore(bucket: Bucket, prefix: string): ArchiveStore {
  // One client per use, as lib/bucket.ts does: backups are rare, and nothing is left open.
  const withClient = async <T>(work: (client: S3Client) => Promise<T>): Promise<T> => {
    const client = new S3Client(s3Options(bucket));
    try {
      return await work(client);
    } finally {
      client.destroy();
    }
  };
  const keyOf = (name: string) => `${prefix}${name}`;
  return {
    where: `s3://${bucket.name}/${prefix}`,
    keyOf,
    async keep(file, name) {
      const { size } = statSync(file);
      await withClient(async (client) => {
        // One PUT: the archive holds the database and the photos' checksums, not their bytes, so it
        // stays far below a single PUT's 5 GB limit.
        await client.send(
          new PutObjectCommand({
            Bucket: bucket.name,
            Key: keyOf(name),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: 'application/zip',
          }),
        );
        // What the bucket says it holds must be what was verified here, before the local copy goes.
        const stored = await client.send(new HeadObjectCommand({ Bucket: bucket.name, Key: keyOf(name) }));
        if (stored.ContentLength !== size) {
          throw new Error(`the bucket holds ${stored.ContentLength} bytes of ${keyOf(name)}, not ${size}`);
        }
      });
      rmSync(file, { force: true });
    },
    async list() {
      const objects = await listBucket(bucket, prefix);
      // Only archives directly under the prefix: a deeper "folder" is someone else's.
      return named(objects.map((object) => object.key.slice(prefix.length)).filter((name) => !name.includes('/')));
    },
    async remove(names) {
      await withClient(async (client) => {
        for (const name of names) await client.send(new DeleteObjectCommand({ Bucket: bucket.name, Key: keyOf(name) }));
      });
    },
    async readableByAnyone(name) {
      // Asked as a shopper's browser asks for a picture: at the public address, without a key.
      const url = `${bucket.publicUrl}/${keyOf(name)}`;
      try {
        const answer = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(10_000) });
        return answer.ok ? url : null;
      } catch {
        return null;
      }
    },
    async open(name) {
      if (!takenAt(name)) return null;
      const head = await withClient((client) =>
        client.send(new HeadObjectCommand({ Bucket: bucket.name, Key: keyOf(name) })).catch((error: unknown) => {
          if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
          throw error;
        }),
      );
      if (!head) return null;
      return {
        size: head.ContentLength ?? 0,
        stream: async () => {
          const client = new S3Client(s3Options(bucket));
          const answer = await client.send(new GetObjectCommand({ Bucket: bucket.name, Key: keyOf(name) }));
          const body = answer.Body as Readable;
          // The client lives as long as its stream: closed once the download ends, or breaks off.
          body.once('close', () => client.destroy());
          return body;
        },
      };
    },
  };
}

/** The store BACKUP_TARGET names (settings checked that s3 comes with the upload bucket). */
export function archiveStore(backup: Backup, bucket: Bucket | null): ArchiveStore {
  if (backup.target === 's3' && bucket) return bucketStore(bucket, backup.prefix);
  return dirStore(backup.dir);
}
