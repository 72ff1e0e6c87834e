import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../config/ui';
import { ADMIN_USER } from '../auth/auth-test-support';
import { takeFlash } from '../shell/flash';
import { startFakeCms } from './fake-cms';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

describe("the browser's API client", () => {
  let cms: FakeCms;

  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    cms = await startFakeCms(() => ({ status: 401, body: { success: false, message: 'Invalid or expired token' } }));
    vi.stubEnv('PUBLIC_CMS_URL', cms.url);
    // api.ts reads the address and the stored user when it loads.
    vi.resetModules();
  });
  /** A fresh api.ts and the navigation object it uses, with page changes recorded. */
  const loadApi = async () => {
    const { navigation } = await import('../shell/navigation');
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    return { ...(await import('./api')), assign };
  };

  afterEach(async () => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    await cms.close();
  });

  it('sends the stored token, and a 401 logs the admin out with a notice for the login page', async () => {
    localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(ADMIN_USER));
    localStorage.setItem(STORAGE_KEYS.token, 'expired-jwt');
    localStorage.setItem(STORAGE_KEYS.activeLink, 'price');
    const { api, authStore, assign } = await loadApi();

    await expect(api.getProductCount()).rejects.toThrow('Invalid or expired token');
    expect(cms.requests[0]?.authorization).toBe('Bearer expired-jwt');
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(authStore.getState().user).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(takeFlash()).toEqual({ kind: 'error', message: 'Your session has expired. Please log in again.' });
  });

  it('treats a refused login as a failed login, not an expired session', async () => {
    const { authStore, assign } = await loadApi();

    expect(await authStore.login({ email: 'owner@shop.in', password: 'Wrong@1234' })).toBe(false);
    expect(authStore.getState().error).toBe('Invalid or expired token');
    expect(assign).not.toHaveBeenCalled();
    expect(takeFlash()).toBeNull();
  });
});
