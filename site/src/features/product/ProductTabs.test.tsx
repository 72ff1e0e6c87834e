import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product as en } from '../../i18n/messages/en/product';
import { product as hi } from '../../i18n/messages/hi/product';
import ProductTabs from './ProductTabs';

const breakup = [
  { key: 'metal', label: 'Metal Price * weight', amount: '₹14,000.00' },
  { key: 'net-payable', label: 'Net Payable', amount: '₹14,832.00', emphasis: true },
];

describe('ProductTabs', () => {
  it('shows the description first and the price breakup on request', async () => {
    const user = userEvent.setup();
    render(<ProductTabs description="A temple necklace." breakup={breakup} text={en.tabs} />);

    expect(screen.getByText('A temple necklace.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Price Breakup' }));

    expect(screen.getByRole('tab', { name: 'Price Breakup' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('rowheader', { name: 'Net Payable' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '₹14,832.00' })).toBeVisible();
    expect(screen.getByText('A temple necklace.')).not.toBeVisible();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ProductTabs description="A temple necklace." breakup={breakup} text={en.tabs} />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Price Breakup' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Price Breakup' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names its tabs, their list and the table in the page’s language', async () => {
    const user = userEvent.setup();
    render(<ProductTabs description="A temple necklace." breakup={breakup} text={hi.tabs} />);

    expect(screen.getByRole('tablist', { name: 'आभूषण की जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'विवरण' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'कीमत का ब्योरा' }));
    expect(screen.getByRole('table', { name: 'कीमत का ब्योरा' })).toBeVisible();
  });
});

describe('ProductTabs as an island', () => {
  let unmount = () => {};
  afterEach(() => {
    unmount();
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  const ids = (root: ParentNode) =>
    [...root.querySelectorAll('[role=tab], [role=tabpanel]')].map((element) => [
      element.id,
      element.getAttribute('aria-controls') ?? element.getAttribute('aria-labelledby'),
    ]);

  it('hydrates with the ids it was built with: each tab names its panel, each panel its tab', async () => {
    const tabs = <ProductTabs description="A temple necklace." breakup={breakup} text={en.tabs} />;
    // At build, the island is rendered to a string with no id prefix (site/astro.config.ts); in the
    // browser, Astro hydrates it with the island's prefix, as here.
    const island = document.createElement('astro-island');
    island.innerHTML = renderToString(tabs);
    document.body.append(island);
    const built = ids(island);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];

    await act(async () => {
      const root = hydrateRoot(island, tabs, {
        identifierPrefix: 'r1',
        onRecoverableError: (error) => recoverable.push(error),
      });
      unmount = () => root.unmount();
    });

    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(ids(island)).toEqual(built);
    expect(built).toEqual([
      ['product-tabs-tab-0', 'product-tabs-panel-0'],
      ['product-tabs-tab-1', 'product-tabs-panel-1'],
      ['product-tabs-panel-0', 'product-tabs-tab-0'],
      ['product-tabs-panel-1', 'product-tabs-tab-1'],
    ]);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Price Breakup' }));
    expect(screen.getByRole('tabpanel', { name: 'Price Breakup' })).toHaveAttribute('id', 'product-tabs-panel-1');
  });
});
