// Route declarations: every route is either public or for shop admins. Admin routes skip Strapi's
// users-permissions authentication (six queries a request: API tokens, user, role, settings,
// permissions) for the shop-admin policy, which checks the token and the admin in one lookup.
import { SHOP_ADMIN_POLICY } from './roles';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const publicRoute = (method: Method, path: string, handler: string) => ({
  method,
  path,
  handler,
  config: { auth: false as const },
});

export const adminRoute = (method: Method, path: string, handler: string) => ({
  method,
  path,
  handler,
  config: { auth: false as const, policies: [SHOP_ADMIN_POLICY] },
});
