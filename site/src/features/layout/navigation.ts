export interface NavLink {
  href: string;
  label: string;
}

export const MAIN_LINKS: readonly NavLink[] = [
  { href: '/', label: 'HOME' },
  { href: '/product-list', label: 'PRODUCTS' },
  { href: '/about', label: 'ABOUT US' },
  { href: '/contact', label: 'CONTACT US' },
];

export const QUICK_LINKS: readonly NavLink[] = MAIN_LINKS.filter((link) => link.href !== '/product-list');

const normalise = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * How a link relates to the current page: 'page' when it is the page, 'true' when the page lies in
 * its section (a product page belongs to PRODUCTS), undefined otherwise. Used as aria-current.
 */
export function currentState(link: NavLink, path: string): 'page' | 'true' | undefined {
  const here = normalise(path);
  if (normalise(link.href) === here) return 'page';
  if (link.href === '/product-list' && here.startsWith('/product-preview/')) return 'true';
  return undefined;
}
