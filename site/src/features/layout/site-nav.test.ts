import { fireEvent, screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../i18n/messages/en';
import { MAIN_LINKS } from './navigation';
import { initSiteNav } from './site-nav';

/** The navigation as SiteNav.astro renders it on the home page, started. */
function renderNav() {
  const links = MAIN_LINKS.map(
    (link) =>
      `<li><a href="${link.href}"${link.href === '/' ? ' aria-current="page"' : ''}>${messages.layout.nav[link.key]}</a></li>`,
  );
  document.body.innerHTML = `
    <nav aria-label="Main" data-site-nav>
      <button type="button" aria-expanded="false" aria-controls="main-nav-links" aria-label="Open menu" data-open-label="Open menu" data-close-label="Close menu">
        <svg aria-hidden="true" data-icon="open"></svg>
        <svg aria-hidden="true" class="hidden" data-icon="close"></svg>
      </button>
      <ul id="main-nav-links" class="hidden">${links.join('')}</ul>
    </nav>`;
  initSiteNav(document.querySelector('[data-site-nav]') as HTMLElement);
  return { list: document.getElementById('main-nav-links') as HTMLElement, button: screen.getByRole('button') };
}

describe('initSiteNav', () => {
  it('opens and closes the link list with the menu button, showing the matching icon', async () => {
    const user = userEvent.setup();
    const { list } = renderNav();
    const openIcon = document.querySelector('[data-icon="open"]');
    const closeIcon = document.querySelector('[data-icon="close"]');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(list).not.toHaveClass('hidden');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(openIcon).toHaveClass('hidden');
    expect(closeIcon).not.toHaveClass('hidden');

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(list).toHaveClass('hidden');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(openIcon).not.toHaveClass('hidden');
    expect(closeIcon).toHaveClass('hidden');
  });

  it('closes when a link is followed, on Escape, and when the page is shown again', async () => {
    const user = userEvent.setup();
    const { list, button } = renderNav();

    await user.click(button);
    // jsdom cannot load another page: keep the click, drop the navigation.
    const link = screen.getByRole('link', { name: 'CONTACT US' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(list).toHaveClass('hidden');

    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'HOME' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(list).toHaveClass('hidden');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    fireEvent(window, new Event('pageshow'));
    expect(list).toHaveClass('hidden');
  });
});
