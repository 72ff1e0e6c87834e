// The Backups page: whether the shop's data is safe (the newest verified backup and its age, a
// failed last attempt), 'Back up now', and the last attempts with their time, size and result.
// The CMS takes the backups itself on its schedule (docs/deployment.md); this page only shows them.
import type { ApiClient } from '@suvarna/api-client';
import { BACKUP_OVERDUE_HOURS, type BackupRun, type BackupStatus } from '@suvarna/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import DatabaseBackup from 'lucide-react/icons/database-backup';
import Download from 'lucide-react/icons/download';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { adminKeys, adminQueries } from '../data/queries';
import { LoadError } from '../ui/LoadError';
import { messageOf } from '../ui/messages';
import { type RunsColumn, RunsTable } from '../ui/RunsTable';
import { formatWhen } from '../ui/when';

export type BackupApi = Pick<ApiClient, 'getBackups' | 'backUpNow' | 'backupDownloadLink'>;

export const BACKUP_MESSAGES = {
  verified: 'Backed up: the archive is written and verified.',
  failed: 'The backup failed.',
  unreachable: 'The backup could not be started. Please try again in a minute.',
  downloadFailed: 'The download could not be started. Please try again in a minute.',
} as const;

/** The browser fetches the archive itself (a download, not a page): it streams to disk, however big. */
const openInBrowser = (url: string) => window.location.assign(url);

const RESULTS: Record<BackupRun['result'], string> = {
  verified: 'Verified',
  failed: 'Failed',
  unsupported: 'Not taken',
};
const TRIGGERS: Record<BackupRun['trigger'], string> = { schedule: 'Scheduled', now: 'Back up now' };

/** "840 KB", "12.4 MB", "1.2 GB": an archive's size as the owner reads it. */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

function Warning({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="[overflow-wrap:anywhere] border-l-4 border-maroon bg-maroon/5 px-3 py-2 text-sm font-semibold text-maroon"
    >
      {children}
    </p>
  );
}

/** The newest verified backup, and what the owner must notice: no recent one, or a failed last try. */
export function BackupHealth({ status }: { status: BackupStatus }) {
  const newest = status.newestVerified;
  const last = status.runs[0];
  const overdue = !newest || newest.ageHours > BACKUP_OVERDUE_HOURS;
  return (
    <div className="grid gap-2">
      <p className="price text-2xl whitespace-normal text-charcoal">
        {newest ? `Last verified backup ${formatWhen(newest.at)}` : 'No verified backup yet'}
      </p>
      {newest && (
        <p className="text-sm text-stone">
          {newest.archive ?? 'Archive'}, {formatSize(newest.size)}
        </p>
      )}
      {last && last.result !== 'verified' && (
        <Warning>
          {last.result === 'failed' ? 'The last backup failed' : 'The last backup was not taken'} (
          {formatWhen(last.startedAt)}){last.message ? `: ${last.message}` : '.'}
        </Warning>
      )}
      {overdue && (
        <Warning>
          {newest
            ? `The newest verified backup is ${Math.floor(newest.ageHours)} hours old: more than ${BACKUP_OVERDUE_HOURS} hours. A lost disk would lose everything since.`
            : 'There is no verified backup of the shop: a lost disk would lose everything.'}{' '}
          Please press Back up now, and ask whoever runs the server to check the backups.
        </Warning>
      )}
    </div>
  );
}

function Schedule({ status }: { status: BackupStatus }) {
  const { schedule, keep } = status;
  if (!schedule) return <p className="text-sm text-stone">Scheduled backups are off (BACKUP_SCHEDULE=off).</p>;
  const copies =
    schedule.copiesForDays === null
      ? ''
      : ` A deleted or erased message is gone from them within ${schedule.copiesForDays} day${schedule.copiesForDays === 1 ? '' : 's'}, as the privacy notice says.`;
  return (
    <p className="text-sm text-stone">
      {schedule.next ? `Next scheduled backup: ${formatWhen(schedule.next)}. ` : ''}Kept: the last {keep.daily} daily
      and {keep.weekly} weekly backups.{copies}
    </p>
  );
}

/** On a phone the size and the reason matter more than the trigger. */
const RUN_COLUMNS: ReadonlyArray<RunsColumn<BackupRun>> = [
  { header: 'When', cell: (run) => formatWhen(run.startedAt), className: 'sm:whitespace-nowrap' },
  {
    header: 'Result',
    cell: (run) => (
      <>
        <span className="font-semibold">{RESULTS[run.result]}</span>
        {run.message && <span className="block text-xs [overflow-wrap:anywhere]">{run.message}</span>}
      </>
    ),
    className: (run) => (run.result === 'verified' ? 'text-charcoal' : 'text-maroon'),
  },
  { header: 'Size', cell: (run) => formatSize(run.size), className: 'whitespace-nowrap' },
  { header: 'How', cell: (run) => TRIGGERS[run.trigger], phoneHidden: true },
];

export function BackupsPage({ api, openLink = openInBrowser }: { api: BackupApi; openLink?: (url: string) => void }) {
  const queryClient = useQueryClient();
  const status = useQuery(adminQueries.backups(api));
  const backUp = useMutation({
    mutationFn: () => api.backUpNow(),
    onSuccess: ({ data }) => {
      if (data.result === 'verified') toast.success(BACKUP_MESSAGES.verified);
      else toast.error(data.message ?? BACKUP_MESSAGES.failed);
    },
    // A 409 (another backup is being taken) says so in the CMS's words.
    onError: (error) => toast.error(messageOf(error, BACKUP_MESSAGES.unreachable)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.backups }),
  });
  // A fresh short-lived link per press: the archive holds personal data, so no lasting address.
  const download = useMutation({
    mutationFn: () => api.backupDownloadLink(),
    onSuccess: (link) => openLink(link.url),
    onError: (error) => toast.error(messageOf(error, BACKUP_MESSAGES.downloadFailed)),
  });

  return (
    <div className="grid gap-6">
      <section aria-labelledby="backup-state-title" className="grid min-w-0 gap-4 border border-line bg-white/60 p-6">
        <h2 id="backup-state-title" className="eyebrow">
          The shop's backups
        </h2>
        {status.error && <LoadError error={status.error} onRetry={() => void status.refetch()} />}
        {status.isPending && <p className="text-stone">Loading…</p>}
        {status.data && (
          <>
            <BackupHealth status={status.data} />
            <Schedule status={status.data} />
          </>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            className="btn btn-primary w-full sm:w-auto"
            disabled={backUp.isPending}
            aria-busy={backUp.isPending}
            onClick={() => backUp.mutate()}
          >
            <DatabaseBackup size={18} aria-hidden="true" />
            {backUp.isPending ? 'Backing up…' : 'Back up now'}
          </button>
          {status.data?.newestVerified && (
            <button
              type="button"
              className="btn btn-outline w-full sm:w-auto"
              disabled={download.isPending}
              aria-busy={download.isPending}
              onClick={() => download.mutate()}
            >
              <Download size={18} aria-hidden="true" />
              Download
            </button>
          )}
        </div>
      </section>

      <section aria-labelledby="backup-runs-title" className="grid min-w-0 gap-4 border border-line bg-white/60 p-6">
        <h2 id="backup-runs-title" className="eyebrow">
          Last backups
        </h2>
        {status.data && (
          <RunsTable
            caption="Last backups"
            empty="No backups yet."
            runs={status.data.runs}
            keyOf={(run) => `${run.startedAt}-${run.instance}`}
            columns={RUN_COLUMNS}
          />
        )}
      </section>
    </div>
  );
}
