// Products: stored in integer paise, milligrams and thousandths of a carat (stored-product.ts),
// priced from the current rates with the domain's priceProduct (making by type, stone lines,
// hallmarking, discount by type), and listed with the domain's catalogue query, so the CMS, the
// static site and the back office always agree. Reads serve from the priced catalogue
// (src/lib/priced-catalogue.ts), which reprices only what a write touched.
import type { Core } from '@strapi/strapi';
import type { CataloguePage, FieldIssue, Product, ProductCount, Rate, TradeProductInput } from '@suvarna/domain';
import {
  CENTRE,
  countPricedBy,
  exceedsImageLimit,
  FIELD_LABELS,
  fieldIssues,
  formJson,
  MESSAGES,
  MissingRateError,
  missingRateIssue,
  newArrivals,
  parseCatalogueQuery,
  parseImageOrder,
  priceProduct,
  pricingIssues,
  similarProducts,
  soldShownUntil,
  tradeProductPrices,
  tradeProductSchema,
} from '@suvarna/domain';
import { insertLinks } from '../../../lib/bulk-links';
import { countBatchWrite } from '../../../lib/content-batch';
import { badRequest, conflict, invalidFields, notFound, parseId } from '../../../lib/http';
import { PricedCatalogue } from '../../../lib/priced-catalogue';
import { asRow } from '../../../lib/rows';
import { typedService } from '../../../lib/services';
import { shopConfig } from '../../../lib/shop-config';
import type { IncomingFile, StoredFile } from '../../../lib/uploads';
import { changingPictures, checkImages, deleteStoredFiles, storeImages, thumbnailUrlOf } from '../../../lib/uploads';
import type { CategoryRow } from '../../category/services/category';
import { changesBetween, type HistoryRecord, historyService } from '../../history/services/history';
import { publishService } from '../../publish/services/publish';
import { publishStateService } from '../../publish/services/publish-state';
import { type RateRow, toRate } from '../../rate/stored-rate';
import {
  COLUMNS_OF_FIELD,
  documentData,
  fieldsOf,
  type ImageFocus,
  isFormField,
  PRICED_FIELDS,
  PRODUCT_UID,
  type ProductRow,
  rateIdsOf,
  type StoredProduct,
  storedImageFocus,
  storedProduct,
} from '../stored-product';

const POPULATE = { purity: true, category: true, images: true } as const;

const NO_PRICES = { metalAndPurityPrice: 0, gst: 0, totalPrice: 0, discountPrice: 0 };

/** How often the CMS looks for sold pieces whose time on the site has ended. */
const SOLD_SWEEP_MS = 60 * 60 * 1000;

const byId = (rates: readonly RateRow[]) => new Map(rates.map((rate) => [rate.id, rate]));

/**
 * A product as the API answers it, priced at the given rates (by id): its purity and each stone
 * line follow the rate they name now. A product whose rate is gone shows no price rather than
 * breaking the whole catalogue.
 */
