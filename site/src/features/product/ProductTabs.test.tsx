import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
