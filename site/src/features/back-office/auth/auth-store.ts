// The back office's auth state (docs/back-office.md) as a small external store: React reads it with
// useSyncExternalStore, and the API client's 401 handler can log out from outside any component.

import type { Reply } from '@suvarna/api-client';
import type { AuthUser, LoginInput, LoginResult } from '@suvarna/domain';
import { MESSAGES, PASSWORD_CHANGED_MESSAGE } from '@suvarna/domain';
import { useSyncExternalStore } from 'react';
import { DEFAULT_ACTIVE_LINK, STORAGE_KEYS } from '../../../config/ui';
import { ADMIN_SECTIONS } from '../shell/sections';

export interface AuthState {
  isLoading: boolean;
  user: AuthUser | null;
  error: string | null;
}

export interface AuthStoreDependencies {
  login: (input: LoginInput) => Promise<Reply<LoginResult>>;
  storage: Storage;
  /** Leaves the current page for another back-office page. */
  navigate: (path: string) => void;
  /** Tells the admin how the login went (a toast in the app). */
  notifySuccess: (message: string) => void;
}

export type AuthStore = ReturnType<typeof createAuthStore>;

export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/admin/dashboard';

/** The admin area's page the sidebar last remembered (activeLink), else the dashboard. */
export function adminAreaPath(storage: Storage): string {
  const remembered = storage.getItem(STORAGE_KEYS.activeLink);
  const slug = ADMIN_SECTIONS.find((section) => section.slug === remembered)?.slug ?? DEFAULT_ACTIVE_LINK;
  return `/admin/${slug}`;
}

/** A stored user that is not an object with an id counts as none (an old or hand-edited value). */
function readStoredUser(storage: Storage): AuthUser | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.authUser) ?? 'null');
    return typeof parsed === 'object' && parsed !== null && 'id' in parsed ? (parsed as AuthUser) : null;
  } catch {
    return null;
  }
}

export function createAuthStore({ login, storage, navigate, notifySuccess }: AuthStoreDependencies) {
  let state: AuthState = { isLoading: false, user: readStoredUser(storage), error: null };
  const listeners = new Set<() => void>();

  const setState = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Resolves true when the admin is logged in (and on the way to the dashboard). */
    async login(input: LoginInput): Promise<boolean> {
      setState({ isLoading: true, error: null });
      try {
        const { data, message } = await login(input);
        storage.setItem(STORAGE_KEYS.authUser, JSON.stringify(data.user));
        storage.setItem(STORAGE_KEYS.token, data.token);
        setState({ isLoading: false, user: data.user });
        notifySuccess(message ?? MESSAGES.loginSuccessful);
        navigate(DASHBOARD_PATH);
        return true;
      } catch (error) {
        setState({
          isLoading: false,
          error: error instanceof Error && error.message ? error.message : MESSAGES.loginFailed,
        });
        return false;
      }
    },
    clearError: () => setState({ error: null }),
    /**
     * The admin's password was changed: the server ended every earlier token and issued this one,
     * so this session goes on with it (the next calls carry it), back in the admin area.
     */
    passwordChanged(token: string) {
      storage.setItem(STORAGE_KEYS.token, token);
      notifySuccess(PASSWORD_CHANGED_MESSAGE);
      navigate(adminAreaPath(storage));
    },
    logout() {
      storage.removeItem(STORAGE_KEYS.authUser);
      storage.removeItem(STORAGE_KEYS.token);
      storage.removeItem(STORAGE_KEYS.activeLink);
      setState({ isLoading: false, user: null, error: null });
      navigate(LOGIN_PATH);
    },
  };
}

export function useAuthState(store: AuthStore): AuthState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
