import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { historyEntry, manyEntries } from '../history/history-test-support';
import { openAddForm, product, renderProductPage, usePreviewsAndStandIn } from './product-test-support';

const historyRequests = (requests: Array<{ url: string }>) =>
  requests.filter((request) => request.url.startsWith('/api/admin/history')).map((request) => request.url);

describe("a product's History tab", () => {
  const standIn = usePreviewsAndStandIn();

  const HISTORY = [
    historyEntry({ id: 7, name: 'Ring 7', changes: [{ field: 'name', from: 'Ring seven', to: 'Ring 7' }] }),
    historyEntry({ at: '2026-11-20T06:00:00.000Z', id: 7, name: 'Ring seven', action: 'created' }),
    // Another product's change, not this one's.
    historyEntry({ id: 8, name: 'Ring 8', changes: [{ field: 'weight', from: 2.5, to: 3 }] }),
  ];

  async function openEdit(history = HISTORY) {
    const page = await renderProductPage([product(7), product(8)], undefined, history);
    standIn.stopAfter(page.cms.close);
    await page.user.click(await screen.findByRole('button', { name: 'Edit Ring 7' }));
    return { ...page, dialog: screen.getByRole('dialog', { name: 'Edit Product' }) };
  }

  it("opens on Details; History, read only when opened, lists that product's changes newest first", async () => {
    const { user, dialog, cms } = await openEdit();
    const tabs = within(within(dialog).getByRole('tablist', { name: 'Product' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Details', 'History']);
    expect(within(dialog).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel', { name: 'Details' })).toContainElement(
      within(dialog).getByLabelText('Product Name *'),
    );
    expect(historyRequests(cms.requests)).toEqual([]);

    await user.click(within(dialog).getByRole('tab', { name: 'History' }));
    expect(within(dialog).getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(dialog).getByRole('tabpanel', { name: 'History' });
    const list = await within(panel).findByRole('list', { name: 'History of Ring 7' });
    expect(historyRequests(cms.requests)).toEqual(['/api/admin/history?kind=product&id=7&page=1']);
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Product updated');
    expect(cards[0]).toHaveTextContent('Name: Ring seven → Ring 7');
    expect(cards[1]).toHaveTextContent('Product created');
    expect(within(panel).getByText('2 changes, newest first')).toBeInTheDocument();
    // The details are out of sight, not gone.
    expect(within(dialog).queryByRole('tabpanel', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('keeps what was typed in Details across a look at History, and moves between tabs by the arrow keys', async () => {
    const { user, dialog } = await openEdit();
    const name = within(dialog).getByLabelText('Product Name *');
    await user.clear(name);
    await user.type(name, 'Ring seven again');

    within(dialog).getByRole('tab', { name: 'Details' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'History' })).toHaveFocus();
    expect(await within(dialog).findByText('Name: Ring seven → Ring 7')).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByLabelText('Product Name *')).toHaveValue('Ring seven again');
    // Only the chosen tab is in the Tab order.
    expect(within(dialog).getByRole('tab', { name: 'History' })).toHaveAttribute('tabindex', '-1');
  });

  it('pages a long history 50 at a time, and says when there is none', async () => {
    const { user, dialog, cms } = await openEdit(manyEntries(55));
    await user.click(within(dialog).getByRole('tab', { name: 'History' }));
    expect(await within(dialog).findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(historyRequests(cms.requests).at(-1)).toBe('/api/admin/history?kind=product&id=7&page=2'),
    );
    // The History tab closes the dialog by its own button (Cancel is on Details).
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Ring 8' }));
    const other = screen.getByRole('dialog', { name: 'Edit Product' });
    await user.click(within(other).getByRole('tab', { name: 'History' }));
    expect(await within(other).findByText('No changes recorded for this product yet.')).toBeInTheDocument();
  });

  it('has no History tab for a new product', async () => {
    const { user, cms } = await renderProductPage([product(7)]);
    standIn.stopAfter(cms.close);
    const dialog = await openAddForm(user);
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Product Name *')).toBeInTheDocument();
  });
});
