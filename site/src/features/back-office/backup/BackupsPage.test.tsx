import { createApiClient } from '@suvarna/api-client';
import { BACK_UP_NOW_REFUSED, BACKUP_DOWNLOAD_MESSAGES, type BackupRun, type BackupStatus } from '@suvarna/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeCms } from '../data/fake-cms';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { BACKUP_MESSAGES, BackupsPage } from './BackupsPage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function run(overrides: Partial<BackupRun> & Pick<BackupRun, 'startedAt'>): BackupRun {
  return {
    slot: overrides.startedAt,
    trigger: 'schedule',
    finishedAt: overrides.startedAt,
    result: 'verified',
    archive: 'suvarna-2026-11-29T02-30.zip',
    size: 13_002_342,
    message: null,
    instance: 'shop-1:4242',
    removed: [],
    ...overrides,
  };
}

/** The CMS's backups as its routes answer them: 'Back up now' verifies, fails, or is refused (409). */
function createBackupCms(
  options: {
    lastHours?: number;
    nowAnswer?: 'verified' | 'failed' | 'busy';
    never?: boolean;
    archiveGone?: boolean;
  } = {},
) {
  const lastHours = options.lastHours ?? 3;
  const state: { status: BackupStatus } = {
    status: {
      schedule: { rule: '30 2 * * *', timeZone: 'Asia/Kolkata', next: hoursAgo(-20), copiesForDays: 57 },
      keep: { daily: 14, weekly: 8 },
      runs: [
        run({ startedAt: hoursAgo(lastHours), size: 13_002_342 }),
        run({ startedAt: hoursAgo(lastHours + 24), size: 840_000 }),
      ],
      newestVerified: {
        at: hoursAgo(lastHours),
        archive: 'suvarna-2026-11-29T02-30.zip',
        size: 13_002_342,
        ageHours: lastHours,
      },
    },
  };
  // A shop that never had a backup, with the schedule off.
  if (options.never) state.status = { ...state.status, schedule: null, runs: [], newestVerified: null };
  const handler = (request: { method?: string | undefined; url?: string | undefined }) => {
    const route = `${request.method} ${request.url}`;
    if (route === 'GET /api/admin/backups') return { status: 200, body: { success: true, data: state.status } };
    if (route === 'POST /api/admin/backups') {
      if (options.nowAnswer === 'busy') return { status: 409, body: { success: false, message: BACK_UP_NOW_REFUSED } };
      const taken =
        options.nowAnswer === 'failed'
          ? run({
              startedAt: new Date().toISOString(),
              trigger: 'now',
              slot: null,
              result: 'failed',
              archive: null,
              size: null,
              message: 'The backup folder cannot be written: EACCES',
            })
          : run({ startedAt: new Date().toISOString(), trigger: 'now', slot: null, size: 2_400_000_000 });
      state.status = {
        ...state.status,
        runs: [taken, ...state.status.runs],
        ...(taken.result === 'verified'
          ? { newestVerified: { at: taken.startedAt, archive: taken.archive, size: taken.size, ageHours: 0 } }
          : {}),
      };
      return { status: 200, body: { success: true, data: taken } };
    }
    if (route === 'POST /api/admin/backups/download-link') {
      if (options.archiveGone) return { status: 404, body: { success: false, message: BACKUP_DOWNLOAD_MESSAGES.gone } };
      const link = { url: '/api/admin/backups/download/grant.signature', archive: 'suvarna-2026-11-29T02-30.zip' };
      return { status: 200, body: { success: true, data: { ...link, size: 13_002_342, expiresAt: hoursAgo(-0.08) } } };
    }
    return { status: 404, body: { success: false, message: `No route ${route}` } };
  };
  return handler;
}

