// Route declarations: every route is either public or for shop admins (token + role policy).
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
  config: { policies: [SHOP_ADMIN_POLICY] },
});
