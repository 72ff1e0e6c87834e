// The main navigation's menu button on narrow screens, without a framework: Header.astro renders the
// closed menu, and this opens and closes it.

/**
 * Makes the menu button of `nav` show and hide its link list. The menu closes when a link is
 * followed, on Escape (which returns focus to the button), and when the page comes back from the
 * back/forward cache with the menu left open.
 */
export function initSiteNav(nav: HTMLElement): void {
  const button = nav.querySelector<HTMLButtonElement>('button[aria-controls]');
  const list = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !list) return;
  const openIcon = button.querySelector('[data-icon="open"]');
  const closeIcon = button.querySelector('[data-icon="close"]');

  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    // The labels in the page's language, as SiteNav.astro wrote them.
    const label = open ? button.dataset.closeLabel : button.dataset.openLabel;
    if (label) button.setAttribute('aria-label', label);
    list.classList.toggle('hidden', !open);
    list.classList.toggle('flex', open);
    openIcon?.classList.toggle('hidden', open);
    closeIcon?.classList.toggle('hidden', !open);
  };
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';

  button.addEventListener('click', () => setOpen(!isOpen()));
  for (const link of list.querySelectorAll('a')) link.addEventListener('click', () => setOpen(false));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  window.addEventListener('pageshow', () => setOpen(false));
}
