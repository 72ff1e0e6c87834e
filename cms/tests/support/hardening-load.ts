// The load test every database runs: 100 concurrent connections mixing the shop's reads with
// admin writes, then an audit that every answer was a success and every acknowledged write is in
// the database with the acknowledged values (and the uploads folder agrees with its rows).
import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import { seededRandom } from '@suvarna/demo-catalogue/random';
import type { SavedRate } from '@suvarna/domain';
import { runAll } from '@suvarna/testkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, startCms, type TestCms } from './cms';
import {
  auditUploads,
  CLEAN_UPLOADS,
  type Envelope,
  type Image,
  productFields,
  productForm,
  request,
  shuffle,
  type UploadLink,
  type UploadRow,
} from './hardening';
import { asBlob, jpeg, png } from './images';

const CONNECTIONS = 100;
const RATE_CHAINS = 30;
const BASE_RATE_UPDATES = 20;
const CATEGORY_CHAINS = 30;
const PRODUCT_CHAINS = 100;
const BANNER_CHAINS = 10;
const SEED_PRODUCTS = 30;

const BASE_RATES = [
  { name: 'LD 22K', price: 7000 },
  { name: 'LD 18K', price: 5600 },
  { name: 'LD Silver', price: 95.5 },
];
const BASE_CATEGORIES = ['LD Ring', 'LD Chain', 'LD Bangle', 'LD Earring'];
const LIST_QUERIES = [
  '',
  '?metal=Gold',
  '?gender=female&sort=price_asc',
  '?categories=LD%20Ring,LD%20Chain&sort=name_desc',
  '?searchParams=Hardening&page=2&limit=12',
  '?metal=Gold&gender=female&categories=LD%20Bangle&sort=price_desc&limit=48',
];

interface Product {
  id: number;
  sku: string;
  name: string;
  laber: number;
  weight: number;
  purity: string;
  category: string;
  images: Array<{ id: number; url: string }>;
  totalPrice: number;
}
interface Named {
  id: number;
  name: string;
}
interface Rate extends Named {
  price: number;
}

const isArray = (data: unknown) => Array.isArray(data);
/** What a success's data must look like, per route: a wrong shape counts as an error. */
const SHAPES: Record<string, (data: unknown) => boolean> = {
  'product-list': (data) => {
    const page = data as { products?: unknown; total?: unknown };
    return Array.isArray(page?.products) && typeof page.total === 'number';
  },
  'get-price': isArray,
  'get-new-arrivals': isArray,
  'get-category': isArray,
  'banner-images': isArray,
  'get-product': (data) => typeof (data as Product)?.id === 'number',
};

