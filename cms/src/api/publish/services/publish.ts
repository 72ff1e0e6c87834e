// Republishing the site after content changes: the scheduler (src/lib/rebuild-scheduler.ts) with
// its state in the publish-state row, the changes waiting (what and who) and the calls made, so it
// survives a crash and reads the same from every instance.
import type { Core } from '@strapi/strapi';
import { PUBLISH_FAILED_ALERT, type PublishChange, type PublishRecord } from '@suvarna/domain';
import { asOnlyPublisher } from '../../../lib/advisory-locks';
import { asOneContentChange, type BatchMarks } from '../../../lib/content-batch';
import { requestAdmin } from '../../../lib/content-changes';
import {
  type ContentChange,
  type PublishState,
  type PublishStore,
  RebuildScheduler,
} from '../../../lib/rebuild-scheduler';
import { typedService } from '../../../lib/services';
import { shopConfig } from '../../../lib/shop-config';
import { historyService } from '../../history/services/history';
import { pushService } from '../../push/services/push';
import {
  PUBLISH_STATE_UID,
  type PublishStateRow,
  publishStateColumn,
  publishStateRowQuery,
  publishStateService,
} from './publish-state';

const CHANGE_UID = 'api::publish.publish-change';
const OPEN_BATCH_UID = 'api::publish.open-batch';
const RECORD_UID = 'api::publish.publish-record';
/** The changes the status lists; it counts them all. */
const WAITING_LISTED = 50;
/** Calls older than this leave the history. */
const HISTORY_KEPT_MS = 400 * 24 * 60 * 60 * 1000;
/** India Standard Time, UTC+5:30: the shop's month. */
const IST_OFFSET_MS = 330 * 60_000;

/** The start of `now`'s month in India, as an instant. */
export function monthStartInIndia(now: Date): Date {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 1) - IST_OFFSET_MS);
}

type ChangeRow = { what: string; who: string | null; at: string };
type RecordRow = { at: string; result: PublishRecord['result']; durationMs: number; trigger: PublishRecord['trigger'] };

const toChange = (row: ChangeRow): PublishChange => ({
  what: row.what,
  who: row.who ?? null,
  at: new Date(row.at).toISOString(),
});
const toRecord = (row: RecordRow): PublishRecord => ({
  at: new Date(row.at).toISOString(),
  result: row.result,
  durationMs: Number(row.durationMs),
  trigger: row.trigger,
});

/**
 * The publish-state row (publish-state.ts) with the changes waiting and the calls made. Counters
 * move in single UPDATE statements, so concurrent writers never lose a change.
 */
function databaseStore(strapi: Core.Strapi): PublishStore {
  const publishState = publishStateService(strapi);
  const { id } = publishState;
  const rows = () => strapi.db.query(PUBLISH_STATE_UID);
  const changes = () => strapi.db.query(CHANGE_UID);
  const records = () => strapi.db.query(RECORD_UID);
  const column = (attribute: keyof PublishStateRow) => publishStateColumn(strapi, attribute);
  const row = (rowIdValue: number) => publishStateRowQuery(strapi, rowIdValue);
  const raise = async (attribute: 'attemptedSeq' | 'publishedSeq', seq: number) => {
    await row(await id())
      .where(column(attribute), '<', seq)
      .update({ [column(attribute)]: seq });
  };

  return {
    async recordChange(change: ContentChange | null) {
      await publishState.countChange();
      if (!change) return;
      // Numbered after the count moved: at worst a change shares a concurrent one's number, and both
      // still wait until a call covers that number.
      await changes().create({
        data: {
          seq: await publishState.changeCount(),
          what: change.what.slice(0, 255),
          who: change.who,
          at: new Date(),
        },
      });
    },
    async read(): Promise<PublishState> {
      const row = (await rows().findOne({ where: { id: await id() } })) as PublishStateRow;
      return {
        changeSeq: Number(row.changeSeq),
        attemptedSeq: Number(row.attemptedSeq),
        publishedSeq: Number(row.publishedSeq),
        lastTrigger: row.lastTrigger ? new Date(row.lastTrigger).toISOString() : null,
        lastResult: row.lastResult,
      };
    },
    async callStarted(at) {
      await rows().update({ where: { id: await id() }, data: { lastTrigger: at } });
    },
    async callFinished(seq, record) {
      await raise('attemptedSeq', seq);
      if (record.result === 'ok') {
        await raise('publishedSeq', seq);
        await changes().deleteMany({ where: { seq: { $lte: seq } } });
      }
      await rows().update({ where: { id: await id() }, data: { lastResult: record.result } });
      await records().create({ data: record });
      await records().deleteMany({ where: { at: { $lt: new Date(Date.now() - HISTORY_KEPT_MS) } } });
    },
    async ledger(now) {
      const state = (await rows().findOne({ select: ['publishedSeq'], where: { id: await id() } })) as PublishStateRow;
      const publishedSeq = Number(state.publishedSeq);
      const waiting = { seq: { $gt: publishedSeq } };
      const [listed, waitingCount, lastPublished, publishesThisMonth] = await Promise.all([
        changes().findMany({ where: waiting, orderBy: [{ seq: 'desc' }, { id: 'desc' }], limit: WAITING_LISTED }),
        changes().count({ where: waiting }),
        records().findOne({ select: ['at'], where: { result: 'ok' }, orderBy: [{ at: 'desc' }, { id: 'desc' }] }),
        records().count({ where: { result: 'ok', at: { $gte: monthStartInIndia(now) } } }),
      ]);
      return {
        waiting: (listed as ChangeRow[]).map(toChange),
        waitingCount,
        lastPublishedAt: lastPublished ? new Date((lastPublished as { at: string }).at).toISOString() : null,
        publishesThisMonth,
      };
    },
    async history(limit) {
      const found = await records().findMany({ orderBy: [{ at: 'desc' }, { id: 'desc' }], limit });
      return (found as RecordRow[]).map(toRecord);
    },
    async reopen() {
      await row(await id()).update({ [column('attemptedSeq')]: strapi.db.connection.ref(column('publishedSeq')) });
    },
    async waitingSince() {
      const state = (await rows().findOne({ select: ['attemptedSeq'], where: { id: await id() } })) as PublishStateRow;
      const waiting = { seq: { $gt: Number(state.attemptedSeq) } };
      const [first, last] = (await Promise.all(
        (['asc', 'desc'] as const).map((order) =>
          changes().findOne({ select: ['at'], where: waiting, orderBy: { at: order } }),
        ),
      )) as Array<{ at: string } | null>;
      return first && last ? { first: Date.parse(first.at), last: Date.parse(last.at) } : null;
    },
    exclusively: (work) => asOnlyPublisher(strapi, work),
  };
}

