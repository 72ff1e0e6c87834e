import { type ApiClient, createApiClient } from '@suvarna/api-client';
import {
  type AdminMe,
  EMPTY_SHOP_DETAILS,
  type ErasureRequest,
  type ErasureRequestList,
  OWNER_ONLY_SETTINGS_MESSAGE,
  OWNER_ONLY_TEAM_MESSAGE,
  STAFF_RATES_MESSAGE,
} from '@suvarna/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SHOP } from '../../../config/shop';
import { STORAGE_KEYS } from '../../../config/ui';
import { ADMIN_USER, createOfflineAuthStore } from '../auth/auth-test-support';
import type { DashboardApi } from '../dashboard/Dashboard';
import { createQueryClient } from '../data/query-client';
import { PAGE_FAILED_MESSAGES } from '../ui/PageErrorBoundary';
import { AdminApp } from './AdminApp';
import { navigation } from './navigation';

type ShellApi = DashboardApi & Pick<ApiClient, 'getMe'>;

const OWNER: AdminMe = {
  id: 1,
  name: 'owner',
  email: 'owner@shop.in',
  role: 'owner',
  twoStep: false,
  mustTurnOnTwoStep: false,
  mayEditRates: true,
};
const STAFF: AdminMe = { ...OWNER, id: 2, name: 'asha', email: 'asha@shop.in', role: 'staff', mayEditRates: false };

const workingApi: ShellApi = {
  getMe: async () => OWNER,
  getProductCount: async () => ({ totalProductCount: 95, activeProductCount: 88, draftProductCount: 2 }),
  getPublishStatus: async () => ({
    lastTrigger: '2026-11-22T08:30:00.000Z',
    lastResult: 'ok',
    pending: false,
    waiting: [],
    waitingCount: 0,
    lastPublishedAt: '2026-11-22T08:30:00.000Z',
    publishesThisMonth: 4,
  }),
  getEnquiries: async () => ({ enquiries: [], total: 3, new: 3, emailConfigured: true }),
  getBackups: async () => ({ schedule: null, keep: { daily: 14, weekly: 8 }, runs: [], newestVerified: null }),
  getErasureRequests: async () => ({ requests: [], open: 0 }),
};

// jsdom cannot follow links; the sidebar's own click handling is what is under test.
const stopLinkNavigation = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};

