// The admin area's shell (docs/back-office.md): guard, sidebar, header and the page the path names.
import type { ApiClient } from '@suvarna/api-client';
import type { AdminRole, ShopSettings } from '@suvarna/domain';
import { useQuery } from '@tanstack/react-query';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShopConfig } from '../../../config/shop';
import { type AccountApi, AccountPage } from '../account/AccountPage';
import type { BrandProps } from '../auth/AuthCard';
import type { AuthStore } from '../auth/auth-store';
import { useRequireUser } from '../auth/guard';
import { type BackupApi, BackupsPage } from '../backup/BackupsPage';
import { type BannerApi, BannerPage } from '../banner/BannerPage';
import { type CategoryApi, CategoryPage } from '../category/CategoryPage';
import { type ChannelsApi, ChannelsPage } from '../channels/ChannelsPage';
import { Dashboard, type DashboardApi } from '../dashboard/Dashboard';
import { adminQueries } from '../data/queries';
import { EnquiriesPage, type EnquiryApi } from '../enquiry/EnquiriesPage';
import { type HistoryApi, HistoryPage } from '../history/HistoryPage';
import { type ImportApi, ImportPage } from '../import/ImportPage';
import { PricePage, type RateApi } from '../price/PricePage';
import { type ErasureApi, ErasureRequestsPage } from '../privacy/ErasureRequestsPage';
import { type ProductApi, ProductPage } from '../product/ProductPage';
import { type PublishApi, PublishPage } from '../publish/PublishPage';
import { turnAlertsOff } from '../push/device';
import { useAlertState } from '../push/NotifyControl';
import { type ShopSettingsApi, ShopSettingsPage } from '../shop-settings/ShopSettingsPage';
import { type TeamApi, TeamPage } from '../team/TeamPage';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { PageErrorBoundary } from '../ui/PageErrorBoundary';
import { navigation } from './navigation';
import { SIDEBAR_ID, Sidebar } from './Sidebar';
import { ACCOUNT_PATH, type AdminSection, sectionAllowed, sectionFromPath, titleFromPath } from './sections';
import { MenuCount, waitingWords } from './waiting';

/** Every call the admin pages make. */
export type AdminApi = DashboardApi &
  EnquiryApi &
  ProductApi &
  ImportApi &
  RateApi &
  CategoryApi &
  BannerApi &
  PublishApi &
  ChannelsApi &
  HistoryApi &
  BackupApi &
  TeamApi &
  ShopSettingsApi &
  ErasureApi &
  AccountApi &
  Pick<ApiClient, 'getMe'>;

interface AdminAppProps extends BrandProps {
  store: AuthStore;
  api: AdminApi;
  /** Where product images are served from (their URLs on the wire are relative). */
  cmsUrl: string;
  /** GST and the hallmarking fee for the product form, the rate guard for the Price page. */
  shopSettings: ShopSettings;
  /** The build's own shop details (SHOP_*): what the site shows of each the CMS has not stored. */
  shopDefaults: ShopConfig;
  pathname: string;
}

/** The words of what waits, which describe the Menu button. */
const WAITING_ID = 'admin-waiting';

function SectionPage({
  section,
  api,
  cmsUrl,
  shopSettings,
  shopDefaults,
  shopName,
  role,
  mayEditRates,
  onSignOutEverywhere,
}: {
  section: AdminSection | undefined;
  api: AdminApi;
  cmsUrl: string;
  shopSettings: ShopSettings;
  shopDefaults: ShopConfig;
  shopName: string;
  role: AdminRole | undefined;
  mayEditRates: boolean;
  onSignOutEverywhere: () => void;
}) {
  // Typed in, an owner's page is not offered to staff: the CMS would refuse each of its calls.
  if (section && !sectionAllowed(section, role))
    return <p className="text-stone">{role && 'ownerOnly' in section ? section.ownerOnly : 'Loading…'}</p>;
  switch (section?.slug) {
    case 'dashboard':
      return <Dashboard api={api} owner={role === 'owner'} />;
    case 'enquiries':
      return <EnquiriesPage api={api} shopName={shopName} />;
    case 'product':
      return <ProductPage api={api} cmsUrl={cmsUrl} shopSettings={shopSettings} />;
    case 'import':
      return <ImportPage api={api} />;
    case 'price':
      return <PricePage api={api} shopSettings={shopSettings} mayEdit={mayEditRates} />;
    case 'category':
      return <CategoryPage api={api} />;
    case 'banner':
      return <BannerPage api={api} cmsUrl={cmsUrl} shopSettings={shopSettings} />;
    case 'publish':
      return <PublishPage api={api} />;
    case 'channels':
      return <ChannelsPage api={api} />;
    case 'history':
      // The filters offered follow the role: they wait for it, as the owner's pages do.
      return role ? <HistoryPage api={api} owner={role === 'owner'} /> : <p className="text-stone">Loading…</p>;
    case 'team':
      return <TeamPage api={api} />;
    case 'backups':
      return <BackupsPage api={api} />;
    case 'shop-settings':
      return <ShopSettingsPage api={api} defaults={shopDefaults} />;
    case 'erasure-requests':
      return <ErasureRequestsPage api={api} />;
    case 'account':
      return <AccountPage api={api} onSignOutEverywhere={onSignOutEverywhere} />;
    default:
      return <p className="text-stone">Welcome! Please select a page.</p>;
  }
}

