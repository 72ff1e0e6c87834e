import { PASSWORD_CHANGED_MESSAGE } from '@suvarna/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../config/ui';
import { startFakeCms } from '../data/fake-cms';
import { ADMIN_USER, createTestAuthStore } from './auth-test-support';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

describe('auth store', () => {
  let cms: FakeCms;

  beforeEach(async () => {
    localStorage.clear();
    cms = await startFakeCms((request, body) => {
      if (request.url === '/api/admin/logout') return { status: 200, body: { success: true, data: null } };
      const { password } = JSON.parse(body) as { password: string };
      return password === 'Secret@123'
        ? { status: 200, body: { success: true, message: 'Welcome back', data: { token: 'jwt-1', user: ADMIN_USER } } }
        : { status: 401, body: { success: false, message: 'Wrong email or password' } };
    });
  });
  afterEach(() => cms.close());

  it('starts with the user stored in localStorage, else none', () => {
    expect(createTestAuthStore(cms.url).store.getState()).toEqual({
      isLoading: false,
      user: null,
      error: null,
      challenge: null,
    });
    localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(ADMIN_USER));
    expect(createTestAuthStore(cms.url).store.getState().user).toEqual(ADMIN_USER);
  });

  it('treats an unreadable stored user as none', () => {
    localStorage.setItem(STORAGE_KEYS.authUser, '{not json');
    expect(createTestAuthStore(cms.url).store.getState().user).toBeNull();
  });

  it('loads while logging in, then persists the user and token and goes to the dashboard', async () => {
    const { store, navigations, notices } = createTestAuthStore(cms.url);
    const login = store.login({ email: 'owner@shop.in', password: 'Secret@123' });
    expect(store.getState()).toMatchObject({ isLoading: true, error: null });

    expect(await login).toBe(true);
    expect(store.getState()).toEqual({ isLoading: false, user: ADMIN_USER, error: null, challenge: null });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser) ?? '')).toEqual(ADMIN_USER);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-1');
    expect(navigations).toEqual(['/admin/dashboard']);
    expect(notices).toEqual(['Welcome back']);
    expect(JSON.parse(cms.requests[0]?.body ?? '')).toEqual({ email: 'owner@shop.in', password: 'Secret@123' });
  });

  it("keeps the server's message as the error when the login fails, until cleared", async () => {
    const { store, navigations } = createTestAuthStore(cms.url);
    expect(await store.login({ email: 'owner@shop.in', password: 'Wrong@1234' })).toBe(false);
    expect(store.getState()).toEqual({
      isLoading: false,
      user: null,
      error: 'Wrong email or password',
      challenge: null,
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigations).toEqual([]);

    store.clearError();
    expect(store.getState().error).toBeNull();
  });

  it('logout ends the session on the server with its token, then removes the user, token and active link, clears the state and goes to the login page', async () => {
    const { store, navigations } = createTestAuthStore(cms.url);
    await store.login({ email: 'owner@shop.in', password: 'Secret@123' });
    localStorage.setItem(STORAGE_KEYS.activeLink, 'price');
    localStorage.setItem('unrelated', 'kept');

    await store.logout();
    expect(cms.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/admin/logout',
      authorization: 'Bearer jwt-1',
    });
    expect(store.getState()).toEqual({ isLoading: false, user: null, error: null, challenge: null });
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(navigations.at(-1)).toBe('/login');
  });

  it('goes on with the fresh token after a password change, back on the remembered section', async () => {
    const { store, navigations, notices } = createTestAuthStore(cms.url);
    await store.login({ email: 'owner@shop.in', password: 'Secret@123' });
    localStorage.setItem(STORAGE_KEYS.activeLink, 'category');

    store.passwordChanged('jwt-2');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-2');
    expect(store.getState().user).toEqual(ADMIN_USER);
    expect(notices.at(-1)).toBe(PASSWORD_CHANGED_MESSAGE);
    expect(navigations.at(-1)).toBe('/admin/category');

    // A remembered link that names no section (an old or hand-edited value) means the dashboard.
    localStorage.setItem(STORAGE_KEYS.activeLink, 'javascript:alert(1)');
    store.passwordChanged('jwt-3');
    expect(navigations.at(-1)).toBe('/admin/dashboard');
  });

  it('tells subscribers about every change', async () => {
    const { store } = createTestAuthStore(cms.url);
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().isLoading));
    await store.login({ email: 'owner@shop.in', password: 'Secret@123' });
    unsubscribe();
    await store.logout();
    expect(seen).toEqual([true, false]);
  });

  it('logs out here even when the server cannot be reached', async () => {
    const { store, navigations } = createTestAuthStore('http://127.0.0.1:9');
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-1');
    await store.logout();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigations.at(-1)).toBe('/login');
  });

  it('forgets a session the server already ended (a 401) without calling the server', async () => {
    const { store, navigations } = createTestAuthStore(cms.url);
    await store.login({ email: 'owner@shop.in', password: 'Secret@123' });
    const calls = cms.requests.length;
    store.forgetSession();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigations.at(-1)).toBe('/login');
    expect(cms.requests).toHaveLength(calls);
  });
});