/** `reads` public reads, mixed with the same ~500 admin writes on every database. */
export function loadSuite(database: Database, reads: number) {
  let cms: TestCms;
  let token: string;
  beforeAll(async () => {
    cms = await startCms(database);
    token = await cms.login();
  });
  afterAll(() => cms?.stop());

  it(`answers ${reads} reads and ~500 admin writes over ${CONNECTIONS} connections with no error and no lost write`, async () => {
    const failures: string[] = [];
    let sent = 0;
    /** Sends one request; anything but a 200 success envelope (of the expected shape) is a failure. */
    async function send<T>(
      label: string,
      method: string,
      route: string,
      options: Parameters<typeof request>[3] = {},
    ): Promise<T | undefined> {
      sent += 1;
      let answer: Envelope<T>;
      try {
        answer = await request<T>(cms.base, method, route, { token, ...options });
      } catch (error) {
        failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      }
      const shape = SHAPES[label];
      if (answer.status !== 200 || answer.body.success !== true || (shape && !shape(answer.body.data))) {
        failures.push(`${label} ${method} ${route}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
        return undefined;
      }
      return answer.body.data;
    }

    // The shop before the load: rates, categories, products the readers ask for, two banners.
    const rates: Rate[] = [];
    for (const rate of BASE_RATES) {
      rates.push((await send<Rate>('seed', 'POST', '/api/admin/add-price', { body: rate })) as Rate);
    }
    const categories: Named[] = [];
    for (const name of BASE_CATEGORIES) {
      categories.push((await send<Named>('seed', 'POST', '/api/admin/add-category', { body: { name } })) as Named);
    }
    const images: Image[] = [
      [await png('#c9a227'), 'image/png', 'front.png'],
      [await jpeg('#b0b0b0'), 'image/jpeg', 'side.jpg'],
      [await png('#6b1f2a'), 'image/png', 'back.png'],
    ];
    const rateOf = (i: number) => rates[i % rates.length] as Rate;
    const categoryOf = (i: number) => categories[i % categories.length] as Named;
    const seedIds: number[] = [];
    for (let i = 0; i < SEED_PRODUCTS; i++) {
      const fields = productFields(`SEED-${i}`, rateOf(i).name, categoryOf(i).id, {
        gender: i % 2 ? 'male' : 'female',
        metal: i % 3 === 2 ? 'Silver' : 'Gold',
      });
      const product = await send<Product>('seed', 'POST', '/api/admin/add-product', {
        form: productForm(fields, i % 5 === 0 ? [images[0] as Image] : []),
      });
      seedIds.push((product as Product).id);
    }
    for (const [bytes, type] of images.slice(0, 2)) {
      const form = new FormData();
      form.append('image', asBlob(bytes, type), 'banner.png');
      await send('seed', 'POST', '/api/admin/add-banner-image', { form });
    }
    expect(failures).toEqual([]);
    const seeding = sent;

    // What the writers were told, so the audit knows what the database must hold.
    const ackedRates = new Map<number, Rate | 'deleted'>();
    /** A rate as the list shows it: a write also says how many products it repriced. */
    const asListed = ({ repricedProducts: _repriced, ...rate }: SavedRate): Rate => rate;
    const ackedCategories = new Map<number, Named | 'deleted'>();
    const ackedProducts = new Map<number, { product: Product } | 'deleted'>();
    const ackedBanners = new Map<number, string | 'deleted'>();
    const deletedImageUrls: string[] = [];

    const rateChain = (i: number) => async () => {
      const name = `LD Rate ${i}`;
      const rate = await send<SavedRate>('add-price', 'POST', '/api/admin/add-price', {
        body: { name, price: 5000 + i },
      });
      if (!rate) return;
      ackedRates.set(rate.id, asListed(rate));
      for (const price of [6000 + i, 6000 + i + 0.25]) {
        // The first step moves the rate by about 20 %: the admin has confirmed it past the rate guard.
        const updated = await send<SavedRate>('update-price', 'PUT', '/api/admin/update-price', {
          body: { id: rate.id, name, price, confirm: true },
        });
        if (updated) ackedRates.set(rate.id, asListed(updated));
      }
      if (i % 3 === 0 && (await send('delete-price', 'DELETE', `/api/admin/delete-price/${rate.id}`)) !== undefined) {
        ackedRates.set(rate.id, 'deleted');
      }
    };
    // One writer moves a rate the seeded products are priced from, while readers price them.
    const baseRateChain = async () => {
      const base = rates[0] as Rate;
      for (let step = 1; step <= BASE_RATE_UPDATES; step++) {
        const updated = await send<SavedRate>('update-price', 'PUT', '/api/admin/update-price', {
          body: { id: base.id, name: base.name, price: base.price + step },
        });
        if (updated) ackedRates.set(base.id, asListed(updated));
      }
    };
    const categoryChain = (i: number) => async () => {
      const category = await send<Named>('add-category', 'POST', '/api/admin/add-category', {
        body: { name: `LD Category ${i}` },
      });
      if (!category) return;
      ackedCategories.set(category.id, category);
      if (i % 2 === 1) {
        const renamed = await send<Named>('update-category', 'PUT', `/api/admin/category/${category.id}`, {
          body: { name: `LD Category ${i} renamed` },
        });
        if (renamed) ackedCategories.set(category.id, renamed);
      }
      if (
        i % 3 === 0 &&
        (await send('delete-category', 'DELETE', `/api/admin/category/${category.id}`)) !== undefined
      ) {
        ackedCategories.set(category.id, 'deleted');
      }
    };
    const productChain = (i: number) => async () => {
      const fields = productFields(`LOAD-${i}`, rateOf(i).name, categoryOf(i).id);
      const product = await send<Product>('add-product', 'POST', '/api/admin/add-product', {
        form: productForm(fields, i % 5 === 0 ? images : [images[i % 3] as Image]),
      });
      if (!product) return;
      ackedProducts.set(product.id, { product });
      for (const change of [
        { laber: 2000 + i, name: `Hardening ${i} v2` },
        { weight: 3 + i / 1000, status: 'inactive' },
      ]) {
        const updated = await send<Product>('update-product', 'PUT', '/api/admin/update-product', {
          body: { id: product.id, ...change },
        });
        if (updated) ackedProducts.set(product.id, { product: updated });
      }
      if (i % 4 === 0 && (await send('delete-product', 'DELETE', `/api/admin/product/${product.id}`)) !== undefined) {
        ackedProducts.set(product.id, 'deleted');
        deletedImageUrls.push(...product.images.map((image) => image.url));
      }
    };
    const bannerChain = (i: number) => async () => {
      const form = new FormData();
      const [bytes, type] = images[i % 3] as Image;
      form.append('image', asBlob(bytes, type), `banner-${i}.png`);
      const banner = await send<{ id: number; url: string }>('add-banner', 'POST', '/api/admin/add-banner-image', {
        form,
      });
      if (!banner) return;
      ackedBanners.set(banner.id, banner.url);
      if (
        i % 2 === 0 &&
        (await send('delete-banner', 'DELETE', `/api/admin/delete-banner-image/${banner.id}`)) !== undefined
      ) {
        ackedBanners.set(banner.id, 'deleted');
        deletedImageUrls.push(banner.url);
      }
    };

    const random = seededRandom(20_261_122);
    const read = (n: number) => async () => {
      switch (n % 6) {
        case 0:
          await send(
            'product-list',
            'GET',
            `/api/user/product-list${LIST_QUERIES[Math.floor(random() * LIST_QUERIES.length)]}`,
          );
          break;
        case 1:
          await send('get-price', 'GET', '/api/admin/get-price');
          break;
        case 2:
          await send('get-new-arrivals', 'GET', '/api/user/get-new-arrivals');
          break;
        case 3:
          await send('get-product', 'POST', '/api/user/get-product', { body: { id: seedIds[n % seedIds.length] } });
          break;
        case 4:
          await send('get-category', 'POST', '/api/admin/get-category');
          break;
        default:
          await send('banner-images', 'GET', '/api/admin/banner-images');
      }
    };
    const tasks = shuffle(
      [
        ...Array.from({ length: reads }, (_, n) => read(n)),
        ...Array.from({ length: RATE_CHAINS }, (_, i) => rateChain(i)),
        baseRateChain,
        ...Array.from({ length: CATEGORY_CHAINS }, (_, i) => categoryChain(i)),
        ...Array.from({ length: PRODUCT_CHAINS }, (_, i) => productChain(i)),
        ...Array.from({ length: BANNER_CHAINS }, (_, i) => bannerChain(i)),
      ],
      random,
    );

    // The server's view of the connections, to show the load really came over 100 of them.
    let open = 0;
    let peak = 0;
    const onConnection = (socket: Socket) => {
      open += 1;
      peak = Math.max(peak, open);
      socket.once('close', () => {
        open -= 1;
      });
    };
    cms.strapi.server.httpServer.on('connection', onConnection);
    const started = performance.now();
    try {
      await runAll(tasks, CONNECTIONS);
    } finally {
      cms.strapi.server.httpServer.off('connection', onConnection);
    }
    const seconds = (performance.now() - started) / 1000;
    const requests = sent - seeding;
    console.info(
      `[load ${database}] ${requests} requests over ${peak} connections in ${seconds.toFixed(1)} s ` +
        `(${(requests / seconds).toFixed(0)}/s), ${failures.length} failed`,
    );

    expect(failures).toEqual([]);
    // The write chains make 515 requests when none fails.
    expect(requests).toBe(reads + 515);
    expect(peak).toBeGreaterThanOrEqual(CONNECTIONS);

    // Every acknowledged write, read back through the API...
    const listedRates = new Map(
      ((await send<Rate[]>('get-price', 'GET', '/api/admin/get-price')) ?? []).map((rate) => [rate.id, rate]),
    );
    for (const [id, acked] of ackedRates) {
      if (acked === 'deleted') expect(listedRates.has(id), `rate ${id} was deleted`).toBe(false);
      else expect(listedRates.get(id), `rate ${id}`).toEqual(acked);
    }
    const listedCategories = new Map(
      ((await send<Named[]>('get-category', 'POST', '/api/admin/get-category')) ?? []).map((c) => [c.id, c]),
    );
    for (const [id, acked] of ackedCategories) {
      if (acked === 'deleted') expect(listedCategories.has(id), `category ${id} was deleted`).toBe(false);
      else expect(listedCategories.get(id), `category ${id}`).toEqual(acked);
    }
    const catalogue = (await send<Product[]>('all-products', 'POST', '/api/admin/get-product')) ?? [];
    const listedProducts = new Map(catalogue.map((product) => [product.id, product]));
    for (const [id, acked] of ackedProducts) {
      if (acked === 'deleted') {
        expect(listedProducts.has(id), `product ${id} was deleted`).toBe(false);
        continue;
      }
      const { sku, name, laber, weight, purity, category, images: ackedImages } = acked.product;
      expect(listedProducts.get(id), `product ${id}`).toMatchObject({ sku, name, laber, weight, purity, category });
      expect(listedProducts.get(id)?.images).toEqual(ackedImages);
      for (const image of ackedImages) expect(existsSync(path.join(cms.publicDir, image.url)), image.url).toBe(true);
    }
    expect(catalogue).toHaveLength(SEED_PRODUCTS + [...ackedProducts.values()].filter((p) => p !== 'deleted').length);
    const listedBanners = new Map(
      ((await send<Array<{ id: number; url: string }>>('banner-images', 'GET', '/api/admin/banner-images')) ?? []).map(
        (banner) => [banner.id, banner.url],
      ),
    );
    for (const [id, acked] of ackedBanners) {
      expect(listedBanners.get(id), `banner ${id}`).toBe(acked === 'deleted' ? undefined : acked);
    }
    for (const url of deletedImageUrls) expect(existsSync(path.join(cms.publicDir, url)), url).toBe(false);

    // ...and straight from the database, in the units it stores.
    for (const [id, acked] of ackedRates) {
      const row = await cms.strapi.db.query('api::rate.rate').findOne({ where: { id } });
      expect(row?.pricePaise ?? 'deleted', `rate row ${id}`).toBe(
        acked === 'deleted' ? 'deleted' : Math.round(acked.price * 100),
      );
    }
    for (const [id, acked] of ackedProducts) {
      const row = await cms.strapi.db.query('api::product.product').findOne({ where: { id } });
      if (acked === 'deleted') expect(row, `product row ${id}`).toBeNull();
      else
        expect(row, `product row ${id}`).toMatchObject({
          labourPaise: Math.round(acked.product.laber * 100),
          weightMilligrams: Math.round(acked.product.weight * 1000),
        });
    }
    const rows = (await cms.strapi.db.getConnection('files').select('id', 'url')) as UploadRow[];
    const links = (await cms.strapi.db
      .getConnection('files_related_mph')
      .select('file_id', 'related_type', 'related_id')) as UploadLink[];
    expect(auditUploads(cms.publicDir, rows, links)).toEqual(CLEAN_UPLOADS);
  }, 300_000);
}