describe('admin area', () => {
  beforeEach(() => {
    localStorage.clear();
    document.addEventListener('click', stopLinkNavigation);
  });
  afterEach(() => {
    document.removeEventListener('click', stopLinkNavigation);
    vi.restoreAllMocks();
  });

  const renderAdmin = (pathname: string, api: ShellApi = workingApi) => {
    const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => undefined);
    const auth = createOfflineAuthStore();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AdminApp
          logoSrc="/logo.svg"
          shopName="Suvarna"
          store={auth.store}
          // The management pages' calls go nowhere: these tests are about the shell and the dashboard.
          api={{ ...createApiClient({ baseUrl: 'http://127.0.0.1:9' }), ...api }}
          cmsUrl="http://127.0.0.1:9"
          shopSettings={{
            gstRate: 0.03,
            hallmarkFeeDefault: 45,
            rateGuardPercent: 5,
            uploadTimeoutMs: 120_000,
            enquiryRetentionDays: 365,
            backupRetentionDays: null,
            ...EMPTY_SHOP_DETAILS,
          }}
          shopDefaults={DEMO_SHOP}
          pathname={pathname}
        />
      </QueryClientProvider>,
    );
    return { ...auth, replace, user: userEvent.setup() };
  };

  const logIn = () => {
    localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(ADMIN_USER));
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-1');
  };

  it('sends someone not logged in to the login page and shows nothing', () => {
    const { replace } = renderAdmin('/admin/product');
    expect(replace).toHaveBeenCalledWith('/login');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('sends an owner who must turn on two-step sign-in to the Account page, without the background calls the CMS would refuse', async () => {
    logIn();
    const getEnquiries = vi.fn(workingApi.getEnquiries);
    const mustEnrol = { ...workingApi, getEnquiries, getMe: async () => ({ ...OWNER, mustTurnOnTwoStep: true }) };
    const { replace } = renderAdmin('/admin/product', mustEnrol);
    await expect.poll(() => replace.mock.calls).toEqual([['/admin/account']]);
    cleanup();
    replace.mockClear();

    renderAdmin('/admin/account', mustEnrol);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalledWith('/admin/account');
    expect(getEnquiries).not.toHaveBeenCalled();
  });

  it('titles the page from the path and welcomes on a path without a section', async () => {
    logIn();
    renderAdmin('/admin/banner');
    expect(screen.getByRole('heading', { level: 1, name: 'Banner' })).toBeInTheDocument();
    cleanup();

    renderAdmin('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome! Please select a page.')).toBeInTheDocument();
  });

  it('links every section and remembers the chosen one', async () => {
    logIn();
    const { user } = renderAdmin('/admin');
    const sidebar = screen.getByRole('navigation', { name: 'Back office' });
    // The badge of new enquiries, once the count has come.
    expect(await within(sidebar).findByRole('link', { name: /^Enquiries\W+3 new$/ })).toBeInTheDocument();
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Enquiries3, 3 new', '/admin/enquiries'],
      ['Product', '/admin/product'],
      ['Import', '/admin/import'],
      ['Price', '/admin/price'],
      ['Category', '/admin/category'],
      ['Banners', '/admin/banner'],
      ['Publish', '/admin/publish'],
      ['Channels', '/admin/channels'],
      ['History', '/admin/history'],
      ['Team', '/admin/team'],
      ['Backups', '/admin/backups'],
      ['Shop settings', '/admin/shop-settings'],
      ['Erasure requests', '/admin/erasure-requests'],
      ['Account', '/admin/account'],
      ['Set Password', '/set-password'],
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(sidebar).getByRole('link', { name: 'Price' }));
    expect(localStorage.getItem(STORAGE_KEYS.activeLink)).toBe('price');
    expect(within(sidebar).getByRole('link', { name: 'Price' })).toHaveAttribute('aria-current', 'page');
  });

  it('badges Erasure requests with the open ones for an owner, and never asks for staff', async () => {
    logIn();
    const dueBy = new Date(Date.now() + 20 * 24 * 3_600_000).toISOString();
    const request = (id: number): ErasureRequest => ({
      id,
      phone: '+919825055555',
      email: null,
      status: 'open',
      createdAt: new Date().toISOString(),
      dueBy,
      doneAt: null,
      erased: null,
    });
    const withRequests = {
      ...workingApi,
      getErasureRequests: vi.fn(async () => ({ requests: [request(1), request(2)], open: 2 })),
    };
    renderAdmin('/admin/dashboard', withRequests);
    const sidebar = screen.getByRole('navigation', { name: 'Back office' });
    expect(await within(sidebar).findByRole('link', { name: /^Erasure requests\W+2 open$/ })).toHaveAttribute(
      'href',
      '/admin/erasure-requests',
    );
    // On a phone the sidebar is behind the Menu button, which counts all that waits and says what.
    const menu = screen.getByRole('button', { name: 'Menu' });
    await waitFor(() => expect(menu).toHaveAccessibleDescription('3 new enquiries, 2 open erasure requests'));
    // Drawn on its corner, outside the button so that its name stays 'Menu' (axe's label rule).
    expect(menu).toHaveTextContent(/^$/);
    expect(menu.parentElement).toHaveTextContent(/^5$/);
    cleanup();

    withRequests.getErasureRequests.mockClear();
    localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify({ ...ADMIN_USER, role: 'staff' }));
    renderAdmin('/admin/dashboard', { ...withRequests, getMe: async () => STAFF });
    expect(await screen.findByText('Total Products')).toBeInTheDocument();
    await screen.findByText('95');
    expect(screen.queryByRole('link', { name: /Erasure requests/ })).toBeNull();
    expect(withRequests.getErasureRequests).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Menu' })).toHaveAccessibleDescription('3 new enquiries'),
    );
  });

  it('says a page could not be shown, keeping the sidebar, and Try again draws it from fresh answers', async () => {
    logIn();
    // React reports the fault on the console as well; what the admin sees is under test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: unknown = { open: 1 };
    const malformed = { ...workingApi, getErasureRequests: vi.fn(async () => answer as ErasureRequestList) };
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard', malformed);
    const failed = (await screen.findByText(PAGE_FAILED_MESSAGES.title)).closest('[role="alert"]') as HTMLElement;
    expect(failed).not.toBeNull();
    // What failed, for whoever looks after the website.
    expect(failed).toHaveTextContent(/Cannot read properties of undefined/);
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');

    answer = { requests: [], open: 0 };
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total Products')).toBeInTheDocument();
    expect(screen.queryByText(PAGE_FAILED_MESSAGES.title)).toBeNull();
  });

  it("hides the owner's pages from staff, as GET /api/admin/me names the role, and shows rates read only", async () => {
    logIn();
    renderAdmin('/admin/shop-settings', { ...workingApi, getMe: async () => STAFF });
    // Typed in, the page says why it shows nothing.
    expect(await screen.findByText(OWNER_ONLY_SETTINGS_MESSAGE)).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(sidebar).getByRole('link', { name: 'Price' })).toBeInTheDocument();
    // Staff read the history too: the CMS answers them the content's changes only.
    expect(within(sidebar).getByRole('link', { name: 'History' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('link', { name: 'Shop settings' })).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    cleanup();

    renderAdmin('/admin/team', { ...workingApi, getMe: async () => STAFF });
    expect(await screen.findByText(OWNER_ONLY_TEAM_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite a member' })).not.toBeInTheDocument();
    cleanup();

    renderAdmin('/admin/price', { ...workingApi, getMe: async () => STAFF });
    expect(await screen.findByText(STAFF_RATES_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Price' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Today's rates" })).not.toBeInTheDocument();
    cleanup();

    // Allowed by the owner, staff get the page's buttons back.
    renderAdmin('/admin/price', { ...workingApi, getMe: async () => ({ ...STAFF, mayEditRates: true }) });
    expect(await screen.findByRole('button', { name: 'Add Price' })).toBeInTheDocument();
    expect(screen.queryByText(STAFF_RATES_MESSAGE)).not.toBeInTheDocument();
  });

  it('starts on the remembered link when the path names no section', () => {
    logIn();
    localStorage.setItem(STORAGE_KEYS.activeLink, 'category');
    renderAdmin('/admin');
    expect(screen.getByRole('link', { name: 'Category' })).toHaveAttribute('aria-current', 'page');
  });

  it('links to Set Password beside Logout, in the sidebar a phone opens from Menu', async () => {
    logIn();
    localStorage.setItem(STORAGE_KEYS.activeLink, 'product');
    const { user } = renderAdmin('/admin/product');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const sidebar = screen.getByRole('navigation', { name: 'Back office' });
    const setPassword = within(sidebar).getByRole('link', { name: 'Set Password' });
    expect(setPassword).toHaveAttribute('href', '/set-password');
    // An account action, not a section: the remembered section stays the one in use.
    expect(setPassword).not.toHaveAttribute('aria-current');
    await user.click(setPassword);
    expect(localStorage.getItem(STORAGE_KEYS.activeLink)).toBe('product');
    expect(within(sidebar).getByRole('link', { name: 'Product' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes the narrow-screen sidebar with the hamburger button', async () => {
    logIn();
    const { user } = renderAdmin('/admin/dashboard');
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveFocus();
    await user.click(hamburger);
    await user.click(close);
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks before logging out; Cancel and Escape keep the admin logged in', async () => {
    logIn();
    const { user, navigations } = renderAdmin('/admin/dashboard');
    const logout = screen.getByRole('button', { name: 'Logout' });
    await user.click(logout);

    const dialog = screen.getByRole('dialog', { name: 'Confirm Logout' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to logout?');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(logout);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logout).toHaveFocus();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-1');
    expect(navigations).toEqual([]);
  });

  it('logs out from the dialog, clearing the stored user, token and active link', async () => {
    logIn();
    localStorage.setItem(STORAGE_KEYS.activeLink, 'price');
    const { user, navigations, store } = renderAdmin('/admin/dashboard');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Logout' }));

    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(store.getState().user).toBeNull();
    expect(navigations).toEqual(['/login']);
  });

  it('shows the product counts and the publish status on the dashboard', async () => {
    logIn();
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('95')).toBeInTheDocument();
    expect(screen.getByText('88')).toBeInTheDocument();
    expect(screen.getByText('Total Products')).toBeInTheDocument();
    expect(screen.getByText('Active Products')).toBeInTheDocument();
    expect(screen.getByText('Drafts')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See drafts' })).toHaveAttribute('href', '/admin/product?status=draft');
    expect(screen.getByText('New Enquiries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See new enquiries' })).toHaveAttribute(
      'href',
      '/admin/enquiries?status=new',
    );
    // The sidebar's badge says how many are new, in words for a screen reader.
    expect(await screen.findByRole('link', { name: /^Enquiries\W+3 new$/ })).toBeInTheDocument();
    expect(await screen.findByText(/^Live as of 22 Nov, /)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Changes waiting/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says on the dashboard what waits to be published, and a failed publish prominently', async () => {
    logIn();
    renderAdmin('/admin/dashboard', {
      ...workingApi,
      getPublishStatus: async () => ({
        lastTrigger: '2026-11-22T09:00:00.000Z',
        lastResult: 'failed',
        pending: false,
        waiting: [{ what: 'Rate 22K changed', who: 'owner@shop.in', at: '2026-11-22T08:59:00.000Z' }],
        waitingCount: 3,
        lastPublishedAt: '2026-11-22T08:30:00.000Z',
        publishesThisMonth: 4,
      }),
    });
    expect(await screen.findByRole('link', { name: 'Changes waiting to be published: 3' })).toHaveAttribute(
      'href',
      '/admin/publish',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^The last publish failed \(22 Nov, .*\): the site still shows/,
    );
  });

  it('shows why the counts failed, with a Retry that asks again', async () => {
    logIn();
    let calls = 0;
    const flakyApi: ShellApi = {
      ...workingApi,
      getProductCount: async () => {
        calls += 1;
        if (calls === 1) throw new Error("Cannot reach the shop's server");
        return { totalProductCount: 95, activeProductCount: 88, draftProductCount: 2 };
      },
    };
    const { user } = renderAdmin('/admin/dashboard', flakyApi);
    // One for each count: total, active and drafts.
    expect(await screen.findAllByText("Cannot reach the shop's server")).toHaveLength(3);
    expect(screen.queryByText('42')).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement);
    expect(await screen.findByText('95')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
