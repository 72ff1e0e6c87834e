// The one publish-state row, made on first use, and the content-change count it keeps: how many
// writes of the site's content there have been. The priced catalogue (product service) reads the
// count as its version on every public read; the publish service counts each change and keeps what
// its build hook was last called for in the same row.
import type { Core } from '@strapi/strapi';
import type { PublishResult } from '@suvarna/domain';
import type { Row } from '../../../lib/rows';
import { typedService } from '../../../lib/services';

export const PUBLISH_STATE_UID = 'api::publish.publish-state';

export type PublishStateRow = Row<
  typeof PUBLISH_STATE_UID,
  'changeSeq' | 'attemptedSeq' | 'publishedSeq',
  'lastTrigger'
> & {
  lastResult: PublishResult | null;
};

/** The column an attribute of the publish-state row is stored in. */
export const publishStateColumn = (strapi: Core.Strapi, attribute: keyof PublishStateRow) =>
  (strapi.db.metadata.get(PUBLISH_STATE_UID).attributes[attribute] as unknown as { columnName?: string }).columnName ??
  attribute;

/**
 * The row of this id, to read or update in single statements. A query builder is a thenable: it
 * must not be returned from an async function (awaiting it runs it).
 */
export const publishStateRowQuery = (strapi: Core.Strapi, id: number) =>
  strapi.db.getConnection(strapi.db.metadata.get(PUBLISH_STATE_UID).tableName).where({ id });

const createPublishStateService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(PUBLISH_STATE_UID);
  const changeSeq = () => publishStateColumn(strapi, 'changeSeq');
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

  return {
    /** The row's id: the row is made if there is none. */
    id,
    /** One column of one row: asked on every public read, so kept as cheap as a query gets. */
    async changeCount(): Promise<number> {
      const found = (await publishStateRowQuery(strapi, await id()).first(changeSeq())) as
        | Record<string, unknown>
        | undefined;
      return Number(found?.[changeSeq()] ?? 0);
    },
    /** Counts one more content write, in a single UPDATE: concurrent writers never lose a change. */
    async countChange(): Promise<void> {
      await publishStateRowQuery(strapi, await id()).increment(changeSeq(), 1);
    },
  };
};

export default createPublishStateService;

export const publishStateService = typedService<typeof createPublishStateService>('api::publish.publish-state');
