// The admin area's pages (docs/back-office.md): the sidebar's links and the header's titles.
export const ADMIN_SECTIONS = [
  { slug: 'dashboard', link: 'Dashboard', title: 'Dashboard' },
  { slug: 'enquiries', link: 'Enquiries', title: 'Enquiries' },
  { slug: 'product', link: 'Product', title: 'Product' },
  { slug: 'import', link: 'Import', title: 'Import' },
  { slug: 'price', link: 'Price', title: 'Price' },
  { slug: 'category', link: 'Category', title: 'Category' },
  { slug: 'banner', link: 'Banners', title: 'Banner' },
  { slug: 'publish', link: 'Publish', title: 'Publish' },
  { slug: 'backups', link: 'Backups', title: 'Backups' },
  { slug: 'shop-settings', link: 'Shop settings', title: 'Shop settings' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminSlug = AdminSection['slug'];

/** The page is chosen by the path's last segment; any other path has none. */
export function sectionFromPath(pathname: string): AdminSection | undefined {
  const lastSegment = pathname.replace(/\/+$/, '').split('/').pop();
  return ADMIN_SECTIONS.find((section) => section.slug === lastSegment);
}

export const titleFromPath = (pathname: string) => sectionFromPath(pathname)?.title ?? 'Admin';
