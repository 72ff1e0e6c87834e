// The dashboard's backup line: an owner is told of a failed or too old backup, with a link to
// Backups; a recent one, a shop before its first backup or one the CMS cannot back up (photos in a bucket),
// and staff (who may not see backups) are not.
import { BACKUP_OVERDUE_HOURS, type BackupRun, type BackupStatus } from '@suvarna/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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

function renderDashboard(backups: BackupStatus, owner = true) {
  const getBackups = vi.fn(async () => backups);
  const api = {
    getProductCount: async () => ({ totalProductCount: 3, activeProductCount: 2, draftProductCount: 1 }),
    getPublishStatus: async () => new Promise(() => undefined),
    getEnquiries: async () => new Promise(() => undefined),
    getBackups,
  } as unknown as DashboardApi;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Dashboard api={api} owner={owner} />
    </QueryClientProvider>,
  );
  return getBackups;
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
