// Only a logged-in admin may see the admin pages and set a password (docs/back-office.md); everyone
// else is sent to the login page, replacing the refused page in the history.

import type { AuthUser } from '@suvarna/domain';
import { useEffect } from 'react';
import { navigation } from '../shell/navigation';
import { type AuthStore, LOGIN_PATH, useAuthState } from './auth-store';

export function useRequireUser(store: AuthStore): AuthUser | null {
  const { user } = useAuthState(store);
  useEffect(() => {
    if (!user) navigation.replace(LOGIN_PATH);
  }, [user]);
  return user;
}
