// Admin routes: the bearer token must be a users-permissions token of a shop admin who is not
// blocked, issued since the admin's last password change (its token version is current). The admin
// is then the request's user (ctx.state.user).
import type { Core } from '@strapi/strapi';
import { authService } from '../api/auth/services/auth';

interface PolicyContext {
  request: { header: Record<string, string | string[] | undefined> };
  state: Record<string, unknown>;
}

export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  policyContext.state.user = await authService(strapi).shopAdminOf(policyContext);
  return true;
};
