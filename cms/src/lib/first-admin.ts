// The first shop admin, created on a database that has none: the shop's owner.
import type { Core } from '@strapi/strapi';
import type { AdminRole } from '@suvarna/domain';
import { authService } from '../api/auth/services/auth';
import { backupService } from '../api/backup/services/backup';
import { shopConfig } from './shop-config';

export const DEVELOPMENT_ADMIN = { email: 'admin@suvarna.local', password: 'Suvarna@2010' } as const;

export async function ensureFirstAdmin(strapi: Core.Strapi, roleId: number): Promise<void> {
  const users = strapi.db.query('plugin::users-permissions.user');
  if ((await users.count({ where: { role: { id: roleId } } })) > 0) return;

  const { firstAdmin, production } = shopConfig(strapi);
  if (!firstAdmin && production)
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set to create the first shop admin in production');
  const { email, password } = firstAdmin ?? DEVELOPMENT_ADMIN;
  await createAdmin(strapi, roleId, email, password, 'owner');
  strapi.log.info(
    firstAdmin
      ? `Shop admin created: ${email}`
      : `Shop admin created for development: ${email} / ${password} (set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
  );
}

/**
 * The first admin's login as npm start prints it, checked against the stored hash without logging
 * in (a login would be throttled, and logged as a failure once changed): the development password
 * is named only while it still logs in; ADMIN_PASSWORD, a secret, never.
 */
export async function firstAdminLogin(strapi: Core.Strapi): Promise<string> {
  const { firstAdmin } = shopConfig(strapi);
  const { email, password } = firstAdmin ?? DEVELOPMENT_ADMIN;
  if (!(await authService(strapi).wouldLogIn(email, password))) return `${email} (the password you set)`;
  return firstAdmin ? `${email} (your ADMIN_PASSWORD)` : `${email} / ${password}`;
}

/**
 * Tells the process that started this one with an IPC channel the first admin's login, before the
 * CMS answers: npm start and npm run dev print it (scripts/lib/shop.mjs), and ask for it with
 * TELL_ADMIN_LOGIN. Started otherwise, it does nothing: another parent's channel (a test runner's
 * worker) carries messages of its own.
 */
export async function tellParentTheAdminLogin(strapi: Core.Strapi): Promise<void> {
  if (!process.send || !shopConfig(strapi).tellAdminLogin) return;
  // The callback takes the error of a parent already gone, which would otherwise be thrown.
  // With where backups go and when the first runs (issue 51): the banner says both.
  const message = { adminLogin: await firstAdminLogin(strapi), backups: await backupService(strapi).plan() };
  process.send(message, undefined, undefined, () => undefined);
}

/**
 * Creates a shop admin, or gives an existing account of that email the role and the new password
 * (ending its sessions, as a password change does). `role` is the account's role in the shop; left
 * out, a new account is an owner and an existing one keeps its role.
 */
export async function createAdmin(
  strapi: Core.Strapi,
  roleId: number,
  email: string,
  password: string,
  role?: AdminRole,
) {
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
      ...(role ? { shopRole: role } : {}),
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
    shopRole: role ?? 'owner',
  });
}
