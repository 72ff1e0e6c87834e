// Shop admins log in with users-permissions accounts; the token is a plain users-permissions JWT
// that also carries the admin's token version (`tv`), so a password change ends older sessions. An
// account with two-step sign-in gets a challenge for its password, and the token for a code
// (services/two-step.ts checks the codes; the throttle here counts wrong ones as wrong passwords).
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { AdminMe, AdminRole, AuthUser, LoginAnswer, LoginResult } from '@suvarna/domain';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  fieldIssues,
  hasLoneSurrogate,
  loginSchema,
  setPasswordSchema,
  TWO_STEP_CHALLENGE_INVALID_MESSAGE,
  twoStepDisableSchema,
  twoStepLoginSchema,
} from '@suvarna/domain';
import { AUTH_MESSAGES, badRequest, invalidFields, notFound, ShopError } from '../../../lib/http';
import { SHOP_ADMIN_ROLE, shopRoleOf } from '../../../lib/roles';
import { typedService } from '../../../lib/services';
import { loginLimiter } from '../../../lib/shared-limits';
import { shopConfig } from '../../../lib/shop-config';
import { actorOf, historyService } from '../../history/services/history';
import { pushService } from '../../push/services/push';
import { shopSettingsService } from '../../shop/services/shop-settings';
import { twoStepService } from './two-step';

const USER_UID = 'plugin::users-permissions.user';
export const INVALID_LOGIN = 'Invalid email or password';

export interface UserRow {
  id: number;
  email: string;
  username: string;
  password: string;
  blocked: boolean | null;
  tokenVersion: number | null;
  shopRole?: string | null;
  role?: { type: string } | null;
  /** Sealed; null while two-step sign-in is off. */
  twoStepSecret?: string | null;
}

/** An owner without two-step sign-in while the shop requires it: their token reaches only the enrolment. */
export const mustTurnOnTwoStep = (user: UserRow, requireForOwners: boolean) =>
  requireForOwners && shopRoleOf(user) === 'owner' && !user.twoStepSecret;

/** The account as the login answer names it. */
const authUser = (user: Pick<UserRow, 'id' | 'email' | 'username' | 'shopRole'>): AuthUser => ({
  id: user.id,
  email: user.email,
  username: user.username,
  name: user.username,
  role: shopRoleOf(user),
});

interface TokenPayload {
  id?: unknown;
  tv?: unknown;
}

