// The admin's navigation: its sections, then the admin's own Set Password and Logout. It
// remembers the last chosen section (localStorage activeLink); at 768 px or less it slides in over
// the page from a hamburger button.

import type { AdminRole } from '@suvarna/domain';
import type { LucideIcon } from 'lucide-react';
import CircleUser from 'lucide-react/icons/circle-user';
import DatabaseBackup from 'lucide-react/icons/database-backup';
import FileUp from 'lucide-react/icons/file-up';
import Gem from 'lucide-react/icons/gem';
import History from 'lucide-react/icons/history';
import Images from 'lucide-react/icons/images';
import IndianRupee from 'lucide-react/icons/indian-rupee';
import KeyRound from 'lucide-react/icons/key-round';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogOut from 'lucide-react/icons/log-out';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Rocket from 'lucide-react/icons/rocket';
import Rss from 'lucide-react/icons/rss';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Store from 'lucide-react/icons/store';
import Tags from 'lucide-react/icons/tags';
import Users from 'lucide-react/icons/users';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_ACTIVE_LINK, STORAGE_KEYS } from '../../../config/ui';
import { type AdminSlug, sectionFromPath, sectionsFor } from './sections';
import { CountBadge } from './waiting';

const ICONS: Record<AdminSlug, LucideIcon> = {
  dashboard: LayoutDashboard,
  enquiries: MessageSquareText,
  product: Gem,
  import: FileUp,
  price: IndianRupee,
  category: Tags,
  banner: Images,
  publish: Rocket,
  channels: Rss,
  history: History,
  team: Users,
  backups: DatabaseBackup,
  'shop-settings': Store,
  'erasure-requests': ShieldCheck,
  account: CircleUser,
};

export const SIDEBAR_ID = 'admin-sidebar';
export const SET_PASSWORD_PATH = '/set-password';

const ACCOUNT_ENTRY_CLASS =
  'flex w-full items-center gap-3 px-3 py-2.5 text-sm font-semibold text-stone transition-colors hover:bg-ivory/60';

/** The open page's link, else the remembered one. */
function initialActiveLink(pathname: string): string {
  return sectionFromPath(pathname)?.slug ?? localStorage.getItem(STORAGE_KEYS.activeLink) ?? DEFAULT_ACTIVE_LINK;
}

interface SidebarProps {
  pathname: string;
  logoSrc: string;
  shopName: string;
  /** Whether the narrow-screen sidebar is showing (wide screens always show it). */
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
  /** New enquiries: a badge on Enquiries when there are any. */
  newEnquiries?: number | undefined;
  /** Open erasure requests (owners): a badge on Erasure requests when there are any. */
  openErasureRequests?: number | undefined;
  /** The account's role: the owner's pages are shown to owners only (undefined while unknown). */
  role: AdminRole | undefined;
}

export function Sidebar({
  pathname,
  logoSrc,
  shopName,
  open,
  onClose,
  onLogout,
  newEnquiries = 0,
  openErasureRequests = 0,
  role,
}: SidebarProps) {
  const [activeLink, setActiveLink] = useState(() => initialActiveLink(pathname));
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) closeButtonRef.current?.focus();
  }, [open]);

  const choose = (slug: AdminSlug) => {
    setActiveLink(slug);
    localStorage.setItem(STORAGE_KEYS.activeLink, slug);
  };

  return (
    <>
      {open && (
        <div className="fixed inset-0 z-30 bg-charcoal/40 above-md:hidden" aria-hidden="true" onClick={onClose} />
      )}
      <nav
        id={SIDEBAR_ID}
        aria-label="Back office"
        className={`fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-line border-r bg-sand transition-transform duration-300 above-md:sticky above-md:top-0 above-md:h-dvh above-md:translate-x-0 ${
          open ? 'translate-x-0' : 'upto-md:invisible -translate-x-full'
        }`}
      >
        <div className="flex items-center gap-3 border-line border-b px-5 py-5">
          <img src={logoSrc} alt="" width={40} height={40} />
          <span className="font-serif text-2xl text-charcoal">{shopName}</span>
          {/* The header's menu button lies under the overlay while this is open. */}
          <button
            ref={closeButtonRef}
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="ml-auto p-2 text-stone hover:text-gold-deep above-md:hidden"
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        {/* The sections scroll between the shop's name and the account's entries, which stay in
            view: a phone's screen is shorter than the list. */}
        <ul className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto p-3">
          {sectionsFor(role).map(({ slug, link }) => {
            const Icon = ICONS[slug];
            const active = activeLink === slug;
            return (
              <li key={slug}>
                <a
                  href={`/admin/${slug}`}
                  onClick={() => choose(slug)}
                  aria-current={active ? 'page' : undefined}
                  className={`flex items-center gap-3 px-3 py-2.5 text-sm font-semibold transition-colors ${
                    active
                      ? 'bg-ivory text-gold-deep shadow-[inset_3px_0_0_var(--color-gold)]'
                      : 'text-stone hover:bg-ivory/60'
                  }`}
                >
                  <Icon size={18} aria-hidden="true" />
                  {link}
                  {slug === 'enquiries' && <CountBadge count={newEnquiries} words="new" />}
                  {slug === 'erasure-requests' && <CountBadge count={openErasureRequests} words="open" />}
                </a>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-col gap-1 border-line border-t p-3">
          <a href={SET_PASSWORD_PATH} className={ACCOUNT_ENTRY_CLASS}>
            <KeyRound size={18} aria-hidden="true" />
            Set Password
          </a>
          <button type="button" onClick={onLogout} className={ACCOUNT_ENTRY_CLASS}>
            <LogOut size={18} aria-hidden="true" />
            Logout
          </button>
        </div>
      </nav>
    </>
  );
}
