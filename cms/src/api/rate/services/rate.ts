// The day's rates (the spec's "Price" entries). Stored in integer paise; rupees on the wire.
import type { Core } from '@strapi/strapi';
import type { QuoteUnit, Rate, RateGuardRefusal, RateUnit, SavedRate } from '@suvarna/domain';
import {
  DEFAULT_RATE_UNIT,
  defaultQuoteUnit,
  exceedsRateGuard,
  fieldIssues,
  isQuoteUnit,
  paiseToRupees,
  QUOTE_UNIT_DETAILS,
  quoteToPrice,
  quoteUnitFits,
  quoteUnitMisfit,
  rateChangePercent,
  rateGuardMessage,
  rateSchema,
  rupeesToPaise,
} from '@suvarna/domain';
import { conflict, invalidFields, notFound, parseId } from '../../../lib/http';
import { asRow } from '../../../lib/rows';
import { typedService } from '../../../lib/services';
import { shopConfig } from '../../../lib/shop-config';
import { assertNameFree, productCount, rethrowUniqueViolation, withNameKey } from '../../../lib/unique-names';
import { changesBetween, historyService } from '../../history/services/history';
import { productService } from '../../product/services/product';
import { rateHistoryService } from '../../rate-history/services/rate-history';
import { RATE_UID, type RateRow, toRate } from '../stored-rate';

/** Who writes a rate: the admin's email goes into the rate's history. */
export interface RateWriter {
  changedBy: string;
  /** False only for the demo seed, which writes the rates' history itself. */
  recordHistory?: boolean;
}

