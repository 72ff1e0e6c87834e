import { createApiClient } from '@suvarna/api-client';
import type { AdminRole, HistoryEntry } from '@suvarna/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerHistory, startFakeCms } from '../data/fake-cms';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { HistoryPage } from './HistoryPage';
import { historyEntry, manyEntries, OWNER, STAFF } from './history-test-support';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

const owner = { id: OWNER.id, name: OWNER.name, email: OWNER.email };

const ENTRIES: HistoryEntry[] = [
  historyEntry({
    at: '2026-11-28T06:00:00.000Z',
    changes: [
      { field: 'name', from: 'Kada Bangle', to: 'Kada Bangle 22K' },
      { field: 'makingChargeValue', from: 1500, to: 1800 },
      { field: 'tags', from: null, to: ['Bridal', 'Gold'] },
      { field: 'huid', from: 'AB12CD', to: null },
    ],
  }),
  historyEntry({
    at: '2026-11-26T06:00:00.000Z',
    who: owner,
    kind: 'rate',
    id: 1,
    name: '22K',
    changes: [{ field: 'price', from: 7000, to: 7100 }],
  }),
  historyEntry({
    at: '2026-11-24T06:00:00.000Z',
    who: owner,
    action: 'invited',
    kind: 'team',
    id: 2,
    name: 'Asha Patel',
  }),
  historyEntry({ at: '2026-11-23T06:00:00.000Z', action: 'signed-in', kind: 'account', id: 2, name: 'Asha Patel' }),
];

