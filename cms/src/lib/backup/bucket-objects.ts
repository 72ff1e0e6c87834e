// The photos of a shop whose uploads are in a bucket (UPLOAD_PROVIDER=s3), as a backup records
// them: each object key the database's rows name, with its size and SHA-256 read from the bucket.
// The bytes stay in the bucket (docs/deployment.md says why); a restore checks the bucket still
// holds every key with the same checksum.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, HeadObjectCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { type Bucket, s3Options } from '../bucket';

export interface BucketObjectSum {
  key: string;
  size: number;
  sha256: string;
}

/** Objects read at once: enough to overlap the bucket's latency, few enough for a small server. */
const AT_ONCE = 4;

const notThere = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * The checksums this process has read, with the ETag and size the object had then. A photo's key
 * never gets other bytes (its name carries a hash of them), so the next backup asks the bucket for
 * the object's ETag and size only (HEAD, no body) and reads it again only if either changed: a
 * nightly backup of thousands of photos does not download them all every night.
 */
const readBefore = new Map<string, { etag: string; sum: BucketObjectSum }>();

/** Reads one object whole, hashing it as it streams (unless read before, unchanged); null when the bucket has no such key. */
async function sumOf(client: S3Client, bucket: Bucket, key: string): Promise<BucketObjectSum | null> {
  const before = readBefore.get(key);
  let body: Readable;
  let etag: string | undefined;
  try {
    if (before) {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket.name, Key: key }));
      if (head.ETag === before.etag && head.ContentLength === before.sum.size) return before.sum;
    }
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket.name, Key: key }));
    body = answer.Body as Readable;
    etag = answer.ETag;
  } catch (error) {
    if (notThere(error)) {
      readBefore.delete(key);
      return null;
    }
    throw error;
  }
  const hash = createHash('sha256');
  let size = 0;
  body.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  await pipeline(body, hash);
  const sum = { key, size, sha256: hash.digest('hex') };
  if (etag) readBefore.set(key, { etag, sum });
  return sum;
}

/** Runs `work` over `items`, AT_ONCE at a time, keeping their order. */
async function eachAtOnce<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return results;
}

/** The size and SHA-256 of each key the bucket holds, and the keys it does not. */
export async function sumObjects(
  bucket: Bucket,
  keys: readonly string[],
): Promise<{ objects: BucketObjectSum[]; missing: string[] }> {
  const client = new S3Client(s3Options(bucket));
  try {
    const sums = await eachAtOnce(keys, (key) => sumOf(client, bucket, key));
    return {
      objects: sums.filter((sum): sum is BucketObjectSum => sum !== null),
      missing: keys.filter((_key, index) => sums[index] === null),
    };
  } finally {
    client.destroy();
  }
}

/** Which of a backup's objects the bucket no longer holds, and which it holds with other bytes. */
export async function checkObjects(
  bucket: Bucket,
  expected: readonly BucketObjectSum[],
): Promise<{ missing: string[]; differing: string[] }> {
  const { objects, missing } = await sumObjects(
    bucket,
    expected.map((object) => object.key),
  );
  const now = new Map(objects.map((object) => [object.key, object]));
  const differing = expected
    .filter((object) => {
      const found = now.get(object.key);
      return found && (found.size !== object.size || found.sha256 !== object.sha256);
    })
    .map((object) => object.key);
  return { missing, differing };
}
