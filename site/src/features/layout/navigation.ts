import { unlocalisedPath } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';

/** A link of the main navigation: an English path (the page's language is added where it is shown). */
export interface NavLink {
  href: string;
  key: keyof Messages['layout']['nav'];
}

export const MAIN_LINKS: readonly NavLink[] = [
  { href: '/', key: 'home' },
  { href: '/product-list', key: 'products' },
  { href: '/about', key: 'about' },
  { href: '/contact', key: 'contact' },
];

/** The footer's links: the main ones but the products (the header has them), and the shopper's tools, kept out of the phone's header. */
export const QUICK_LINKS: readonly NavLink[] = [
  ...MAIN_LINKS.filter((link) => link.href !== '/product-list'),
  { href: '/old-gold', key: 'oldGold' },
  { href: '/size-guide', key: 'sizeGuide' },
  { href: '/savings-plan', key: 'savingsPlan' },
  { href: '/book-visit', key: 'bookVisit' },
];

const normalise = (path: string) => unlocalisedPath(path).replace(/\/+$/, '') || '/';

/**
 * How a link relates to the current page, in whichever language: 'page' when it is the page, 'true'
 * when the page lies in its section (a product page belongs to PRODUCTS), undefined otherwise.
 * Used as aria-current.
 */
export function currentState(link: NavLink, path: string): 'page' | 'true' | undefined {
  const here = normalise(path);
  if (normalise(link.href) === here) return 'page';
  if (link.href === '/product-list' && here.startsWith('/product-preview/')) return 'true';
  return undefined;
}
