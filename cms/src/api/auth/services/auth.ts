// Shop admins log in with users-permissions accounts; the token is a plain users-permissions JWT.
import type { Core } from '@strapi/strapi';
import type { LoginResult } from '@suvarna/domain';
import { describeIssues, loginSchema, setPasswordSchema } from '@suvarna/domain';
import { badRequest, ShopError } from '../../../lib/http';
import { LoginThrottle } from '../../../lib/login-throttle';
import { SHOP_ADMIN_ROLE } from '../../../lib/roles';

const USER_UID = 'plugin::users-permissions.user';
export const INVALID_LOGIN = 'Invalid email or password';

interface UserRow {
  id: number;
  email: string;
  username: string;
  password: string;
  blocked: boolean | null;
  role?: { type: string } | null;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const throttle = new LoginThrottle({
    perAccount: Number(process.env.LOGIN_MAX_FAILURES ?? 5),
    perAddress: Number(process.env.LOGIN_MAX_FAILURES_PER_ADDRESS ?? 20),
    windowMs: Number(process.env.LOGIN_WINDOW_MS ?? 15 * 60_000),
  });
  const usersPermissions = strapi.plugin('users-permissions');

  return {
    async login(body: Record<string, unknown>, address: string): Promise<LoginResult> {
      const parsed = loginSchema.safeParse(body);
      if (!parsed.success) throw badRequest(describeIssues(parsed.error));
      const { email, password } = parsed.data;
      throttle.check(address, email);

      const user = (await strapi.db
        .query(USER_UID)
        .findOne({ where: { email: email.toLowerCase() }, populate: ['role'] })) as UserRow | null;
      const valid = Boolean(
        user && !user.blocked && (await usersPermissions.service('user').validatePassword(password, user.password)),
      );
      if (!user || !valid) {
        throttle.failed(address, email);
        throw badRequest(INVALID_LOGIN);
      }
      if (user.role?.type !== SHOP_ADMIN_ROLE) {
        throttle.failed(address, email);
        throw new ShopError(403, 'This account is not a shop admin');
      }
      throttle.succeeded(address, email);
      const token = (await usersPermissions.service('jwt').issue({ id: user.id })) as string;
      return { token, user: { id: user.id, email: user.email, username: user.username } };
    },

    async setPassword(userId: number, body: Record<string, unknown>): Promise<void> {
      const parsed = setPasswordSchema.safeParse(body);
      if (!parsed.success) throw badRequest(describeIssues(parsed.error));
      // users-permissions hashes the password attribute itself.
      await usersPermissions.service('user').edit(userId, { password: parsed.data.password });
    },
  };
};
