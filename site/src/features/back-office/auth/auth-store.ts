// The back office's auth state (docs/back-office.md) as a small external store: React reads it with
// useSyncExternalStore, and the API client's 401 handler can log out from outside any component.

import type { Reply } from '@suvarna/api-client';
import type { AuthUser, LoginAnswer, LoginInput, LoginResult, TwoStepLoginInput } from '@suvarna/domain';
import { MESSAGES, PASSWORD_CHANGED_MESSAGE, TWO_STEP_CHALLENGE_INVALID_MESSAGE } from '@suvarna/domain';
import { useSyncExternalStore } from 'react';
import { DEFAULT_ACTIVE_LINK, STORAGE_KEYS } from '../../../config/ui';
import { ADMIN_SECTIONS } from '../shell/sections';

export interface AuthState {
  isLoading: boolean;
  user: AuthUser | null;
  error: string | null;
  /**
   * The password was right and the account signs in with two steps: the CMS's challenge, to send
   * with a code. Kept only here, never stored: a reload starts the sign-in again.
   */
  challenge: string | null;
}

export interface AuthStoreDependencies {
  login: (input: LoginInput) => Promise<Reply<LoginAnswer>>;
  /** The login's second step: its challenge and a code. */
  loginWithCode: (input: TwoStepLoginInput) => Promise<Reply<LoginResult>>;
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

export function createAuthStore({
  login,
  loginWithCode,
  endSession,
  storage,
  navigate,
  notifySuccess,
}: AuthStoreDependencies) {
  let state: AuthState = { isLoading: false, user: readStoredUser(storage), error: null, challenge: null };
  const listeners = new Set<() => void>();

  const setState = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const signedIn = (data: LoginResult, message: string | undefined) => {
    storage.setItem(STORAGE_KEYS.authUser, JSON.stringify(data.user));
    storage.setItem(STORAGE_KEYS.token, data.token);
    setState({ isLoading: false, user: data.user, challenge: null });
    notifySuccess(message ?? MESSAGES.loginSuccessful);
    navigate(DASHBOARD_PATH);
  };
  const failed = (error: unknown) =>
    setState({
      isLoading: false,
      error: error instanceof Error && error.message ? error.message : MESSAGES.loginFailed,
    });

  const store = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Resolves true when the password step is done: the admin is logged in (and on the way to the
     * dashboard), or the account asks for a code next (state.challenge).
     */
    async login(input: LoginInput): Promise<boolean> {
      setState({ isLoading: true, error: null, challenge: null });
      try {
        const { data, message } = await login(input);
        if ('twoStepRequired' in data) {
          setState({ isLoading: false, challenge: data.challenge });
          return true;
        }
        signedIn(data, message);
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    /** The code step: resolves true once logged in. A challenge that ended goes back to the password. */
    async loginWithCode(code: string): Promise<boolean> {
      const { challenge } = state;
      if (!challenge) return false;
      setState({ isLoading: true, error: null });
      try {
        const { data, message } = await loginWithCode({ challenge, code });
        signedIn(data, message);
        return true;
      } catch (error) {
        failed(error);
        if (error instanceof Error && error.message === TWO_STEP_CHALLENGE_INVALID_MESSAGE)
          setState({ challenge: null });
        return false;
      }
    },
    /** Back from the code to the email and password. */
    cancelTwoStep: () => setState({ challenge: null, error: null }),
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
      setState({ isLoading: false, user: null, error: null, challenge: null });
      navigate(LOGIN_PATH);
    },
  };
  return store;
}

export function useAuthState(store: AuthStore): AuthState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
