// Admin routes: the caller's users-permissions token must belong to a user with the shop-admin role.
import { SHOP_ADMIN_ROLE } from '../lib/roles';

interface PolicyContext {
  state?: { user?: { role?: { type?: string } } };
}

export default (policyContext: PolicyContext): boolean => policyContext.state?.user?.role?.type === SHOP_ADMIN_ROLE;
