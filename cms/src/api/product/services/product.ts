// Products: stored with integer paise and milligrams, priced from the current rates with the
// domain's priceBreakup, and listed with the domain's catalogue query, so the CMS and the static
// site always agree. Reads serve from the priced catalogue (src/lib/priced-catalogue.ts), which
// reprices only what a write touched.
import type { Core, Modules } from '@strapi/strapi';
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
  rupeesToPaise,
  similarProducts,
} from '@suvarna/domain';
import { badRequest, conflict, notFound, parseId } from '../../../lib/http';
import { PricedCatalogue } from '../../../lib/priced-catalogue';
import { asRow, type Row } from '../../../lib/rows';
import { publishService, shopConfig } from '../../../lib/services';
import type { IncomingFile } from '../../../lib/uploads';
import { checkImages, deleteStoredFiles, storeImages } from '../../../lib/uploads';
import type { CategoryRow } from '../../category/services/category';
import type { RateRow } from '../../rate/services/rate';
import { toRate } from '../../rate/services/rate';

const PRODUCT_UID = 'api::product.product';
const POPULATE = { purity: true, category: true, images: true } as const;

type ProductRow = Row<
  typeof PRODUCT_UID,
  | 'name'
  | 'sku'
  | 'metal'
  | 'gender'
  | 'status'
  | 'labourPaise'
  | 'discountPaise'
  | 'weightMilligrams'
  | 'createdAt'
  | 'updatedAt',
  'size' | 'color' | 'details' | 'description'
> & {
  purity: RateRow | null;
  category: CategoryRow | null;
  images: Array<{ id: number; url: string }> | null;
};

const NO_PRICES = { metalAndPurityPrice: 0, gst: 0, totalPrice: 0, discountPrice: 0 };

/** Where each field of the product form is stored. */
const COLUMN_OF_FIELD = {
  name: 'name',
  sku: 'sku',
  metal: 'metal',
  gender: 'gender',
  status: 'status',
  laber: 'labourPaise',
  discount: 'discountPaise',
  weight: 'weightMilligrams',
  size: 'size',
  color: 'color',
  details: 'details',
  description: 'description',
  purity: 'purity',
  category_id: 'category',
} as const;

// Own keys only: a field sent as "constructor" or "__proto__" names no column.
const isFormField = (field: string): field is keyof typeof COLUMN_OF_FIELD => Object.hasOwn(COLUMN_OF_FIELD, field);

/** A product as written through the Document Service (relations by documentId, images by id). */
type StoredProduct = Required<
  Pick<
    Modules.Documents.Params.Data.Input<typeof PRODUCT_UID>,
    (typeof COLUMN_OF_FIELD)[keyof typeof COLUMN_OF_FIELD] | 'images'
  >
>;

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

