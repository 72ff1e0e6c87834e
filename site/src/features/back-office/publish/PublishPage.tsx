// The Publish panel: what the live site shows, the changes still waiting (what and who), 'Publish
// now', and the last publishes with their result and duration. On Netlify each publish is a paid
// deploy, so the CMS gathers changes for a quiet minute (at most ten) before it publishes.
import type { ApiClient } from '@suvarna/api-client';
import type { PublishRecord, PublishStatus } from '@suvarna/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Rocket from 'lucide-react/icons/rocket';
import { toast } from 'react-toastify';
import { adminKeys, adminQueries } from '../data/queries';
import { LoadError } from '../ui/LoadError';
import { messageOf } from '../ui/messages';
import { type RunsColumn, RunsTable } from '../ui/RunsTable';
import { formatDuration, formatWhen } from '../ui/when';

export type PublishApi = Pick<ApiClient, 'getPublishStatus' | 'publishNow' | 'getPublishHistory'>;

export const PUBLISH_MESSAGES = {
  published: 'Published: the site shows every change now.',
  failed: 'The site could not be published. Please try again in a minute.',
  notConfigured: 'No build hook is configured (SITE_BUILD_HOOK_URL): the site is not republished.',
} as const;

const TRIGGERS: Record<PublishRecord['trigger'], string> = { auto: 'Automatic', manual: 'Publish now' };

/** "Live as of 10:15 am", the failure that needs attention, or that nothing was published yet. */
export function LiveState({ status }: { status: PublishStatus }) {
  if (status.lastResult === 'not-configured') return <p className="text-stone">{PUBLISH_MESSAGES.notConfigured}</p>;
  return (
    <div className="grid gap-2">
      <p className="price text-2xl text-charcoal">
        {status.lastPublishedAt ? `Live as of ${formatWhen(status.lastPublishedAt)}` : 'Not published yet'}
      </p>
      {status.lastResult === 'failed' && (
        <p role="alert" className="border-l-4 border-maroon bg-maroon/5 px-3 py-2 text-sm font-semibold text-maroon">
          The last publish failed{status.lastTrigger ? ` (${formatWhen(status.lastTrigger)})` : ''}: the site still
          shows the changes before it.
        </p>
      )}
    </div>
  );
}

function WaitingChanges({ status }: { status: PublishStatus }) {
  if (status.waitingCount === 0) return <p className="text-stone">Nothing is waiting: the site is up to date.</p>;
  const more = status.waitingCount - status.waiting.length;
  return (
    <div className="grid gap-3">
      <p className="font-semibold text-charcoal">
        {status.waitingCount === 1 ? '1 change waiting' : `${status.waitingCount} changes waiting`} to be published
      </p>
      <ul aria-label="Changes waiting" className="divide-y divide-line border-y border-line text-sm">
        {status.waiting.map((change) => (
          <li key={`${change.at}-${change.what}`} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <span className="text-charcoal">{change.what}</span>
            <span className="text-stone">
              {change.who ?? 'the CMS'}, {formatWhen(change.at)}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-sm text-stone">and {more} more</p>}
    </div>
  );
}

const HISTORY_COLUMNS: ReadonlyArray<RunsColumn<PublishRecord>> = [
  { header: 'When', cell: (record) => formatWhen(record.at), className: 'whitespace-nowrap' },
  {
    header: 'Result',
    cell: (record) => (record.result === 'ok' ? 'Published' : 'Failed'),
    className: (record) => `font-semibold ${record.result === 'ok' ? 'text-charcoal' : 'text-maroon'}`,
  },
  { header: 'Took', cell: (record) => formatDuration(record.durationMs), className: 'whitespace-nowrap' },
  { header: 'How', cell: (record) => TRIGGERS[record.trigger] },
];

export function PublishPage({ api }: { api: PublishApi }) {
  const queryClient = useQueryClient();
  const status = useQuery(adminQueries.publishStatus(api));
  const history = useQuery(adminQueries.publishHistory(api));
  const publish = useMutation({
    mutationFn: () => api.publishNow(),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(adminKeys.publishStatus, data);
      if (data.lastResult === 'failed') toast.error(PUBLISH_MESSAGES.failed);
      else toast.success(PUBLISH_MESSAGES.published);
    },
    onError: (error) => toast.error(messageOf(error, PUBLISH_MESSAGES.failed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.publishHistory }),
  });
  const configured = status.data !== undefined && status.data.lastResult !== 'not-configured';

  return (
    <div className="grid gap-6">
      <section aria-labelledby="live-title" className="grid gap-4 border border-line bg-white/60 p-6">
        <h2 id="live-title" className="eyebrow">
          Public site
        </h2>
        {status.error && <LoadError error={status.error} onRetry={() => void status.refetch()} />}
        {status.data && (
          <>
            <LiveState status={status.data} />
            <WaitingChanges status={status.data} />
            <p className="text-sm text-stone">
              Changes are published after a quiet minute, and at the latest ten minutes after the first one waiting:
              each publish is a deploy. Publishes this month: {status.data.publishesThisMonth}.
            </p>
          </>
        )}
        {status.isPending && <p className="text-stone">Loading…</p>}
        <div>
          <button
            type="button"
            className="btn btn-primary w-full sm:w-auto"
            disabled={!configured || publish.isPending}
            aria-busy={publish.isPending}
            onClick={() => publish.mutate()}
          >
            <Rocket size={18} aria-hidden="true" />
            {publish.isPending ? 'Publishing…' : 'Publish now'}
          </button>
        </div>
      </section>

      <section aria-labelledby="history-title" className="grid gap-4 border border-line bg-white/60 p-6">
        <h2 id="history-title" className="eyebrow">
          Last publishes
        </h2>
        {history.error && <LoadError error={history.error} onRetry={() => void history.refetch()} />}
        {history.data && (
          <RunsTable
            caption="Last publishes"
            empty="No publishes yet."
            runs={history.data}
            keyOf={(record) => `${record.at}-${record.trigger}`}
            columns={HISTORY_COLUMNS}
          />
        )}
      </section>
    </div>
  );
}
