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
  /** Ends the session on the server (every token of the admin), on Logout. */
  endSession: () => Promise<unknown>;
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

/** How long Logout waits for the server to end the session before leaving the page (which would cancel the call). */
const END_SESSION_WAIT_MS = 5000;

export function createAuthStore({ login, endSession, storage, navigate, notifySuccess }: AuthStoreDependencies) {
  let state: AuthState = { isLoading: false, user: readStoredUser(storage), error: null };
  const listeners = new Set<() => void>();

  const setState = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const store = {
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
    /**
     * Logout: the server ends the session first, so a copy of the token is worthless too; the
     * admin is logged out here whatever it answers (offline, the token simply expires).
     */
    async logout() {
      await Promise.race([
        endSession().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, END_SESSION_WAIT_MS)),
      ]);
      store.forgetSession();
    },
    /** The server already ended the session (a 401): forget it here, without asking the server. */
    forgetSession() {
      storage.removeItem(STORAGE_KEYS.authUser);
      storage.removeItem(STORAGE_KEYS.token);
      storage.removeItem(STORAGE_KEYS.activeLink);
      setState({ isLoading: false, user: null, error: null });
      navigate(LOGIN_PATH);
    },
  };
  return store;
}

export function useAuthState(store: AuthStore): AuthState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
