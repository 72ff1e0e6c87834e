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

  it('lists the rates with their price in rupees per gram or per carat, and when they changed', async () => {
    await renderPage();
    expect(await screen.findByRole('cell', { name: '24K' })).toBeInTheDocument();
    expect(shownRates()).toEqual([
      ['1', '24K', '₹7,945.00/g'],
      ['2', '22K', '₹7,283.00/g'],
      ['3', 'Silver 925', '₹91.50/g'],
      ['4', 'Diamond VVS', '₹64,500.00/ct'],
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
      ['abc', 'Price must be a number'],
      ['0', 'Price must be more than 0'],
      ['-5', 'Price cannot be negative'],
      ['7283.505', 'Price can have at most 2 decimals'],
      ['10000001', 'Price cannot be more than ₹1,00,00,000.00'],
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
    await typeAndSave(user, await openDialog(user, 'Add Price'), { Name: ' 14K ', 'Price (₹ per gram)': '4634.25' });

    expect(await screen.findByText('Rate 14K added')).toBeInTheDocument();
    await waitFor(() => expect(shownRates()).toContainEqual(['5', '14K', '₹4,634.25/g']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('The public site will show the new rates in a few seconds.')).toBeInTheDocument();
    const [added] = writes(requests);
    expect(added).toMatchObject({ method: 'POST', url: '/api/admin/add-price', authorization: 'Bearer jwt-1' });
    expect(JSON.parse(added?.body ?? '')).toEqual({ name: '14K', price: 4634.25, unit: 'g' });

    // The form opens empty again.
    expect(within(await openDialog(user, 'Add Price')).getByLabelText('Name')).toHaveValue('');
  });

  it('edits a rate: the form is filled in, {id, name, price, unit} is sent, and the products repriced are said', async () => {
    const { user, requests } = await renderPage();
    const dialog = await openDialog(user, 'Edit 22K', 'Edit Price');
    const price = within(dialog).getByLabelText('Price (₹ per gram)');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('22K');
    expect(within(dialog).getByLabelText('Unit')).toHaveValue('g');
    expect(price).toHaveValue('7283');
    await user.clear(price);
    await user.type(price, '7301.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Price updated successfully...!!!')).toBeInTheDocument();
    await waitFor(() => expect(shownRates()).toContainEqual(['2', '22K', '₹7,301.50/g']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Three of the demo products are 22K.
    expect(screen.getByText('Repriced 3 products.')).toBeInTheDocument();
    const [updated] = writes(requests);
    expect(updated).toMatchObject({ method: 'PUT', url: '/api/admin/update-price' });
    expect(JSON.parse(updated?.body ?? '')).toEqual({ id: 2, name: '22K', price: 7301.5, unit: 'g' });
  });

  it("keeps the form open with what was typed when the save is refused, and toasts the server's reason", async () => {
    const { user, state } = await renderPage();
    await screen.findByRole('cell', { name: '24K' });
    const dialog = await openDialog(user, 'Add Price');
    await typeAndSave(user, dialog, { Name: '24k', 'Price (₹ per gram)': '8000' });

    expect(await screen.findByText('A rate named "24k" already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Price' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('24k');
    expect(within(dialog).getByLabelText('Price (₹ per gram)')).toHaveValue('8000');
    expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(state.rates).toHaveLength(4);
  });

  it('adds a rate per carat: the price is asked per carat and the unit is sent', async () => {
    const { user, requests } = await renderPage();
    await screen.findByRole('cell', { name: '24K' });
    const dialog = await openDialog(user, 'Add Price');
    await user.type(within(dialog).getByLabelText('Name'), 'Diamond SI');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'per carat');
    await typeAndSave(user, dialog, { 'Price (₹ per carat)': '38000' });

    await waitFor(() => expect(shownRates()).toContainEqual(['5', 'Diamond SI', '₹38,000.00/ct']));
    expect(JSON.parse(writes(requests)[0]?.body ?? '')).toEqual({ name: 'Diamond SI', price: 38000, unit: 'ct' });
    expect(screen.getByText('Repriced 0 products.')).toBeInTheDocument();
  });

  it("asks before publishing a change beyond the guard, with the CMS's figures; Cancel sends nothing more, Publish resends it confirmed", async () => {
    const { user, requests, state } = await renderPage();
    const form = await openDialog(user, 'Edit 22K', 'Edit Price');
    const price = within(form).getByLabelText('Price (₹ per gram)');
    await user.clear(price);
    await user.type(price, '8748');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const question = await screen.findByRole('dialog', { name: 'Confirm this rate change' });
    expect(question).toHaveAccessibleDescription(
      "This change moves its rate by more than the shop's 5 % guard. Every product priced by it changes price when the site is published.",
    );
    const change = within(question).getByRole('listitem');
    expect(change).toHaveTextContent('22K');
    expect(change).toHaveTextContent('₹7,283.00/g → ₹8,748.00/g');
    expect(change).toHaveTextContent('+20.1 %');
    expect(change).toHaveTextContent('Reprices 3 products');
    expect(screen.queryByText(/Send it again with confirm/)).not.toBeInTheDocument();

    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Confirm this rate change' })).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Price (₹ per gram)')).toHaveValue('8748');
    expect(writes(requests)).toHaveLength(1);
    expect(state.rates.find((rate) => rate.name === '22K')?.price).toBe(7283);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm this rate change' })).getByRole('button', {
        name: 'Publish this rate',
      }),
    );
    expect(await screen.findByText('Price updated successfully...!!!')).toBeInTheDocument();
    expect(await screen.findByText('Repriced 3 products.')).toBeInTheDocument();
    await waitFor(() => expect(shownRates()).toContainEqual(['2', '22K', '₹8,748.00/g']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests).map((request) => JSON.parse(request.body))).toEqual([
      { id: 2, name: '22K', price: 8748, unit: 'g' },
      { id: 2, name: '22K', price: 8748, unit: 'g' },
      { id: 2, name: '22K', price: 8748, unit: 'g', confirm: true },
    ]);
  });

  it('shows each rate’s recent changes, newest first, with who made them', async () => {
    const { user, requests } = await renderPage();
    for (const typed of ['7301.5', '7290']) {
      const form = await openDialog(user, 'Edit 22K', 'Edit Price');
      await user.clear(within(form).getByLabelText('Price (₹ per gram)'));
      await typeAndSave(user, form, { 'Price (₹ per gram)': typed });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }

    await user.click(screen.getByRole('button', { name: 'History of 22K' }));
    const history = screen.getByRole('dialog', { name: 'History of 22K' });
    const changes = within(await within(history).findByRole('list', { name: 'Changes to 22K' })).getAllByRole(
      'listitem',
    );
    expect(changes.map((change) => change.textContent?.replace(/^.*?(?=₹)/, ''))).toEqual([
      '₹7,301.50/g → ₹7,290.00/g (-0.2 %)by owner@shop.in',
      '₹7,283.00/g → ₹7,301.50/g (+0.3 %)by owner@shop.in',
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
    await typeAndSave(user, dialog, { Name: '14K', 'Price (₹ per gram)': '4634' });

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
