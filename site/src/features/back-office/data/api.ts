// The browser's one API client and auth store: every admin call carries the stored token, and a 401
// anywhere logs the admin out (docs/differences.md).
import { createApiClient } from '@suvarna/api-client';
import { STORAGE_KEYS } from '../../../config/ui';
import { createAuthStore } from '../auth/auth-store';
import { setFlash } from '../shell/flash';
import { navigation } from '../shell/navigation';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/**
 * The CMS as the browser reaches it (fixed at build by astro.config.ts, the origin the policy allows):
 * API calls, and the uploads its relative image URLs name.
 */
export const cmsUrl: string = import.meta.env.PUBLIC_CMS_URL;

export const api = createApiClient({
  baseUrl: cmsUrl,
  getToken: () => localStorage.getItem(STORAGE_KEYS.token),
  onUnauthorized: () => {
    // Only a logged-in admin has a session to expire; anyone else is already at the login page.
    if (!authStore.getState().user) return;
    // The login page is another page, so the notice travels with it rather than as a toast here.
    setFlash({ kind: 'error', message: SESSION_EXPIRED_MESSAGE });
    authStore.forgetSession();
  },
});

export const authStore = createAuthStore({
  login: (input) => api.login(input),
  loginWithCode: (input) => api.loginWithCode(input),
  endSession: () => api.logout(),
  storage: localStorage,
  navigate: (path) => navigation.assign(path),
  notifySuccess: (message) => setFlash({ kind: 'success', message }),
});
