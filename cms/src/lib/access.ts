// Who may call what: registration off, the shop-admin role holding exactly the actions of the
// admin routes, and nothing for the public and authenticated roles (our routes are either public
// with auth off, or for shop admins).
import type { Core } from '@strapi/strapi';
import { SHOP_ADMIN_POLICY, SHOP_ADMIN_ROLE } from './roles';

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

interface RouteLike {
  handler?: unknown;
  config?: { policies?: unknown[] };
}

/** `api::<api>.<controller>.<action>` of every route guarded by the shop-admin policy. */
export function adminActions(strapi: Core.Strapi): string[] {
  const apis = strapi.apis as unknown as Record<string, { routes?: Record<string, { routes?: RouteLike[] }> }>;
  return Object.entries(apis).flatMap(([apiName, api]) =>
    Object.values(api.routes ?? {})
      .flatMap((router) => router.routes ?? [])
      .filter((route) => route.config?.policies?.includes(SHOP_ADMIN_POLICY) && typeof route.handler === 'string')
      .map((route) => `api::${apiName}.${route.handler as string}`),
  );
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

  const permissions = strapi.db.query(PERMISSION_UID);
  const wanted = new Set(adminActions(strapi));
  const held = (await permissions.findMany({ where: { role: { id: role.id } } })) as Array<{
    id: number;
    action: string;
  }>;
  for (const permission of held) {
    if (!wanted.has(permission.action)) await permissions.delete({ where: { id: permission.id } });
  }
  const heldActions = new Set(held.map((permission) => permission.action));
  for (const action of wanted) {
    if (!heldActions.has(action)) await permissions.create({ data: { action, role: role.id } });
  }
  await permissions.deleteMany({ where: { role: { type: { $in: ['public', 'authenticated'] } } } });
  return role;
}