// Writes go through the Document Service (its middleware counts them for republishing). Reads stay
// on the Query Engine: measured with `npm run bench -- --only api`, get-price read through the
// Document Service answered about half as many requests a second (PostgreSQL 365-429 against
// 785-896), and its lookups are by numeric id (the REST contract's), which it is not keyed by.
const createRateService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(RATE_UID);

  /**
   * A write's fields: the price in paise, from `price` or from `quotedPrice` (stored per gram, per
   * carat, rounded to the paisa: rate-quote.ts).
   */
  const parse = (body: Record<string, unknown>) => {
    const parsed = rateSchema.safeParse(body);
    if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
    const { name, price, quotedPrice, unit, quoteUnit, confirm } = parsed.data;
    const rupees = quotedPrice !== undefined && quoteUnit ? quoteToPrice(quotedPrice, quoteUnit) : (price ?? 0);
    return {
      data: withNameKey({ name, pricePaise: rupeesToPaise(rupees) }),
      unit,
      quoteUnit,
      confirm: confirm === true,
    };
  };

  /** A quote unit given for a rate of another unit (the schema checks only a unit given with it). */
  const assertQuoteUnitFits = (quoteUnit: QuoteUnit | undefined, unit: RateUnit) => {
    const misfit = quoteUnit === undefined ? null : quoteUnitMisfit(quoteUnit, unit);
    if (misfit) throw invalidFields([{ field: 'quoteUnit', code: 'custom', message: misfit }]);
  };

  /**
   * The products whose price follows the rate, by their purity or a stone line, counted in the
   * database: what refuses a rate's deletion. (A save's count of the products it repriced comes
   * from the priced catalogue in memory instead: this join would run on every rate write, and on
   * SQLite it holds the whole process while it does.)
   */
  const productsUsing = (id: number) =>
    strapi.db.query('api::product.product').count({ where: { $or: [{ purity: { id } }, { stoneRates: { id } }] } });
  const productsPricedBy = (name: string) => productService(strapi).countPricedBy(name);

  const find = async (id: number) => {
    const row = (await rows().findOne({ where: { id } })) as RateRow | null;
    if (!row) throw notFound(`No rate with id ${id}`);
    return row;
  };

  return {
    async list(): Promise<Rate[]> {
      return ((await rows().findMany({ orderBy: { id: 'asc' } })) as RateRow[]).map(toRate);
    },

    /**
     * Adds a rate (per gram unless `unit`, or a per-carat `quoteUnit`, says otherwise; quoted by
     * its metal unless `quoteUnit` says otherwise) and records it in the history.
     */
    async create(body: Record<string, unknown>, writer: RateWriter): Promise<SavedRate> {
      const { data: fields, unit: givenUnit, quoteUnit: givenQuoteUnit } = parse(body);
      // A rate quoted per carat is per carat; one given neither is per gram, quoted by its metal.
      const unit = givenUnit ?? (givenQuoteUnit ? QUOTE_UNIT_DETAILS[givenQuoteUnit].rateUnit : DEFAULT_RATE_UNIT);
      const data = { ...fields, unit, quoteUnit: givenQuoteUnit ?? defaultQuoteUnit({ name: fields.name, unit }) };
      await assertNameFree(strapi, RATE_UID, 'rate', data.name);
      const created = asRow<RateRow>(
        await strapi
          .documents(RATE_UID)
          .create({ data })
          .catch((error: unknown) => rethrowUniqueViolation(error, 'rate', data.name)),
      );
      if (writer.recordHistory !== false)
        await rateHistoryService(strapi).record({ rate: created, oldPricePaise: null, changedBy: writer.changedBy });
      await historyService(strapi).record({ action: 'created', kind: 'rate', id: created.id, name: created.name });
      // No product can name a rate that did not exist.
      return { ...toRate(created), repricedProducts: 0 };
    },

    /**
     * Renames and reprices a rate; a rate written without `unit` keeps its unit, and without
     * `quoteUnit` its quote unit (its metal's, when its new unit cannot be quoted in the old). A price moved by
     * more than the shop's rate guard is refused (409, with the figures) unless the write says
     * `confirm: true`: a mistyped rate would otherwise reprice every piece of its purity within
     * seconds. A changed price is recorded in the history; a rename alone is not (the entries keep
     * the name they had). Answers the rate with how many products it repriced.
     */
    async update(body: Record<string, unknown>, writer: RateWriter): Promise<SavedRate> {
      const id = parseId(body.id);
      const { data: fields, unit, quoteUnit: givenQuoteUnit, confirm } = parse(body);
      const row = await find(id);
      await assertNameFree(strapi, RATE_UID, 'rate', fields.name, id);
      const storedUnit = row.unit ?? DEFAULT_RATE_UNIT;
      const newUnit = unit ?? storedUnit;
      assertQuoteUnitFits(givenQuoteUnit, newUnit);
      // A purity priced per gram cannot become a stone's per carat (nor back) under its products:
      // their prices would be worked out in the wrong unit, and the site could not be built.
      if (newUnit !== storedUnit) {
        const used = await productsUsing(id);
        if (used > 0)
          throw conflict(
            `The rate "${row.name}" is used by ${productCount(used)}: its unit can change only while no product uses it`,
          );
      }
      // Left out, the quote unit stays, unless the rate's new unit cannot be quoted in it.
      const kept = isQuoteUnit(row.quoteUnit) ? row.quoteUnit : undefined;
      const quoteUnit =
        givenQuoteUnit ??
        (kept && quoteUnitFits(kept, newUnit) ? kept : defaultQuoteUnit({ name: fields.name, unit: newUnit }));
      const data = { ...fields, unit: newUnit, quoteUnit };
      const oldPrice = paiseToRupees(row.pricePaise);
      const newPrice = paiseToRupees(data.pricePaise);
      const guardPercent = shopConfig(strapi).rateGuardPercent;
      if (!confirm && exceedsRateGuard(oldPrice, newPrice, guardPercent)) {
        const refusal: RateGuardRefusal = {
          oldPrice,
          newPrice,
          percent: Math.round(rateChangePercent(oldPrice, newPrice) * 10) / 10,
          products: await productsPricedBy(row.name),
        };
        throw conflict(rateGuardMessage(row.name, refusal), { data: refusal });
      }
      const updated = asRow<RateRow>(
        await strapi
          .documents(RATE_UID)
          .update({ documentId: row.documentId, data })
          .catch((error: unknown) => rethrowUniqueViolation(error, 'rate', data.name)),
      );
      const priceChanged = updated.pricePaise !== row.pricePaise;
      if (priceChanged && writer.recordHistory !== false)
        await rateHistoryService(strapi).record({
          rate: updated,
          oldPricePaise: row.pricePaise,
          changedBy: writer.changedBy,
        });
      const changes = changesBetween(toRate(row), toRate(updated), ['name', 'price', 'unit', 'quoteUnit']);
      if (changes.length > 0)
        await historyService(strapi).record({ action: 'updated', kind: 'rate', id, name: updated.name, changes });
      // A rename changes no price, nor does a unit (it changes only while no product uses the rate);
      // a new price reprices every product the rate prices.
      return { ...toRate(updated), repricedProducts: priceChanged ? await productsPricedBy(updated.name) : 0 };
    },

    /**
     * Rates saved before rates had units are per gram. Strapi's schema sync adds the unit column
     * without its default (existing rows get NULL, on SQLite and PostgreSQL alike): this stores
     * the g they mean, once, at start. Not a content change: a NULL unit already read as g.
     */
    async fillMissingUnits(): Promise<number> {
      const { count } = (await rows().updateMany({
        where: { unit: { $null: true } },
        data: { unit: DEFAULT_RATE_UNIT },
      })) as { count: number };
      return count;
    },

    /**
     * Rates saved before quote units get their metal's (rate-quote.ts: gold and platinum per 10 g,
     * silver per kg, stones per carat), the metal judged as the home page judged it: by the
     * products each prices, then its name. Once, at start; not a content change: the home page
     * already quoted them so.
     */
    async fillMissingQuoteUnits(): Promise<number> {
      const missing = (await rows().findMany({ where: { quoteUnit: { $null: true } } })) as RateRow[];
      if (missing.length === 0) return 0;
      const products = (
        (await strapi.db
          .query('api::product.product')
          .findMany({ select: ['metal'], populate: { purity: { select: ['name'] } } })) as Array<{
          metal: string;
          purity: { name: string } | null;
        }>
      ).map((product) => ({ metal: product.metal, purity: product.purity?.name ?? '' }));
      for (const row of missing) {
        const quoteUnit = defaultQuoteUnit({ name: row.name, unit: row.unit ?? DEFAULT_RATE_UNIT }, products);
        await rows().update({ where: { id: row.id }, data: { quoteUnit } });
      }
      return missing.length;
    },

    async remove(id: number): Promise<void> {
      const row = await find(id);
      const used = await productsUsing(id);
      if (used > 0) {
        throw conflict(
          `The rate "${row.name}" is used by ${productCount(used)}: change their purity or stone lines before deleting it`,
        );
      }
      await strapi.documents(RATE_UID).delete({ documentId: row.documentId });
      await historyService(strapi).record({ action: 'deleted', kind: 'rate', id, name: row.name });
    },
  };
};

export default createRateService;

export const rateService = typedService<typeof createRateService>('api::rate.rate');
