// The demo catalogue and the product list, on a CMS seeded as `SEED_DEMO=true` seeds it.
import { DEMO_OPENING_HOURS, DEMO_RATE_EDITOR, DEMO_RATES } from '@suvarna/demo-catalogue';
import {
  type CatalogueQuery,
  EMPTY_QUERY,
  EMPTY_SHOP_DETAILS,
  type Product,
  priceBreakup,
  queryCatalogue,
  type Rate,
  type RateChange,
  type RatePoint,
  rupeesToPaise,
  type ShopSettings,
  serializeCatalogueQuery,
} from '@suvarna/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, startCms, type TestCms } from '../support/cms';
import { searchSuite } from './search';

/** Not the default 3 %, so a test can tell the configured rate from the default. */
const GST_RATE = 0.05;
/** Likewise not the defaults (₹45, 5 %). */
const HALLMARK_FEE_DEFAULT = 60.5;
const RATE_GUARD_PERCENT = 2.5;
/** Not the default 120 s: the back office's uploads wait as long as this. */
const MULTIPART_TIMEOUT_MS = 95_000;

/** The seeded catalogue's suites, against one CMS booted on `database`. */
export function catalogueSuite(database: Database) {
  let cms: TestCms;
  let all: Product[];

  beforeAll(async () => {
    cms = await startCms(database, {
      SEED_DEMO: 'true',
      GST_RATE: String(GST_RATE),
      HALLMARK_FEE_DEFAULT: String(HALLMARK_FEE_DEFAULT),
      RATE_GUARD_PERCENT: String(RATE_GUARD_PERCENT),
      HTTP_MULTIPART_TIMEOUT_MS: String(MULTIPART_TIMEOUT_MS),
    });
    all = (await cms.call<Product[]>('POST', '/api/admin/get-product', { token: await cms.login() })).body.data ?? [];
  }, 240_000);
  afterAll(() => cms?.stop());

  const list = (query: CatalogueQuery | string) =>
    cms.call<{ products: Product[]; total: number }>(
      'GET',
      `/api/user/product-list?${typeof query === 'string' ? query : serializeCatalogueQuery(query, 'api')}`,
    );

  describe('the demo catalogue looks like a real Surat jeweller’s', () => {
    it('has at least 60 products over metals, genders, categories, purities and statuses, each with 1 to 3 images', () => {
      expect(all.length).toBeGreaterThanOrEqual(60);
      expect(new Set(all.map((product) => product.metal)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(all.map((product) => product.gender))).toEqual(new Set(['male', 'female']));
      expect(new Set(all.map((product) => product.status))).toEqual(new Set(['active', 'inactive']));
      expect(new Set(all.map((product) => product.purity)).size).toBeGreaterThanOrEqual(5);
      for (const product of all) {
        expect(product.images.length).toBeGreaterThanOrEqual(1);
        expect(product.images.length).toBeLessThanOrEqual(3);
        expect(product.totalPrice).toBeGreaterThan(0);
      }
    });

    it('has at least 8 categories, Mangalsutra, Ring and Chain among them, each with products', async () => {
      const categories = (await cms.call<Array<{ name: string }>>('POST', '/api/admin/get-category')).body.data ?? [];
      const names = categories.map((category) => category.name);
      expect(names.length).toBeGreaterThanOrEqual(8);
      expect(names).toEqual(expect.arrayContaining(['Mangalsutra', 'Ring', 'Chain']));
      for (const name of names) expect(all.some((product) => product.category === name)).toBe(true);
    });

    it('has rates for 24K, 22K and 18K gold, silver, platinum and diamond at realistic prices', async () => {
      const rates =
        (await cms.call<Array<{ name: string; price: number }>>('GET', '/api/admin/get-price')).body.data ?? [];
      const price = (pattern: RegExp) => rates.find((rate) => pattern.test(rate.name))?.price ?? 0;
      expect(price(/24K/)).toBeGreaterThan(price(/22K/));
      expect(price(/22K/)).toBeGreaterThan(price(/18K/));
      expect(price(/18K/)).toBeGreaterThan(3000);
      expect(price(/silver/i)).toBeGreaterThan(50);
      expect(price(/silver/i)).toBeLessThan(200);
      expect(price(/platinum/i)).toBeGreaterThan(1500);
      expect(price(/diamond/i)).toBeGreaterThan(20_000);
    });

    it('has 3 home banners', async () => {
      expect((await cms.call<unknown[]>('GET', '/api/admin/banner-images')).body.data).toHaveLength(3);
    });
  });

  describe('the demo rates have 90 days of history', () => {
    const DAY_MS = 24 * 60 * 60 * 1000;

    it('each rate: added 89 days ago, then about a change a day, each from the last price, to today’s', async () => {
      const history = (await cms.call<RateChange[]>('GET', '/api/admin/rate-history', { token: await cms.login() }))
        .body.data;
      for (const rate of DEMO_RATES) {
        const changes = (history ?? []).filter((change) => change.name === rate.name).reverse();
        expect(changes.length, rate.name).toBeGreaterThanOrEqual(60);
        expect(changes.length, rate.name).toBeLessThanOrEqual(90);
        const [added, ...moves] = changes;
        expect(added).toMatchObject({ oldPrice: null, changedBy: DEMO_RATE_EDITOR });
        const age = Date.now() - Date.parse(added?.changedAt ?? '');
        expect(age).toBeGreaterThan(88 * DAY_MS);
        expect(age).toBeLessThan(90 * DAY_MS);
        let price = added?.newPrice;
        for (const move of moves) {
          expect(move.oldPrice).toBe(price);
          // A gentle walk: under 1 % a day.
          expect(Math.abs(move.newPrice - (price ?? 0)) / (price ?? 1)).toBeLessThan(0.01);
          expect(move.changedBy).toBe(DEMO_RATE_EDITOR);
          price = move.newPrice;
        }
        expect(price, rate.name).toBe(rate.price);
      }
    });

    it('the site’s chart gets the last 30 days of every rate, without any admin', async () => {
      const points = (await cms.call<RatePoint[]>('GET', '/api/user/rate-history')).body.data ?? [];
      for (const rate of DEMO_RATES) {
        const prices = points.filter((point) => point.name === rate.name);
        expect(prices.length, rate.name).toBeGreaterThanOrEqual(15);
        expect(prices.at(-1)?.price).toBe(rate.price);
        // Every line starts at the period's first instant, with the price the rate had then.
        expect(Math.abs(Date.now() - 30 * DAY_MS - Date.parse(prices[0]?.at ?? ''))).toBeLessThan(60_000);
      }
      expect(JSON.stringify(points)).not.toContain('@');
    });

    it('gives the diamond rate per carat and the metals per gram', async () => {
      const rates = (await cms.call<Rate[]>('GET', '/api/admin/get-price')).body.data ?? [];
      expect(Object.fromEntries(rates.map((rate) => [rate.name, rate.unit]))).toEqual(
        Object.fromEntries(DEMO_RATES.map((rate) => [rate.name, rate.unit])),
      );
      expect(rates.find((rate) => rate.name === 'Diamond VVS')?.unit).toBe('ct');
    });
  });

  describe('GET /api/user/shop gives the GST rate the products are priced with', () => {
    it('answers the configured GST_RATE, HALLMARK_FEE_DEFAULT, RATE_GUARD_PERCENT and HTTP_MULTIPART_TIMEOUT_MS', async () => {
      expect(await cms.call('GET', '/api/user/shop')).toEqual({
        status: 200,
        body: {
          success: true,
          data: {
            gstRate: GST_RATE,
            hallmarkFeeDefault: HALLMARK_FEE_DEFAULT,
            rateGuardPercent: RATE_GUARD_PERCENT,
            uploadTimeoutMs: MULTIPART_TIMEOUT_MS,
            enquiryRetentionDays: 365,
            // The test CMS takes no backups on a schedule (BACKUP_SCHEDULE=off).
            backupRetentionDays: null,
            // No details stored but the demo's opening hours: the site's build shows its own (SHOP_*).
            ...EMPTY_SHOP_DETAILS,
            openingHours: DEMO_OPENING_HOURS,
          },
        },
      });
    });

    it('is priced the trade’s way: making per gram or by percentage, stones, HUIDs and gross weights', () => {
      const making = new Set(all.map((product) => product.makingChargeType));
      expect(making).toEqual(new Set(['flat', 'per_gram', 'percent']));
      // The solitaire's price is mostly its diamond, on the day's per-carat rate.
      const solitaire = all.find((product) => product.name === 'Solitaire Engagement Ring');
      const diamond = solitaire?.stones?.[0];
      expect(diamond).toMatchObject({ name: 'Diamond', rate: 'Diamond VVS', certificate: { lab: 'IGI' } });
      expect(diamond?.value ?? 0).toBeGreaterThan((solitaire?.totalPrice ?? 0) / 2);
      // Every diamond piece but a loose stone is set with diamonds.
      for (const piece of all.filter((product) => product.metal === 'Diamond' && product.category !== 'Loose Diamond'))
        expect(
          piece.stones?.some((line) => line.name === 'Diamond'),
          piece.sku,
        ).toBe(true);
      // Most hallmarked gold (2 g and more) carries a HUID, each its own; small pieces are exempt.
      const hallmarkable = all.filter(
        (product) => ['24K', '22K', '18K'].includes(product.purity) && product.weight >= 2,
      );
      const huids = hallmarkable.flatMap((product) => (product.huid ? [product.huid] : []));
      expect(huids.length).toBeGreaterThanOrEqual(hallmarkable.length * 0.8);
      expect(new Set(huids).size).toBe(huids.length);
      for (const huid of huids) expect(huid).toMatch(/^[A-Z0-9]{6}$/);
      for (const product of all.filter((candidate) => candidate.huid)) expect(product.hallmarkFee).toBe(45);
      for (const product of all.filter((candidate) => candidate.weight < 2)) expect(product.huid).toBeUndefined();
      for (const product of all.filter((candidate) => candidate.grossWeight !== undefined))
        expect(product.grossWeight, product.sku).toBeGreaterThanOrEqual(product.weight);
      expect(all.some((product) => product.discountType === 'percent')).toBe(true);
    });

    it('is the rate in every product’s price: the site recomputes the breakup with it and gets the same total', async () => {
      const rates = (await cms.call<Rate[]>('GET', '/api/admin/get-price')).body.data ?? [];
      const { gstRate } = (await cms.call<ShopSettings>('GET', '/api/user/shop')).body.data ?? { gstRate: -1 };
      for (const product of all) {
        const breakup = priceBreakup(product, rates, gstRate);
        expect({ id: product.id, gst: breakup.gst, netPayable: breakup.netPayable }).toEqual({
          id: product.id,
          gst: rupeesToPaise(product.gst),
          netPayable: rupeesToPaise(product.totalPrice),
        });
      }
    });
  });

  describe('GET /api/user/product-list answers exactly as queryCatalogue on the whole catalogue', () => {
    const queries: Array<Partial<CatalogueQuery>> = [
      {},
      { page: 2 },
      { page: 99 },
      { limit: 48 },
      { search: 'ring' },
      { search: 'CHAIN' },
      { search: 'nothing-like-this' },
      { search: 'gold ring' },
      { search: 'bangel', sort: 'name_asc' },
      { search: 'anguthi', page: 2, limit: 5 },
      { metal: 'Gold' },
      { metal: 'Silver' },
      { gender: 'male' },
      { gender: 'female' },
      { categories: ['Mangalsutra'] },
      { categories: ['Ring', 'Chain'] },
      { sort: 'name_asc' },
      { sort: 'name_desc' },
      { sort: 'price_asc' },
      { sort: 'price_desc', page: 2 },
      { metal: 'Gold', gender: 'female', categories: ['Ring', 'Necklace'], sort: 'price_asc' },
    ];

    it.each(queries)('%j', async (partial) => {
      const query = { ...EMPTY_QUERY, ...partial };
      const answer = await list(query);
      const expected = queryCatalogue(all, query);
      expect(answer.status).toBe(200);
      expect(answer.body.data?.total).toBe(expected.total);
      expect(answer.body.data?.products.map((product) => product.id)).toEqual(
        expected.products.map((product) => product.id),
      );
    });

    it('pages of 12 cover every product once, in Recommended order (newest first)', async () => {
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(all.length / 12); page += 1) {
        const answer = await list({ ...EMPTY_QUERY, page });
        expect(answer.body.data?.products.length).toBeLessThanOrEqual(12);
        seen.push(...(answer.body.data?.products ?? []).map((product) => product.id));
      }
      expect(seen).toEqual(all.map((product) => product.id));
    });

    it('a category filter by id matches the filter by name', async () => {
      const ring = all.find((product) => product.category === 'Ring');
      const byId = await list({ ...EMPTY_QUERY, categories: [String(ring?.category_id)] });
      const byName = await list({ ...EMPTY_QUERY, categories: ['Ring'] });
      expect(byId.body.data).toEqual(byName.body.data);
    });

    it.each([
      ['sort=cheapest', 'sort must be one of name_asc, name_desc, price_asc, price_desc'],
      ['page=two', 'page must be a whole number of at least 1'],
      ['limit=49', 'limit must be a whole number from 1 to 48'],
      ['gender=unisex', 'gender must be male or female'],
      [
        'page=0&sort=x',
        'page must be a whole number of at least 1; sort must be one of name_asc, name_desc, price_asc, price_desc',
      ],
      ['page[$gt]=1', 'page must be text'],
    ])('refuses "%s" with 400 "%s"', async (query, message) => {
      expect(await list(query)).toEqual({ status: 400, body: { success: false, message } });
    });

    it('ignores unknown parameters', async () => {
      const answer = await list('utm_source=whatsapp&id=3');
      expect(answer.body.data?.total).toBe(all.length);
    });
  });

  searchSuite(list, () => all);

  describe('Gujarati and Hindi', () => {
    it('every demo category has its Gujarati and Hindi names, and its products carry them', async () => {
      const categories =
        (await cms.call<Array<{ name: string; nameGu: string; nameHi: string }>>('POST', '/api/admin/get-category'))
          .body.data ?? [];
      for (const category of categories) {
        expect(category.nameGu, category.name).not.toBe('');
        expect(category.nameHi, category.name).not.toBe('');
      }
      const mangalsutra = categories.find((category) => category.name === 'Mangalsutra');
      const product = all.find((candidate) => candidate.category === 'Mangalsutra');
      expect(product).toMatchObject({ categoryGu: mangalsutra?.nameGu, categoryHi: mangalsutra?.nameHi });
    });

    it('some demo pieces have their own Gujarati and Hindi texts, the others none', () => {
      const translated = all.filter((product) => product.nameGu && product.nameHi);
      expect(translated.length).toBeGreaterThan(0);
      expect(translated.length).toBeLessThan(all.length);
    });

    it.each([
      ['a category’s Gujarati name', 'મંગળસૂત્ર', (product: Product) => product.category === 'Mangalsutra'],
      ['a category’s Hindi name', 'मंगलसूत्र', (product: Product) => product.category === 'Mangalsutra'],
      [
        'the start of a piece’s Gujarati name',
        'કાળા',
        (product: Product) => product.nameGu?.startsWith('કાળા') === true,
      ],
      ['the start of a piece’s Hindi name', 'काले', (product: Product) => product.nameHi?.startsWith('काले') === true],
    ])('search finds a piece by %s', async (_what, search, expected) => {
      const answer = await list({ ...EMPTY_QUERY, search, limit: 48 });
      const wanted = all.filter(expected);
      expect(wanted.length).toBeGreaterThan(0);
      expect(answer.body.data?.total).toBe(wanted.length);
      expect(new Set(answer.body.data?.products.map((product) => product.id))).toEqual(
        new Set(wanted.slice(0, 48).map((product) => product.id)),
      );
    });
  });

  describe('new arrivals', () => {
    it('are the 8 newest active products', async () => {
      const answer = await cms.call<Product[]>('GET', '/api/user/get-new-arrivals');
      const expected = all.filter((product) => product.status === 'active').slice(0, 8);
      expect(answer.body.data?.map((product) => product.id)).toEqual(expected.map((product) => product.id));
    });
  });

  // The CMS keeps the priced catalogue between calls (services/product.ts): these check it never
  // serves a price older than the rates.
  describe('the product list keeps up with every change', () => {
    const rate22K = async () =>
      ((await cms.call<Rate[]>('GET', '/api/admin/get-price')).body.data ?? []).find((rate) => rate.name === '22K');
    const aProductOf22K = async () =>
      (await list({ ...EMPTY_QUERY, search: '', limit: 48 })).body.data?.products.find(
        (product) => product.purity === '22K',
      );
    /** The metal price the domain gives the product at this rate (GST plays no part in it). */
    const metalPrice = (product: Product, rate: Rate) => priceBreakup(product, [rate], 0).metalAndPurityPrice / 100;

    it('shows a rate changed through the API on the very next call', async () => {
      const rate = await rate22K();
      if (!rate) throw new Error('the demo catalogue has no 22K rate');
      await list(EMPTY_QUERY);
      const token = await cms.login();
      await cms.call('PUT', '/api/admin/update-price', {
        token,
        body: { id: rate.id, name: rate.name, price: rate.price + 7 },
      });
      const product = await aProductOf22K();
      if (!product) throw new Error('the demo catalogue has no 22K product');
      expect(product.metalAndPurityPrice).toBe(metalPrice(product, { ...rate, price: rate.price + 7 }));
    });

    it('shows a rate another CMS instance changed in the shared database on the next call', async () => {
      const rate = await rate22K();
      if (!rate) throw new Error('the demo catalogue has no 22K rate');
      await list(EMPTY_QUERY);
      // Written beneath this instance, as another one's write reaches the shared database: the row,
      // and the count of content changes that every instance's write raises (src/index.ts).
      await cms.strapi.db
        .query('api::rate.rate')
        .update({ where: { id: rate.id }, data: { pricePaise: (rate.price + 11) * 100, updatedAt: new Date() } });
      await cms.strapi.db.getConnection('publish_states').increment('change_seq', 1);
      const product = await aProductOf22K();
      if (!product) throw new Error('the demo catalogue has no 22K product');
      expect(product.metalAndPurityPrice).toBe(metalPrice(product, { ...rate, price: rate.price + 11 }));
    });
  });
}
