// Products: stored with integer paise and milligrams, priced on every read from the current rates
// with the domain's priceBreakup, and listed with the domain's queryCatalogue, so the CMS and the
// static site always agree.
import type { Core } from '@strapi/strapi';
import type { CataloguePage, Product, ProductCount, ProductFields, ProductInput } from '@suvarna/domain';
import {
  describeIssues,
  exceedsImageLimit,
  MESSAGES,
  MissingRateError,
  newArrivals,
  paiseToRupees,
  parseCatalogueQuery,
  priceBreakup,
  productPrices,
  productSchema,
  queryCatalogue,
  rupeesToPaise,
  similarProducts,
} from '@suvarna/domain';
import type { ShopConfig } from '../../../../config/shop';
import { badRequest, conflict, notFound, parseId } from '../../../lib/http';
import type { IncomingFile } from '../../../lib/uploads';
import { checkImages, deleteStoredFiles, storeImages } from '../../../lib/uploads';
import type { RateRow } from '../../rate/services/rate';
import { toRate } from '../../rate/services/rate';

const PRODUCT_UID = 'api::product.product';
const POPULATE = { purity: true, category: true, images: true } as const;
/** What a priced product is made of: itself (with its images), its rate and its category. */
const CATALOGUE_SOURCES = [PRODUCT_UID, 'api::rate.rate', 'api::category.category'] as const;

