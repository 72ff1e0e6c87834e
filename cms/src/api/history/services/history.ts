// The history of every change (docs/api.md#history): the services record each admin write, sign-in
// and team change here as they make it; GET /api/admin/history reads it back, owners all of it,
// staff the shop's content only. Nothing changes or deletes an entry but the retention sweep.
import type { Core } from '@strapi/strapi';
import type {
  HistoryAction,
  HistoryActor,
  HistoryChange,
  HistoryEntry,
  HistoryKind,
  HistoryPage,
  HistoryValue,
} from '@suvarna/domain';
import {
  fieldIssues,
  HISTORY_PAGE_SIZE,
  historyQuerySchema,
  OWNER_ONLY_TEAM_HISTORY_MESSAGE,
  STAFF_HISTORY_KINDS,
} from '@suvarna/domain';
import { invalidFields, ShopError } from '../../../lib/http';
import { shopRoleOf } from '../../../lib/roles';
import { typedService } from '../../../lib/services';
import { shopConfig } from '../../../lib/shop-config';

export const HISTORY_UID = 'api::history.history-entry';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often entries past their retention are looked for. */
const RETENTION_SWEEP_MS = 6 * 60 * 60 * 1000;
/** India has no daylight saving: a day there starts at 18:30 UTC the day before. */
const INDIA_OFFSET = '+05:30';

/** What a service records: the actor defaults to the admin whose request is writing. */
export interface HistoryRecord {
  action: HistoryAction;
  kind: HistoryKind;
  id?: number | null;
  name?: string;
  changes?: readonly HistoryChange[];
  who?: HistoryActor;
}

interface EntryRow {
  id: number;
  at: string | Date;
  whoId: number | null;
  whoName: string;
  whoEmail: string;
  action: string;
  kind: string;
  subjectId: number | null;
  subjectName: string | null;
  changes: HistoryChange[] | null;
}

/** An account as the history names it: its name and email now, kept in each entry as they were. */
export const actorOf = (user: { id: number; username: string; email: string }): HistoryActor => ({
  id: user.id,
  name: user.username,
  email: user.email,
});

const entryOf = (row: EntryRow): HistoryEntry => ({
  at: new Date(row.at).toISOString(),
  who: { id: row.whoId, name: row.whoName, email: row.whoEmail },
  action: row.action as HistoryAction,
  kind: row.kind as HistoryKind,
  id: row.subjectId,
  name: row.subjectName ?? '',
  changes: row.changes ?? [],
});

