// The one React root of each back-office page, wired to the browser's API client and auth store.
// The Astro pages pass only what the build knows: the logo's address, the shop's name and its settings.
import type { ShopSettings } from '@suvarna/domain';
import type { ShopConfig } from '../../../config/shop';
import type { BrandProps } from '../auth/AuthCard';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
import { LoginPage } from '../auth/LoginPage';
import { type PasswordLinkKind, PasswordLinkPage } from '../auth/PasswordLinkPage';
import { RegisterPage } from '../auth/RegisterPage';
import { SetPasswordPage } from '../auth/SetPasswordPage';
import { api, authStore, cmsUrl } from '../data/api';
import { AdminApp } from './AdminApp';
import { BackOfficeRoot } from './BackOfficeRoot';
import { navigation } from './navigation';

export function LoginIsland(brand: BrandProps) {
  return (
    <BackOfficeRoot>
      <LoginPage {...brand} store={authStore} />
    </BackOfficeRoot>
  );
}

export function RegisterIsland(brand: BrandProps) {
  return (
    <BackOfficeRoot>
      <RegisterPage {...brand} />
    </BackOfficeRoot>
  );
}

export function SetPasswordIsland(brand: BrandProps) {
  return (
    <BackOfficeRoot>
      <SetPasswordPage {...brand} store={authStore} setPassword={(input) => api.setPassword(input)} />
    </BackOfficeRoot>
  );
}

/** /admin/forgot-password: asks the CMS to email a reset link. */
export function ForgotPasswordIsland(brand: BrandProps) {
  return (
    <BackOfficeRoot>
      <ForgotPasswordPage {...brand} forgotPassword={(input) => api.forgotPassword(input)} />
    </BackOfficeRoot>
  );
}

/** /admin/accept-invite and /admin/reset-password: the token is read from the address's #fragment. */
export function PasswordLinkIsland({ kind, ...brand }: BrandProps & { kind: PasswordLinkKind }) {
  return (
    <BackOfficeRoot>
      <PasswordLinkPage
        {...brand}
        kind={kind}
        hash={window.location.hash}
        setPasswordByLink={(linkKind, input) => api.setPasswordByLink(linkKind, input)}
      />
    </BackOfficeRoot>
  );
}

export function AdminIsland({
  shopSettings,
  shopDefaults,
  ...brand
}: BrandProps & { shopSettings: ShopSettings; shopDefaults: ShopConfig }) {
  return (
    <BackOfficeRoot>
      <AdminApp
        {...brand}
        store={authStore}
        api={api}
        cmsUrl={cmsUrl}
        shopSettings={shopSettings}
        shopDefaults={shopDefaults}
        pathname={navigation.pathname()}
      />
    </BackOfficeRoot>
  );
}
