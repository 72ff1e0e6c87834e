// The admin area's pages (docs/back-office.md): the sidebar's links and the header's titles; an
// owner's page names what a staff account that types in its address is told instead.
import {
  type AdminRole,
  ERASURE_MESSAGES,
  OWNER_ONLY_BACKUPS_MESSAGE,
  OWNER_ONLY_SETTINGS_MESSAGE,
  OWNER_ONLY_TEAM_MESSAGE,
} from '@suvarna/domain';

export const ADMIN_SECTIONS = [
  { slug: 'dashboard', link: 'Dashboard', title: 'Dashboard' },
  { slug: 'enquiries', link: 'Enquiries', title: 'Enquiries' },
  { slug: 'product', link: 'Product', title: 'Product' },
  { slug: 'import', link: 'Import', title: 'Import' },
  { slug: 'price', link: 'Price', title: 'Price' },
  { slug: 'category', link: 'Category', title: 'Category' },
  { slug: 'banner', link: 'Banners', title: 'Banner' },
  { slug: 'publish', link: 'Publish', title: 'Publish' },
  { slug: 'channels', link: 'Channels', title: 'Channels' },
  // Staff too: the CMS answers them the content's history only.
  { slug: 'history', link: 'History', title: 'History' },
  { slug: 'team', link: 'Team', title: 'Team', ownerOnly: OWNER_ONLY_TEAM_MESSAGE },
  { slug: 'backups', link: 'Backups', title: 'Backups', ownerOnly: OWNER_ONLY_BACKUPS_MESSAGE },
  { slug: 'shop-settings', link: 'Shop settings', title: 'Shop settings', ownerOnly: OWNER_ONLY_SETTINGS_MESSAGE },
  {
    slug: 'erasure-requests',
    link: 'Erasure requests',
    title: 'Erasure requests',
    ownerOnly: ERASURE_MESSAGES.ownersOnly,
  },
  // Everyone's own: name, role, two-step sign-in, 'Sign out everywhere'.
  { slug: 'account', link: 'Account', title: 'Account' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminSlug = AdminSection['slug'];

/** Whether an account of this role may open the page (the CMS refuses staff the owner's routes). */
export const sectionAllowed = (section: AdminSection, role: AdminRole | undefined): boolean =>
  !('ownerOnly' in section) || role === 'owner';

/** The sidebar's pages for an account of this role; the owner's are left out while the role is unknown. */
export const sectionsFor = (role: AdminRole | undefined): AdminSection[] =>
  ADMIN_SECTIONS.filter((section) => sectionAllowed(section, role));

/** The page is chosen by the path's last segment; any other path has none. */
export function sectionFromPath(pathname: string): AdminSection | undefined {
  const lastSegment = pathname.replace(/\/+$/, '').split('/').pop();
  return ADMIN_SECTIONS.find((section) => section.slug === lastSegment);
}

/** Where an owner who must turn on two-step sign-in first (REQUIRE_TWO_STEP_FOR_OWNERS) is sent. */
export const ACCOUNT_PATH = '/admin/account';

export const titleFromPath = (pathname: string) => sectionFromPath(pathname)?.title ?? 'Admin';