const createHistoryService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(HISTORY_UID);
  let retentionTimer: NodeJS.Timeout | undefined;

  /** The admin whose request is running (the shop-admin policy put them in its state), if any. */
  const requestActor = (): HistoryActor | null => {
    const user = strapi.requestContext.get()?.state?.user as
      | { id?: unknown; username?: unknown; email?: unknown }
      | undefined;
    if (typeof user?.id !== 'number' || typeof user.email !== 'string') return null;
    return actorOf({ id: user.id, username: String(user.username ?? user.email), email: user.email });
  };

  const rowOf = (record: HistoryRecord, who: HistoryActor, at: Date) => ({
    at,
    whoId: who.id,
    whoName: who.name,
    whoEmail: who.email,
    action: record.action,
    kind: record.kind,
    subjectId: record.id ?? null,
    subjectName: (record.name ?? '').slice(0, 300),
    changes: record.changes ?? [],
  });

  const deleteExpired = async (now = new Date()): Promise<number> => {
    const before = new Date(now.getTime() - shopConfig(strapi).auditRetentionDays * DAY_MS);
    const { count } = (await rows().deleteMany({ where: { at: { $lt: before } } })) as { count: number };
    return count;
  };

  return {
    /**
     * Records one write. Outside a request (the demo's seed, a start's own fixes) and without an
     * actor given, nothing is recorded: the history is of what people did.
     */
    async record(record: HistoryRecord): Promise<void> {
      const who = record.who ?? requestActor();
      if (!who) return;
      await rows().create({ data: rowOf(record, who, new Date()) });
    },

    /** Records many writes of one request at once (an import's pieces), in a few statements. */
    async recordMany(records: readonly HistoryRecord[]): Promise<void> {
      const who = requestActor();
      const at = new Date();
      const data = records.flatMap((record) => {
        const actor = record.who ?? who;
        return actor ? [rowOf(record, actor, at)] : [];
      });
      // Older SQLite builds take at most 999 bound values a statement; an entry binds nine of its own
      // and the Query Engine adds its ids and times.
      for (let start = 0; start < data.length; start += 60)
        await rows().createMany({ data: data.slice(start, start + 60) });
    },

    /** GET /api/admin/history: a page of entries, newest first; staff see the shop's content only. */
    async list(query: unknown, viewer: { shopRole?: string | null }): Promise<HistoryPage> {
      const parsed = historyQuerySchema.safeParse(query ?? {});
      if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
      const { who, kind, id, from, to, search, page = 1 } = parsed.data;
      const owner = shopRoleOf(viewer) === 'owner';
      if (!owner && kind && !STAFF_HISTORY_KINDS.includes(kind))
        throw new ShopError(403, OWNER_ONLY_TEAM_HISTORY_MESSAGE);
      const where: Record<string, unknown>[] = [];
      if (kind) where.push({ kind });
      else if (!owner) where.push({ kind: { $in: [...STAFF_HISTORY_KINDS] } });
      if (who !== undefined) where.push({ whoId: who });
      if (id !== undefined) where.push({ subjectId: id });
      if (from) where.push({ at: { $gte: new Date(`${from}T00:00:00${INDIA_OFFSET}`) } });
      if (to) where.push({ at: { $lt: new Date(new Date(`${to}T00:00:00${INDIA_OFFSET}`).getTime() + DAY_MS) } });
      if (search)
        where.push({
          $or: [
            { subjectName: { $containsi: search } },
            { whoName: { $containsi: search } },
            { whoEmail: { $containsi: search } },
          ],
        });
      const filter = where.length > 0 ? { $and: where } : {};
      const [found, total] = await Promise.all([
        rows().findMany({
          where: filter,
          orderBy: [{ at: 'desc' }, { id: 'desc' }],
          limit: HISTORY_PAGE_SIZE,
          offset: (page - 1) * HISTORY_PAGE_SIZE,
        }) as Promise<EntryRow[]>,
        rows().count({ where: filter }) as Promise<number>,
      ]);
      return { entries: found.map(entryOf), total };
    },

    deleteExpired,

    /** Deletes entries past AUDIT_RETENTION_DAYS now, then every six hours. */
    async startHousekeeping(): Promise<void> {
      const sweep = () =>
        deleteExpired().catch((error: unknown) =>
          strapi.log.error(`Deleting old history failed: ${error instanceof Error ? error.message : error}`),
        );
      await sweep();
      retentionTimer = setInterval(sweep, RETENTION_SWEEP_MS);
      retentionTimer.unref();
    },

    stopHousekeeping(): void {
      clearInterval(retentionTimer);
    },
  };
};

export default createHistoryService;

export const historyService = typedService<typeof createHistoryService>('api::history.history');

/** A value as the history keeps it: text, a number, a yes/no, a list of names, or nothing. */
export function historyValue(value: unknown): HistoryValue {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return value.map((item) =>
      item !== null && typeof item === 'object'
        ? Object.values(item as Record<string, unknown>)
            .filter((part) => part !== null && part !== undefined && part !== '')
            .join(' ')
        : String(item),
    );
  // Keys in one order: PostgreSQL's jsonb gives an object's keys back in its own order (shortest
  // first), SQLite as written, and the same object must read, and compare, the same on both.
  return JSON.stringify(value, (_key, part: unknown) =>
    part !== null && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );
}

/**
 * Each field whose value differs between two forms of a record (the fields named, else every field
 * either has), old and new.
 */
export function changesBetween<T extends object>(
  before: T,
  after: T,
  fields: readonly string[] = [...new Set([...Object.keys(before), ...Object.keys(after)])],
): HistoryChange[] {
  return fields.flatMap((field) => {
    const from = historyValue((before as Record<string, unknown>)[field]);
    const to = historyValue((after as Record<string, unknown>)[field]);
    return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ field, from, to }];
  });
}
