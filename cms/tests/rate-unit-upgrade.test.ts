// A rate saved before rates had units reads, and is stored, as per gram once this version starts on
// its database (DESIGN section 3). Strapi's schema sync adds the unit column without its default
// (the rate's unit is then NULL); the CMS fills in g at start (rate service, fillMissingUnits).
// The CMS runs as a child process, stopped and started again on the same database.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres, POSTGRES_URL, postgresAvailable } from './support/cms';
import { request, startCmsIn } from './support/hardening';

const Sqlite: new (
  file: string,
) => { exec(sql: string): void; prepare(sql: string): { get(): unknown }; close(): void } = createRequire(
  import.meta.url,
)('better-sqlite3');

const onPostgresToo = await postgresAvailable('the rate unit upgrade');
const workDir = mkdtempSync(path.join(tmpdir(), 'suvarna-unit-upgrade-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/**
 * The database as the previous version left it: no unit column, one rate, and Strapi's record of
 * the schema it synced (the next start diffs against it: without the unit, the column is added).
 */
const BEFORE_UNITS = (schema = '') => `
  ALTER TABLE ${schema}rates DROP COLUMN unit;
  INSERT INTO ${schema}rates (document_id, name, price_paise, created_at, updated_at, published_at)
  VALUES ('oldrate00000000000000000', 'Old 22K', 728300, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP);
  DELETE FROM ${schema}strapi_database_schema;
`;

/** Starts the CMS (creating its tables), takes them back to before units, and reads the rates after a restart. */
async function ratesAfterUpgrade(env: Record<string, string>, downgrade: () => Promise<void>) {
  const first = await startCmsIn(workDir, env);
  await first.stop();
  await downgrade();
  const second = await startCmsIn(workDir, env);
  try {
    return (await request<Array<{ name: string }>>(second.url, 'GET', '/api/admin/get-price')).body.data;
  } finally {
    await second.stop();
  }
}

describe('a rate saved before rates had units', () => {
  it('reads as per gram on SQLite', async () => {
    const rates = await ratesAfterUpgrade({}, async () => {
      const database = new Sqlite(path.join(workDir, 'data.db'));
      database.exec(BEFORE_UNITS());
      database.close();
    });
    expect(rates).toEqual([expect.objectContaining({ name: 'Old 22K', price: 7283, unit: 'g' })]);
    // Stored so, not only read so.
    const database = new Sqlite(path.join(workDir, 'data.db'));
    expect(database.prepare("SELECT unit FROM rates WHERE name = 'Old 22K'").get()).toEqual({ unit: 'g' });
    database.close();
  }, 120_000);

  it.skipIf(!onPostgresToo)(
    'reads as per gram on PostgreSQL',
    async () => {
      const schema = `unit_upgrade_${process.pid}_${Date.now()}`;
      await onPostgres(`CREATE SCHEMA "${schema}"`);
      try {
        const env = { DATABASE_CLIENT: 'postgres', DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema };
        const rates = await ratesAfterUpgrade(env, () => onPostgres(BEFORE_UNITS(`"${schema}".`)));
        expect(rates).toEqual([expect.objectContaining({ name: 'Old 22K', price: 7283, unit: 'g' })]);
        const client = new pg.Client({ connectionString: POSTGRES_URL });
        await client.connect();
        try {
          const stored = await client.query(`SELECT unit FROM "${schema}".rates WHERE name = 'Old 22K'`);
          expect(stored.rows).toEqual([{ unit: 'g' }]);
        } finally {
          await client.end();
        }
      } finally {
        await onPostgres(`DROP SCHEMA "${schema}" CASCADE`);
      }
    },
    120_000,
  );
});
