// The first shop admin, created on a database that has none.
import type { Core } from '@strapi/strapi';
import { shopConfig } from './services';

export const DEVELOPMENT_ADMIN = { email: 'admin@suvarna.local', password: 'Suvarna@2010' } as const;

export async function ensureFirstAdmin(strapi: Core.Strapi, roleId: number): Promise<void> {
  const users = strapi.db.query('plugin::users-permissions.user');
  if ((await users.count({ where: { role: { id: roleId } } })) > 0) return;

  const { firstAdmin, production } = shopConfig(strapi);
  if (!firstAdmin && production)
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set to create the first shop admin in production');
  const { email, password } = firstAdmin ?? DEVELOPMENT_ADMIN;
  await createAdmin(strapi, roleId, email, password);
  strapi.log.info(
    firstAdmin
      ? `Shop admin created: ${email}`
      : `Shop admin created for development: ${email} / ${password} (set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
  );
}

/**
 * Creates a shop admin, or gives an existing account of that email the role and the new password
 * (ending its sessions, as a password change does).
 */
export async function createAdmin(strapi: Core.Strapi, roleId: number, email: string, password: string) {
  const user = strapi.plugin('users-permissions').service('user');
  const existing = (await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { email: email.toLowerCase() } })) as { id: number; tokenVersion: number | null } | null;
  if (existing)
    return user.edit(existing.id, {
      password,
      role: roleId,
      blocked: false,
      confirmed: true,
      tokenVersion: (existing.tokenVersion ?? 0) + 1,
    });
  const local = email.split('@')[0] ?? 'admin';
  return user.add({
    // users-permissions wants a username of at least 3 characters.
    username: local.length >= 3 ? local : `${local}-admin`,
    email: email.toLowerCase(),
    password,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: roleId,
  });
}
