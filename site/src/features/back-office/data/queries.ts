// The back office's reads: each one's cache key, written here once, and the call that fills it.
// Pages read with `useQuery(adminQueries.x(api))` and mark a read stale with its key.
import type { ApiClient } from '@suvarna/api-client';
import type { EnquiryStatus } from '@suvarna/domain';
import { queryOptions } from '@tanstack/react-query';
import { ENQUIRIES_REFRESH_MS, PUBLISH_STATUS_REFRESH_MS } from '../../../config/ui';

export const adminKeys = {
  products: ['admin', 'products'],
  rates: ['admin', 'rates'],
  categories: ['admin', 'categories'],
  banners: ['admin', 'banners'],
  productCount: ['admin', 'product-count'],
  publishStatus: ['admin', 'publish-status'],
  publishHistory: ['admin', 'publish-history'],
  /** The feed files as the site serves them (not the CMS): read by the Channels page. */
  publishedFeeds: ['admin', 'published-feeds'],
  /** Every enquiry read: a page of the list under it by its filter, the count of new ones as `new`. */
  enquiries: ['admin', 'enquiries'],
  /** Every rate's history; one rate's is under it, by the rate's name. */
  rateChanges: ['admin', 'rate-changes'],
  shopSettings: ['admin', 'shop-settings'],
  savingsPlans: ['admin', 'savings-plans'],
  erasureRequests: ['admin', 'erasure-requests'],
  me: ['admin', 'me'],
  backups: ['admin', 'backups'],
  team: ['admin', 'team'],
  /** Every history read: a page of entries under it by its filter (the History page's, a product's). */
  history: ['admin', 'history'],
} as const;

export const adminQueries = {
  /** Every product, active or not. */
  products: (api: Pick<ApiClient, 'getAllProducts'>) =>
    queryOptions({ queryKey: adminKeys.products, queryFn: () => api.getAllProducts() }),
  /** The day's rate of each metal and purity (the CMS calls them prices). */
  rates: (api: Pick<ApiClient, 'getRates'>) =>
    queryOptions({ queryKey: adminKeys.rates, queryFn: () => api.getRates() }),
  /** One rate's changes of the last 90 days, newest first, with the admin who made each. */
  rateChanges: (api: Pick<ApiClient, 'getRateChanges'>, name: string) =>
    queryOptions({ queryKey: [...adminKeys.rateChanges, name], queryFn: () => api.getRateChanges({ name }) }),
  savingsPlans: (api: Pick<ApiClient, 'getAdminSavingsPlans'>) =>
    queryOptions({ queryKey: adminKeys.savingsPlans, queryFn: () => api.getAdminSavingsPlans() }),
  categories: (api: Pick<ApiClient, 'getCategories'>) =>
    queryOptions({ queryKey: adminKeys.categories, queryFn: () => api.getCategories() }),
  /** The home carousel's banners, in their order. */
  banners: (api: Pick<ApiClient, 'getBanners'>) =>
    queryOptions({ queryKey: adminKeys.banners, queryFn: () => api.getBanners() }),
  /** The dashboard's total and active product counts. */
  productCount: (api: Pick<ApiClient, 'getProductCount'>) =>
    queryOptions({ queryKey: adminKeys.productCount, queryFn: () => api.getProductCount() }),
  /** Whether the public site has caught up with the last change. */
  publishStatus: (api: Pick<ApiClient, 'getPublishStatus'>) =>
    queryOptions({
      queryKey: adminKeys.publishStatus,
      queryFn: () => api.getPublishStatus(),
      // While changes wait, the page follows them out to the site.
      refetchInterval: (query) => (query.state.data?.waitingCount ? PUBLISH_STATUS_REFRESH_MS : false),
    }),
  /** A page of the visitors' enquiries, as filtered. */
  enquiries: (
    api: Pick<ApiClient, 'getEnquiries'>,
    filter: { status?: EnquiryStatus | undefined; search: string; page: number },
  ) =>
    queryOptions({
      queryKey: [...adminKeys.enquiries, filter],
      queryFn: () => api.getEnquiries(filter),
      // A visitor's message shows within seconds, without a reload.
      refetchInterval: ENQUIRIES_REFRESH_MS,
    }),
  /** How many enquiries are new: the sidebar's badge and the dashboard's card. */
  newEnquiries: (api: Pick<ApiClient, 'getEnquiries'>) =>
    queryOptions({
      queryKey: [...adminKeys.enquiries, 'new-count'],
      queryFn: async () => (await api.getEnquiries({ status: 'new' })).new,
      refetchInterval: ENQUIRIES_REFRESH_MS,
    }),
  /** The shop's details as stored, and its SMTP server (never its password). */
  erasureRequests: (api: Pick<ApiClient, 'getErasureRequests'>) =>
    queryOptions({ queryKey: adminKeys.erasureRequests, queryFn: () => api.getErasureRequests() }),
  shopSettings: (api: Pick<ApiClient, 'getAdminShopSettings'>) =>
    queryOptions({ queryKey: adminKeys.shopSettings, queryFn: () => api.getAdminShopSettings() }),
  /** The signed-in account: its role (what the sidebar shows) and whether it may change the rates. */
  me: (api: Pick<ApiClient, 'getMe'>) => queryOptions({ queryKey: adminKeys.me, queryFn: () => api.getMe() }),
  /** The last 20 calls of the build hook. */
  publishHistory: (api: Pick<ApiClient, 'getPublishHistory'>) =>
    queryOptions({ queryKey: adminKeys.publishHistory, queryFn: () => api.getPublishHistory() }),
  /** The backups the CMS took: the last attempts and the newest verified one's age. */
  backups: (api: Pick<ApiClient, 'getBackups'>) =>
    queryOptions({ queryKey: adminKeys.backups, queryFn: () => api.getBackups() }),
  /** The shop's accounts: role, state and last sign-in (owners only). */
  team: (api: Pick<ApiClient, 'getTeam'>) => queryOptions({ queryKey: adminKeys.team, queryFn: () => api.getTeam() }),
  /** A page of the history of changes, newest first, as filtered (the CMS leaves out what staff may not see). */
  history: (api: Pick<ApiClient, 'getHistory'>, filter: Parameters<ApiClient['getHistory']>[0]) =>
    queryOptions({ queryKey: [...adminKeys.history, filter], queryFn: () => api.getHistory(filter) }),
};
