// The back office's tests' auth: the admin they log in as, and auth stores wired to a CMS stand-in
// or to none.
import { createApiClient } from '@suvarna/api-client';
import type { AuthUser } from '@suvarna/domain';
import { STORAGE_KEYS } from '../../../config/ui';
import { createAuthStore } from './auth-store';

export const ADMIN_USER: AuthUser = { id: 1, email: 'owner@shop.in', username: 'owner', name: 'owner', role: 'owner' };

/** An auth store on the page's localStorage whose page changes and toasts are recorded. */
export function createTestAuthStore(baseUrl: string) {
  const navigations: string[] = [];
  const notices: string[] = [];
  const client = createApiClient({ baseUrl, getToken: () => localStorage.getItem(STORAGE_KEYS.token) });
  const store = createAuthStore({
    login: (input) => client.login(input),
    loginWithCode: (input) => client.loginWithCode(input),
    endSession: () => client.logout(),
    storage: localStorage,
    navigate: (path) => navigations.push(path),
    notifySuccess: (message) => notices.push(message),
  });
  return { store, navigations, notices };
}

/** A store that never reaches a server: for screens that only need someone (or no one) logged in. */
export function createOfflineAuthStore() {
  return createTestAuthStore('http://127.0.0.1:9');
}