type OpenBatchRow = { id: number; what: string; who: string | null };

/** The open batches' marks (content-batch.ts), in their own rows: written beneath the Document Service, they are no content. */
function batchMarks(strapi: Core.Strapi): BatchMarks & { left(): Promise<OpenBatchRow[]> } {
  const marks = () => strapi.db.query(OPEN_BATCH_UID);
  return {
    async open(what) {
      const row = (await marks().create({
        data: { what: what.slice(0, 255), who: requestAdmin(strapi), openedAt: new Date() },
      })) as OpenBatchRow;
      return row.id;
    },
    async close(id) {
      await marks().delete({ where: { id } });
    },
    left: async () => (await marks().findMany({ orderBy: { id: 'asc' } })) as OpenBatchRow[],
  };
}

const createPublishService = ({ strapi }: { strapi: Core.Strapi }) => {
  const { publishing } = shopConfig(strapi);
  const stored = databaseStore(strapi);
  // A call that failed after its tries alerts the admins' devices: the site shows stale content.
  const store: PublishStore = {
    ...stored,
    async callFinished(seq, record) {
      await stored.callFinished(seq, record);
      if (record.result === 'failed') pushService(strapi).notify(PUBLISH_FAILED_ALERT);
    },
  };
  const marks = batchMarks(strapi);
  const scheduler = new RebuildScheduler({
    url: publishing.buildHookUrl,
    debounceMs: publishing.debounceMs,
    ceilingMs: publishing.ceilingMs,
    retryDelayMs: publishing.retryMs,
    tries: publishing.tries,
    callTimeoutMs: publishing.callTimeoutMs,
    publishNowIntervalMs: publishing.publishNowIntervalMs,
    // Until the CMS answers (src/index.ts): its start may write content (the demo catalogue).
    holdUntilResume: true,
    store,
    log: strapi.log,
  });
  return {
    /** After a content write, before it is acknowledged: count it, and publish once writes are quiet. */
    contentChanged: (change: ContentChange) => scheduler.contentChanged(change),
    /** Many writes as one content change, by the admin of the request (lib/content-batch.ts). */
    asOneChange: <T>(describe: (result: T | undefined) => string | null, writes: () => Promise<T>) =>
      asOneContentChange(
        (what) => scheduler.contentChanged({ what, who: requestAdmin(strapi) }),
        describe,
        writes,
        marks,
      ),
    /**
     * At start, before resume: a batch a killed CMS left open is recorded as the change it never
     * recorded (what it may have written reaches the site), and its mark removed. With several
     * instances on one database, a batch still running on another is recorded early too: one
     * build more, and that batch records its own change at its end; nothing is lost either way.
     */
    async recordOpenBatches(): Promise<number> {
      const left = await marks.left();
      for (const mark of left) {
        await scheduler.contentChanged({ what: mark.what, who: mark.who });
        await marks.close(mark.id);
      }
      return left.length;
    },
    /** 'Publish now': recorded in the history when the build hook was called (not when refused). */
    publishNow: async () => {
      const published = await scheduler.publishNow();
      if (typeof published !== 'string')
        await historyService(strapi).record({ action: 'published', kind: 'publish', name: 'Publish now' });
      return published;
    },
    history: () => scheduler.history(),
    /** Once the CMS answers: publishes what changed since the site was last published, and from now on each change. */
    resume: () => scheduler.resume(),
    status: () => scheduler.status(),
    idle: () => scheduler.idle(),
    stop: () => scheduler.stop(),
  };
};

export default createPublishService;

export const publishService = typedService<typeof createPublishService>('api::publish.publish');
