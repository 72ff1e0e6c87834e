import { EMPTY_QUERY, type Product } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { type CatalogueSource, PricedCatalogue } from '../../src/lib/priced-catalogue';

interface Rate {
  id: number;
  name: string;
  price: number;
}
interface Category {
  id: number;
  name: string;
}
interface Row {
  id: number;
  name: string;
  grams: number;
  createdAt: string;
  updatedAt: Date;
  purity: { id: number } | null;
  category: { id: number } | null;
  /** A stone line's per-carat rate, for the pieces set with one. */
  stoneRate?: number;
}

/** The database as the catalogue sees it, and a count of the products it priced. */
function shop(products = 40) {
  let clock = Date.parse('2026-11-01T00:00:00Z');
  const tick = () => {
    clock += 1000;
    return new Date(clock);
  };
  const db = {
    version: 0,
    rates: [
      { id: 1, name: '22K', price: 7000 },
      { id: 2, name: '18K', price: 5800 },
    ] as Rate[],
    categories: [
      { id: 1, name: 'Ring' },
      { id: 2, name: 'Chain' },
    ] as Category[],
    rows: Array.from({ length: products }, (_, index) => ({
      id: index + 1,
      name: `Piece ${index + 1}`,
      grams: 1 + (index % 7),
      createdAt: new Date(Date.parse('2026-10-01T00:00:00Z') + index * 60_000).toISOString(),
      updatedAt: tick(),
      purity: { id: (index % 2) + 1 },
      category: { id: index % 4 < 2 ? 1 : 2 },
    })) as Row[],
  };
  const priced: number[] = [];
  /** How many times the change count was read; `versionDelay` holds each read back that long. */
  const versionReads = { count: 0, delayMs: 0 };
  const source: CatalogueSource<Row, Rate, Category> = {
    version: async () => {
      versionReads.count += 1;
      const version = db.version; // read when the query starts, as a database would
      if (versionReads.delayMs) await new Promise((resolve) => setTimeout(resolve, versionReads.delayMs));
      return version;
    },
    rates: async () => db.rates.map((rate) => ({ ...rate })),
    categories: async () => db.categories.map((category) => ({ ...category })),
    allProducts: async () => db.rows.map((row) => ({ ...row })),
    productsWrittenSince: async (since) =>
      db.rows.filter((row) => row.updatedAt >= since).map(({ id, updatedAt }) => ({ id, updatedAt })),
    productsByIds: async (ids) => db.rows.filter((row) => ids.includes(row.id)).map((row) => ({ ...row })),
    productCount: async () => db.rows.length,
    productIds: async () => db.rows.map((row) => row.id),
    ratesOf: (row) => [...(row.purity ? [row.purity.id] : []), ...(row.stoneRate ? [row.stoneRate] : [])],
    price: (row, rates, category) => {
      priced.push(row.id);
      const rate = row.purity ? rates.get(row.purity.id) : undefined;
      return {
        id: row.id,
        name: row.name,
        sku: `SKU-${row.id}`,
        metal: 'Gold',
        gender: 'female',
        status: 'active',
        purity: rate?.name ?? '',
        category: category?.name ?? '',
        category_id: category?.id ?? 0,
        totalPrice: (rate?.price ?? 0) * row.grams + (row.stoneRate ? (rates.get(row.stoneRate)?.price ?? 0) : 0),
        createdAt: row.createdAt,
      } as unknown as Product;
    },
  };
  const catalogue = new PricedCatalogue(source, {
    rate: (a, b) => a.name === b.name && a.price === b.price,
    category: (a, b) => a.name === b.name,
  });
  /** A write as the CMS makes it: the row, then the change count. */
  const write = (change: () => void) => {
    change();
    db.version += 1;
  };
  return { db, catalogue, priced, write, tick, versionReads };
}

const priceOf = async (catalogue: PricedCatalogue<Row, Rate, Category>, id: number) =>
  (await catalogue.snapshot()).byId.get(id)?.totalPrice;

