// The demo catalogue of a Surat jeweller (packages/demo-catalogue), written through the same
// services as the back office (validation, image checks and uploads included), with its images
// drawn at seed time. The package is a development dependency, loaded only when SEED_DEMO=true.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { rupeesToPaise } from '@suvarna/domain';
import { bannerService } from '../api/banner/services/banner';
import { categoryService } from '../api/category/services/category';
import { productService } from '../api/product/services/product';
import { rateService } from '../api/rate/services/rate';
import { rateHistoryService } from '../api/rate-history/services/rate-history';
import { savingsPlanService } from '../api/savings-plan/services/savings-plan';
import { shopSettingsService } from '../api/shop/services/shop-settings';
import { appDir } from '../lib/settings';
import type { IncomingFile } from '../lib/uploads';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rasterising the drawings is the slow part of seeding: each image is kept, by its content. */
const RENDER_CACHE = path.join(appDir, '.cache', 'seed-images');
/** Image work (drawing, the upload plugin's checks) keeps both cores busy a few at a time. */
const CONCURRENCY = 4;

/** Whether the shop has no content at all: the only state the demo may be written into. */
export async function isEmptyShop(strapi: Core.Strapi): Promise<boolean> {
  const counts = await Promise.all(
    (['api::rate.rate', 'api::category.category', 'api::product.product', 'api::banner.banner'] as const).map((uid) =>
      strapi.db.query(uid).count(),
    ),
  );
  return counts.every((count) => count === 0);
}

async function inParallel<T>(items: Iterable<T>, task: (item: T) => Promise<void>): Promise<void> {
  const iterator = items[Symbol.iterator]();
  const worker = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) await task(next.value);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

type DemoCatalogue = typeof import('@suvarna/demo-catalogue');

