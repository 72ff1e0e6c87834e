// The day's rates (the spec's "Price" entries). Stored in integer paise; rupees on the wire.
import type { Core } from '@strapi/strapi';
import type { Rate } from '@suvarna/domain';
import { describeIssues, paiseToRupees, rateSchema, rupeesToPaise } from '@suvarna/domain';
import { badRequest, conflict, notFound, parseId } from '../../../lib/http';
import { asRow, type Row } from '../../../lib/rows';
import { assertNameFree, productCount, rethrowUniqueViolation } from '../../../lib/unique-names';

const RATE_UID = 'api::rate.rate';

export type RateRow = Row<typeof RATE_UID, 'name' | 'pricePaise' | 'updatedAt'>;

export const toRate = (row: RateRow): Rate => ({
  id: row.id,
  name: row.name,
  price: paiseToRupees(row.pricePaise),
  modified: new Date(row.updatedAt).toISOString(),
});

// Writes go through the Document Service (its middleware counts them for republishing). Reads stay
// on the Query Engine: measured with `npm run bench -- --only api`, get-price read through the
// Document Service answered about half as many requests a second (PostgreSQL 365-429 against
// 785-896), and its lookups are by numeric id (the REST contract's), which it is not keyed by.
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(RATE_UID);

  const parse = (body: Record<string, unknown>) => {
    const parsed = rateSchema.safeParse(body);
    if (!parsed.success) throw badRequest(describeIssues(parsed.error));
    return { name: parsed.data.name, pricePaise: rupeesToPaise(parsed.data.price) };
  };

  const find = async (id: number) => {
    const row = (await rows().findOne({ where: { id } })) as RateRow | null;
    if (!row) throw notFound(`No rate with id ${id}`);
    return row;
  };

  return {
    async list(): Promise<Rate[]> {
      return ((await rows().findMany({ orderBy: { id: 'asc' } })) as RateRow[]).map(toRate);
    },

    async create(body: Record<string, unknown>): Promise<Rate> {
      const data = parse(body);
      await assertNameFree(strapi, RATE_UID, 'rate', data.name);
      const created = await strapi
        .documents(RATE_UID)
        .create({ data })
        .catch((error: unknown) => rethrowUniqueViolation(error, 'rate', data.name));
      return toRate(asRow<RateRow>(created));
    },

    async update(body: Record<string, unknown>): Promise<Rate> {
      const id = parseId(body.id);
      const data = parse(body);
      const row = await find(id);
      await assertNameFree(strapi, RATE_UID, 'rate', data.name, id);
      const updated = await strapi
        .documents(RATE_UID)
        .update({ documentId: row.documentId, data })
        .catch((error: unknown) => rethrowUniqueViolation(error, 'rate', data.name));
      return toRate(asRow<RateRow>(updated));
    },

    async remove(id: number): Promise<void> {
      const row = await find(id);
      const used = await strapi.db.query('api::product.product').count({ where: { purity: { id } } });
      if (used > 0) {
        throw conflict(
          `The rate "${row.name}" is used by ${productCount(used)}: change their purity before deleting it`,
        );
      }
      await strapi.documents(RATE_UID).delete({ documentId: row.documentId });
    },
  };
};
