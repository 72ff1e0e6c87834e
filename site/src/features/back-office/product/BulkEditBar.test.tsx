// The Product table's bulk edit: ticking pieces (a row, the page, every piece matching a search),
// the confirmation naming how many change, and a refusal's pieces listed.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product, renderProductPage, usePreviewsAndStandIn } from './product-test-support';

describe('Product table bulk edit', () => {
  const standIn = usePreviewsAndStandIn();

  async function renderPage(initial: Parameters<typeof renderProductPage>[0]) {
    const page = await renderProductPage(initial);
    standIn.stopAfter(page.cms.close);
    return page;
  }

  it('changes the discount of three ticked pieces after a confirmation naming them, then clears the ticks', async () => {
    const { user, state } = await renderPage([product(1), product(2), product(3), product(4)]);
    await screen.findByRole('table', { name: 'Products' });
    expect(screen.queryByRole('region', { name: 'Change the ticked pieces' })).not.toBeInTheDocument();
    for (const name of ['Ring 1', 'Ring 2', 'Ring 4']) {
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    }
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    const bar = within(screen.getByRole('region', { name: 'Change the ticked pieces' }));
    expect(bar.getByLabelText('With 3 pieces')).toHaveValue('discount');
    await user.selectOptions(bar.getByLabelText('Discount as'), 'percent');
    // A value the form's own rules refuse is named under its field, and nothing is asked or sent.
    await user.type(bar.getByLabelText('Discount (% of labour)'), '1.234');
    await user.click(bar.getByRole('button', { name: 'Apply' }));
    expect(await bar.findByText('Discount must be a number of 0 or more, with at most 2 decimals')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.clear(bar.getByLabelText('Discount (% of labour)'));
    await user.type(bar.getByLabelText('Discount (% of labour)'), '10');
    await user.click(bar.getByRole('button', { name: 'Apply' }));
    const question = screen.getByRole('dialog', { name: 'Bulk edit' });
    expect(question).toHaveAccessibleDescription('Change the discount of 3 pieces?');
    await user.click(within(question).getByRole('button', { name: 'Change' }));

    expect(await screen.findByText('3 pieces changed')).toBeInTheDocument();
    expect(state.bulkEdits).toEqual([{ ids: [1, 2, 4], set: { discountType: 'percent', discount: 10 } }]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Change the ticked pieces' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: 'Select Ring 1' })).not.toBeChecked();
  });

  it('ticks a page, then every piece matching the search across pages, and deletes them all', async () => {
    const many = [
      ...Array.from({ length: 25 }, (_, index) => product(index + 1, { name: `Chain ${index + 1}` })),
      product(99, { name: 'Ruby Ring' }),
    ];
    const { user, state } = await renderPage(many);
    await screen.findByRole('table', { name: 'Products' });
    await user.type(screen.getByRole('searchbox'), 'chain');
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByText('20 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 25 matching this search' }));
    expect(screen.getByText('25 selected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Select all/ })).not.toBeInTheDocument());

    const bar = within(screen.getByRole('region', { name: 'Change the ticked pieces' }));
    await user.selectOptions(bar.getByLabelText('With 25 pieces'), 'delete');
    await user.click(bar.getByRole('button', { name: 'Delete 25 pieces' }));
    const question = screen.getByRole('dialog', { name: 'Bulk edit' });
    expect(question).toHaveAccessibleDescription('Delete 25 pieces? This cannot be undone.');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('25 deleted')).toBeInTheDocument();
    expect(state.bulkEdits).toEqual([{ ids: Array.from({ length: 25 }, (_, index) => index + 1), delete: true }]);
    await user.clear(screen.getByRole('searchbox'));
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: /^Select (?!every|this)/ })).toHaveLength(1));
    expect(screen.getByText('Ruby Ring')).toBeInTheDocument();
  });

  it('lists each piece the CMS refused and why, keeping the ticks; a new category is named in the question', async () => {
    const { user, state, control } = await renderPage([product(1), product(2, { name: 'Light Ring' })]);
    await screen.findByRole('table', { name: 'Products' });
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    const bar = within(screen.getByRole('region', { name: 'Change the ticked pieces' }));
    await user.selectOptions(bar.getByLabelText('With 2 pieces'), 'category');
    await user.click(bar.getByRole('button', { name: 'Apply' }));
    expect(await bar.findByText('Choose a category')).toBeInTheDocument();
    await user.selectOptions(bar.getByLabelText('Category'), 'Chains');
    await user.click(bar.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Bulk edit' })).toHaveAccessibleDescription(
        'Change the category of 2 pieces to Chains?',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(state.bulkEdits).toEqual([]);

    control.answerWrite = () => ({
      status: 400,
      body: {
        success: false,
        message: 'The piece cannot be changed, so nothing was changed. RG-002: Discount cannot be more than ₹8,500.00',
        data: {
          refused: [{ id: 2, sku: 'RG-002', name: 'Light Ring', message: 'Discount cannot be more than ₹8,500.00' }],
        },
      },
    });
    await user.selectOptions(bar.getByLabelText('With 2 pieces'), 'discount');
    await user.type(bar.getByLabelText('Discount (₹)'), '20000');
    await user.click(bar.getByRole('button', { name: 'Apply' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Bulk edit' })).getByRole('button', { name: 'Change' }));
    const refusal = await bar.findByRole('alert');
    expect(refusal).toHaveTextContent('Nothing was changed: this piece cannot take it.');
    expect(within(refusal).getByRole('listitem')).toHaveTextContent(
      'RG-002 Light Ring: Discount cannot be more than ₹8,500.00',
    );
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(state.bulkEdits).toEqual([{ ids: [1, 2], set: { discountType: 'flat', discount: 20000 } }]);
  });
});