const createAuthService = ({ strapi }: { strapi: Core.Strapi }) => {
  const throttle = loginLimiter(strapi, shopConfig(strapi).login);
  const usersPermissions = strapi.plugin('users-permissions');
  const users = () => strapi.db.query(USER_UID);

  // An unknown email is checked against this hash, made with the same cost as the real ones, so
  // the answer takes as long as for a known email with a wrong password: timing tells nothing.
  let dummyHash: Promise<string> | undefined;
  const hashOfNobody = () => {
    dummyHash ??= usersPermissions
      .service('user')
      .ensureHashedPasswords({ password: randomBytes(18).toString('base64') })
      .then((values: { password: string }) => values.password);
    return dummyHash;
  };

  const passwordMatches = async (password: string, user: UserRow | null): Promise<boolean> => {
    const hash = user?.password ?? (await hashOfNobody());
    // bcrypt throws on a lone surrogate, and no stored password holds one (isTypablePassword): such
    // a password is wrong, after the same work as any other.
    const readable = !hasLoneSurrogate(password);
    const typed = readable ? password : password.replace(/[\uD800-\uDFFF]/g, '\uFFFD');
    const matches = (await usersPermissions.service('user').validatePassword(typed, hash)) as boolean;
    return Boolean(user) && readable && matches;
  };

  const findAdmin = async (id: number) =>
    (await users().findOne({
      where: { id },
      select: ['id', 'email', 'username', 'blocked', 'tokenVersion', 'shopRole', 'twoStepSecret'],
      populate: { role: { select: ['type'] } },
    })) as UserRow | null;

  const issueToken = (user: Pick<UserRow, 'id' | 'tokenVersion'>): Promise<string> =>
    usersPermissions.service('jwt').issue({ id: user.id, tv: user.tokenVersion ?? 0 });

  // users-permissions answers a header that is not `Bearer <token>` with a plain null, and a token
  // it cannot verify with a rejected promise: both are no session.
  const tokenPayload = async (context: { request: { header: Record<string, unknown> } }) => {
    try {
      return ((await usersPermissions.service('jwt').getToken(context)) ?? null) as TokenPayload | null;
    } catch {
      return null;
    }
  };

  /** A sign-in, or a failed one, recorded under the account it was for (no one is signed in yet). */
  const recordSignIn = (
    user: { id: number; username: string; email: string },
    action: 'signed-in' | 'sign-in-failed',
  ) => historyService(strapi).record({ action, kind: 'account', id: user.id, name: user.username, who: actorOf(user) });

  /**
   * The signed-in account's own password, proven before a change that needs it (a new password,
   * two-step off). Wrong ones count as failed logins: a stolen token cannot guess its way in.
   */
  const provePassword = async (userId: number, password: string, address: string): Promise<UserRow> => {
    const user = (await users().findOne({ where: { id: userId } })) as UserRow | null;
    if (!user) throw notFound('No such admin');
    const attempt = await throttle.attempt(address, user.email);
    try {
      if (!(await passwordMatches(password, user))) {
        await attempt.failed();
        throw badRequest(CURRENT_PASSWORD_WRONG_MESSAGE);
      }
      await attempt.succeeded();
      return user;
    } finally {
      await attempt.abandoned();
    }
  };

  /** The sign-in done (after the password, or after the code): when, on record, and the token. */
  const signedIn = async (
    user: Pick<UserRow, 'id' | 'email' | 'username' | 'shopRole' | 'tokenVersion'>,
  ): Promise<LoginResult> => {
    await users().update({ where: { id: user.id }, data: { lastSignInAt: new Date() } });
    await recordSignIn(user, 'signed-in');
    return { token: await issueToken(user), user: authUser(user) };
  };

  return {
    async login(body: Record<string, unknown>, address: string): Promise<LoginAnswer> {
      const parsed = loginSchema.safeParse(body);
      if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
      const { email, password } = parsed.data;
      const attempt = await throttle.attempt(address, email);
      try {
        const user = (await users().findOne({
          where: { email: email.toLowerCase() },
          populate: ['role'],
        })) as UserRow | null;
        if (!(await passwordMatches(password, user)) || !user || user.blocked) {
          await attempt.failed();
          // By account: an unknown email has no one to record it against.
          if (user?.role?.type === SHOP_ADMIN_ROLE) await recordSignIn(user, 'sign-in-failed');
          throw badRequest(INVALID_LOGIN);
        }
        if (user.role?.type !== SHOP_ADMIN_ROLE) {
          await attempt.failed();
          throw new ShopError(403, 'This account is not a shop admin');
        }
        // The password alone forgives nothing: the account's wrong codes still count until a right
        // code (the attempt ends abandoned, in finally).
        if (user.twoStepSecret)
          return { twoStepRequired: true, challenge: await twoStepService(strapi).challenge(user) };
        await attempt.succeeded();
        return signedIn(user);
      } finally {
        await attempt.abandoned();
      }
    },

    /**
     * POST /api/admin/login/two-step: the login's challenge and a code (the app's, or a recovery
     * code, each once) give the token. Wrong codes count as wrong passwords for the account.
     */
    async loginWithCode(body: Record<string, unknown>, address: string): Promise<LoginResult> {
      const parsed = twoStepLoginSchema.safeParse(body);
      if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
      const twoStep = twoStepService(strapi);
      const user = await twoStep.account(parsed.data.challenge);
      const attempt = await throttle.attempt(address, user.email);
      try {
        let use: ReturnType<typeof twoStep.check>;
        try {
          use = twoStep.check(user, parsed.data.code);
        } catch (error) {
          await attempt.failed();
          await recordSignIn(user, 'sign-in-failed');
          throw error;
        }
        if (!(await twoStep.spend(user, use))) throw badRequest(TWO_STEP_CHALLENGE_INVALID_MESSAGE);
        await attempt.succeeded();
        return signedIn(user);
      } finally {
        await attempt.abandoned();
      }
    },

    /** Turns the account's own two-step sign-in off, once its password is proven (throttled as a login). */
    async turnOffTwoStep(userId: number, body: Record<string, unknown>, address: string): Promise<void> {
      const parsed = twoStepDisableSchema.safeParse(body);
      if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
      await provePassword(userId, parsed.data.password, address);
      await twoStepService(strapi).turnOff(userId);
    },

    /**
     * Whether these credentials would log in (as login() checks them), without being an attempt:
     * nothing is throttled or counted. For the CMS's own start (src/lib/first-admin.ts), never for
     * a request.
     */
    async wouldLogIn(email: string, password: string): Promise<boolean> {
      const user = (await users().findOne({
        where: { email: email.toLowerCase() },
        populate: ['role'],
      })) as UserRow | null;
      if (!user || user.blocked || user.role?.type !== SHOP_ADMIN_ROLE) return false;
      return passwordMatches(password, user);
    },

    /**
     * Changes the admin's password once the current one is proven, and ends every earlier session:
     * the answer is a fresh token for the session that made the change.
     */
    async setPassword(userId: number, body: Record<string, unknown>, address: string): Promise<{ token: string }> {
      const parsed = setPasswordSchema.safeParse(body);
      if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
      const user = await provePassword(userId, parsed.data.currentPassword, address);
      const tokenVersion = (user.tokenVersion ?? 0) + 1;
      // users-permissions hashes the password attribute itself.
      await usersPermissions.service('user').edit(userId, { password: parsed.data.password, tokenVersion });
      // Devices signed out stop getting alerts; this one subscribes again when the back office opens.
      await pushService(strapi).forgetAdmin(userId);
      await historyService(strapi).record({
        action: 'password-changed',
        kind: 'account',
        id: userId,
        name: user.username,
      });
      return { token: await issueToken({ id: userId, tokenVersion }) };
    },

    /** Ends every session of the admin, this one included, as a password change does. */
    async logout(userId: number): Promise<void> {
      const user = (await users().findOne({
        where: { id: userId },
        select: ['tokenVersion', 'username'],
      })) as UserRow | null;
      if (!user) throw notFound('No such admin');
      await users().update({ where: { id: userId }, data: { tokenVersion: (user.tokenVersion ?? 0) + 1 } });
      await pushService(strapi).forgetAdmin(userId);
      await historyService(strapi).record({
        action: 'signed-out-everywhere',
        kind: 'account',
        id: userId,
        name: user.username,
      });
    },

    /** GET /api/admin/me: the account the request's token belongs to (the shop-admin policy's user). */
    async me(user: UserRow): Promise<AdminMe> {
      const { id, name, email, role } = authUser(user);
      const mayEditRates = role === 'owner' || (await shopSettingsService(strapi).staffMayEditRates());
      const twoStep = Boolean(user.twoStepSecret);
      const mustEnrol = mustTurnOnTwoStep(user, shopConfig(strapi).requireTwoStepForOwners);
      return { id, name, email, role, twoStep, mustTurnOnTwoStep: mustEnrol, mayEditRates };
    },

    /**
     * Gives an account a role; a change ends every session issued before it (the token version
     * rises), so a demoted owner's open back office loses what it may no longer do at once.
     */
    async setRole(userId: number, role: AdminRole): Promise<void> {
      const user = (await users().findOne({
        where: { id: userId },
        select: ['tokenVersion', 'shopRole'],
      })) as UserRow | null;
      if (!user) throw notFound('No such admin');
      if (user.shopRole === role) return;
      await users().update({
        where: { id: userId },
        data: { shopRole: role, tokenVersion: (user.tokenVersion ?? 0) + 1 },
      });
      await pushService(strapi).forgetAdmin(userId);
    },

    /**
     * Accounts from before roles (shopRole null) are owners: each was the shop's one kind of account,
     * able to do everything. Once, at start.
     */
    async fillMissingShopRoles(): Promise<number> {
      const { count } = (await users().updateMany({
        where: { shopRole: { $null: true } },
        data: { shopRole: 'owner' },
      })) as { count: number };
      return count;
    },

    /**
     * The shop admin a request's bearer token belongs to: 401 without a token, or with one that is
     * malformed, expired, of a blocked or unknown user, or issued before the last password change;
     * 403 for a user who is not a shop admin.
     */
    async shopAdminOf(context: { request: { header: Record<string, unknown> } }): Promise<UserRow> {
      if (!context.request.header.authorization) throw new ShopError(401, AUTH_MESSAGES.missingToken);
      const payload = await tokenPayload(context);
      const id = typeof payload?.id === 'number' ? payload.id : undefined;
      const user = id === undefined ? null : await findAdmin(id);
      if (!user || user.blocked) throw new ShopError(401, AUTH_MESSAGES.badToken);
      if (user.role?.type !== SHOP_ADMIN_ROLE) throw new ShopError(403, AUTH_MESSAGES.notAdmin);
      if (payload?.tv !== (user.tokenVersion ?? 0)) throw new ShopError(401, AUTH_MESSAGES.badToken);
      return user;
    },

    /**
     * Whether an owner's sessions of this token version are still live: what a link signed for
     * them (a backup's download) checks, so disabling or demoting them, or a new password, ends it.
     */
    async ownerSessionLive(userId: number, tokenVersion: number): Promise<boolean> {
      const user = await findAdmin(userId);
      return Boolean(
        user &&
          !user.blocked &&
          user.role?.type === SHOP_ADMIN_ROLE &&
          shopRoleOf(user) === 'owner' &&
          (user.tokenVersion ?? 0) === tokenVersion,
      );
    },
  };
};

export default createAuthService;

export const authService = typedService<typeof createAuthService>('api::auth.auth');
