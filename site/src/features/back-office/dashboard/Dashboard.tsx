// The dashboard: the product counts (drafts among them) and whether the public site has caught up with the last change:
// when it was last published, the changes still waiting, and a failed publish, prominently; for an
// owner, a backup that failed or is too old and the erasure requests waiting for an answer (the
// Backups and Erasure requests pages are theirs only).
import type { ApiClient } from '@suvarna/api-client';
import { BACKUP_OVERDUE_HOURS, type BackupStatus, type PublishStatus } from '@suvarna/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminQueries } from '../data/queries';
import { erasureNotice } from '../privacy/erasure-notice';
import { LiveState } from '../publish/PublishPage';
import { LoadError } from '../ui/LoadError';

export type DashboardApi = Pick<
  ApiClient,
  'getProductCount' | 'getPublishStatus' | 'getEnquiries' | 'getBackups' | 'getErasureRequests'
>;

/** What the dashboard warns of about backups, or null when the newest is recent and the last one worked. */
export function backupWarning(status: BackupStatus): string | null {
  const last = status.runs[0]?.result;
  if (last === 'failed') return 'The last backup failed.';
  // Recorded by releases before backups covered photos in a bucket (the bucket's versioning did): not
  // a failure, until the first backup after the upgrade takes its place.
  if (last === 'unsupported') return null;
  const newest = status.newestVerified;
  // A new shop before its first backup is not warned: the Backups page says when it will run.
  if (!newest) return status.runs.length > 0 ? 'No backup of the shop has been verified yet.' : null;
  if (newest.ageHours > BACKUP_OVERDUE_HOURS)
    return `The newest verified backup is ${Math.floor(newest.ageHours)} hours old: more than ${BACKUP_OVERDUE_HOURS} hours.`;
  return null;
}

function BackupWarning({ api }: { api: DashboardApi }) {
  const backups = useQuery(adminQueries.backups(api));
  const warning = backups.data ? backupWarning(backups.data) : null;
  if (!warning) return null;
  return (
    <p role="alert" className="border-l-4 border-maroon bg-maroon/5 px-3 py-2 text-sm font-semibold text-maroon">
      {warning}{' '}
      <a href="/admin/backups" className="font-semibold underline underline-offset-4">
        Open Backups
      </a>
    </p>
  );
}

function ErasureNotice({ api }: { api: DashboardApi }) {
  const requests = useQuery(adminQueries.erasureRequests(api));
  const notice = requests.data ? erasureNotice(requests.data) : null;
  if (!notice) return null;
  return (
    <p
      role={notice.overdue ? 'alert' : undefined}
      className={`border-l-4 px-3 py-2 text-sm ${
        notice.overdue ? 'border-maroon bg-maroon/5 font-semibold text-maroon' : 'border-gold bg-gold/5 text-charcoal'
      }`}
    >
      {notice.text}{' '}
      <a href="/admin/erasure-requests" className="font-semibold underline underline-offset-4">
        Open Erasure requests
      </a>
    </p>
  );
}

function Card({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border border-line bg-white/60 p-6">
      <p className="eyebrow">{label}</p>
      <div className="mt-3">{children}</div>
    </div>
  );
}

function PublishStatusDetails({ status }: { status: PublishStatus }) {
  return (
    <div className="grid gap-3">
      <LiveState status={status} />
      {status.waitingCount > 0 && (
        <p className="text-sm">
          <a href="/admin/publish" className="font-semibold text-gold-deep underline underline-offset-4">
            Changes waiting to be published: {status.waitingCount}
          </a>
        </p>
      )}
    </div>
  );
}

export function Dashboard({ api, owner = false }: { api: DashboardApi; owner?: boolean }) {
  const counts = useQuery(adminQueries.productCount(api));
  const publish = useQuery(adminQueries.publishStatus(api));
  const newEnquiries = useQuery(adminQueries.newEnquiries(api));

  const count = (value: number | undefined) =>
    counts.error ? (
      <LoadError error={counts.error} onRetry={() => void counts.refetch()} />
    ) : (
      <p className="price text-5xl text-charcoal">{value ?? <span className="text-stone">…</span>}</p>
    );

  return (
    <div className="grid gap-6">
      {owner && <BackupWarning api={api} />}
      {owner && <ErasureNotice api={api} />}
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        <Card label="Total Products">{count(counts.data?.totalProductCount)}</Card>
        <Card label="Active Products">{count(counts.data?.activeProductCount)}</Card>
        <Card label="Drafts">
          {count(counts.data?.draftProductCount)}
          {!counts.error && (
            <a
              href="/admin/product?status=draft"
              className="mt-2 inline-block text-sm font-semibold text-gold-deep underline underline-offset-4"
            >
              See drafts
            </a>
          )}
        </Card>
        <Card label="New Enquiries">
          {newEnquiries.error ? (
            <LoadError error={newEnquiries.error} onRetry={() => void newEnquiries.refetch()} />
          ) : (
            <>
              <p className="price text-5xl text-charcoal">
                {newEnquiries.data ?? <span className="text-stone">…</span>}
              </p>
              <a
                href="/admin/enquiries?status=new"
                className="mt-2 inline-block text-sm font-semibold text-gold-deep underline underline-offset-4"
              >
                See new enquiries
              </a>
            </>
          )}
        </Card>
      </div>
      <Card label="Public site">
        {publish.error ? (
          <LoadError error={publish.error} onRetry={() => void publish.refetch()} />
        ) : publish.data ? (
          <PublishStatusDetails status={publish.data} />
        ) : (
          <p className="text-sm text-stone">Loading…</p>
        )}
      </Card>
    </div>
  );
}
