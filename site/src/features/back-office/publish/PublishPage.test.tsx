import { createApiClient } from '@suvarna/api-client';
import type { PublishRecord, PublishStatus } from '@suvarna/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeCms } from '../data/fake-cms';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { PUBLISH_MESSAGES, PublishPage } from './PublishPage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

const today = (hours: number, minutes: number) => {
  const when = new Date();
  when.setHours(hours, minutes, 0, 0);
  return when.toISOString();
};

/** The CMS's publishing as the routes answer it: changes wait until a publish, which the hook may fail. */
function createPublishCms(options: { hookFails?: boolean; configured?: boolean } = {}) {
  const state = {
    status: {
      lastTrigger: today(9, 0),
      lastResult: options.configured === false ? 'not-configured' : 'ok',
      pending: true,
      waiting: [
        { what: 'Rate 22K changed', who: 'owner@shop.in', at: today(10, 12) },
        { what: 'Product Kada Bangle (KB-22) added', who: 'staff@shop.in', at: today(10, 5) },
      ],
      waitingCount: 2,
      lastPublishedAt: today(9, 0),
      publishesThisMonth: 6,
    } as PublishStatus,
    history: [{ at: today(9, 0), result: 'ok', durationMs: 7250, trigger: 'auto' }] as PublishRecord[],
  };
  const handler = (request: { method?: string | undefined; url?: string | undefined }) => {
    const route = `${request.method} ${request.url}`;
    if (route === 'GET /api/admin/publish-status') return { status: 200, body: { success: true, data: state.status } };
    if (route === 'GET /api/admin/publish-history')
      return { status: 200, body: { success: true, data: state.history } };
    if (route === 'POST /api/admin/publish-now') {
      const at = new Date().toISOString();
      const result = options.hookFails ? 'failed' : 'ok';
      state.history = [{ at, result, durationMs: 72_000, trigger: 'manual' }, ...state.history];
      state.status = {
        ...state.status,
        lastTrigger: at,
        lastResult: result,
        pending: false,
        ...(result === 'ok' ? { waiting: [], waitingCount: 0, lastPublishedAt: at, publishesThisMonth: 7 } : {}),
      };
      return { status: 200, body: { success: true, data: state.status } };
    }
    return { status: 404, body: { success: false, message: `No route ${route}` } };
  };
  return { state, handler };
}

describe('the Publish panel', () => {
  let cms: FakeCms | undefined;
  afterEach(() => cms?.close());

  async function renderPage(options: Parameters<typeof createPublishCms>[0] = {}) {
    const fake = createPublishCms(options);
    cms = await startFakeCms(fake.handler);
    render(
      <BackOfficeRoot>
        <PublishPage api={createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' })} />
      </BackOfficeRoot>,
    );
    return { requests: cms.requests, user: userEvent.setup() };
  }

  it('says what the site shows, what waits and who changed it, and the publishes this month', async () => {
    await renderPage();
    expect(await screen.findByText('Live as of 9:00 am')).toBeInTheDocument();
    expect(screen.getByText('2 changes waiting to be published')).toBeInTheDocument();
    const waiting = within(screen.getByRole('list', { name: 'Changes waiting' })).getAllByRole('listitem');
    expect(waiting.map((item) => item.textContent)).toEqual([
      'Rate 22K changedowner@shop.in, 10:12 am',
      'Product Kada Bangle (KB-22) addedstaff@shop.in, 10:05 am',
    ]);
    expect(screen.getByText(/Publishes this month: 6\./)).toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: 'Last publishes' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['9:00 amPublished7.3 sAutomatic']);
  });

  it('publishes at once on Publish now: nothing waits, and the publish joins the history', async () => {
    const { user, requests } = await renderPage();
    await screen.findByText('2 changes waiting to be published');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText(PUBLISH_MESSAGES.published)).toBeInTheDocument();
    expect(screen.getByText('Nothing is waiting: the site is up to date.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/admin/publish-now',
    ]);
    expect(requests.find((request) => request.method === 'POST')?.authorization).toBe('Bearer jwt-1');
    const table = screen.getByRole('table', { name: 'Last publishes' });
    expect(await within(table).findByRole('cell', { name: 'Publish now' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Published1 min 12 sPublish now$/);
  });

  it('says so when the publish fails, and the changes keep waiting', async () => {
    const { user } = await renderPage({ hookFails: true });
    await screen.findByText('2 changes waiting to be published');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText(PUBLISH_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByText(/^The last publish failed/)).toHaveAttribute('role', 'alert');
    expect(screen.getByText('2 changes waiting to be published')).toBeInTheDocument();
  });

  it('without a build hook says so and offers no Publish now', async () => {
    await renderPage({ configured: false });
    expect(await screen.findByText(PUBLISH_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  });
});
