// Today's rates in one go, on the Price page against a stand-in CMS that enforces the rate guard:
// only changed rates are sent, one confirmation lists every change beyond the guard, a rate moved
// meanwhile is confirmed again, and a failure is shown under its rate with what was typed kept.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../ui/list-page-test-support';
import { type FakeCms, rateUpdates, renderPricePage, writes } from './price-test-support';

async function openTodaysRates(user: User) {
  await screen.findByRole('cell', { name: '24K' });
  await user.click(screen.getByRole('button', { name: "Today's rates" }));
  const form = screen.getByRole('dialog', { name: "Today's rates" });
  // Saving waits for the product list, which the guard's question counts from.
  await waitFor(() => expect(within(form).getByRole('button', { name: 'Save changed rates' })).toBeEnabled());
  return form;
}

async function typeToday(user: User, form: HTMLElement, label: string, price: string) {
  const input = within(form).getByLabelText(label);
  await user.clear(input);
  await user.type(input, price);
}

describe("Price page: today's rates in one go", () => {
  let close: FakeCms['close'] | undefined;
  afterEach(() => close?.());

  async function renderPage() {
    const page = await renderPricePage();
    close = page.close;
    return page;
  }

  it('lists every rate with its price as quoted, and sends nothing when nothing changed', async () => {
    const { user, requests } = await renderPage();
    const form = await openTodaysRates(user);
    expect(within(form).getByLabelText('22K (₹ per 10 g)')).toHaveValue('72830');
    expect(within(form).getByLabelText('Silver 925 (₹ per kg)')).toHaveValue('91500');
    expect(within(form).getByLabelText('Diamond VVS (₹ per carat)')).toHaveValue('64500');
    expect(within(form).getByText('Now ₹72,830.00 / 10 g')).toBeInTheDocument();
    expect(within(form).getByText('Now ₹64,500.00 / ct')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save changed rates' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('No price was changed: there is nothing to send.');
    expect(writes(requests)).toEqual([]);
  });

  it('asks once about every change beyond the guard, sends only the changed rates, those confirmed', async () => {
    const { user, requests, state } = await renderPage();
    const form = await openTodaysRates(user);
    await typeToday(user, form, '24K (₹ per 10 g)', '85000');
    await typeToday(user, form, '22K (₹ per 10 g)', '73,000');
    await typeToday(user, form, 'Silver 925 (₹ per kg)', '80000');
    expect(within(form).getByText('+7.0 %')).toBeInTheDocument();
    expect(within(form).getByText('Stored as ₹7,300.00 per gram')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save changed rates' }));
    const question = screen.getByRole('dialog', { name: 'Confirm 2 rate changes' });
    const changes = within(question).getAllByRole('listitem');
    expect(changes.map((change) => change.textContent)).toEqual([
      '24K+7.0 %₹79,450.00 / 10 g → ₹85,000.00 / 10 gReprices 1 productNew rate of 24K again (₹ per 10 g)',
      'Silver 925-12.6 %₹91,500.00 / kg → ₹80,000.00 / kgReprices 1 productNew rate of Silver 925 again (₹ per kg)',
    ]);
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    // Cancel sends nothing and keeps what was typed.
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Confirm 2 rate changes' })).not.toBeInTheDocument();
    expect(within(form).getByLabelText('24K (₹ per 10 g)')).toHaveValue('85000');
    expect(writes(requests)).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Save changed rates' }));
    const again = screen.getByRole('dialog', { name: 'Confirm 2 rate changes' });
    const publish = within(again).getByRole('button', { name: 'Publish these rates' });
    // Each new rate is typed again: one is not enough.
    await user.type(within(again).getByLabelText('New rate of 24K again (₹ per 10 g)'), '85000');
    expect(publish).toBeDisabled();
    await user.type(within(again).getByLabelText('New rate of Silver 925 again (₹ per kg)'), '80000');
    await user.click(publish);
    expect(await screen.findByText('Price updated successfully...!!!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The change within the guard goes unconfirmed: had someone moved 22K meanwhile, the CMS would ask.
    expect(rateUpdates(requests)).toEqual([
      { id: 1, name: '24K', price: 8500, quoteUnit: '10g', unit: 'g', confirm: true },
      { id: 2, name: '22K', price: 7300, quoteUnit: '10g', unit: 'g' },
      { id: 3, name: 'Silver 925', price: 80, quoteUnit: 'kg', unit: 'g', confirm: true },
    ]);
    expect(state.rates.map((rate) => rate.price)).toEqual([8500, 7300, 80, 64500]);
    expect(
      screen.getByText('Repriced 1 product for 24K, 3 products for 22K, 1 product for Silver 925.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The public site will show the new rates in a few seconds.')).toBeInTheDocument();
  });

  it('asks again about a rate someone moved meanwhile, with the figures the CMS now has', async () => {
    const { user, requests, state } = await renderPage();
    const form = await openTodaysRates(user);
    // Another admin moves 22K after this form was opened.
    state.rates = state.rates.map((rate) => (rate.name === '22K' ? { ...rate, price: 8000 } : rate));
    await typeToday(user, form, '22K (₹ per 10 g)', '73000');
    await user.click(within(form).getByRole('button', { name: 'Save changed rates' }));

    const question = await screen.findByRole('dialog', { name: 'Confirm this rate change' });
    expect(within(question).getByRole('listitem')).toHaveTextContent('₹80,000.00 / 10 g → ₹73,000.00 / 10 g');
    expect(within(question).getByRole('listitem')).toHaveTextContent('-8.8 %');
    await user.type(within(question).getByLabelText('New rate of 22K again (₹ per 10 g)'), '73000');
    await user.click(within(question).getByRole('button', { name: 'Publish this rate' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rateUpdates(requests)).toEqual([
      { id: 2, name: '22K', price: 7300, quoteUnit: '10g', unit: 'g' },
      { id: 2, name: '22K', price: 7300, quoteUnit: '10g', unit: 'g', confirm: true },
    ]);
    expect(state.rates.find((rate) => rate.name === '22K')?.price).toBe(7300);
    expect(await screen.findByRole('cell', { name: '₹73,000.00 / 10 g' })).toBeInTheDocument();
  });

  it('names each rate that failed under it, keeps what was typed, and sends only those again', async () => {
    const { user, requests, state } = await renderPage();
    state.failingUpdates.set('24K', {
      status: 500,
      body: { success: false, message: 'The database is not answering' },
    });
    const form = await openTodaysRates(user);
    await typeToday(user, form, '24K (₹ per 10 g)', '79500');
    await typeToday(user, form, '22K (₹ per 10 g)', '72900');
    await user.click(within(form).getByRole('button', { name: 'Save changed rates' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Not saved: 24K. The reason is under each rate.');
    expect(within(form).getByLabelText('24K (₹ per 10 g)')).toHaveAccessibleDescription(
      'The database is not answering',
    );
    expect(within(form).getByLabelText('24K (₹ per 10 g)')).toHaveValue('79500');
    expect(within(form).getByLabelText('22K (₹ per 10 g)')).toHaveValue('72900');
    expect(await screen.findByText('Failed to update price')).toBeInTheDocument();
    expect(await screen.findByText('Repriced 3 products.')).toBeInTheDocument();

    // Once the list shows 22K saved, another Save sends 24K alone.
    await waitFor(() => expect(within(form).getByText('Now ₹72,900.00 / 10 g')).toBeInTheDocument());
    state.failingUpdates.clear();
    await user.click(within(form).getByRole('button', { name: 'Save changed rates' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      writes(requests)
        .slice(2)
        .map((request) => JSON.parse(request.body)),
    ).toEqual([{ id: 1, name: '24K', price: 7950, quoteUnit: '10g', unit: 'g' }]);
  });
});
