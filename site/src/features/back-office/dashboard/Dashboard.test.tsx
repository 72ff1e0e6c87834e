// The dashboard's backup line: an owner is told of a failed or too old backup, with a link to
// Backups; a recent one, a shop before its first backup or one the CMS cannot back up (photos in a bucket),
// and staff (who may not see backups) are not. Open erasure requests are named to an owner likewise.
import {
  BACKUP_OVERDUE_HOURS,
  type BackupRun,
  type BackupStatus,
  type ErasureRequest,
  type ErasureRequestList,
} from '@suvarna/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dashboard, type DashboardApi } from './Dashboard';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function status(runs: Array<{ hours: number; result: BackupRun['result'] }>): BackupStatus {
  const list = runs.map(
    ({ hours, result }): BackupRun => ({
      slot: null,
      trigger: 'schedule',
      startedAt: hoursAgo(hours),
      finishedAt: hoursAgo(hours),
      result,
      archive: result === 'verified' ? 'suvarna.zip' : null,
      size: result === 'verified' ? 1000 : null,
      message: result === 'failed' ? 'ENOSPC' : null,
      instance: 'shop-1:1',
      removed: [],
    }),
  );
  const newest = runs.find((one) => one.result === 'verified');
  return {
    schedule: null,
    keep: { daily: 14, weekly: 8 },
    runs: list,
    newestVerified: newest
      ? { at: hoursAgo(newest.hours), archive: 'suvarna.zip', size: 1000, ageHours: newest.hours }
      : null,
  };
}

const NO_ERASURE_REQUESTS: ErasureRequestList = { requests: [], open: 0 };

function renderDashboard(backups: BackupStatus, owner = true, erasureRequests = NO_ERASURE_REQUESTS) {
  const getBackups = vi.fn(async () => backups);
  const api = {
    getProductCount: async () => ({ totalProductCount: 3, activeProductCount: 2, draftProductCount: 1 }),
    getPublishStatus: async () => new Promise(() => undefined),
    getEnquiries: async () => new Promise(() => undefined),
    getBackups,
    getErasureRequests: vi.fn(async () => erasureRequests),
  } as unknown as DashboardApi;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Dashboard api={api} owner={owner} />
    </QueryClientProvider>,
  );
  return Object.assign(getBackups, { erasure: api.getErasureRequests });
}

describe('Dashboard backup line', () => {
  it('tells an owner the last backup failed, linking to Backups', async () => {
    renderDashboard(
      status([
        { hours: 1, result: 'failed' },
        { hours: 20, result: 'verified' },
      ]),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The last backup failed.');
    expect(screen.getByRole('link', { name: 'Open Backups' })).toHaveAttribute('href', '/admin/backups');
  });

  it(`tells an owner the newest verified backup is older than ${BACKUP_OVERDUE_HOURS} hours`, async () => {
    renderDashboard(status([{ hours: BACKUP_OVERDUE_HOURS + 4, result: 'verified' }]));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The newest verified backup is ${BACKUP_OVERDUE_HOURS + 4} hours old`,
    );
  });

  it('says nothing of a recent backup, of a shop before its first or one the CMS does not back up, nor to staff', async () => {
    const recent = renderDashboard(status([{ hours: 3, result: 'verified' }]));
    await vi.waitFor(() => expect(recent).toHaveBeenCalled());
    await screen.findByText('3');
    renderDashboard(status([]));
    // Photos in a bucket: the CMS does not take backups; the Backups page says why.
    renderDashboard(status([{ hours: 1, result: 'unsupported' }]));
    const staff = renderDashboard(status([{ hours: 1, result: 'failed' }]), false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(staff).not.toHaveBeenCalled();
  });
});

describe('Dashboard erasure requests line', () => {
  const open = (id: number, dueInDays: number): ErasureRequest => ({
    id,
    phone: '+919825055555',
    email: null,
    status: 'open',
    createdAt: hoursAgo(24),
    dueBy: new Date(Date.now() + dueInDays * 24 * 3_600_000).toISOString(),
    doneAt: null,
    erased: null,
  });
  const recent = status([{ hours: 3, result: 'verified' }]);

  it('names the waiting requests to an owner, linking to their page, and warns of an overdue one', async () => {
    renderDashboard(recent, true, { requests: [open(1, 10)], open: 1 });
    expect(await screen.findByText(/^1 erasure request waiting; the first is due by /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Erasure requests' })).toHaveAttribute(
      'href',
      '/admin/erasure-requests',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    renderDashboard(recent, true, { requests: [open(2, -1), open(3, 10)], open: 2 });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^1 erasure request overdue: /);
  });

  it('says nothing to staff, and never asks the CMS for them', async () => {
    const calls = renderDashboard(recent, false, { requests: [open(2, -1)], open: 1 });
    await screen.findByText('3');
    expect(calls.erasure).not.toHaveBeenCalled();
    expect(screen.queryByText(/erasure request/)).toBeNull();
  });
});
