// The dashboard: the product counts and whether the public site has caught up with the last change.
import type { ApiClient } from '@suvarna/api-client';
import type { PublishStatus } from '@suvarna/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminQueries } from './queries';
import { LoadError } from './ui/LoadError';

export type DashboardApi = Pick<ApiClient, 'getProductCount' | 'getPublishStatus'>;

function Card({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border border-line bg-white/60 p-6">
      <p className="eyebrow">{label}</p>
      <div className="mt-3">{children}</div>
    </div>
  );
}

const RESULT_LABELS: Record<NonNullable<PublishStatus['lastResult']>, string> = {
  ok: 'Published',
  failed: 'Failed',
  'not-configured': 'No build hook configured',
};

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function PublishStatusDetails({ status }: { status: PublishStatus }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-stone">Last rebuild requested</dt>
      <dd>{status.lastTrigger ? formatTime(status.lastTrigger) : 'Not yet'}</dd>
      <dt className="text-stone">Result</dt>
      <dd>{status.lastResult ? RESULT_LABELS[status.lastResult] : '—'}</dd>
      <dt className="text-stone">Changes waiting</dt>
      <dd>{status.pending ? 'Yes, a rebuild is on its way' : 'None'}</dd>
    </dl>
  );
}

export function Dashboard({ api }: { api: DashboardApi }) {
  const counts = useQuery(adminQueries.productCount(api));
  const publish = useQuery(adminQueries.publishStatus(api));

  const count = (value: number | undefined) =>
    counts.error ? (
      <LoadError error={counts.error} onRetry={() => void counts.refetch()} />
    ) : (
      <p className="price text-5xl text-charcoal">{value ?? <span className="text-stone">…</span>}</p>
    );

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <Card label="Total Products">{count(counts.data?.totalProductCount)}</Card>
        <Card label="Active Products">{count(counts.data?.activeProductCount)}</Card>
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