export function AdminApp({ store, api, cmsUrl, shopSettings, shopDefaults, pathname, ...brand }: AdminAppProps) {
  const user = useRequireUser(store);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const me = useQuery({ ...adminQueries.me(api), enabled: Boolean(user) });
  // An owner who must turn on two-step sign-in first reaches only the Account page: the CMS refuses
  // every other call of theirs until then, so none is made.
  const mustEnrol = me.data?.mustTurnOnTwoStep ?? false;
  // The background calls (the badge, this device's alerts) wait for the CMS's answer, so an owner
  // who must enrol makes none it would refuse; the page itself does not wait (every page load asks
  // again), and one such owner's first page is replaced by the Account page as soon as it answers.
  const meKnown = me.isSuccess || me.isError;
  const mayCall = Boolean(user) && meKnown && !mustEnrol;
  const newEnquiries = useQuery({ ...adminQueries.newEnquiries(api), enabled: mayCall });
  // The CMS's word on the account wins over the one stored at login (a role changed since shows at
  // once); the stored one, while it comes, spares an owner a flash of the staff's view. Older
  // stored logins name no role: the owner's pages wait for the CMS's answer.
  const role = me.data?.role ?? user?.role;
  const mayEditRates = me.data?.mayEditRates ?? role === 'owner';
  // The CMS answers owners only: staff never ask.
  const erasureRequests = useQuery({ ...adminQueries.erasureRequests(api), enabled: mayCall && role === 'owner' });
  useAlertState(api, mayCall);
  const onAccountPage = sectionFromPath(pathname)?.slug === 'account';
  useEffect(() => {
    if (mustEnrol && !onAccountPage) navigation.replace(ACCOUNT_PATH);
  }, [mustEnrol, onAccountPage]);

  /** Closes the narrow-screen sidebar, handing focus back to the button that opened it. */
  const closeSidebar = useCallback(() => {
    setSidebarOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!sidebarOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeSidebar();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [sidebarOpen, closeSidebar]);

  if (!user) return null;
  const title = titleFromPath(pathname);
  const waiting = { newEnquiries: newEnquiries.data ?? 0, openErasureRequests: erasureRequests.data?.open ?? 0 };
  const waitingText = waitingWords(waiting);

  return (
    <div className="flex min-h-dvh">
      <Sidebar
        {...brand}
        pathname={pathname}
        open={sidebarOpen}
        onClose={closeSidebar}
        {...waiting}
        role={role}
        // The sidebar stays open under the dialog, so Cancel returns focus to its Logout entry.
        onLogout={() => setConfirmingLogout(true)}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex items-center gap-3 border-line border-b bg-ivory/95 px-4 py-4 backdrop-blur sm:px-8">
          {/* The count sits beside the button, not in it: its text would not be part of the button's name. */}
          <span className="relative -ml-1 above-md:hidden">
            <button
              ref={menuButtonRef}
              type="button"
              className="block p-2 text-charcoal"
              aria-controls={SIDEBAR_ID}
              aria-expanded={sidebarOpen}
              aria-label="Menu"
              aria-describedby={waitingText ? WAITING_ID : undefined}
              onClick={() => setSidebarOpen((open) => !open)}
            >
              {sidebarOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
            </button>
            {!sidebarOpen && <MenuCount waiting={waiting} />}
          </span>
          {waitingText && (
            <span id={WAITING_ID} className="sr-only">
              {waitingText}
            </span>
          )}
          <h1 className="text-3xl text-charcoal">{title}</h1>
          <p className="ml-auto hidden truncate text-sm text-stone sm:block">{user.email}</p>
        </header>
        <main id="main" className="flex-1 px-4 py-8 sm:px-8">
          {mustEnrol && !onAccountPage ? (
            <p className="text-stone">Loading…</p>
          ) : (
            <PageErrorBoundary page={pathname}>
              <SectionPage
                section={sectionFromPath(pathname)}
                api={api}
                cmsUrl={cmsUrl}
                shopSettings={shopSettings}
                shopDefaults={shopDefaults}
                shopName={brand.shopName}
                role={role}
                mayEditRates={mayEditRates}
                onSignOutEverywhere={() => {
                  void turnAlertsOff(api)
                    .catch(() => undefined)
                    .then(() => store.logout());
                }}
              />
            </PageErrorBoundary>
          )}
        </main>
      </div>
      {confirmingLogout && (
        <ConfirmDialog
          title="Confirm Logout"
          message="Are you sure you want to logout?"
          confirmLabel="Logout"
          onCancel={() => setConfirmingLogout(false)}
          onConfirm={async () => {
            // A signed-out device must not go on showing the shop's enquiries.
            await turnAlertsOff(api).catch(() => undefined);
            store.logout();
          }}
        />
      )}
    </div>
  );
}