function toProduct(
  row: ProductRow,
  rates: ReadonlyMap<number, RateRow>,
  category: CategoryRow | null,
  gstRate: number,
): Product {
  const purity = row.purity ? (rates.get(row.purity.id) ?? null) : null;
  const focus = storedImageFocus(row);
  // The row is passed as it is, not copied with its purity replaced: copying a row of some fifty
  // columns twice was most of the time a rate change took to reprice a large catalogue.
  const fields = fieldsOf(row, (id) => rates.get(id)?.name, purity);
  const used: Rate[] = rateIdsOf({ purity, stones: row.stones }).flatMap((id) => {
    const rate = rates.get(id);
    return rate ? [toRate(rate)] : [];
  });
  let prices: ReturnType<typeof tradeProductPrices> | null = null;
  try {
    prices = tradeProductPrices(priceProduct(fields, used, gstRate));
  } catch (error) {
    if (!(error instanceof MissingRateError)) throw error;
  }
  return {
    id: row.id,
    ...fields,
    ...(prices ?? { ...NO_PRICES, stones: (fields.stones ?? []).map((line) => ({ ...line, value: 0 })) }),
    images: (row.images ?? []).map((file) => ({
      id: file.id,
      url: file.url,
      thumbnailUrl: thumbnailUrlOf(file),
      width: file.width ?? null,
      height: file.height ?? null,
      focus: focus[file.id] ?? CENTRE,
    })),
    category_id: category?.id ?? 0,
    category: category?.name ?? '',
    categoryGu: category?.nameGu ?? '',
    categoryHi: category?.nameHi ?? '',
    statusChangedAt: row.statusChangedAt ? new Date(row.statusChangedAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The ids of kept images: a JSON list of positive whole numbers (or nothing). */
function parseKeptImages(value: unknown): number[] {
  if (value === undefined || value === null || value === '') return [];
  const parsed = formJson(value);
  if (!Array.isArray(parsed) || !parsed.every((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647)) {
    throw badRequest('existingImages must be a JSON list of image ids');
  }
  return [...new Set(parsed as number[])];
}

const huidTaken = (huid: string) =>
  conflict(`A product with HUID "${huid}" already exists`, {
    errors: [
      { field: 'huid', code: 'duplicate', message: `${FIELD_LABELS.huid} ${huid} is already on another product` },
    ],
  });

/**
 * A write of `written` for the Query Engine: the relations by id where the Document Service takes
 * documentIds (its images are ids already).
 */
function engineData(written: Partial<StoredProduct>, rate: RateRow, category: CategoryRow): Record<string, unknown> {
  const data: Record<string, unknown> = { ...written };
  if ('purity' in written) data.purity = rate.id;
  if ('category' in written) data.category = category.id;
  if ('stoneRates' in written) data.stoneRates = [...new Set(rateIdsOf({ purity: null, stones: written.stones }))];
  return data;
}

/**
 * The rate a product is priced at and the look-up of its stone lines' rates, its pricing checked
 * first when `checkPrices` (a refusal names the field).
 */
function pricingOf(input: TradeProductInput, rates: RateRow[], existing: ProductRow | null, checkPrices: boolean) {
  const issues: FieldIssue[] = checkPrices ? pricingIssues(input, rates.map(toRate)) : [];
  if (issues.length > 0) throw invalidFields(issues);
  const rateNamed = (name: string) => rates.find((rate) => rate.name === name);
  const rate = rateNamed(input.purity) ?? existing?.purity;
  if (!rate) throw invalidFields([missingRateIssue('purity', input.purity)]);
  const stoneRate = (name: string) => {
    const found = rateNamed(name);
    if (!found) throw new MissingRateError(name);
    return found;
  };
  return { rate, stoneRate };
}

/**
 * How a save is written. `rates`: the rates, read once by the caller (else read for the save).
 * `beneathDocuments`: through the Query Engine, counted in the open content batch, for a batch of many
 * rows (the stock import): the Document Service's own checks of the data (its schema's types and
 * lengths) repeat the form's, which the save has passed, and with its documentId look-ups they were
 * most of a row's cost.
 */
export interface SaveWay {
  rates?: RateRow[];
  beneathDocuments?: boolean;
  /** How the history names the save: created or updated, unless a bulk edit or an import says so. */
  historyAction?: HistoryRecord['action'];
}

/** How the history names a piece: "Kada Bangle (KB-22)". */
export const productName = (product: { name: string; sku: string }) => `${product.name} (${product.sku})`;

/** What the history compares of a piece: its form's fields, its category by name, and how many pictures. */
function historyFields(fields: object, category: string, images: readonly number[]) {
  return {
    ...fields,
    category_id: category,
    images: `${images.length} ${images.length === 1 ? 'picture' : 'pictures'}`,
  };
}

/** The column an attribute of the product is stored in. */
const productColumn = (strapi: Core.Strapi, attribute: string) =>
  (strapi.db.metadata.get(PRODUCT_UID).attributes[attribute] as unknown as { columnName?: string }).columnName ??
  attribute;

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key/i.test(error instanceof Error ? `${error.name} ${error.message}` : String(error));

/** A unique-index violation (two admins at once) is a 409 naming what was taken. */
function rethrowDuplicate(error: unknown, input: TradeProductInput): never {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (isUniqueViolation(error)) {
    if (input.huid && /huid/i.test(text)) throw huidTaken(input.huid);
    throw conflict(`A product with SKU "${input.sku}" already exists`);
  }
  throw error;
}

// Writes go through the Document Service (its middleware counts each change for publishing). Reads
// stay on the Query Engine: the priced catalogue asks for ids and write times only, or rows by a
// list of numeric ids, which the Document Service (keyed by documentId, adding its status and
// locale filters to every query) has no cheaper form of.
const createProductService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(PRODUCT_UID);
  const gstRate = () => shopConfig(strapi).gstRate;
  const allRates = async () => (await strapi.db.query('api::rate.rate').findMany()) as RateRow[];

  const findRow = async (id: number) => {
    const row = (await rows().findOne({ where: { id }, populate: POPULATE })) as ProductRow | null;
    if (!row) throw notFound(`No product with id ${id}`);
    return row;
  };

  const parseFields = (body: Record<string, unknown>): TradeProductInput => {
    const parsed = tradeProductSchema.safeParse(body);
    if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
    return parsed.data;
  };

  const findCategory = async (id: number) => {
    const category = (await strapi.db
      .query('api::category.category')
      .findOne({ where: { id }, select: ['id', 'documentId', 'name', 'nameGu', 'nameHi'] })) as CategoryRow | null;
    if (!category) {
      throw invalidFields([
        { field: 'category_id', code: 'missing', message: `${FIELD_LABELS.category_id} with id ${id} does not exist` },
      ]);
    }
    return category;
  };

  const assertSkuFree = async (sku: string, exceptId?: number) => {
    const where = exceptId === undefined ? { sku: { $eqi: sku } } : { sku: { $eqi: sku }, id: { $ne: exceptId } };
    if ((await rows().count({ where })) > 0) throw conflict(`A product with SKU "${sku}" already exists`);
  };

  // The database's unique index is the guarantee; this gives the usual case its message at once.
  const assertHuidFree = async (huid: string, exceptId?: number) => {
    const where = exceptId === undefined ? { huid } : { huid, id: { $ne: exceptId } };
    if ((await rows().count({ where })) > 0) throw huidTaken(huid);
  };

  /**
   * Creates or replaces a product: everything is checked before anything is written; new images
   * are stored, then the product is saved; if that fails the new images are removed again, and
   * only after it succeeded are the images it no longer keeps deleted. With `changedFields`, only
   * those fields' columns are written, so two admins changing different fields at once both keep
   * theirs, and the price is checked only when a field of it changed (a status change is never
   * refused because the rates have fallen under a discount: the discount is capped on read).
   */
  const save = async (
    existing: ProductRow | null,
    body: Record<string, unknown>,
    incoming: IncomingFile[],
    {
      changedFields,
      rates: knownRates,
      beneathDocuments = false,
      historyAction,
    }: SaveWay & { changedFields?: readonly string[] } = {},
  ) => {
    const input = parseFields(body);
    const kept = parseKeptImages(body.existingImages);
    const current = (existing?.images ?? []).map((image) => image.id);
    const foreign = kept.find((id) => !current.includes(id));
    if (foreign !== undefined) throw badRequest(`existingImages: image ${foreign} is not one of this product's images`);
    if (exceedsImageLimit(kept.length, incoming.length)) throw badRequest(MESSAGES.imageLimit);
    // The order chosen, cover first: checked before anything is stored (kept then new by default).
    const order = parseImageOrder(body.imageOrder, kept, incoming.length);
    if (order.issue !== undefined)
      throw invalidFields([{ field: 'imageOrder', code: 'invalid', message: order.issue }]);
    const changes = (field: string) => !existing || !changedFields || changedFields.includes(field);
    // Looked up together: on PostgreSQL each is a round trip, and a write holds its request open.
    const [rates, category] = await Promise.all([
      knownRates ?? allRates(),
      changes('category_id') || !existing?.category ? findCategory(input.category_id) : existing.category,
      changes('sku') ? assertSkuFree(input.sku, existing?.id) : undefined,
      input.huid && changes('huid') ? assertHuidFree(input.huid, existing?.id) : undefined,
    ]);
    const pricedChange = !changedFields || changedFields.some((field) => PRICED_FIELDS.has(field));
    const { rate, stoneRate } = pricingOf(input, rates, existing, pricedChange);
    const checked = await checkImages(incoming);

    const stored = await storeImages(strapi, checked);
    // Each image's focal point: as the order names it, else as stored (a kept image), else none (the centre).
    const storedFocus = existing ? storedImageFocus(existing) : {};
    const imageIds = order.order.map((entry) => ('kept' in entry ? entry.kept : (stored[entry.new] as StoredFile).id));
    const imageFocus: ImageFocus = {};
    order.order.forEach((entry, index) => {
      const id = imageIds[index] as number;
      const focus = entry.focus ?? storedFocus[id];
      if (focus && (focus.x !== CENTRE.x || focus.y !== CENTRE.y)) imageFocus[id] = focus;
    });
    const data = storedProduct(input, { rate, category, stoneRate }, imageIds, imageFocus);
    const written: Partial<StoredProduct> = changedFields
      ? Object.fromEntries(
          changedFields
            .filter(isFormField)
            .flatMap((field) => COLUMNS_OF_FIELD[field])
            .map((column) => [column, data[column]]),
        )
      : data;
    // When the status changes (or a piece is first saved), so a sold piece leaves the site in time.
    if (!existing || existing.status !== input.status) written.statusChangedAt = new Date();
    let saved: ProductRow;
    try {
      if (beneathDocuments) {
        countBatchWrite();
        const data = engineData(written, rate, category);
        // The row and its relations are several statements: one transaction (the caller's, if open).
        saved = (await strapi.db.transaction(() =>
          existing
            ? rows().update({ where: { id: existing.id }, data })
            : rows().create({ data: { ...data, publishedAt: new Date() } }),
        )) as ProductRow;
      } else {
        const documents = strapi.documents(PRODUCT_UID);
        saved = asRow<ProductRow>(
          existing
            ? await documents.update({ documentId: existing.documentId, data: documentData(written) })
            : await documents.create({ data: documentData(written) }),
        );
      }
    } catch (error) {
      await deleteStoredFiles(
        strapi,
        stored.map((file) => file.id),
      );
      rethrowDuplicate(error, input);
    }
    await deleteStoredFiles(
      strapi,
      current.filter((id) => !kept.includes(id)),
    );
    // The product as saved: the Document Service answers every column; the relations are those
    // just written (no second read), its images in the order chosen.
    const images = order.order.flatMap((entry) =>
      'kept' in entry ? (existing?.images?.find((image) => image.id === entry.kept) ?? []) : (stored[entry.new] ?? []),
    );
    const product = toProduct({ ...saved, purity: rate, category, images }, byId(rates), category, gstRate());
    const rateNames = byId(rates);
    const after = historyFields(
      fieldsOf({ ...saved, purity: rate, category, images }, (id) => rateNames.get(id)?.name, rate),
      category.name,
      imageIds,
    );
    const historyChanges = existing
      ? changesBetween(
          historyFields(
            fieldsOf(existing, (id) => rateNames.get(id)?.name),
            existing.category?.name ?? '',
            current,
          ),
          after,
        )
      : [];
    // A picture's new order is a change too, though the count stays.
    if (existing && historyChanges.every((change) => change.field !== 'images') && current.join() !== imageIds.join())
      historyChanges.push({ field: 'images', from: after.images, to: `${after.images}, reordered` });
    if (!existing || historyChanges.length > 0)
      await historyService(strapi).record({
        action: historyAction ?? (existing ? 'updated' : 'created'),
        kind: 'product',
        id: product.id,
        name: productName(product),
        changes: historyChanges,
      });
    return product;
  };

  const priced = new PricedCatalogue<ProductRow, RateRow, CategoryRow>(
    {
      version: () => publishStateService(strapi).changeCount(),
      rates: allRates,
      categories: async () =>
        (await strapi.db
          .query('api::category.category')
          .findMany({ select: ['id', 'documentId', 'name', 'nameGu', 'nameHi'] })) as CategoryRow[],
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
      ratesOf: rateIdsOf,
      price: (row, rates, category) => toProduct(row, rates, category ?? null, gstRate()),
    },
    {
      rate: (a, b) => a.name === b.name && a.pricePaise === b.pricePaise,
      category: (a, b) => a.name === b.name && a.nameGu === b.nameGu && a.nameHi === b.nameHi,
    },
  );

  /** What a visitor may see now: no drafts or hidden pieces, sold ones for the shop's days (domain's isPublic). */
  const visible = async () => (await priced.snapshot()).visible(Date.now(), shopConfig(strapi).soldShownDays);

  /**
   * Counts the sold pieces whose time on the site ended after `since` and by `now` as a content
   * change: the site is rebuilt without them, as after a write. Their leaving is no write of its own.
   */
  const announceSoldExpired = async (since: number, now = Date.now()): Promise<number> => {
    const days = shopConfig(strapi).soldShownDays;
    const ended = (await priced.snapshot()).products.filter((product) => {
      if (product.status !== 'sold') return false;
      const until = soldShownUntil(product, days);
      return since < until && until <= now;
    });
    if (ended.length > 0)
      await publishService(strapi).contentChanged({
        what: ended.length === 1 ? `${ended[0]?.name} sold, off the site` : `${ended.length} sold pieces off the site`,
        who: null,
      });
    return ended.length;
  };
  let soldSweep: NodeJS.Timeout | undefined;

  return {
    /** Every product, whatever its status, newest first (the back office's list). */
    async catalogue(): Promise<readonly Product[]> {
      return (await priced.snapshot()).products;
    },

    /** The public product list: only what a visitor may see. */
    async list(query: Record<string, unknown>): Promise<CataloguePage<Product>> {
      const parsed = parseCatalogueQuery(query);
      if (parsed.issues.length > 0) throw badRequest(parsed.issues.map((issue) => issue.message).join('; '));
      return (await visible()).query(parsed.query);
    },

    /** How many products the rate named `rateName` prices, by their purity or a stone line, as of now. */
    async countPricedBy(rateName: string): Promise<number> {
      return countPricedBy((await priced.snapshot()).products, rateName);
    },

    async newArrivals(): Promise<Product[]> {
      return newArrivals((await visible()).products);
    },

    /**
     * The public product as priced now, or null: an enquiry keeps its name, SKU and price as asked.
     * One about a piece a visitor cannot see is kept as one about no piece, as for an unknown id.
     */
    async find(id: number): Promise<Product | null> {
      return (await visible()).byId.get(id) ?? null;
    },

    /** The public product page's piece and its similar pieces; a piece a visitor cannot see is not found. */
    async get(id: number): Promise<Product> {
      const view = await visible();
      const product = view.byId.get(id);
      if (!product) throw notFound(`No product with id ${id}`);
      return { ...product, similarProducts: similarProducts(product, view.products) };
    },

    async count(): Promise<ProductCount> {
      const [totalProductCount, activeProductCount, draftProductCount] = await Promise.all([
        rows().count(),
        rows().count({ where: { status: 'active' } }),
        rows().count({ where: { status: 'draft' } }),
      ]);
      return { totalProductCount, activeProductCount, draftProductCount };
    },

    create: (body: Record<string, unknown>, incoming: IncomingFile[], way: SaveWay = {}) =>
      save(null, body, incoming, way),

    /**
     * Creates pieces without pictures, many in a few statements, beneath the Document Service and
     * counted in the open batch (the stock import's rows): each checked as `create` checks it, with
     * one look for all their SKUs and HUIDs. Meant for the caller's transaction: a refusal (one
     * piece's, or a SKU or HUID taken meanwhile, not saying whose) throws before anything is kept,
     * and the caller may then create them one by one to name the piece refused.
     */
    async createMany(bodies: ReadonlyArray<Record<string, unknown>>, rates: RateRow[]): Promise<void> {
      const inputs = bodies.map(parseFields);
      const categories = new Map<number, CategoryRow>();
      for (const input of inputs)
        if (!categories.has(input.category_id))
          categories.set(input.category_id, await findCategory(input.category_id));
      const huids = inputs.flatMap((input) => (input.huid ? [input.huid] : []));
      // SKUs match in any letter case: one pass over the products for all of them (a SKU is ASCII,
      // which SQL's lower() folds as JavaScript does).
      const skus = inputs.map((input) => input.sku.toLowerCase());
      const { tableName } = strapi.db.metadata.get(PRODUCT_UID);
      const skuTaken = await strapi.db.transaction(({ trx }) =>
        trx(tableName)
          .whereRaw(`lower(??) in (${skus.map(() => '?').join(', ')})`, [productColumn(strapi, 'sku'), ...skus])
          .first('id'),
      );
      const huidTaken = huids.length > 0 && (await rows().count({ where: { huid: { $in: huids } } })) > 0;
      if (skuTaken || huidTaken) throw conflict('A SKU or HUID of these products is already taken');
      const now = new Date();
      const written = inputs.map((input) => {
        const category = categories.get(input.category_id) as CategoryRow;
        const { rate, stoneRate } = pricingOf(input, rates, null, true);
        const data = storedProduct(input, { rate, category, stoneRate }, [], {});
        return { sku: input.sku, data: engineData(data, rate, category) };
      });
      const relations = ['purity', 'category', 'stoneRates', 'images'];
      try {
        await strapi.db.transaction(async () => {
          await rows().createMany({
            data: written.map(({ data }) => ({
              ...Object.fromEntries(Object.entries(data).filter(([key]) => !relations.includes(key))),
              statusChangedAt: now,
              publishedAt: now,
            })),
          });
          // Rows inserted together come back in no promised order: their ids are found by SKU.
          const ids = new Map(
            (
              (await rows().findMany({
                select: ['id', 'sku'],
                where: { sku: { $in: written.map(({ sku }) => sku) } },
              })) as Array<{
                id: number;
                sku: string;
              }>
            ).map((row) => [row.sku, row.id]),
          );
          for (const relation of ['purity', 'category', 'stoneRates']) {
            await insertLinks(
              strapi,
              PRODUCT_UID,
              relation,
              written.map(({ sku, data }) => {
                const targets = data[relation];
                return {
                  id: ids.get(sku) as number,
                  targets: (Array.isArray(targets) ? targets : [targets]).filter(
                    (id): id is number => typeof id === 'number',
                  ),
                };
              }),
            );
          }
          await historyService(strapi).recordMany(
            inputs.map((input) => ({
              action: 'imported',
              kind: 'product',
              id: ids.get(input.sku) ?? null,
              name: productName(input),
            })),
          );
        });
      } catch (error) {
        // Taken meanwhile (another admin): a refusal, not a failure of the import.
        if (isUniqueViolation(error)) throw conflict('A SKU or HUID of these products is already taken');
        throw error;
      }
      countBatchWrite(written.length);
    },

    /** Replaces a product, its pictures taking turns with any other change of them (changingPictures). */
    async replace(id: number, body: Record<string, unknown>, incoming: IncomingFile[], way: SaveWay = {}) {
      return changingPictures(strapi, 'product', id, async () => save(await findRow(id), body, incoming, way));
    },

    /**
     * Changes some fields, keeping the rest and every image; only the changed fields' columns are
     * written. A client that sends `laber` without `makingChargeType` sets a flat making charge, and
     * one that sends `discount` without `discountType` a discount in rupees, whatever the product's
     * types were: today's clients, which know only the specification's rupees, keep working.
     */
    async patch(body: Record<string, unknown>) {
      const existing = await findRow(parseId(body.id));
      const { id: _id, ...changes } = body;
      const rates = await allRates();
      const rateNames = byId(rates);
      const kept = fieldsOf(existing, (id) => rateNames.get(id)?.name);
      const flatLabour = 'laber' in changes && !('makingChargeType' in changes);
      const rupeesOff = 'discount' in changes && !('discountType' in changes);
      const merged = {
        ...kept,
        ...(flatLabour ? { makingChargeType: undefined, makingChargeValue: undefined } : {}),
        ...(rupeesOff ? { discountType: undefined } : {}),
        ...changes,
      };
      const images = (existing.images ?? []).map((image) => image.id);
      return save(existing, { ...merged, existingImages: images }, [], { changedFields: Object.keys(changes), rates });
    },

    /** The rows of these ids that exist, with what save needs (bulk-edit.ts). */
    rowsByIds: async (ids: readonly number[]) =>
      (await rows().findMany({ where: { id: { $in: [...ids] } }, populate: POPULATE })) as ProductRow[],

    allRates,

    /**
     * Marks the products written now, beneath the Document Service: a long transaction's first
     * writes carry times older than its commit, and the priced catalogue rereads by write time.
     */
    async markWritten(ids: readonly number[]): Promise<void> {
      await rows().updateMany({ where: { id: { $in: [...ids] } }, data: { updatedAt: new Date() } });
    },

    /**
     * Changes some fields of a product read already, through the form's save path: the rest and
     * every image kept, only the changed fields' columns written (the bulk edit, one piece at a time).
     */
    edit: (existing: ProductRow, changes: Record<string, unknown>, rates: RateRow[]) => {
      const rateNames = byId(rates);
      const kept = fieldsOf(existing, (id) => rateNames.get(id)?.name);
      const images = (existing.images ?? []).map((image) => image.id);
      return save(existing, { ...kept, ...changes, existingImages: images }, [], {
        changedFields: Object.keys(changes),
        rates,
        historyAction: 'bulk-edited',
      });
    },

    /**
     * Sets when products were created (the demo spreads its products over months). The Document
     * Service keeps createdAt to itself, so this writes beneath it, with a new updatedAt, and then
     * counts the change as a Document Service write would: the priced catalogue rereads them.
     */
    async backdate(dates: ReadonlyArray<{ id: number; createdAt: Date }>): Promise<void> {
      for (const { id, createdAt } of dates)
        await rows().update({ where: { id }, data: { createdAt, updatedAt: new Date() } });
      await publishService(strapi).contentChanged({ what: `${dates.length} products' dates set`, who: null });
    },

    announceSoldExpired,

    /** Looks every hour for sold pieces whose time on the site ended since the last look. */
    startSoldSweep(): void {
      let checked = Date.now();
      soldSweep = setInterval(() => {
        const now = Date.now();
        announceSoldExpired(checked, now).then(
          () => {
            checked = now;
          },
          (error: unknown) =>
            strapi.log.error(`Sold pieces not checked: ${error instanceof Error ? error.message : String(error)}`),
        );
      }, SOLD_SWEEP_MS);
      soldSweep.unref();
    },

    stopSoldSweep(): void {
      clearInterval(soldSweep);
    },

    async remove(id: number): Promise<void> {
      await changingPictures(strapi, 'product', id, async () => {
        const existing = await findRow(id);
        await strapi.documents(PRODUCT_UID).delete({ documentId: existing.documentId });
        await historyService(strapi).record({ action: 'deleted', kind: 'product', id, name: productName(existing) });
        await deleteStoredFiles(
          strapi,
          (existing.images ?? []).map((image) => image.id),
        );
      });
    },
  };
};

export default createProductService;

export const productService = typedService<typeof createProductService>('api::product.product');
