// Draft, hidden and sold pieces in the back office (issue 49): the status filter, a new piece saved
// as a draft, a draft's Publish, and no link to a site page a piece does not have.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shownRows } from '../ui/list-page-test-support';
import {
  fillRequiredFields,
  openAddForm,
  product,
  renderProductPage,
  usePreviewsAndStandIn,
} from './product-test-support';

const PIECES = [
  product(1, { name: 'Rose Ring' }),
  product(2, { name: 'Draft Chain', status: 'draft' }),
  product(3, { name: 'Hidden Kada', status: 'hidden' }),
  product(4, { name: 'Sold Necklace', status: 'sold' }),
  product(5, { name: 'Old Anklet', status: 'inactive' }),
];

describe('Product page: statuses', () => {
  const standIn = usePreviewsAndStandIn();
  afterEach(() => window.history.replaceState(null, '', '/'));

  async function renderPage() {
    const page = await renderProductPage(PIECES);
    standIn.stopAfter(page.cms.close);
    await screen.findByRole('table', { name: 'Products' });
    return page;
  }

  it('filters the table by status, keeping the choice in the address', async () => {
    const { user } = await renderPage();
    expect(shownRows('Products', 2)).toHaveLength(5);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draft');
    expect(shownRows('Products', 2)).toEqual([['1', 'Draft Chain']]);
    expect(screen.getByText('1 of 5 products')).toBeInTheDocument();
    expect(window.location.search).toBe('?status=draft');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    expect(shownRows('Products', 2)).toHaveLength(5);
    expect(window.location.search).toBe('');
  });

  it('opens on the status the address names (the dashboard links to ?status=draft)', async () => {
    window.history.replaceState(null, '', '/admin/product?status=sold');
    await renderPage();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('sold');
    expect(shownRows('Products', 2)).toEqual([['1', 'Sold Necklace']]);
  });

  it("links only listed pieces to the site, and offers a draft's Publish, which makes it active", async () => {
    const { user, cms } = await renderPage();
    const table = within(screen.getByRole('table', { name: 'Products' }));
    for (const name of ['Rose Ring', 'Sold Necklace', 'Old Anklet'])
      expect(table.getByRole('link', { name: `View ${name} on site` })).toBeInTheDocument();
    for (const name of ['Draft Chain', 'Hidden Kada'])
      expect(table.queryByRole('link', { name: `View ${name} on site` })).not.toBeInTheDocument();
    expect(table.getAllByRole('button', { name: /^Publish / })).toHaveLength(1);

    await user.click(table.getByRole('button', { name: 'Publish Draft Chain' }));
    expect(await screen.findByText(/Draft Chain is published/)).toBeInTheDocument();
    const update = cms.requests.find((request) => request.url === '/api/admin/update-product');
    expect(JSON.parse(update?.body ?? '{}')).toEqual({ id: 2, status: 'active' });
    await waitFor(() => expect(table.queryByRole('button', { name: 'Publish Draft Chain' })).not.toBeInTheDocument());
    expect(table.getByRole('link', { name: 'View Draft Chain on site' })).toBeInTheDocument();
  });

  it('offers every status with who sees it, and saves a new piece as a draft', async () => {
    const { user, state } = await renderPage();
    const dialog = await openAddForm(user);
    const form = within(dialog);
    const options = within(form.getByLabelText('Status *'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Select status',
      'In stock (public)',
      'Out of stock (public)',
      'Draft (not public)',
      'Hidden (not public)',
      'Sold (public as Sold, then hidden)',
    ]);
    await fillRequiredFields(user, dialog);
    await user.click(form.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Saved as a draft: not on the site until you publish it')).toBeInTheDocument();
    expect(state.sent.at(-1)?.fields.status).toBe('draft');
    // The saved draft is in the list with its Publish.
    expect(await screen.findByRole('button', { name: 'Publish Lotus Ring' })).toBeInTheDocument();
  });
});
