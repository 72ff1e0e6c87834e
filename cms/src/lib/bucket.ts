// The S3-compatible bucket uploads live in when UPLOAD_PROVIDER=s3 (several instances share it):
// the one place its client is configured, for Strapi's upload provider (config/plugins.ts), for
// the sweep of objects no record uses (uploads.ts) and for backups (lib/backup).
import { DeleteObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { Settings } from './settings';

export type Bucket = NonNullable<Settings['bucket']>;

/**
 * Path-style addresses (bucket in the path, not the host name), as S3-compatible stores (MinIO,
 * s3rver, Ceph) expect; checksums only where an operation requires them, since such stores
 * reject the SDK's newer default ones.
 */
export function s3Options(bucket: Bucket): S3ClientConfig & { params: { Bucket: string; ACL?: undefined } } {
  return {
    region: bucket.region,
    ...(bucket.endpoint ? { endpoint: bucket.endpoint } : {}),
    ...(bucket.credentials ? { credentials: bucket.credentials } : {}),
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // No ACL header: buckets made since 2023 refuse them; the bucket's policy makes pictures public.
    params: { Bucket: bucket.name, ACL: undefined },
  };
}

export interface BucketObject {
  key: string;
  lastModified: Date;
  size: number;
}

/** Every object in the bucket (or only those whose keys start with `prefix`), page by page. */
export async function listBucket(bucket: Bucket, prefix?: string): Promise<BucketObject[]> {
  const client = new S3Client(s3Options(bucket));
  const objects: BucketObject[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket.name, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) {
          objects.push({ key: item.Key, lastModified: item.LastModified ?? new Date(0), size: item.Size ?? 0 });
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return objects;
}

export async function deleteFromBucket(bucket: Bucket, keys: string[]): Promise<void> {
  const client = new S3Client(s3Options(bucket));
  try {
    for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket: bucket.name, Key: key }));
  } finally {
    client.destroy();
  }
}
