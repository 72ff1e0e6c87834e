import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteRow,
  expectDeleteAskedFirst,
  expectSaveHeldInFlight,
  holdReplies,
  openDialog,
  shownRows,
  typeAndSave,
} from '../ui/list-page-test-support';
import { type FakeCms, renderPricePage, writes } from './price-test-support';

/** The table's rows as the text of their #, name and price cells. */
const shownRates = () => shownRows('Prices', 3);

describe('price page', () => {
  let close: FakeCms['close'] | undefined;
  afterEach(() => close?.());

  async function renderPage(options: Parameters<typeof renderPricePage>[0] = {}) {
    const page = await renderPricePage(options);
    close = page.close;
    return page;
  }

  it('lists the rates with their price as the trade quotes them (per 10 g, per kg, per carat), and when they changed', async () => {
    await renderPage();
    expect(await screen.findByRole('cell', { name: '24K' })).toBeInTheDocument();
    expect(shownRates()).toEqual([
      ['1', '24K', '₹79,450.00 / 10 g'],
      ['2', '22K', '₹72,830.00 / 10 g'],
      ['3', 'Silver 925', '₹91,500.00 / kg'],
      ['4', 'Diamond VVS', '₹64,500.00 / ct'],
    ]);
    const headers = within(screen.getByRole('table', { name: 'Prices' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      '#',
      'NAME',
      'PRICE',
      'HISTORY',
      'MODIFIED',
      'ACTIONS',
    ]);
    const modified = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[4];
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
    const dialog = await openDialog(user, 'Add Price');
    const name = within(dialog).getByLabelText('Name');
    const price = within(dialog).getByLabelText('Price (₹ per 10 g)');
    expect(name).toHaveFocus();

    await user.type(price, 'abc');
    await waitFor(() => expect(price).not.toHaveAccessibleDescription());
    await user.clear(price);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Please fill all fields'));
    await waitFor(() => expect(price).toHaveAccessibleDescription('Please fill all fields'));

    await user.type(name, 'x'.repeat(61));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Rate name must be at most 60 characters'));
    await user.type(name, '{Backspace}');
    await waitFor(() => expect(name).not.toHaveAccessibleDescription());

    const messages: Array<[string, string]> = [
      ['abc', 'Price must be a number'],
      ['0', 'Price must be more than 0'],
      ['-5', 'Price cannot be negative'],
      ['7283.505', 'Price can have at most 2 decimals'],
      ['10000001', 'Price cannot be more than ₹1,00,00,000.00'],
    ];
    for (const [typed, message] of messages) {
      await user.clear(price);
      await user.type(price, typed);
      await waitFor(() => expect(price).toHaveAccessibleDescription(message));
    }
    await user.clear(price);
    await user.type(price, '7283.50');
    await waitFor(() => expect(price).not.toHaveAccessibleDescription());
    expect(writes(requests)).toEqual([]);
  });

  it("adds a rate: the server's message, the refreshed list, the form closed and a note on publishing", async () => {
    const { user, requests, state } = await renderPage();
    await screen.findByRole('cell', { name: '24K' });
    await typeAndSave(user, await openDialog(user, 'Add Price'), { Name: ' 14K ', 'Price (₹ per 10 g)': '46,342.50' });

    expect(await screen.findByText('Rate 14K added')).toBeInTheDocument();
    await waitFor(() => expect(shownRates()).toContainEqual(['5', '14K', '₹46,342.50 / 10 g']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('The public site will show the new rates in a few seconds.')).toBeInTheDocument();
    const [added] = writes(requests);
    expect(added).toMatchObject({ method: 'POST', url: '/api/admin/add-price', authorization: 'Bearer jwt-1' });
    expect(JSON.parse(added?.body ?? '')).toEqual({ name: '14K', price: 4634.25, quoteUnit: '10g', unit: 'g' });
    expect(state.rates.find((rate) => rate.name === '14K')).toMatchObject({ price: 4634.25, quoteUnit: '10g' });

    // The form opens empty again.
    expect(within(await openDialog(user, 'Add Price')).getByLabelText('Name')).toHaveValue('');
  });

  it('edits a rate: the form is filled in as quoted, {id, name, price, quoteUnit, unit} is sent, and the products repriced are said', async () => {
    const { user, requests, state } = await renderPage();
    const dialog = await openDialog(user, 'Edit 22K', 'Edit Price');
    const price = within(dialog).getByLabelText('Price (₹ per 10 g)');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('22K');
    expect(within(dialog).getByLabelText('Quoted')).toHaveValue('10g');
    expect(price).toHaveValue('72830');
    await user.clear(price);
    await user.type(price, '73015');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Price updated successfully...!!!')).toBeInTheDocument();
    await waitFor(() => expect(shownRates()).toContainEqual(['2', '22K', '₹73,015.00 / 10 g']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Three of the demo products are 22K.
    expect(screen.getByText('Repriced 3 products.')).toBeInTheDocument();
    const [updated] = writes(requests);
    expect(updated).toMatchObject({ method: 'PUT', url: '/api/admin/update-price' });
    expect(JSON.parse(updated?.body ?? '')).toEqual({
      id: 2,
      name: '22K',
      price: 7301.5,
      quoteUnit: '10g',
      unit: 'g',
    });
    expect(state.rates.find((rate) => rate.name === '22K')?.price).toBe(7301.5);
  });

  it('says what a quote stores, rounded to the paisa, and keeps the rate when the quote unit changes', async () => {
    const { user, requests, state } = await renderPage();
    const dialog = await openDialog(user, 'Edit 22K', 'Edit Price');
    const price = within(dialog).getByLabelText('Price (₹ per 10 g)');
    await user.clear(price);
    await user.type(price, '72835.55');
    expect(within(dialog).getByText('Stored as ₹7,283.56 per gram, rounded to the paisa')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '72830');
    expect(within(dialog).getByText('Stored as ₹7,283.00 per gram')).toBeInTheDocument();

    // Quoted per gram from now on: the same rate, typed per gram.
    await user.selectOptions(within(dialog).getByLabelText('Quoted'), 'per gram');
    expect(within(dialog).getByLabelText('Price (₹ per gram)')).toHaveValue('7283');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shownRates()).toContainEqual(['2', '22K', '₹7,283.00 / g']));
    expect(JSON.parse(writes(requests)[0]?.body ?? '')).toEqual({
      id: 2,
      name: '22K',
      price: 7283,
      quoteUnit: 'g',
      unit: 'g',
    });
    expect(state.rates.find((rate) => rate.name === '22K')).toMatchObject({ price: 7283, quoteUnit: 'g' });
  });

  it('quotes a new rate by its metal until a unit is picked: silver per kg', async () => {
    const { user } = await renderPage();
    await screen.findByRole('cell', { name: '24K' });
    const dialog = await openDialog(user, 'Add Price');
    await user.type(within(dialog).getByLabelText('Name'), 'Silver 999');
    expect(within(dialog).getByLabelText('Quoted')).toHaveValue('kg');
    expect(within(dialog).getByLabelText('Price (₹ per kg)')).toBeInTheDocument();
    // A unit picked stays picked, even the one a new rate starts with.
    await user.selectOptions(within(dialog).getByLabelText('Quoted'), 'per 10 g');
    await user.type(within(dialog).getByLabelText('Name'), ' bar');
    expect(within(dialog).getByLabelText('Quoted')).toHaveValue('10g');
  });

  it("keeps the form open with what was typed when the save is refused, and toasts the server's reason", async () => {
    const { user, state } = await renderPage();
    await screen.findByRole('cell', { name: '24K' });
    const dialog = await openDialog(user, 'Add Price');
    await typeAndSave(user, dialog, { Name: '24k', 'Price (₹ per 10 g)': '80000' });

    expect(await screen.findByText('A rate named "24k" already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Price' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('24k');
    expect(within(dialog).getByLabelText('Price (₹ per 10 g)')).toHaveValue('80000');
    expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(state.rates).toHaveLength(4);
  });

  it('adds a rate per carat: the price is asked per carat and the unit is sent', async () => {
    const { user, requests } = await renderPage();
    await screen.findByRole('cell', { name: '24K' });
    const dialog = await openDialog(user, 'Add Price');
    await user.type(within(dialog).getByLabelText('Name'), 'Diamond SI');
    await user.selectOptions(within(dialog).getByLabelText('Quoted'), 'per carat');
    await typeAndSave(user, dialog, { 'Price (₹ per carat)': '38000' });

    await waitFor(() => expect(shownRates()).toContainEqual(['5', 'Diamond SI', '₹38,000.00 / ct']));
    expect(JSON.parse(writes(requests)[0]?.body ?? '')).toEqual({
      name: 'Diamond SI',
      price: 38000,
      quoteUnit: 'ct',
      unit: 'ct',
    });
    expect(screen.getByText('Repriced 0 products.')).toBeInTheDocument();
  });

  it("asks before publishing a change beyond the guard, with the CMS's figures; Cancel is the focused answer and sends nothing more; Publish, once the rate is typed again, resends it confirmed", async () => {
    const { user, requests, state } = await renderPage();
    const form = await openDialog(user, 'Edit 22K', 'Edit Price');
    const price = within(form).getByLabelText('Price (₹ per 10 g)');
    await user.clear(price);
    await user.type(price, '87480');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const question = await screen.findByRole('dialog', { name: 'Confirm this rate change' });
    expect(question).toHaveAccessibleDescription(
      "This change moves its rate by more than the shop's 5 % guard. Every product priced by it changes price when the site is published. To publish, type the new rate again.",
    );
    const change = within(question).getByRole('listitem');
    expect(change).toHaveTextContent('22K');
    expect(change).toHaveTextContent('₹72,830.00 / 10 g → ₹87,480.00 / 10 g');
    expect(change).toHaveTextContent('+20.1 %');
    expect(change).toHaveTextContent('Reprices 3 products');
    expect(screen.queryByText(/Send it again with confirm/)).not.toBeInTheDocument();
    // The safe answer is the focused, prominent one; Enter cancels.
    const cancel = within(question).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    expect(cancel).toHaveClass('btn-primary');
    expect(within(question).getByRole('button', { name: 'Publish this rate' })).toBeDisabled();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm this rate change' })).not.toBeInTheDocument(),
    );
    expect(within(form).getByLabelText('Price (₹ per 10 g)')).toHaveValue('87480');
    expect(writes(requests)).toHaveLength(1);
    expect(state.rates.find((rate) => rate.name === '22K')?.price).toBe(7283);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm this rate change' });
    const publish = within(again).getByRole('button', { name: 'Publish this rate' });
    const retype = within(again).getByLabelText('New rate of 22K again (₹ per 10 g)');
    // The old rate, or a slip, does not confirm the new one.
    for (const typed of ['72830', '8748']) {
      await user.clear(retype);
      await user.type(retype, typed);
      expect(publish).toBeDisabled();
      await waitFor(() => expect(retype).toHaveAccessibleDescription('Not the new rate: check it, or cancel.'));
    }
    await user.clear(retype);
    await user.type(retype, '87,480');
    await waitFor(() => expect(retype).not.toHaveAccessibleDescription());
    await user.click(publish);
    expect(await screen.findByText('Price updated successfully...!!!')).toBeInTheDocument();
    expect(await screen.findByText('Repriced 3 products.')).toBeInTheDocument();
    await waitFor(() => expect(shownRates()).toContainEqual(['2', '22K', '₹87,480.00 / 10 g']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = { id: 2, name: '22K', price: 8748, quoteUnit: '10g', unit: 'g' };
    expect(writes(requests).map((request) => JSON.parse(request.body))).toEqual([
      sent,
      sent,
      { ...sent, confirm: true },
    ]);
  });

  it('shows each rate’s recent changes, newest first, with who made them', async () => {
    const { user, requests } = await renderPage();
    for (const typed of ['73015', '72900']) {
      const form = await openDialog(user, 'Edit 22K', 'Edit Price');
      await user.clear(within(form).getByLabelText('Price (₹ per 10 g)'));
      await typeAndSave(user, form, { 'Price (₹ per 10 g)': typed });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }

    await user.click(screen.getByRole('button', { name: 'History of 22K' }));
    const history = screen.getByRole('dialog', { name: 'History of 22K' });
    const changes = within(await within(history).findByRole('list', { name: 'Changes to 22K' })).getAllByRole(
      'listitem',
    );
    expect(changes.map((change) => change.textContent?.replace(/^.*?(?=₹)/, ''))).toEqual([
      '₹73,015.00 / 10 g → ₹72,900.00 / 10 g (-0.2 %)by owner@shop.in',
      '₹72,830.00 / 10 g → ₹73,015.00 / 10 g (+0.3 %)by owner@shop.in',
    ]);
    expect(within(changes[0] as HTMLElement).getByText(/22 Nov 2026/)).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/api/admin/rate-history?name=22K');

    await user.click(within(history).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'History of 24K' }));
    expect(await screen.findByText('No changes in the last 90 days.')).toBeInTheDocument();
  });

  it('disables the form while the save is in flight, so it is neither sent twice nor abandoned', async () => {
    const replies = holdReplies();
    const { user, requests } = await renderPage({
      wrapApi: (api) => ({ ...api, addRate: replies.hold(api.addRate) }),
    });
    await screen.findByRole('cell', { name: '24K' });
    const dialog = await openDialog(user, 'Add Price');
    await typeAndSave(user, dialog, { Name: '14K', 'Price (₹ per 10 g)': '46340' });

    await expectSaveHeldInFlight({
      user,
      dialog,
      name: 'Add Price',
      writes: () => writes(requests),
      release: replies.release,
    });
  });

  it('asks before deleting, and Cancel keeps the rate', async () => {
    const { user, requests } = await renderPage();
    await expectDeleteAskedFirst({
      user,
      row: 'Silver 925',
      question: 'Delete price "Silver 925"',
      deleted: 'Deleted Successfully',
      writes: () => writes(requests),
      sent: { method: 'DELETE', url: '/api/admin/delete-price/3' },
    });
  });

  it('shows why the CMS refuses to delete a rate that products use, and keeps it', async () => {
    const { user, state } = await renderPage();
    state.usedRateIds.add(2);
    await deleteRow(user, '22K');

    expect(
      await screen.findByText('The rate "22K" is used by 3 products: change their purity before deleting it'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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
    await waitFor(() => expect(screen.queryByText('The database is not answering')).not.toBeInTheDocument());
  });
});
