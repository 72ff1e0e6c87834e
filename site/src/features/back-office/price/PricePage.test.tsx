import { createApiClient } from '@suvarna/api-client';
import type { Rate, RateInput } from '@suvarna/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BackOfficeRoot } from '../BackOfficeRoot';
import { startFakeCms } from '../test-support';
import { PricePage, type RateApi } from './PricePage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

// Noon UTC: the 22nd in every time zone the shop's admins could be in.
const MODIFIED = '2026-11-22T12:00:00.000Z';

/** The CMS's rates in memory, answering the price routes as the real one does. */
function createPriceCms(initial: Rate[]) {
  const state = {
    rates: initial.map((rate) => ({ ...rate })),
    /** Rates that products use: deleting one is refused. */
    usedRateIds: new Set<number>(),
    readsFail: false,
  };
  let nextId = Math.max(0, ...initial.map((rate) => rate.id)) + 1;

  const nameTaken = (name: string, exceptId?: number) =>
    state.rates.some((rate) => rate.id !== exceptId && rate.name.toLowerCase() === name.toLowerCase());
  const taken = (name: string) => ({
    status: 409,
    body: { success: false, message: `A rate named "${name}" already exists` },
  });

  const handler = (request: { method?: string | undefined; url?: string | undefined }, body: string) => {
    const route = `${request.method} ${request.url}`;
    if (route === 'GET /api/admin/get-price') {
      return state.readsFail
        ? { status: 500, body: { success: false, message: 'The database is not answering' } }
        : { status: 200, body: { success: true, data: state.rates } };
    }
    if (route === 'POST /api/admin/add-price') {
      const input = JSON.parse(body) as RateInput;
      if (nameTaken(input.name)) return taken(input.name);
      const rate = { id: nextId++, ...input, modified: MODIFIED };
      state.rates.push(rate);
      return { status: 200, body: { success: true, message: `Rate ${input.name} added`, data: rate } };
    }
    if (route === 'PUT /api/admin/update-price') {
      const input = JSON.parse(body) as Rate;
      if (nameTaken(input.name, input.id)) return taken(input.name);
      const rate = { ...input, modified: MODIFIED };
      state.rates = state.rates.map((existing) => (existing.id === input.id ? rate : existing));
      // No message: the page falls back to the spec's text.
      return { status: 200, body: { success: true, data: rate } };
    }
    const deleted = /^DELETE \/api\/admin\/delete-price\/(\d+)$/.exec(route);
    if (deleted) {
      const id = Number(deleted[1]);
      const used = state.rates.find((rate) => rate.id === id && state.usedRateIds.has(id));
      if (used) {
        const message = `The rate "${used.name}" is used by 3 products: change their purity before deleting it`;
        return { status: 409, body: { success: false, message } };
      }
      state.rates = state.rates.filter((rate) => rate.id !== id);
      return { status: 200, body: { success: true, message: 'Deleted Successfully', data: null } };
    }
    return { status: 404, body: { success: false, message: `No route ${route}` } };
  };
  return { state, handler };
}

const DEMO_RATES: Rate[] = [
  { id: 1, name: '24K', price: 7945, modified: MODIFIED },
  { id: 2, name: '22K', price: 7283, modified: MODIFIED },
  { id: 3, name: 'Silver 925', price: 91.5, modified: MODIFIED },
];