describe('the History page', () => {
  let cms: FakeCms | undefined;
  afterEach(async () => {
    await cms?.close();
    window.history.replaceState(null, '', '/');
  });

  async function renderPage({
    role = 'owner',
    entries = ENTRIES,
    address = '/admin/history',
  }: {
    role?: AdminRole;
    entries?: HistoryEntry[];
    address?: string;
  } = {}) {
    window.history.replaceState(null, '', address);
    cms = await startFakeCms((request) => {
      const url = request.url ?? '';
      if (url === '/api/admin/team') return { status: 200, body: { success: true, data: [OWNER, STAFF] } };
      if (url.startsWith('/api/admin/history')) return answerHistory(url, entries, role);
      return { status: 404, body: { success: false, message: `No route ${url}` } };
    });
    const api = createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' });
    render(
      <BackOfficeRoot>
        <HistoryPage api={api} owner={role === 'owner'} />
      </BackOfficeRoot>,
    );
    return { user: userEvent.setup(), requests: cms.requests };
  }

  /** The query of each history request, in order. */
  const historyQueries = (requests: FakeCms['requests']) =>
    requests
      .filter((request) => request.url.startsWith('/api/admin/history'))
      .map((request) => request.url.replace('/api/admin/history', ''));

  /** Each entry's card as text, in order. */
  const shownEntries = () => {
    const list = screen.getByRole('list', { name: 'History' });
    return within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
  };

  it('shows each entry, newest first: when, who, what, and each changed field old → new', async () => {
    await renderPage();
    expect(await screen.findByText('4 changes, newest first')).toHaveRole('status');
    const cards = shownEntries();
    const whats = [
      'Product updated: Kada Bangle (KB-22)',
      'Rate updated: 22K',
      'Team invited: Asha Patel',
      'Account signed in: Asha Patel',
    ];
    expect(cards).toHaveLength(whats.length);
    for (const [index, what] of whats.entries()) expect(cards[index]).toHaveTextContent(what);
    const first = cards[0] as HTMLElement;
    // The day and time in the back office's words (the clock is the machine's own).
    expect(first).toHaveTextContent(/^28 Nov, \d{1,2}:\d{2}\s[ap]m/);
    expect(first).toHaveTextContent(`${STAFF.name}${STAFF.email}`);
    expect(
      within(within(first).getByRole('list', { name: 'Changes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Name: Kada Bangle → Kada Bangle 22K',
      'Labour: 1500 → 1800',
      'tags: — → Bridal, Gold',
      'HUID: AB12CD → —',
    ]);
    // An entry that changed no fields lists none.
    expect(within(cards[2] as HTMLElement).queryByRole('list', { name: 'Changes' })).not.toBeInTheDocument();
  });

  it('asks the CMS for what the filters say, keeps them in the address, and says when nothing matches', async () => {
    const { user, requests } = await renderPage();
    await screen.findByRole('list', { name: 'History' });
    // The team fills the person filter.
    await screen.findByRole('option', { name: `${STAFF.name} (${STAFF.email})` });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), String(OWNER.id));
    await waitFor(() => expect(shownEntries()).toHaveLength(2));
    expect(historyQueries(requests).at(-1)).toBe('?who=1&page=1');
    expect(window.location.search).toBe('?who=1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Rate');
    await waitFor(() => expect(shownEntries()).toHaveLength(1));
    expect(historyQueries(requests).at(-1)).toBe('?who=1&kind=rate&page=1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), 'Everyone');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'All kinds');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-24' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-26' } });
    await waitFor(() => expect(historyQueries(requests).at(-1)).toBe('?from=2026-11-24&to=2026-11-26&page=1'));
    await waitFor(() => expect(shownEntries()).toHaveLength(2));
    expect(window.location.search).toBe('?from=2026-11-24&to=2026-11-26');

    await user.type(screen.getByRole('searchbox', { name: 'Search history' }), '  ramesh ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(historyQueries(requests).at(-1)).toBe('?from=2026-11-24&to=2026-11-26&search=ramesh&page=1'),
    );
    expect(window.location.search).toBe('?from=2026-11-24&to=2026-11-26&search=ramesh');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Banner');
    expect(await screen.findByText('No changes match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'History' })).not.toBeInTheDocument();
  });

  it('opens with the filters its address names, dropping a malformed one', async () => {
    const { requests } = await renderPage({ address: '/admin/history?who=abc&kind=rate&search=22K&to=2026-11-30' });
    await screen.findByRole('list', { name: 'History' });
    expect(historyQueries(requests)).toEqual(['?kind=rate&to=2026-11-30&search=22K&page=1']);
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveDisplayValue('Rate');
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveDisplayValue('Everyone');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
    expect(screen.getByRole('searchbox', { name: 'Search history' })).toHaveValue('22K');
    expect(shownEntries()).toHaveLength(1);
  });

  it('pages 50 entries at a time, the page in the address', async () => {
    const { user, requests } = await renderPage({ entries: manyEntries(60), address: '/admin/history?kind=product' });
    expect(await screen.findByText('60 changes, newest first')).toHaveRole('status');
    expect(shownEntries()).toHaveLength(50);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(shownEntries()).toHaveLength(10));
    expect(historyQueries(requests).at(-1)).toBe('?kind=product&page=2');
    expect(window.location.search).toBe('?kind=product&page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The oldest of the 60: Labour 1059 → 1060.
    expect(shownEntries().at(-1)).toHaveTextContent('Labour: 1059 → 1060');

    // Another filter starts again from the first page.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'All kinds');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(historyQueries(requests).at(-1)).toBe('?page=1');
  });

  it('offers staff the content kinds only and no person filter, and drops another kind from the address', async () => {
    const { requests } = await renderPage({ role: 'staff', address: '/admin/history?kind=account&who=1' });
    await screen.findByRole('list', { name: 'History' });
    expect(screen.queryByRole('combobox', { name: 'Person' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Kind' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All kinds', 'Product', 'Category', 'Rate', 'Banner', 'Enquiry', 'Stock sheet', 'Publish']);
    expect(requests.map((request) => request.url)).toEqual(['/api/admin/history?page=1']);
    // What the CMS answers staff: the product and the rate, not the invite or the sign-in.
    expect(shownEntries()).toHaveLength(2);
  });

  it('says when From is after To, and asks nothing for them', async () => {
    const { requests } = await renderPage();
    await screen.findByRole('list', { name: 'History' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-25' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('From must not be after To');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(historyQueries(requests)).not.toContain('?from=2026-11-25&to=2026-11-20&page=1');
  });

  it('shows a failed read with Retry, which reads again', async () => {
    let fail = true;
    window.history.replaceState(null, '', '/admin/history');
    cms = await startFakeCms((request) =>
      fail
        ? { status: 500, body: { success: false, message: 'The history could not be read.' } }
        : answerHistory(request.url ?? '', ENTRIES),
    );
    render(
      <BackOfficeRoot>
        <HistoryPage api={createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' })} owner={false} />
      </BackOfficeRoot>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading history…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The history could not be read.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'History' })).toBeInTheDocument();
  });
});
