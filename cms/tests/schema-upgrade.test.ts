// A shop's database as an earlier version left it keeps working once this version starts on it, on
// SQLite and on PostgreSQL: a rate saved before rates had units reads, and is stored, as per gram
// (Strapi's schema sync adds the unit column without its default; the CMS fills in g at start),
// rates saved before quote units get their metal's (gold per 10 g, silver per kg: by the products
// each prices, then its name), and
// a product saved before trade pricing keeps exactly its price (its new columns are empty: it reads
// as a flat making charge of its stored labour, no stones, no fee, a discount in rupees; Strapi's
// migrations run before its schema sync, so nothing is back-filled). The CMS runs as a child
// process, stopped and started again on the same database. Its admin, from before roles (no
// shop_role column), is an owner after the start.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Product, Rate } from '@suvarna/domain';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres, POSTGRES_URL, postgresAvailable } from './support/cms';
import { cmsScript, request, startCmsIn } from './support/hardening';

const Sqlite: new (
  file: string,
) => { exec(sql: string): void; prepare(sql: string): { get(): unknown }; close(): void } = createRequire(
  import.meta.url,
)('better-sqlite3');

const onPostgresToo = await postgresAvailable('the schema upgrade');
const workDir = mkdtempSync(path.join(tmpdir(), 'suvarna-schema-upgrade-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The columns trade pricing added to products, and the table relating products to their stone rates. */
const TRADE_COLUMNS = [
  'gross_weight_milligrams',
  'making_charge_type',
  'making_charge_hundredths',
  'stones',
  'huid',
  'hallmark_fee_paise',
  'discount_type',
  'discount_percent_hundredths',
];

/**
 * The database as the version before units and trade pricing left it: no unit column, no trade
 * pricing columns, one rate, one category and one product (₹5,000 labour, ₹1,000 discount), and
 * Strapi's record of the schema it synced (the next start diffs against it and adds the columns).
 */
const BEFORE_UPGRADE = (schema = '') => `
  ALTER TABLE ${schema}up_users DROP COLUMN shop_role;
  ALTER TABLE ${schema}rates DROP COLUMN unit;
  ALTER TABLE ${schema}rates DROP COLUMN quote_unit;
  ${TRADE_COLUMNS.map((column) => `ALTER TABLE ${schema}products DROP COLUMN ${column};`).join('\n')}
  DROP TABLE ${schema}products_stone_rates_lnk;
  INSERT INTO ${schema}rates (document_id, name, price_paise, created_at, updated_at, published_at)
  VALUES ('oldrate00000000000000000', 'Old 22K', 728300, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
    ('oldsilver000000000000000', 'Old 92.5', 9100, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP);
  INSERT INTO ${schema}categories (document_id, name, created_at, updated_at, published_at)
  VALUES ('oldcategory0000000000000', 'Old Ring', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP);
  INSERT INTO ${schema}products (document_id, name, sku, metal, gender, status, labour_paise, discount_paise,
    weight_milligrams, size, color, details, description, created_at, updated_at, published_at)
  VALUES ('oldproduct00000000000000', 'Old Bangle', 'OLD-1', 'Gold', 'female', 'active', 500000, 100000,
    10000, 0, 'Yellow', 'Saved before trade pricing', 'An old bangle', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP);
  INSERT INTO ${schema}products (document_id, name, sku, metal, gender, status, labour_paise, discount_paise,
    weight_milligrams, size, color, details, description, created_at, updated_at, published_at)
  VALUES ('oldanklet000000000000000', 'Old Anklet', 'OLD-2', '92.5 Sterling', 'female', 'active', 50000, 0,
    50000, 0, 'White', 'Saved before quote units', 'An old anklet', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP);
  INSERT INTO ${schema}products_purity_lnk (product_id, rate_id)
    SELECT p.id, r.id FROM ${schema}products p, ${schema}rates r WHERE p.sku = 'OLD-1' AND r.name = 'Old 22K';
  INSERT INTO ${schema}products_purity_lnk (product_id, rate_id)
    SELECT p.id, r.id FROM ${schema}products p, ${schema}rates r WHERE p.sku = 'OLD-2' AND r.name = 'Old 92.5';
  INSERT INTO ${schema}products_category_lnk (product_id, category_id)
    SELECT p.id, c.id FROM ${schema}products p, ${schema}categories c WHERE p.sku = 'OLD-1' AND c.name = 'Old Ring';
  DELETE FROM ${schema}strapi_database_schema;
`;

/** The old product's price as it was: 7,283 × 10 g + 5,000 − 1,000 = 76,830; GST 3 % = 2,304.90. */
const OLD_PRODUCT = {
  name: 'Old Bangle',
  purity: 'Old 22K',
  category: 'Old Ring',
  laber: 5000,
  discount: 1000,
  makingChargeType: 'flat',
  makingChargeValue: 5000,
  stones: [],
  hallmarkFee: 0,
  discountType: 'flat',
  metalAndPurityPrice: 72830,
  discountPrice: 1000,
  gst: 2304.9,
  totalPrice: 79134.9,
};

/**
 * The shop after the upgrade: both rates per gram, 22K quoted per 10 g and 92.5 per kg (its name says
 * no metal; the sterling anklet it prices does), and the old bangle at exactly its old price.
 */
function expectUpgraded(shop: { rates: Rate[] | undefined; products: Product[] }) {
  expect(shop.rates).toEqual([
    expect.objectContaining({ name: 'Old 22K', price: 7283, unit: 'g', quoteUnit: '10g' }),
    expect.objectContaining({ name: 'Old 92.5', price: 91, unit: 'g', quoteUnit: 'kg' }),
  ]);
  expect(shop.products).toHaveLength(2);
  expect(shop.products.find((product) => product.name === 'Old Bangle')).toEqual(expect.objectContaining(OLD_PRODUCT));
}

/** The SQLite file of a CMS taken back to before the upgrade. */
function downgradeSqlite(file: string) {
  const database = new Sqlite(file);
  // SQLite drops no indexed column (PostgreSQL drops the column's index with it).
  const { name } = database
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'products' AND sql LIKE '%huid%'")
    .get() as { name: string };
  database.exec(`DROP INDEX ${name}; ${BEFORE_UPGRADE()}`);
  database.close();
}

/**
 * Starts the CMS (creating its tables), takes them back to before the upgrade, and reads the shop
 * after a restart (in `folders.restartIn`, when the downgrade moved the shop there).
 */
async function shopAfterUpgrade(
  env: Record<string, string>,
  downgrade: () => Promise<void>,
  { startIn = workDir, restartIn = workDir } = {},
) {
  const first = await startCmsIn(startIn, env);
  await first.stop();
  await downgrade();
  const second = await startCmsIn(restartIn, env);
  try {
    const rates = (await request<Rate[]>(second.url, 'GET', '/api/admin/get-price')).body.data;
    const { products } = (await request<{ products: Product[] }>(second.url, 'GET', '/api/user/product-list')).body
      .data ?? { products: [] };
    return { rates, products };
  } finally {
    await second.stop();
  }
}

describe('a database from before rate units and trade pricing', () => {
  it('reads its rate as per gram and keeps its product’s price, on SQLite', async () => {
    const shop = await shopAfterUpgrade({}, async () => downgradeSqlite(path.join(workDir, 'data.db')));
    expectUpgraded(shop);
    // The unit is stored so, not only read so.
    const database = new Sqlite(path.join(workDir, 'data.db'));
    expect(database.prepare("SELECT unit, quote_unit FROM rates WHERE name = 'Old 22K'").get()).toEqual({
      unit: 'g',
      quote_unit: '10g',
    });
    expect(database.prepare("SELECT quote_unit FROM rates WHERE name = 'Old 92.5'").get()).toEqual({
      quote_unit: 'kg',
    });
    // The admin from before roles is the shop's owner.
    expect(
      database.prepare("SELECT COUNT(*) AS n FROM up_users WHERE shop_role IS NULL OR shop_role <> 'owner'").get(),
    ).toEqual({ n: 0 });
    expect(database.prepare("SELECT COUNT(*) AS n FROM up_users WHERE shop_role = 'owner'").get()).toEqual({ n: 1 });
    database.close();
  }, 120_000);

  it('is restored from a backup taken before the upgrade: the restored shop starts, migrates and keeps its prices', async () => {
    // The earlier release's shop is backed up; the archive goes back onto a new machine's folder.
    const earlierDir = path.join(workDir, 'earlier');
    const restoredDir = path.join(workDir, 'restored');
    const archive = path.join(workDir, 'before-upgrade.zip');
    const shop = await shopAfterUpgrade(
      {},
      async () => {
        downgradeSqlite(path.join(earlierDir, 'data.db'));
        const backup = await cmsScript('backup', ['--out', archive], earlierDir);
        expect(backup.code, backup.output).toBe(0);
        const restore = await cmsScript('restore', ['--from', archive], restoredDir);
        expect(restore.code, restore.output).toBe(0);
        expect(restore.output).toContain('2 products, 1 categories, 2 rates');
      },
      { startIn: earlierDir, restartIn: restoredDir },
    );
    expectUpgraded(shop);
  }, 180_000);

  it.skipIf(!onPostgresToo)(
    'reads its rate as per gram and keeps its product’s price, on PostgreSQL',
    async () => {
      const schema = `schema_upgrade_${process.pid}_${Date.now()}`;
      await onPostgres(`CREATE SCHEMA "${schema}"`);
      try {
        const env = { DATABASE_CLIENT: 'postgres', DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema };
        const shop = await shopAfterUpgrade(env, () => onPostgres(BEFORE_UPGRADE(`"${schema}".`)));
        expectUpgraded(shop);
        const client = new pg.Client({ connectionString: POSTGRES_URL });
        await client.connect();
        try {
          const stored = await client.query(`SELECT name, unit, quote_unit FROM "${schema}".rates ORDER BY name`);
          expect(stored.rows).toEqual([
            { name: 'Old 22K', unit: 'g', quote_unit: '10g' },
            { name: 'Old 92.5', unit: 'g', quote_unit: 'kg' },
          ]);
          const roles = await client.query(`SELECT shop_role FROM "${schema}".up_users`);
          expect(roles.rows).toEqual([{ shop_role: 'owner' }]);
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
