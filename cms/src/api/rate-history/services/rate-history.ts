// The rates' history (docs/domain.md: every rate change is recorded, old, new, when and who).
// The rate service records an entry after each rate it adds and each price it changes; a rename
// alone, or a change of unit, is not a change of price and is not recorded. An entry keeps the
// rate's name of the time, so it outlives a rename or the rate's deletion.
// Stored in integer paise; rupees on the wire. History entries are not site content on their own:
// the rate write that causes one already republishes the site (src/index.ts).
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { RateChange, RatePoint } from '@suvarna/domain';
import { adminRateHistoryQuerySchema, fieldIssues, paiseToRupees, publicRateHistoryQuerySchema } from '@suvarna/domain';
import type { z } from 'zod';
import { invalidFields } from '../../../lib/http';
import { asRow, type Row } from '../../../lib/rows';
import { typedService } from '../../../lib/services';

export const RATE_CHANGE_UID = 'api::rate-history.rate-change';
const DAY_MS = 24 * 60 * 60 * 1000;

export type RateChangeRow = Row<
  typeof RATE_CHANGE_UID,
  'rateName' | 'newPricePaise' | 'changedAt' | 'changedBy',
  'oldPricePaise'
>;

/** A change to record: the rate as it now is, its price before (null for a new rate), and who. */
export interface RateChangeInput {
  rate: { id: number; documentId: string; name: string; pricePaise: number };
  oldPricePaise: number | null;
  changedBy: string;
}

/** An entry written in bulk (the demo's history): everything but the row's own ids. */
export interface HistoryEntry {
  rateId: number;
  rateName: string;
  oldPricePaise: number | null;
  newPricePaise: number;
  changedAt: Date;
  changedBy: string;
}

const since = (days: number) => new Date(Date.now() - days * DAY_MS);
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** A random documentId, of the form Strapi gives its own (24 lower-case letters and digits). */
function documentId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(24), (byte) => alphabet[byte % alphabet.length]).join('');
}

const createRateHistoryService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(RATE_CHANGE_UID);

  const parseQuery = <T>(schema: z.ZodType<T>, query: unknown): T => {
    const parsed = schema.safeParse(query ?? {});
    if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
    return parsed.data;
  };

  return {
    /** Records one change, through the Document Service like every other write. */
    async record({ rate, oldPricePaise, changedBy }: RateChangeInput): Promise<void> {
      await strapi.documents(RATE_CHANGE_UID).create({
        data: {
          rate: rate.documentId,
          rateName: rate.name,
          ...(oldPricePaise === null ? {} : { oldPricePaise }),
          newPricePaise: rate.pricePaise,
          changedAt: new Date().toISOString(),
          changedBy,
        },
      });
    },

    /**
     * Writes many entries at once, a few queries in all (the demo seed's 90 days of history): the
     * rows through the Query Engine, then their links to the rates, which its bulk insert does not
     * write. Only for a shop being seeded: it bypasses the Document Service.
     */
    async backfill(entries: readonly HistoryEntry[]): Promise<void> {
      if (entries.length === 0) return;
      const now = new Date();
      const { ids } = (await rows().createMany({
        data: entries.map((entry) => ({
          documentId: documentId(),
          rateName: entry.rateName,
          oldPricePaise: entry.oldPricePaise,
          newPricePaise: entry.newPricePaise,
          changedAt: entry.changedAt,
          changedBy: entry.changedBy,
          publishedAt: now,
          createdAt: entry.changedAt,
          updatedAt: entry.changedAt,
        })),
      })) as { ids: number[] };
      const { joinTable } = strapi.db.metadata.get(RATE_CHANGE_UID).attributes.rate as unknown as {
        joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
      };
      const links = ids.map((id, index) => ({
        [joinTable.joinColumn.name]: id,
        [joinTable.inverseJoinColumn.name]: entries[index]?.rateId,
      }));
      // SQLite takes at most 999 bound values a statement.
      for (let start = 0; start < links.length; start += 400)
        await strapi.db.getConnection(joinTable.name).insert(links.slice(start, start + 400));
    },

    /** GET /api/admin/rate-history: the changes of the last `days`, newest first, with who made them. */
    async adminHistory(query: unknown): Promise<RateChange[]> {
      const { name, days } = parseQuery(adminRateHistoryQuerySchema, query);
      const found = (await rows().findMany({
        where: {
          changedAt: { $gte: since(days) },
          // A rate's entries under the name it had then, or under its name now.
          ...(name === undefined ? {} : { $or: [{ rateName: { $eqi: name } }, { rate: { name: { $eqi: name } } }] }),
        },
        orderBy: [{ changedAt: 'desc' }, { id: 'desc' }],
      })) as RateChangeRow[];
      return found.map((row) => {
        const entry = asRow<RateChangeRow>(row);
        return {
          name: entry.rateName,
          oldPrice: entry.oldPricePaise === null ? null : paiseToRupees(entry.oldPricePaise),
          newPrice: paiseToRupees(entry.newPricePaise),
          changedAt: iso(entry.changedAt),
          changedBy: entry.changedBy,
        };
      });
    },

    /**
     * GET /api/user/rate-history: each price of the last `days`, oldest first, under the rate's
     * current name (a chart's line follows a renamed rate), starting with the price each rate had
     * when the period began (at its first instant), so that every line starts at the left edge; a
     * deleted rate's entries are left out, as the rate is no longer offered. No admin is named.
     */
    async publicHistory(query: unknown): Promise<RatePoint[]> {
      const { days } = parseQuery(publicRateHistoryQuerySchema, query);
      const start = since(days);
      const found = (await rows().findMany({
        where: { changedAt: { $gte: start }, rate: { id: { $notNull: true } } },
        select: ['id', 'oldPricePaise', 'newPricePaise', 'changedAt'],
        populate: { rate: { select: ['name'] } },
        orderBy: [{ changedAt: 'asc' }, { id: 'asc' }],
      })) as Array<{
        oldPricePaise: number | null;
        newPricePaise: number;
        changedAt: string | Date;
        rate: { name: string } | null;
      }>;
      const opened = new Set<string>();
      return found.flatMap((row) => {
        if (!row.rate) return [];
        const { name } = row.rate;
        const point = { name, price: paiseToRupees(row.newPricePaise), at: iso(row.changedAt) };
        // A rate's first change in the period says what it was before: its price at the start.
        if (opened.has(name)) return [point];
        opened.add(name);
        return row.oldPricePaise === null
          ? [point]
          : [{ name, price: paiseToRupees(row.oldPricePaise), at: start.toISOString() }, point];
      });
    },
  };
};

export default createRateHistoryService;

export const rateHistoryService = typedService<typeof createRateHistoryService>('api::rate-history.rate-history');