describe('the priced catalogue reprices only what a write touched', () => {
  it('prices everything once, then nothing while nothing changes', async () => {
    const { catalogue, priced } = shop();
    await catalogue.snapshot();
    expect(priced).toHaveLength(40);
    await catalogue.snapshot();
    await catalogue.snapshot();
    expect(priced).toHaveLength(40);
  });

  it('a product write reprices that product', async () => {
    const { db, catalogue, priced, write, tick } = shop();
    await catalogue.snapshot();
    priced.length = 0;
    write(() => Object.assign(db.rows[4] as Row, { grams: 10, updatedAt: tick() }));
    expect(await priceOf(catalogue, 5)).toBe(70_000);
    expect(priced).toEqual([5]);
  });

  it('a rate write reprices the products of that purity, and only those', async () => {
    const { db, catalogue, priced, write } = shop();
    await catalogue.snapshot();
    priced.length = 0;
    write(() => Object.assign(db.rates[1] as Rate, { price: 6000 }));
    const snapshot = await catalogue.snapshot();
    expect(priced.sort((a, b) => a - b)).toEqual(db.rows.filter((row) => row.purity?.id === 2).map((row) => row.id));
    expect(snapshot.byId.get(2)?.totalPrice).toBe(6000 * (db.rows[1] as Row).grams);
  });

  it('a per-carat rate write reprices the products with a stone line on it, and only those', async () => {
    const { db, catalogue, priced, write, tick } = shop();
    db.rates.push({ id: 3, name: 'Diamond VVS', price: 64_500 });
    const set = [3, 8, 21];
    for (const id of set) Object.assign(db.rows[id - 1] as Row, { stoneRate: 3, updatedAt: tick() });
    await catalogue.snapshot();
    priced.length = 0;
    write(() => Object.assign(db.rates[2] as Rate, { price: 66_000 }));
    const snapshot = await catalogue.snapshot();
    expect(priced.sort((a, b) => a - b)).toEqual(set);
    const eighth = db.rows[7] as Row;
    const metalRate = db.rates.find((rate) => rate.id === eighth.purity?.id)?.price ?? 0;
    expect(snapshot.byId.get(8)?.totalPrice).toBe(metalRate * eighth.grams + 66_000);
  });

  it('a category rename renames its products', async () => {
    const { db, catalogue, priced, write } = shop();
    await catalogue.snapshot();
    priced.length = 0;
    write(() => Object.assign(db.categories[1] as Category, { name: 'Chains' }));
    const snapshot = await catalogue.snapshot();
    expect(priced).toHaveLength(20);
    expect([...snapshot.byId.values()].filter((product) => product.category === 'Chains')).toHaveLength(20);
  });

  it('a deleted product leaves, an added one arrives, and the list stays newest first', async () => {
    const { db, catalogue, write, tick } = shop();
    await catalogue.snapshot();
    write(() => db.rows.splice(0, 1));
    write(() =>
      db.rows.push({
        id: 41,
        name: 'Newest',
        grams: 2,
        createdAt: '2026-11-20T00:00:00.000Z',
        updatedAt: tick(),
        purity: { id: 1 },
        category: { id: 1 },
      }),
    );
    const snapshot = await catalogue.snapshot();
    expect(snapshot.byId.has(1)).toBe(false);
    expect(snapshot.products[0]?.id).toBe(41);
    expect(snapshot.products).toHaveLength(40);
  });

  it('keeps each sorted order while what it sorts by is unchanged', async () => {
    const { db, catalogue, write } = shop();
    const before = await catalogue.snapshot();
    const byName = before.sorted('name_asc');
    const byPrice = before.sorted('price_asc');
    write(() => Object.assign(db.rates[0] as Rate, { price: 9000 }));
    const after = await catalogue.snapshot();
    // Names did not change: the order is kept (with the new prices in it); prices did: sorted again.
    expect(after.sorted('name_asc').map((product) => product.id)).toEqual(byName.map((product) => product.id));
    expect(after.sorted('name_asc').find((product) => product.id === 1)?.totalPrice).toBe(9000);
    expect(after.sorted('price_asc')).not.toEqual(byPrice);
    const prices = after.sorted('price_asc').map((product) => product.totalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('filters by category with the new prices after rate writes, and by the new category after a piece moves', async () => {
    const { db, catalogue, write, tick } = shop();
    const chains = { ...EMPTY_QUERY, categories: ['2'], limit: 48 };
    const ids = (page: { products: readonly Product[] }) =>
      page.products.map((product) => product.id).sort((a, b) => a - b);
    const chainIds = db.rows.filter((row) => row.category?.id === 2).map((row) => row.id);
    expect(ids((await catalogue.snapshot()).query(chains))).toEqual(chainIds);
    // A rate write keeps every piece's category: the filter answers the same pieces, repriced.
    write(() => Object.assign(db.rates[0] as Rate, { price: 9000 }));
    const repriced = (await catalogue.snapshot()).query(chains);
    expect(ids(repriced)).toEqual(chainIds);
    expect(repriced.products.find((product) => product.id === 3)?.totalPrice).toBe(9000 * (db.rows[2] as Row).grams);
    // A rate write nobody reads, then a piece moved from Ring to Chain: the next read filters by the move.
    write(() => Object.assign(db.rates[1] as Rate, { price: 6100 }));
    await catalogue.snapshot();
    write(() => Object.assign(db.rows[0] as Row, { category: { id: 2 }, updatedAt: tick() }));
    write(() => Object.assign(db.rates[1] as Rate, { price: 6200 }));
    const moved = (await catalogue.snapshot()).query(chains);
    expect(ids(moved)).toEqual([1, ...chainIds]);
    expect(
      (await catalogue.snapshot()).query({ ...chains, categories: ['1'] }).products.map((product) => product.id),
    ).not.toContain(1);
  });

  it('parallel reads share their reads of the change count, and each still sees every write made before it', async () => {
    const { db, catalogue, write, versionReads } = shop();
    await catalogue.snapshot();
    versionReads.count = 0;
    versionReads.delayMs = 20;
    // A hundred reads at once: the first reads the count; the rest, arriving while it is under way,
    // share the next read.
    await Promise.all(Array.from({ length: 100 }, () => catalogue.snapshot()));
    expect(versionReads.count).toBe(2);

    // A read that started before a write must not answer one that arrives after the write.
    const early = catalogue.snapshot();
    write(() => Object.assign(db.rates[0] as Rate, { price: 7300 }));
    const late = catalogue.snapshot();
    expect((await early).byId.get(1)?.totalPrice).toBe(7000 * (db.rows[0] as Row).grams);
    expect((await late).byId.get(1)?.totalPrice).toBe(7300 * (db.rows[0] as Row).grams);
  });

  it('serves parallel reads from one update, and a failed update changes nothing', async () => {
    const { db, catalogue, priced, write } = shop();
    await catalogue.snapshot();
    priced.length = 0;
    write(() => Object.assign(db.rates[0] as Rate, { price: 7100 }));
    await Promise.all(Array.from({ length: 10 }, () => catalogue.snapshot()));
    expect(priced).toHaveLength(20);

    const rates = db.rates;
    write(() => Object.assign(db.rates[0] as Rate, { price: 7200 }));
    (db as { rates: Rate[] | null }).rates = null; // the next read of the rates fails
    await expect(catalogue.snapshot()).rejects.toThrow();
    db.rates = rates;
    expect(await priceOf(catalogue, 1)).toBe(7200 * (db.rows[0] as Row).grams);
  });
});
