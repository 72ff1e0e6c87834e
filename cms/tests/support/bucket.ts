// A real S3-compatible server for the tests of uploads on object storage (s3rver: PyPI's MinIO
// tooling is out of reach here), with one bucket, on a free port; and the CMS settings to use it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestBucket {
  name: string;
  /** The server's address; objects are at `${endpoint}/${name}/<key>` (path-style). */
  endpoint: string;
  /** UPLOAD_PROVIDER=s3 and the S3_ settings for a CMS. */
  settings: Record<string, string>;
  close(): Promise<void>;
}

export async function startBucket(name: string): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'suvarna-bucket-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name, configs: [] }],
  });
  const endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  return {
    name,
    endpoint,
    settings: {
      UPLOAD_PROVIDER: 's3',
      S3_BUCKET: name,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      // s3rver's own fixed key.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
