// Two CMS instances started at the same moment on one empty PostgreSQL database (the way a
// deployment rolls out): one makes the tables, the permissions, the first admin and the demo
// catalogue while the other waits for it, so both answer and nothing is made twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CmsProcess } from '@suvarna/testkit';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres, POSTGRES_URL, postgresAvailable } from './support/cms';
import { adminToken, request, startCmsIn } from './support/hardening';

describe.skipIf(!(await postgresAvailable('two instances starting together')))(
  'two instances starting together',
  () => {
    const schema = `together_${process.pid}_${Date.now()}`;
    const workDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'suvarna-together-')));
    const instances: CmsProcess[] = [];

    afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.kill()));
      await onPostgres(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
    });

    /** Rows of a query on the instances' schema. */
    const rows = async <Row>(sql: string): Promise<Row[]> => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`set search_path to "${schema}"`);
        return (await client.query(sql)).rows as Row[];
      } finally {
        await client.end();
      }
    };

    it('both answer, with one first admin, one demo catalogue and one set of rates', async () => {
      await onPostgres(`CREATE SCHEMA "${schema}"`);
      // The same secrets, as instances behind one load balancer have: a token from one works on the other.
      const shared = {
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: POSTGRES_URL,
        DATABASE_SCHEMA: schema,
        SEED_DEMO: 'true',
        APP_KEYS: 'together-key-one,together-key-two',
        API_TOKEN_SALT: 'together-api-token-salt',
        ADMIN_JWT_SECRET: 'together-admin-jwt-secret',
        JWT_SECRET: 'together-jwt-secret',
        TRANSFER_TOKEN_SALT: 'together-transfer-token-salt',
        ENCRYPTION_KEY: 'together-encryption-key',
      };
      const started = await Promise.allSettled(workDirs.map((workDir) => startCmsIn(workDir, shared)));
      for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'answering'))).toEqual([
        'answering',
        'answering',
      ]);

      const [first, second] = instances as [CmsProcess, CmsProcess];
      const token = await adminToken(first.url);
      const products = await request<{ total: number }>(second.url, 'GET', '/api/admin/product-count', { token });
      expect(products.status).toBe(200);

      const [admins] = await rows<{ count: string }>('select count(*) from up_users');
      expect(Number(admins?.count)).toBe(1);
      const twice = await rows<{ sku: string }>('select sku from products group by sku having count(*) > 1');
      expect(twice).toEqual([]);
      const [catalogue] = await rows<{ count: string }>('select count(*) from products');
      expect(Number(catalogue?.count)).toBeGreaterThan(50);
      const rateNames = await rows<{ name: string }>('select name from rates group by name having count(*) > 1');
      expect(rateNames).toEqual([]);
    }, 300_000);
  },
);
