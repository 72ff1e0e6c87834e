import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAIN_LINKS } from './navigation';
import SiteNav from './SiteNav';

describe('SiteNav', () => {
  it('marks the link of the current page', () => {
    render(<SiteNav links={MAIN_LINKS} currentPath="/about/" />);
    expect(screen.getByRole('link', { name: 'ABOUT US' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');
  });

  it('marks PRODUCTS as the section of a product page', () => {
    render(<SiteNav links={MAIN_LINKS} currentPath="/product-preview/12" />);
    expect(screen.getByRole('link', { name: 'PRODUCTS' })).toHaveAttribute('aria-current', 'true');
  });

  it('opens and closes the link list with the menu button', async () => {
    const user = userEvent.setup();
    render(<SiteNav links={MAIN_LINKS} currentPath="/" />);
    const list = document.getElementById('main-nav-links');
    expect(list).toHaveClass('hidden');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(list).not.toHaveClass('hidden');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(list).toHaveClass('hidden');
  });

  it('closes when a link is followed, on Escape, and when the page is shown again', async () => {
    const user = userEvent.setup();
    render(<SiteNav links={MAIN_LINKS} currentPath="/" />);
    const list = document.getElementById('main-nav-links');
    const button = screen.getByRole('button', { name: 'Open menu' });

    await user.click(button);
    // jsdom cannot load another page: keep the click, drop the navigation.
    const link = screen.getByRole('link', { name: 'CONTACT US' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(list).toHaveClass('hidden');

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(list).toHaveClass('hidden');
    expect(button).toHaveFocus();

    await user.click(button);
    fireEvent(window, new Event('pageshow'));
    expect(list).toHaveClass('hidden');
  });
});