describe('the Backups page', () => {
  let cms: FakeCms | undefined;
  afterEach(() => cms?.close());

  async function renderPage(options: Parameters<typeof createBackupCms>[0] = {}) {
    cms = await startFakeCms(createBackupCms(options));
    const openLink = vi.fn<(url: string) => void>();
    render(
      <BackOfficeRoot>
        <BackupsPage api={createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' })} openLink={openLink} />
      </BackOfficeRoot>,
    );
    return { requests: cms.requests, user: userEvent.setup(), openLink, url: cms.url };
  }

  // The page's own warnings (a toast is an alert too).
  const warnings = () =>
    within(screen.getByRole('region', { name: "The shop's backups" }))
      .queryAllByRole('alert')
      .map((alert) => alert.textContent);

  const rowsOf = () =>
    within(screen.getByRole('table', { name: 'Last backups' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      );

  it('shows the last backups with their size and result, and no warning while they are recent', async () => {
    await renderPage();
    expect(await screen.findByText(/^Last verified backup /)).toBeInTheDocument();
    expect(screen.getByText('suvarna-2026-11-29T02-30.zip, 12.4 MB')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Kept: the last 14 daily and 8 weekly backups\. A deleted or erased message is gone from them within 57 days, as the privacy notice says\.$/,
      ),
    ).toBeInTheDocument();
    expect(rowsOf()).toEqual([
      ['Verified', '12.4 MB', 'Scheduled'],
      ['Verified', '820 KB', 'Scheduled'],
    ]);
    expect(warnings()).toEqual([]);
  });

  it('warns when the newest verified backup is older than 36 hours, until Back up now takes one', async () => {
    const { user, requests } = await renderPage({ lastHours: 40 });
    await screen.findByText(/^Last verified backup /);
    expect(warnings()).toEqual([
      expect.stringMatching(/^The newest verified backup is 40 hours old: more than 36 hours\./),
    ]);
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText(BACKUP_MESSAGES.verified)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Back up now' })).toBeInTheDocument();
    expect(rowsOf()[0]).toEqual(['Verified', '2.2 GB', 'Back up now']);
    expect(warnings()).toEqual([]);
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.url, request.authorization])).toEqual([
      ['/api/admin/backups', 'Bearer jwt-1'],
    ]);
  });

  it('says why Back up now failed, and the failure stays on the page as a warning', async () => {
    const { user } = await renderPage({ nowAnswer: 'failed' });
    await screen.findByText(/^Last verified backup /);
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    const why = 'The backup folder cannot be written: EACCES';
    expect(await screen.findByRole('cell', { name: `Failed${why}` })).toBeInTheDocument();
    expect(warnings()).toEqual([expect.stringMatching(new RegExp(`^The last backup failed \\(.+\\): ${why}$`))]);
    expect(screen.getAllByText(why).length).toBeGreaterThanOrEqual(2); // the toast and the table
    expect(rowsOf()[0]).toEqual([`Failed${why}`, '—', 'Back up now']);
  });

  it('warns when there is no verified backup at all, and says the schedule is off', async () => {
    await renderPage({ never: true });
    expect(await screen.findByText('No verified backup yet')).toBeInTheDocument();
    expect(warnings()).toEqual([expect.stringMatching(/^There is no verified backup of the shop/)]);
    expect(screen.getByText('Scheduled backups are off (BACKUP_SCHEDULE=off).')).toBeInTheDocument();
    expect(screen.getByText('No backups yet.')).toBeInTheDocument();
  });

  it('downloads the newest verified archive through a fresh link from the CMS, opened by the browser', async () => {
    const { user, requests, openLink, url } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(openLink).toHaveBeenCalledTimes(1));
    expect(openLink).toHaveBeenCalledWith(`${url}/api/admin/backups/download/grant.signature`);
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.url, request.authorization])).toEqual([
      ['/api/admin/backups/download-link', 'Bearer jwt-1'],
    ]);
  });

  it('says why there is nothing to download, and offers no Download without a verified backup', async () => {
    const { user, openLink } = await renderPage({ archiveGone: true });
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText(BACKUP_DOWNLOAD_MESSAGES.gone)).toBeInTheDocument();
    expect(openLink).not.toHaveBeenCalled();
    cleanup();
    await cms?.close();
    await renderPage({ never: true });
    await screen.findByText('No verified backup yet');
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('says so when another backup is being taken (409)', async () => {
    const { user } = await renderPage({ nowAnswer: 'busy' });
    await screen.findByText(/^Last verified backup /);
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText(BACK_UP_NOW_REFUSED)).toBeInTheDocument();
    expect(rowsOf()).toHaveLength(2);
  });
});
