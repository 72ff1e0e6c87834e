// The first shop admin, created on a database that has none.
import type { Core } from '@strapi/strapi';
import { isProduction } from './env';

export const DEVELOPMENT_ADMIN = { email: 'admin@suvarna.local', password: 'Suvarna@2010' } as const;

export async function ensureFirstAdmin(strapi: Core.Strapi, roleId: number): Promise<void> {
  const users = strapi.db.query('plugin::users-permissions.user');
  if ((await users.count({ where: { role: { id: roleId } } })) > 0) return;

  let email = process.env.ADMIN_EMAIL;
  let password = process.env.ADMIN_PASSWORD;
  const usingDefault = !email || !password;
  if (usingDefault) {
    if (isProduction())
      throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set to create the first shop admin in production');
    email = DEVELOPMENT_ADMIN.email;
    password = DEVELOPMENT_ADMIN.password;
  }
  await createAdmin(strapi, roleId, email as string, password as string);
  strapi.log.info(
    usingDefault
      ? `Shop admin created for development: ${email} / ${password} (set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`
      : `Shop admin created: ${email}`,
  );
}

/** Creates a shop admin, or gives an existing account of that email the role and the new password. */
export async function createAdmin(strapi: Core.Strapi, roleId: number, email: string, password: string) {
  const user = strapi.plugin('users-permissions').service('user');
  const existing = (await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { email: email.toLowerCase() } })) as { id: number } | null;
  if (existing) return user.edit(existing.id, { password, role: roleId, blocked: false, confirmed: true });
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
