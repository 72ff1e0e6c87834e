// Who may call what: registration off, a shop-admin role (checked by the shop-admin policy on every
// admin route, src/policies/is-shop-admin.ts), and no users-permissions permission for anyone: the
// shop's routes do not use Strapi's permission engine, so no permission row may open a generic one.
import type { Core } from '@strapi/strapi';
import { ShopError } from './http';
import { SHOP_ADMIN_ROLE } from './roles';

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/**
 * Strapi's own admin accounts are never used (the shop's back office has shop-admin accounts), so
 * none may ever be created: not through `POST /admin/register-admin` (closed by the route gate),
 * nor if someone turns Strapi's admin panel on later.
 */
export function refuseStrapiAdmins(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: ['admin::user'],
    beforeCreate() {
      throw new ShopError(403, "Strapi admin accounts are switched off: shop admins use the shop's back office");
    },
  });
}

export async function setUpAccess(strapi: Core.Strapi): Promise<{ id: number }> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false)
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });

  const roles = strapi.db.query(ROLE_UID);
  const role =
    ((await roles.findOne({ where: { type: SHOP_ADMIN_ROLE } })) as { id: number } | null) ??
    ((await roles.create({
      data: { name: 'Shop admin', type: SHOP_ADMIN_ROLE, description: 'Runs the shop from the back office' },
    })) as { id: number });
  await strapi.db.query(PERMISSION_UID).deleteMany({});
  return role;
}