// Writes go through the Document Service (its middleware counts each change for publishing). Reads
// stay on the Query Engine: the priced catalogue asks for ids and write times only, or rows by a
// list of numeric ids, which the Document Service (keyed by documentId, adding its status and
// locale filters to every query) has no cheaper form of.
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(PRODUCT_UID);
  const gstRate = () => shopConfig(strapi).gstRate;

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

  /** The rate and category the product points to, which must exist (looked up together). */
  const references = async (input: ProductInput) => {
    const [rate, category] = (await Promise.all([
      strapi.db.query('api::rate.rate').findOne({ where: { name: input.purity } }),
      strapi.db.query('api::category.category').findOne({ where: { id: input.category_id } }),
    ])) as [RateRow | null, CategoryRow | null];
    if (!rate) throw badRequest(`Purity: no rate is named "${input.purity}"`);
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
   * only after it succeeded are the images it no longer keeps deleted. With `changedFields`, only
   * those fields are written, so two admins changing different fields at once both keep theirs.
   */
  const save = async (
    existing: ProductRow | null,
    body: Record<string, unknown>,
    incoming: IncomingFile[],
    changedFields?: readonly string[],
  ) => {
    const input = parseFields(body);
    const kept = parseKeptImages(body.existingImages);
    const current = (existing?.images ?? []).map((image) => image.id);
    const foreign = kept.find((id) => !current.includes(id));
    if (foreign !== undefined) throw badRequest(`existingImages: image ${foreign} is not one of this product's images`);
    if (exceedsImageLimit(kept.length, incoming.length)) throw badRequest(MESSAGES.imageLimit);
    // Checked together: on PostgreSQL each is a round trip, and a write holds its request open.
    const changes = (field: string) => !existing || !changedFields || changedFields.includes(field);
    const [{ rate, category }] = await Promise.all([
      // A change that keeps the rate, the category and the SKU needs no lookups: they are the existing ones.
      changes('purity') || changes('category_id') || !existing?.purity || !existing.category
        ? references(input)
        : { rate: existing.purity, category: existing.category },
      changes('sku') ? assertSkuFree(input.sku, existing?.id) : undefined,
    ]);
    const checked = await checkImages(incoming);

    const stored = await storeImages(strapi, checked);
    const measures = {
      labourPaise: rupeesToPaise(input.laber),
      discountPaise: rupeesToPaise(input.discount),
      weightMilligrams: Math.round(input.weight * 1000),
    };
    const data: StoredProduct = {
      name: input.name,
      sku: input.sku,
      metal: input.metal,
      gender: input.gender,
      status: input.status,
      ...measures,
      size: input.size,
      color: input.color,
      details: input.details,
      description: input.description,
      purity: rate.documentId,
      category: category.documentId,
      images: [...kept, ...stored.map((file) => file.id)],
    };
    const written: Partial<StoredProduct> = changedFields
      ? Object.fromEntries(
          changedFields.filter(isFormField).map((field) => [COLUMN_OF_FIELD[field], data[COLUMN_OF_FIELD[field]]]),
        )
      : data;
    let saved: Pick<ProductRow, 'id' | 'documentId' | 'createdAt' | 'updatedAt'>;
    try {
      const documents = strapi.documents(PRODUCT_UID);
      saved = asRow(
        existing
          ? // Strapi's input type asks for every required field, though an update writes only those given.
            await documents.update({ documentId: existing.documentId, data: written as StoredProduct })
          : await documents.create({ data }),
      );
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
    // The product as saved, from what was written (no second read): its images in the order kept.
    const keptImages = kept.flatMap((id) => existing?.images?.find((image) => image.id === id) ?? []);
    return toProduct(
      {
        ...saved,
        name: input.name,
        sku: input.sku,
        metal: input.metal,
        gender: input.gender,
        status: input.status,
        ...measures,
        size: input.size,
        color: input.color,
        details: input.details,
        description: input.description,
        purity: rate,
        category,
        images: [...keptImages, ...stored],
      },
      gstRate(),
    );
  };

  const priced = new PricedCatalogue<ProductRow, RateRow, CategoryRow>(
    {
      version: () => publishService(strapi).changeCount(),
      rates: async () => (await strapi.db.query('api::rate.rate').findMany()) as RateRow[],
      categories: async () =>
        (await strapi.db
          .query('api::category.category')
          .findMany({ select: ['id', 'documentId', 'name'] })) as CategoryRow[],
      allProducts: async () => (await rows().findMany({ populate: POPULATE })) as ProductRow[],
      productsWrittenSince: async (since) =>
        (await rows().findMany({ select: ['id', 'updatedAt'], where: { updatedAt: { $gte: since } } })) as Array<
          Pick<ProductRow, 'id' | 'updatedAt'>
        >,
      productCount: () => rows().count(),
      productsByIds: async (ids) =>
        (await rows().findMany({ where: { id: { $in: ids } }, populate: POPULATE })) as ProductRow[],
      productIds: async () =>
        ((await rows().findMany({ select: ['id'] })) as Array<{ id: number }>).map(({ id }) => id),
      price: (row, rate, category) =>
        toProduct({ ...row, purity: rate ?? null, category: category ?? null }, gstRate()),
    },
    {
      rate: (a, b) => a.name === b.name && a.pricePaise === b.pricePaise,
      category: (a, b) => a.name === b.name,
    },
  );

  return {
    /** Every product, newest first (the back office's list). */
    async catalogue(): Promise<readonly Product[]> {
      return (await priced.snapshot()).products;
    },

    async list(query: Record<string, unknown>): Promise<CataloguePage<Product>> {
      const parsed = parseCatalogueQuery(query);
      if (parsed.issues.length > 0) throw badRequest(parsed.issues.map((issue) => issue.message).join('; '));
      return (await priced.snapshot()).query(parsed.query);
    },

    async newArrivals(): Promise<Product[]> {
      return newArrivals((await priced.snapshot()).products);
    },

    async get(id: number): Promise<Product> {
      const snapshot = await priced.snapshot();
      const product = snapshot.byId.get(id);
      if (!product) throw notFound(`No product with id ${id}`);
      return { ...product, similarProducts: similarProducts(product, snapshot.products) };
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

    /** Changes some fields, keeping the rest and every image; only the changed fields are written. */
    async patch(body: Record<string, unknown>) {
      const existing = await findRow(parseId(body.id));
      const { id: _id, ...changes } = body;
      const merged = { ...fieldsOf(existing), ...changes };
      const images = (existing.images ?? []).map((image) => image.id);
      return save(existing, { ...merged, existingImages: images }, [], Object.keys(changes));
    },

    /**
     * Sets when products were created (the demo spreads its products over months). The Document
     * Service keeps createdAt to itself, so this writes beneath it, with a new updatedAt, and then
     * counts the change as a Document Service write would: the priced catalogue rereads them.
     */
    async backdate(dates: ReadonlyArray<{ id: number; createdAt: Date }>): Promise<void> {
      for (const { id, createdAt } of dates)
        await rows().update({ where: { id }, data: { createdAt, updatedAt: new Date() } });
      await publishService(strapi).contentChanged();
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
