// The admin area's shell (SPEC section 2): guard, sidebar, header and the page the path names.
import type { ApiClient } from '@suvarna/api-client';
import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BrandProps } from './AuthCard';
import type { AuthStore } from './auth';
import { ConfirmDialog } from './ConfirmDialog';
import { Dashboard } from './Dashboard';
import { useRequireUser } from './guard';
import { SIDEBAR_ID, Sidebar } from './Sidebar';
import { type AdminSection, sectionFromPath, titleFromPath } from './sections';

interface AdminAppProps extends BrandProps {
  store: AuthStore;
  api: Pick<ApiClient, 'getProductCount' | 'getPublishStatus'>;
  pathname: string;
}

function SectionPage({ section, api }: { section: AdminSection | undefined; api: AdminAppProps['api'] }) {
  if (!section) return <p className="text-stone">Welcome! Please select a page.</p>;
  if (section.slug === 'dashboard') return <Dashboard api={api} />;
  // The management pages arrive with the next version of the back office; nothing here pretends otherwise.
  return (
    <div className="border border-line border-dashed bg-white/40 p-8 text-center">
      <p className="font-serif text-2xl text-charcoal">{section.title} management</p>
      <p className="mt-2 text-sm text-stone">Coming soon in the next version of the back office.</p>
    </div>
  );
}

export function AdminApp({ store, api, pathname, ...brand }: AdminAppProps) {
  const user = useRequireUser(store);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  const menuButtonRef = useRef<HTMLButtonElement>(null);

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

  return (
    <div className="flex min-h-dvh">
      <Sidebar
        {...brand}
        pathname={pathname}
        open={sidebarOpen}
        onClose={closeSidebar}
        // The sidebar stays open under the dialog, so Cancel returns focus to its Logout entry.
        onLogout={() => setConfirmingLogout(true)}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex items-center gap-3 border-line border-b bg-ivory/95 px-4 py-4 backdrop-blur sm:px-8">
          <button
            ref={menuButtonRef}
            type="button"
            className="-ml-1 p-2 text-charcoal min-[769px]:hidden"
            aria-controls={SIDEBAR_ID}
            aria-expanded={sidebarOpen}
            aria-label="Menu"
            onClick={() => setSidebarOpen((open) => !open)}
          >
            {sidebarOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </button>
          <h1 className="text-3xl text-charcoal">{title}</h1>
          <p className="ml-auto hidden truncate text-sm text-stone sm:block">{user.email}</p>
        </header>
        <main id="main" className="flex-1 px-4 py-8 sm:px-8">
          <SectionPage section={sectionFromPath(pathname)} api={api} />
        </main>
      </div>
      {confirmingLogout && (
        <ConfirmDialog
          title="Confirm Logout"
          message="Are you sure you want to logout?"
          confirmLabel="Logout"
          onCancel={() => setConfirmingLogout(false)}
          onConfirm={() => store.logout()}
        />
      )}
    </div>
  );
}