interface ProductRow {
  id: number;
  documentId: string;
  name: string;
  sku: string;
  metal: string;
  gender: ProductFields['gender'];
  status: ProductFields['status'];
  labourPaise: number;
  discountPaise: number;
  weightMilligrams: number;
  size: number | string | null;
  color: string | null;
  details: string | null;
  description: string | null;
  purity: RateRow | null;
  category: { id: number; documentId: string; name: string } | null;
  images: Array<{ id: number; url: string }> | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

const NO_PRICES = { metalAndPurityPrice: 0, gst: 0, totalPrice: 0, discountPrice: 0 };

function fieldsOf(row: ProductRow): ProductFields {
  return {
    name: row.name,
    sku: row.sku,
    laber: paiseToRupees(row.labourPaise),
    metal: row.metal,
    gender: row.gender,
    status: row.status,
    purity: row.purity?.name ?? '',
    weight: row.weightMilligrams / 1000,
    color: row.color ?? '',
    details: row.details ?? '',
    description: row.description ?? '',
    category_id: row.category?.id ?? 0,
    discount: paiseToRupees(row.discountPaise),
    size: Number(row.size ?? 0),
  };
}

function toProduct(row: ProductRow, gstRate: number): Product {
  const fields = fieldsOf(row);
  let prices = NO_PRICES;
  try {
    prices = productPrices(priceBreakup(fields, row.purity ? [toRate(row.purity)] : [], gstRate));
  } catch (error) {
    // A product whose rate is gone shows no price rather than breaking the whole catalogue.
    if (!(error instanceof MissingRateError)) throw error;
  }
  return {
    id: row.id,
    ...fields,
    images: (row.images ?? []).map(({ id, url }) => ({ id, url })),
    category: row.category?.name ?? '',
    ...prices,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The ids of kept images: a JSON list of positive whole numbers (or nothing). */
function parseKeptImages(value: unknown): number[] {
  if (value === undefined || value === null || value === '') return [];
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
  }
  if (!Array.isArray(parsed) || !parsed.every((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647)) {
    throw badRequest('existingImages must be a JSON list of image ids');
  }
  return [...new Set(parsed as number[])];
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(PRODUCT_UID);
  const gstRate = () => (strapi.config.get('shop') as ShopConfig).gstRate;

  const findRow = async (id: number) => {
    const row = (await rows().findOne({ where: { id }, populate: POPULATE })) as ProductRow | null;
    if (!row) throw notFound(`No product with id ${id}`);
    return row;
  };

  const parseFields = (body: Record<string, unknown>): ProductInput => {
    const parsed = productSchema.safeParse(body);
    if (!parsed.success) throw badRequest(describeIssues(parsed.error));
    return parsed.data;
  };

  /** The rate and category the product points to, which must exist. */
  const references = async (input: ProductInput) => {
    const rate = (await strapi.db.query('api::rate.rate').findOne({ where: { name: input.purity } })) as RateRow | null;
    if (!rate) throw badRequest(`Purity: no rate is named "${input.purity}"`);
    const category = (await strapi.db
      .query('api::category.category')
      .findOne({ where: { id: input.category_id } })) as {
      documentId: string;
    } | null;
    if (!category) throw badRequest(`Category: no category with id ${input.category_id}`);
    return { rate, category };
  };

  const assertSkuFree = async (sku: string, exceptId?: number) => {
    const where = exceptId === undefined ? { sku: { $eqi: sku } } : { sku: { $eqi: sku }, id: { $ne: exceptId } };
    if ((await rows().count({ where })) > 0) throw conflict(`A product with SKU "${sku}" already exists`);
  };

  /**
   * Creates or replaces a product: everything is checked before anything is written; new images
   * are stored, then the product is saved; if that fails the new images are removed again, and
   * only after it succeeded are the images it no longer keeps deleted.
   */
  const save = async (existing: ProductRow | null, body: Record<string, unknown>, incoming: IncomingFile[]) => {
    const input = parseFields(body);
    const kept = parseKeptImages(body.existingImages);
    const current = (existing?.images ?? []).map((image) => image.id);
    const foreign = kept.find((id) => !current.includes(id));
    if (foreign !== undefined) throw badRequest(`existingImages: image ${foreign} is not one of this product's images`);
    if (exceedsImageLimit(kept.length, incoming.length)) throw badRequest(MESSAGES.imageLimit);
    const { rate, category } = await references(input);
    await assertSkuFree(input.sku, existing?.id);
    const checked = await checkImages(incoming);

    const stored = await storeImages(strapi, checked);
    const data = {
      name: input.name,
      sku: input.sku,
      metal: input.metal,
      gender: input.gender,
      status: input.status,
      labourPaise: rupeesToPaise(input.laber),
      discountPaise: rupeesToPaise(input.discount),
      weightMilligrams: Math.round(input.weight * 1000),
      size: input.size,
      color: input.color,
      details: input.details,
      description: input.description,
      purity: rate.documentId,
      category: category.documentId,
      images: [...kept, ...stored.map((file) => file.id)],
    };
    let saved: { id: number };
    try {
      const documents = strapi.documents(PRODUCT_UID);
      saved = (existing
        ? await documents.update({ documentId: existing.documentId, data: data as never })
        : await documents.create({ data: data as never })) as unknown as { id: number };
    } catch (error) {
      await deleteStoredFiles(
        strapi,
        stored.map((file) => file.id),
      );
      if (error instanceof Error && /unique/i.test(`${error.name} ${error.message}`)) {
        throw conflict(`A product with SKU "${input.sku}" already exists`);
      }
      throw error;
    }
    await deleteStoredFiles(
      strapi,
      current.filter((id) => !kept.includes(id)),
    );
    return toProduct(await findRow(saved.id), gstRate());
  };

  const loadCatalogue = async (): Promise<Product[]> => {
    const all = (await rows().findMany({
      populate: POPULATE,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    })) as ProductRow[];
    const rate = gstRate();
    return all.map((row) => toProduct(row, rate));
  };

  // The priced catalogue is read by every public call, and building it loads every product with its
  // rate, category and images: it is kept until something it is made of changes. Writes in this
  // process bump `localWrites`; another instance's writes (PostgreSQL) change the tables' row counts
  // or latest update times, which are read on each call: a few cheap queries instead of a full load.
  let localWrites = 0;
  let cached: { version: string; products: Promise<Product[]> } | null = null;

  const catalogueVersion = async () => {
    const parts = await Promise.all(
      CATALOGUE_SOURCES.map(async (uid) => {
        const query = strapi.db.query(uid);
        const [count, latest] = await Promise.all([
          query.count(),
          query.findOne({ select: ['updatedAt'], orderBy: { updatedAt: 'desc' } }) as Promise<{
            updatedAt: string | Date;
          } | null>,
        ]);
        return `${count}@${latest ? new Date(latest.updatedAt).toISOString() : '-'}`;
      }),
    );
    return `${localWrites}|${gstRate()}|${parts.join('|')}`;
  };

  const catalogue = async (): Promise<Product[]> => {
    const version = await catalogueVersion();
    if (cached?.version !== version) {
      const entry = { version, products: loadCatalogue() };
      cached = entry;
      // A failed load is not kept: the next call tries again.
      entry.products.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.products;
  };

  return {
    catalogue,

    /** Something a priced product is made of was written in this process. */
    catalogueChanged() {
      localWrites += 1;
    },

    async list(query: Record<string, unknown>): Promise<CataloguePage<Product>> {
      const parsed = parseCatalogueQuery(query);
      if (parsed.issues.length > 0) throw badRequest(parsed.issues.map((issue) => issue.message).join('; '));
      return queryCatalogue(await catalogue(), parsed.query);
    },

    async newArrivals(): Promise<Product[]> {
      return newArrivals(await catalogue());
    },

    async get(id: number): Promise<Product> {
      const all = await catalogue();
      const product = all.find((candidate) => candidate.id === id);
      if (!product) throw notFound(`No product with id ${id}`);
      return { ...product, similarProducts: similarProducts(product, all) };
    },

    async count(): Promise<ProductCount> {
      const [totalProductCount, activeProductCount] = await Promise.all([
        rows().count(),
        rows().count({ where: { status: 'active' } }),
      ]);
      return { totalProductCount, activeProductCount };
    },

    create: (body: Record<string, unknown>, incoming: IncomingFile[]) => save(null, body, incoming),

    async replace(id: number, body: Record<string, unknown>, incoming: IncomingFile[]) {
      return save(await findRow(id), body, incoming);
    },

    /** Changes some fields, keeping the rest and every image. */
    async patch(body: Record<string, unknown>) {
      const existing = await findRow(parseId(body.id));
      const { id: _id, ...changes } = body;
      const merged = { ...fieldsOf(existing), ...changes };
      return save(existing, { ...merged, existingImages: (existing.images ?? []).map((image) => image.id) }, []);
    },

    async remove(id: number): Promise<void> {
      const existing = await findRow(id);
      await strapi.documents(PRODUCT_UID).delete({ documentId: existing.documentId });
      await deleteStoredFiles(
        strapi,
        (existing.images ?? []).map((image) => image.id),
      );
    },
  };
};
