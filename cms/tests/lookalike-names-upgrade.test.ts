// A shop's rates and categories saved before names were compared as people read them get their
// keys at the next start, on SQLite and on PostgreSQL: Strapi's schema sync adds the nameKey
// column and its unique index to the filled tables, and the CMS stores each name's key and its
// normalised form. Of two stored names that read the same, the one already stored as a write now
// stores it keeps the name; the other stays as it was until the admin renames it (its save under
// the same name is refused). Products keep their rates and categories (linked by id) and their
// prices throughout. The CMS runs as a child process, stopped and started again on one database.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Category, Product, Rate } from '@suvarna/domain';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres, POSTGRES_URL, postgresAvailable } from './support/cms';
import { adminToken, request, startCmsIn } from './support/hardening';

const Sqlite: new (
  file: string,
) => {
  exec(sql: string): void;
  prepare(sql: string): { all(): unknown[] };
  close(): void;
} = createRequire(import.meta.url)('better-sqlite3');

const onPostgresToo = await postgresAvailable('the look-alike names upgrade');
const workDir = mkdtempSync(path.join(tmpdir(), 'suvarna-lookalike-upgrade-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const NOW = 'CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP';

/**
 * What an earlier version stored: rates and categories without keys, two rates that read the same
 * (the older with a zero-width space, the newer in capitals), names with invisible characters and
 * wide spaces, and a product priced by the older look-alike in a category with a zero-width space.
 */
const STORED_BEFORE = (schema = '') => `
  INSERT INTO ${schema}rates (document_id, name, price_paise, unit, created_at, updated_at, published_at) VALUES
    ('lookrate1000000000000000', 'Old 22K\u200B', 728300, 'g', ${NOW}),
    ('lookrate2000000000000000', 'OLD 22K', 730000, 'g', ${NOW}),
    ('lookrate3000000000000000', 'Old\u00A0 Silver\u00AD', 9500, 'g', ${NOW});
  INSERT INTO ${schema}categories (document_id, name, created_at, updated_at, published_at) VALUES
    ('lookcategory100000000000', 'Old Ring\u200B', ${NOW}),
    ('lookcategory200000000000', 'Old  Chain', ${NOW});
  INSERT INTO ${schema}products (document_id, name, sku, metal, gender, status, labour_paise, discount_paise,
    weight_milligrams, size, created_at, updated_at, published_at)
  VALUES ('lookproduct0000000000000', 'Old Bangle', 'OLD-1', 'Gold', 'female', 'active', 500000, 100000, 10000, 0, ${NOW});
  INSERT INTO ${schema}products_purity_lnk (product_id, rate_id)
    SELECT p.id, r.id FROM ${schema}products p, ${schema}rates r
    WHERE p.sku = 'OLD-1' AND r.document_id = 'lookrate1000000000000000';
  INSERT INTO ${schema}products_category_lnk (product_id, category_id)
    SELECT p.id, c.id FROM ${schema}products p, ${schema}categories c
    WHERE p.sku = 'OLD-1' AND c.document_id = 'lookcategory100000000000';
  DELETE FROM ${schema}strapi_database_schema;
`;

/** The keys each name has after the upgrade. */
type StoredKeys = Array<{ name: string; name_key: string | null }>;
const KEYS_SQL = (schema = '') => ({
  rates: `SELECT name, name_key FROM ${schema}rates ORDER BY id`,
  categories: `SELECT name, name_key FROM ${schema}categories ORDER BY id`,
});

/**
 * Starts the CMS (making its tables), takes the keys away and stores what an earlier version left,
 * starts it again, and reads and writes names through the API.
 */
async function afterUpgrade(
  env: Record<string, string>,
  downgrade: () => Promise<void>,
  storedKeys: () => Promise<{ rates: StoredKeys; categories: StoredKeys }>,
) {
  const first = await startCmsIn(workDir, env);
  await first.stop();
  await downgrade();
  const second = await startCmsIn(workDir, env);
  try {
    const token = await adminToken(second.url);
    const call = <T>(method: string, route: string, body?: unknown) =>
      request<T>(second.url, method, route, body === undefined ? { token } : { token, body });
    const products = async () =>
      ((await call<{ products: Product[] }>('GET', '/api/user/product-list')).body.data?.products ?? []).map(
        ({ purity, category, metalAndPurityPrice }) => ({ purity, category, metalAndPurityPrice }),
      );
    const rates = (await call<Rate[]>('GET', '/api/admin/get-price')).body.data ?? [];
    const categories = (await call<Category[]>('POST', '/api/admin/get-category')).body.data ?? [];
    const keys = await storedKeys();
    const productsBefore = await products();
    const older = rates[0]?.id;
    const refusals = [
      await call('POST', '/api/admin/add-price', { name: 'old 22k', price: 7000 }),
      await call('POST', '/api/admin/add-category', { name: 'OLD\u200B RING' }),
      await call('PUT', '/api/admin/update-price', { id: older, name: 'Old 22K\u200B', price: 7283 }),
    ].map(({ status, body }) => [status, body.message]);
    const renamed = await call<Rate>('PUT', '/api/admin/update-price', {
      id: older,
      name: 'Old 22K Hallmarked',
      price: 7283,
    });
    return {
      rates: rates.map(({ name, price }) => ({ name, price })),
      categories: categories.map(({ name }) => name),
      keys,
      productsBefore,
      refusals,
      renamed: renamed.body.data?.name,
      productsAfter: await products(),
    };
  } finally {
    await second.stop();
  }
}

function expectUpgraded(shop: Awaited<ReturnType<typeof afterUpgrade>>) {
  expect(shop.rates).toEqual([
    // Reads the same as OLD 22K, which is stored as a write now stores it: kept as it was.
    { name: 'Old 22K\u200B', price: 7283 },
    { name: 'OLD 22K', price: 7300 },
    { name: 'Old Silver', price: 95 },
  ]);
  expect(shop.categories).toEqual(expect.arrayContaining(['Old Ring', 'Old Chain']));
  expect(shop.keys).toEqual({
    rates: [
      { name: 'Old 22K\u200B', name_key: null },
      { name: 'OLD 22K', name_key: 'old 22k' },
      { name: 'Old Silver', name_key: 'old silver' },
    ],
    categories: expect.arrayContaining([
      { name: 'Old Ring', name_key: 'old ring' },
      { name: 'Old Chain', name_key: 'old chain' },
    ]),
  });
  // The product keeps its rate, its category and its price: 7,283 × 10 g.
  expect(shop.productsBefore).toEqual([{ purity: 'Old 22K\u200B', category: 'Old Ring', metalAndPurityPrice: 72830 }]);
  expect(shop.refusals).toEqual([
    [409, 'A rate named "old 22k" already exists'],
    [409, 'A category named "OLD RING" already exists'],
    // The look-alike left without a key cannot be saved as it is.
    [409, 'A rate named "Old 22K" already exists'],
  ]);
  expect(shop.renamed).toBe('Old 22K Hallmarked');
  expect(shop.productsAfter).toEqual([
    { purity: 'Old 22K Hallmarked', category: 'Old Ring', metalAndPurityPrice: 72830 },
  ]);
}

describe('rates and categories saved before names had keys', () => {
  it('get their keys and normalised names at start, on SQLite', async () => {
    const file = path.join(workDir, 'data.db');
    const shop = await afterUpgrade(
      {},
      async () => {
        const database = new Sqlite(file);
        // SQLite drops no indexed column: the keys' unique indexes go first.
        const indexes = database
          .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql LIKE '%name_key%'")
          .all() as Array<{ name: string }>;
        expect(indexes).toHaveLength(2);
        database.exec(`
          ${indexes.map(({ name }) => `DROP INDEX ${name};`).join('\n')}
          ALTER TABLE rates DROP COLUMN name_key;
          ALTER TABLE categories DROP COLUMN name_key;
          ${STORED_BEFORE()}
        `);
        database.close();
      },
      async () => {
        const database = new Sqlite(file);
        try {
          const sql = KEYS_SQL();
          return {
            rates: database.prepare(sql.rates).all() as StoredKeys,
            categories: database.prepare(sql.categories).all() as StoredKeys,
          };
        } finally {
          database.close();
        }
      },
    );
    expectUpgraded(shop);
  }, 180_000);

  it.skipIf(!onPostgresToo)(
    'get their keys and normalised names at start, on PostgreSQL',
    async () => {
      const schema = `lookalike_upgrade_${process.pid}_${Date.now()}`;
      const prefix = `"${schema}".`;
      await onPostgres(`CREATE SCHEMA "${schema}"`);
      try {
        const env = { DATABASE_CLIENT: 'postgres', DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema };
        const shop = await afterUpgrade(
          env,
          () =>
            onPostgres(`
              ALTER TABLE ${prefix}rates DROP COLUMN name_key;
              ALTER TABLE ${prefix}categories DROP COLUMN name_key;
              ${STORED_BEFORE(prefix)}
            `),
          async () => {
            const client = new pg.Client({ connectionString: POSTGRES_URL });
            await client.connect();
            try {
              const sql = KEYS_SQL(prefix);
              return {
                rates: (await client.query(sql.rates)).rows as StoredKeys,
                categories: (await client.query(sql.categories)).rows as StoredKeys,
              };
            } finally {
              await client.end();
            }
          },
        );
        expectUpgraded(shop);
      } finally {
        await onPostgres(`DROP SCHEMA "${schema}" CASCADE`);
      }
    },
    180_000,
  );
});