/** The table's rows as the text of their #, name and price cells. */
const shownRates = () =>
  within(screen.getByRole('table', { name: 'Prices' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );

describe('price page', () => {
  let cms: FakeCms | undefined;
  afterEach(() => cms?.close());

  async function renderPage({
    rates = DEMO_RATES,
    readsFail = false,
    wrapApi = (api) => api,
  }: {
    rates?: Rate[];
    readsFail?: boolean;
    wrapApi?: (api: RateApi) => RateApi;
  } = {}) {
    const fake = createPriceCms(rates);
    fake.state.readsFail = readsFail;
    cms = await startFakeCms(fake.handler);
    const api = createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' });
    render(
      <BackOfficeRoot>
        <PricePage api={wrapApi(api)} />
      </BackOfficeRoot>,
    );
    return { state: fake.state, requests: cms.requests, user: userEvent.setup() };
  }

  const writes = (requests: FakeCms['requests']) => requests.filter((request) => request.method !== 'GET');

  it('lists the rates with their price in rupees and when they changed', async () => {
    await renderPage();
    expect(await screen.findByRole('cell', { name: '24K' })).toBeInTheDocument();
    expect(shownRates()).toEqual([
      ['1', '24K', '₹7,945.00'],
      ['2', '22K', '₹7,283.00'],
      ['3', 'Silver 925', '₹91.50'],
    ]);
    const headers = within(screen.getByRole('table', { name: 'Prices' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['#', 'NAME', 'PRICE', 'MODIFIED', 'ACTIONS']);
    const modified = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[3];
    expect(modified).toHaveTextContent('22 Nov 2026');
    expect(modified?.textContent).toMatch(/\d{1,2}:\d{2}\s?[ap]m/i);
  });

  it("says 'No records available' when there are no rates", async () => {
    await renderPage({ rates: [] });
    expect(await screen.findByText('No records available')).toBeInTheDocument();
  });

  it("shows the schema's messages under the fields on save, then as they are typed, and sends nothing", async () => {
    const { user, requests } = await renderPage();
    await screen.findByRole('cell', { name: '24K' });
    await user.click(screen.getByRole('button', { name: 'Add Price' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Price' });
    const name = within(dialog).getByLabelText('Name');
    const price = within(dialog).getByLabelText('Price (₹ per gram)');
    expect(name).toHaveFocus();

    await user.type(price, 'abc');
    expect(price).not.toHaveAccessibleDescription();
    await user.clear(price);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Please fill all fields');
    expect(price).toHaveAccessibleDescription('Please fill all fields');

    await user.type(name, 'x'.repeat(61));
    expect(name).toHaveAccessibleDescription('Rate name must be at most 60 characters');
    await user.type(name, '{Backspace}');
    expect(name).not.toHaveAccessibleDescription();

    const messages: Array<[string, string]> = [
      ['abc', 'must be a number'],
      ['0', 'Price must be more than 0'],
      ['-5', 'must not be negative'],
      ['7283.505', 'must have at most 2 decimals'],
      ['10000001', 'is too large'],
    ];
    for (const [typed, message] of messages) {
      await user.clear(price);
      await user.type(price, typed);
      expect(price).toHaveAccessibleDescription(message);
    }
    await user.clear(price);
    await user.type(price, '7283.50');
    expect(price).not.toHaveAccessibleDescription();
    expect(writes(requests)).toEqual([]);
  });

  it("adds a rate: the server's message, the refreshed list, the form closed and a note on publishing", async () => {
    const { user, requests } = await renderPage();
    await screen.findByRole('cell', { name: '24K' });
    await user.click(screen.getByRole('button', { name: 'Add Price' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Price' });
    await user.type(within(dialog).getByLabelText('Name'), ' 14K ');
    await user.type(within(dialog).getByLabelText('Price (₹ per gram)'), '4634.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Rate 14K added')).toBeInTheDocument();
    await waitFor(() => expect(shownRates()).toContainEqual(['4', '14K', '₹4,634.25']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('The public site will show the new rates in a few seconds.')).toBeInTheDocument();
    const [added] = writes(requests);
    expect(added).toMatchObject({ method: 'POST', url: '/api/admin/add-price', authorization: 'Bearer jwt-1' });
    expect(JSON.parse(added?.body ?? '')).toEqual({ name: '14K', price: 4634.25 });

    // The form opens empty again.
    await user.click(screen.getByRole('button', { name: 'Add Price' }));
    expect(within(screen.getByRole('dialog', { name: 'Add Price' })).getByLabelText('Name')).toHaveValue('');
  });

  it('edits a rate: the form is filled in, and {id, name, price} is sent', async () => {
    const { user, requests } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit 22K' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Price' });
    const price = within(dialog).getByLabelText('Price (₹ per gram)');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('22K');
    expect(price).toHaveValue('7283');
    await user.clear(price);
    await user.type(price, '7301.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Price updated successfully...!!!')).toBeInTheDocument();
    await waitFor(() => expect(shownRates()).toContainEqual(['2', '22K', '₹7,301.50']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [updated] = writes(requests);
    expect(updated).toMatchObject({ method: 'PUT', url: '/api/admin/update-price' });
    expect(JSON.parse(updated?.body ?? '')).toEqual({ id: 2, name: '22K', price: 7301.5 });
  });

  it("keeps the form open with what was typed when the save is refused, and toasts the server's reason", async () => {
    const { user, state } = await renderPage();
    await screen.findByRole('cell', { name: '24K' });
    await user.click(screen.getByRole('button', { name: 'Add Price' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Price' });
    await user.type(within(dialog).getByLabelText('Name'), '24k');
    await user.type(within(dialog).getByLabelText('Price (₹ per gram)'), '8000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('A rate named "24k" already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Price' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('24k');
    expect(within(dialog).getByLabelText('Price (₹ per gram)')).toHaveValue('8000');
    expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(state.rates).toHaveLength(3);
  });

  it('disables the form while the save is in flight, so it is neither sent twice nor abandoned', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { user, requests } = await renderPage({
      wrapApi: (api) => ({
        ...api,
        // The CMS has the request; its answer reaches the page only when the test says so.
        addRate: async (input) => {
          const reply = await api.addRate(input);
          await answered;
          return reply;
        },
      }),
    });
    await screen.findByRole('cell', { name: '24K' });
    await user.click(screen.getByRole('button', { name: 'Add Price' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Price' });
    await user.type(within(dialog).getByLabelText('Name'), '14K');
    await user.type(within(dialog).getByLabelText('Price (₹ per gram)'), '4634');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await expect.poll(() => writes(requests).length).toBe(1);
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add Price' })).toBeInTheDocument();

    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(requests)).toHaveLength(1);
  });

  it('asks before deleting, and Cancel keeps the rate', async () => {
    const { user, requests } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Silver 925' }));
    const question = screen.getByRole('dialog', { name: 'Delete price "Silver 925"' });
    expect(question).toHaveAccessibleDescription('Are you sure you want to delete this item?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Silver 925' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Silver 925' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toMatchObject([{ method: 'DELETE', url: '/api/admin/delete-price/3' }]);
  });

  it('shows why the CMS refuses to delete a rate that products use, and keeps it', async () => {
    const { user, state } = await renderPage();
    state.usedRateIds.add(2);
    await user.click(await screen.findByRole('button', { name: 'Delete 22K' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('The rate "22K" is used by 3 products: change their purity before deleting it'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '22K' })).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch prices' when the rates cannot be read, shows why, and Retry reads them again", async () => {
    const { user, state } = await renderPage({ readsFail: true });

    expect(await screen.findByText('Failed to fetch prices')).toBeInTheDocument();
    expect(await screen.findByText('The database is not answering')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    state.readsFail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: '24K' })).toBeInTheDocument();
    expect(screen.queryByText('The database is not answering')).not.toBeInTheDocument();
  });
});