async function demoCatalogue(): Promise<DemoCatalogue> {
  try {
    return await import('@suvarna/demo-catalogue');
  } catch (error) {
    throw new Error(
      `SEED_DEMO=true needs the demo catalogue, a development package this install does not have (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

async function rendered(svg: string, renderPng: DemoCatalogue['renderPng']): Promise<Buffer> {
  const cached = path.join(RENDER_CACHE, `${createHash('sha256').update(svg).digest('hex')}.png`);
  try {
    return await readFile(cached);
  } catch {
    const image = await renderPng(svg);
    await mkdir(RENDER_CACHE, { recursive: true });
    await writeFile(cached, image);
    return image;
  }
}

/** Renders each drawing to a file in `folder`, as the upload of that name. */
async function renderAll(
  folder: string,
  drawings: Array<{ name: string; svg: string }>,
  renderPng: DemoCatalogue['renderPng'],
) {
  const uploads = new Map<string, IncomingFile>();
  await inParallel(drawings, async ({ name, svg }) => {
    const filepath = path.join(folder, `${name}.png`);
    await writeFile(filepath, await rendered(svg, renderPng));
    const { size } = await stat(filepath);
    uploads.set(name, { filepath, originalFilename: `${name}.png`, mimetype: 'image/png', size });
  });
  return (name: string): IncomingFile => {
    const file = uploads.get(name);
    if (!file) throw new Error(`The drawing ${name} was not rendered`);
    return file;
  };
}

/**
 * The demo's rates at today's prices, and their last 90 days of history written in bulk (the rate
 * service's own record of each added rate would say they were all added today).
 */
async function seedRates(
  strapi: Core.Strapi,
  rates: DemoCatalogue['DEMO_RATES'],
  history: ReturnType<DemoCatalogue['demoRateHistory']>,
  changedBy: string,
): Promise<void> {
  const ids = new Map<string, number>();
  for (const rate of rates)
    ids.set(rate.name, (await rateService(strapi).create({ ...rate }, { changedBy, recordHistory: false })).id);
  await rateHistoryService(strapi).backfill(
    history.map((change) => {
      const rateId = ids.get(change.name);
      if (rateId === undefined) throw new Error(`The demo history names an unknown rate ${change.name}`);
      return {
        rateId,
        rateName: change.name,
        oldPricePaise: change.oldPrice === null ? null : rupeesToPaise(change.oldPrice),
        newPricePaise: rupeesToPaise(change.newPrice),
        changedAt: change.changedAt,
        changedBy,
      };
    }),
  );
}

export async function seedDemo(strapi: Core.Strapi): Promise<void> {
  const {
    DEMO_BANNER_TEXTS,
    DEMO_BANNERS,
    DEMO_CATEGORIES,
    DEMO_CATEGORY_TRANSLATIONS,
    DEMO_PRODUCT_TRANSLATIONS,
    DEMO_PRODUCTS,
    DEMO_RATE_EDITOR,
    DEMO_RATES,
    DEMO_OPENING_HOURS,
    DEMO_SAVINGS_PLANS,
    bannerSvg,
    phoneBannerSvg,
    demoRateHistory,
    drawingSvg,
    renderPng,
  } = await demoCatalogue();
  const started = Date.now();
  const folder = await mkdtemp(path.join(tmpdir(), 'suvarna-seed-'));
  try {
    await seedRates(strapi, DEMO_RATES, demoRateHistory({ now: new Date(started) }), DEMO_RATE_EDITOR);
    const categoryIds = new Map<string, number>();
    for (const name of DEMO_CATEGORIES) {
      const created = await categoryService(strapi).create({ name, ...DEMO_CATEGORY_TRANSLATIONS[name] });
      categoryIds.set(name, created.id);
    }

    const upload = await renderAll(
      folder,
      [
        ...DEMO_PRODUCTS.flatMap((demo) =>
          demo.images.map((drawing, view) => ({ name: `${demo.sku}-${view + 1}`, svg: drawingSvg(drawing) })),
        ),
        ...DEMO_BANNERS.flatMap((banner, index) => [
          { name: `banner-${index + 1}`, svg: bannerSvg(banner) },
          { name: `banner-${index + 1}-phone`, svg: phoneBannerSvg(banner) },
        ]),
      ],
      renderPng,
    );

    const createdAt: Array<{ id: number; createdAt: Date }> = [];
    await inParallel(DEMO_PRODUCTS.entries(), async ([index, demo]) => {
      const product = await productService(strapi).create(
        {
          name: demo.name,
          sku: demo.sku,
          metal: demo.metal,
          gender: demo.gender,
          status: demo.status,
          purity: demo.purity,
          category_id: categoryIds.get(demo.category),
          makingChargeType: demo.makingChargeType,
          makingChargeValue: demo.makingChargeValue,
          stones: demo.stones,
          grossWeight: demo.grossWeight,
          huid: demo.huid,
          hallmarkFee: demo.hallmarkFee,
          discount: demo.discount,
          discountType: demo.discountType,
          weight: demo.weight,
          size: demo.size,
          color: demo.color,
          details: demo.details,
          description: demo.description,
          ...DEMO_PRODUCT_TRANSLATIONS[demo.sku],
        },
        demo.images.map((_drawing, view) => upload(`${demo.sku}-${view + 1}`)),
      );
      // Spread the products over the last months so "newest first" means something; the index
      // keeps products of the same day in catalogue order.
      createdAt.push({ id: product.id, createdAt: new Date(started - demo.createdDaysAgo * DAY_MS - index * 1000) });
    });
    await productService(strapi).backdate(createdAt);

    for (const index of DEMO_BANNERS.keys()) {
      await bannerService(strapi).create(
        [upload(`banner-${index + 1}`)],
        [upload(`banner-${index + 1}-phone`)],
        DEMO_BANNER_TEXTS[index],
      );
    }
    for (const plan of DEMO_SAVINGS_PLANS) await savingsPlanService(strapi).create({ ...plan });
    // The hours the site shows and Book a visit cuts its times from.
    await shopSettingsService(strapi).update({ openingHours: DEMO_OPENING_HOURS });
    strapi.log.info(
      `Demo catalogue written: ${DEMO_PRODUCTS.length} products, ${DEMO_CATEGORIES.length} categories, ` +
        `${DEMO_RATES.length} rates with 90 days of history, ${DEMO_BANNERS.length} banners in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
