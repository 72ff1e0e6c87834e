// Republishing the site after content changes: the scheduler (src/lib/rebuild-scheduler.ts) with
// its state in the publish-state row, so it survives a crash and reads the same from every instance.
import type { Core } from '@strapi/strapi';
import type { PublishResult } from '@suvarna/domain';
import { type PublishState, type PublishStore, RebuildScheduler } from '../../../lib/rebuild-scheduler';
import type { Row } from '../../../lib/rows';
import { shopConfig } from '../../../lib/services';

const STATE_UID = 'api::publish.publish-state';

type StateRow = Row<typeof STATE_UID, 'changeSeq' | 'attemptedSeq' | 'publishedSeq', 'lastTrigger'> & {
  lastResult: PublishResult | null;
};

/** The one publish-state row. Counters move in single UPDATE statements, so concurrent writers never lose a change. */
function databaseStore(strapi: Core.Strapi): PublishStore & { changeCount(): Promise<number> } {
  const rows = () => strapi.db.query(STATE_UID);
  const metadata = () => strapi.db.metadata.get(STATE_UID);
  const column = (attribute: keyof StateRow) =>
    (metadata().attributes[attribute] as unknown as { columnName?: string }).columnName ?? attribute;
  let rowId: Promise<number> | undefined;
  const id = () => {
    rowId ??= (async () => {
      const existing = (await rows().findOne({ select: ['id'], orderBy: { id: 'asc' } })) as { id: number } | null;
      const row =
        existing ??
        ((await rows().create({ data: { changeSeq: 0, attemptedSeq: 0, publishedSeq: 0 } })) as {
          id: number;
        });
      return row.id;
    })();
    rowId.catch(() => {
      rowId = undefined;
    });
    return rowId;
  };
  // A query builder is a thenable: it must not be returned from an async function (awaiting it runs it).
  const row = (rowIdValue: number) => strapi.db.getConnection(metadata().tableName).where({ id: rowIdValue });
  const raise = async (attribute: 'attemptedSeq' | 'publishedSeq', seq: number) => {
    await row(await id())
      .where(column(attribute), '<', seq)
      .update({ [column(attribute)]: seq });
  };

  return {
    async recordChange() {
      await row(await id()).increment(column('changeSeq'), 1);
    },
    /** One column of one row: asked on every public read, so kept as cheap as a query gets. */
    async changeCount() {
      const found = (await row(await id()).first(column('changeSeq'))) as Record<string, unknown> | undefined;
      return Number(found?.[column('changeSeq')] ?? 0);
    },
    async read(): Promise<PublishState> {
      const row = (await rows().findOne({ where: { id: await id() } })) as StateRow;
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
    async callFinished(seq, result) {
      await raise('attemptedSeq', seq);
      if (result === 'ok') await raise('publishedSeq', seq);
      await rows().update({ where: { id: await id() }, data: { lastResult: result } });
    },
    async reopen() {
      await row(await id()).update({ [column('attemptedSeq')]: strapi.db.connection.ref(column('publishedSeq')) });
    },
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const { publishing } = shopConfig(strapi);
  const store = databaseStore(strapi);
  const scheduler = new RebuildScheduler({
    url: publishing.buildHookUrl,
    debounceMs: publishing.debounceMs,
    retryDelayMs: publishing.retryMs,
    tries: publishing.tries,
    store,
    log: strapi.log,
  });
  return {
    /** After a content write, before it is acknowledged: count it, and publish once writes are quiet. */
    contentChanged: () => scheduler.contentChanged(),
    /** How many content writes there have been: the priced catalogue's version. */
    changeCount: () => store.changeCount(),
    resume: () => scheduler.resume(),
    status: () => scheduler.status(),
    idle: () => scheduler.idle(),
    stop: () => scheduler.stop(),
  };
};
