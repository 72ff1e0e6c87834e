// Single-use links to choose a password (docs/api.md#password-links): an owner's invite and reset
// links, and the ones 'Forgot password?' emails. A link carries `<account id>.<secret>`; only the
// secret's SHA-256 is stored, compared in constant time, and cleared by the one request that uses
// it. The hashes of the account's last few used or replaced links are kept, so such a link says
// which it is instead of only "not valid".
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  FORGOT_PASSWORD_LINK_EXPIRED_MESSAGE,
  FORGOT_PASSWORD_LINK_MINUTES,
  FORGOT_PASSWORD_NO_EMAIL_MESSAGE,
  FORGOT_PASSWORD_SENT_MESSAGE,
  fieldIssues,
  forgotPasswordSchema,
  PASSWORD_LINK_EXPIRED_MESSAGE,
  PASSWORD_LINK_HOURS,
  PASSWORD_LINK_INVALID_MESSAGE,
  PASSWORD_LINK_SUPERSEDED_MESSAGE,
  PASSWORD_LINK_USED_MESSAGE,
  passwordLinkSchema,
} from '@suvarna/domain';
import { badRequest, invalidFields } from '../../../lib/http';
import { FORGOT_PASSWORD_SCOPE } from '../../../lib/login-throttle';
import { type Mailer, type MailMessage, textAsHtml } from '../../../lib/mailer';
import { SHOP_ADMIN_ROLE } from '../../../lib/roles';
import { typedService } from '../../../lib/services';
import { loginLimiter } from '../../../lib/shared-limits';
import { shopConfig } from '../../../lib/shop-config';
import { actorOf, historyService } from '../../history/services/history';
import { pushService } from '../../push/services/push';
import { shopSettingsService } from '../../shop/services/shop-settings';

const USER_UID = 'plugin::users-permissions.user';

/** An owner's invite, an owner's reset link, or a reset link 'Forgot password?' emailed. */
export type LinkKind = 'invite' | 'reset' | 'forgot';
/** The route a link is used on: POST /api/admin/accept-invite or /api/admin/reset-password. */
export type LinkRoute = 'invite' | 'reset';

const LINK_PATHS: Record<LinkKind, string> = {
  invite: '/admin/accept-invite',
  reset: '/admin/reset-password',
  forgot: '/admin/reset-password',
};
const ROUTE_KINDS: Record<LinkRoute, readonly LinkKind[]> = { invite: ['invite'], reset: ['reset', 'forgot'] };
/**
 * An owner's links last 72 hours: they are passed on by hand and may be opened the next day. A
 * forgotten password's link goes to the account's own mailbox and anyone can ask for one: 30 minutes.
 */
const LIFETIME_MS: Record<LinkKind, number> = {
  invite: PASSWORD_LINK_HOURS * 3_600_000,
  reset: PASSWORD_LINK_HOURS * 3_600_000,
  forgot: FORGOT_PASSWORD_LINK_MINUTES * 60_000,
};
/** How many used or replaced links of an account still say so; older ones are only "not valid". */
const ENDED_KEPT = 5;

type Ending = 'used' | 'superseded';
interface EndedLink {
  hash: string;
  ended: Ending;
}
const ENDED_MESSAGES: Record<Ending, string> = {
  used: PASSWORD_LINK_USED_MESSAGE,
  superseded: PASSWORD_LINK_SUPERSEDED_MESSAGE,
};

interface LinkRow {
  id: number;
  email: string;
  username: string;
  blocked: boolean | null;
  invitePending: boolean | null;
  tokenVersion: number | null;
  passwordLinkHash: string | null;
  passwordLinkKind: LinkKind | null;
  passwordLinkExpiresAt: string | Date | null;
  passwordLinksEnded: unknown;
}
const LINK_FIELDS = [
  'id',
  'email',
  'username',
  'blocked',
  'invitePending',
  'tokenVersion',
  'passwordLinkHash',
  'passwordLinkKind',
  'passwordLinkExpiresAt',
  'passwordLinksEnded',
] as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const sameHash = (stored: string | null | undefined, given: string) => {
  const a = Buffer.from(stored ?? '0'.repeat(64), 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

const endedOf = (row: Pick<LinkRow, 'passwordLinksEnded'>): EndedLink[] =>
  Array.isArray(row.passwordLinksEnded)
    ? (row.passwordLinksEnded as unknown[]).filter(
        (entry): entry is EndedLink =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as EndedLink).hash === 'string' &&
          ((entry as EndedLink).ended === 'used' || (entry as EndedLink).ended === 'superseded'),
      )
    : [];

/** The account's ended links with its current one (if any) added, newest first. */
const endingCurrent = (row: Pick<LinkRow, 'passwordLinkHash' | 'passwordLinksEnded'>, ended: Ending) =>
  row.passwordLinkHash ? [{ hash: row.passwordLinkHash, ended }, ...endedOf(row)].slice(0, ENDED_KEPT) : endedOf(row);

/** A reset link's email: the owner's, or one the member asked for with 'Forgot password?'. */
export function resetEmail(name: string, kind: 'reset' | 'forgot', url: string) {
  const text = [
    `Hello ${name},`,
    '',
    kind === 'forgot'
      ? "Someone asked for a link to choose a new password for your account in the shop's back office. If it was not you, ignore this email: your password stays as it is."
      : "The shop's owner made you a link to choose a new password for the shop's back office.",
    kind === 'forgot'
      ? `Open this link to choose a new password (it works once, for ${FORGOT_PASSWORD_LINK_MINUTES} minutes):`
      : `Open this link to choose a new password (it works once, for ${PASSWORD_LINK_HOURS} hours):`,
    url,
  ].join('\n');
  return { subject: "Choose a new password for the shop's back office", text, html: textAsHtml(text) };
}

const createPasswordLinkService = ({ strapi }: { strapi: Core.Strapi }) => {
  const limits = shopConfig(strapi).login;
  const throttle = loginLimiter(strapi, limits);
  const forgotThrottle = loginLimiter(strapi, limits, FORGOT_PASSWORD_SCOPE);
  const users = () => strapi.db.query(USER_UID);
  const adminsOnly = { role: { type: SHOP_ADMIN_ROLE } };

  /** A new single-use link for the account: any earlier one stops working, and says so. */
  const make = async (id: number, kind: LinkKind): Promise<string> => {
    const row = (await users().findOne({
      where: { id },
      select: ['passwordLinkHash', 'passwordLinksEnded'],
    })) as Pick<LinkRow, 'passwordLinkHash' | 'passwordLinksEnded'> | null;
    const secret = randomBytes(32).toString('base64url');
    await users().update({
      where: { id },
      data: {
        passwordLinkHash: sha256(secret),
        passwordLinkKind: kind,
        passwordLinkExpiresAt: new Date(Date.now() + LIFETIME_MS[kind]),
        passwordLinksEnded: row ? endingCurrent(row, 'superseded') : [],
      },
    });
    return `${shopConfig(strapi).siteUrl}${LINK_PATHS[kind]}#${id}.${secret}`;
  };

  /**
   * Emails a link when the shop has an SMTP server (given, or looked up); whether it went is told to
   * the owner, who has the link to pass on either way, so a failure is only logged.
   */
  const email = async (to: string, message: MailMessage, given?: Mailer | null): Promise<boolean> => {
    try {
      const mailer = given === undefined ? await shopSettingsService(strapi).mailer() : given;
      if (!mailer) return false;
      await mailer.send({ ...message, to });
      return true;
    } catch (error) {
      strapi.log.warn(
        `A password link to ${to} was not emailed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  };

  /** The forgotten password's link, made and sent only for an active account. */
  const sendForgotLink = async (address: string, mailer: Mailer) => {
    const row = (await users().findOne({
      where: { email: address, ...adminsOnly },
      select: ['id', 'username', 'blocked', 'invitePending'],
    })) as Pick<LinkRow, 'id' | 'username' | 'blocked' | 'invitePending'> | null;
    if (!row || row.blocked || row.invitePending) return;
    const url = await make(row.id, 'forgot');
    await email(address, resetEmail(row.username, 'forgot', url), mailer);
  };

  return {
    make,
    email,

    /**
     * 'Forgot password?': answers at once, the same whether or not the address is an account's,
     * and only then looks the account up, makes its link and sends it, so neither the answer nor
     * its time tells which addresses are accounts. Every request counts against the throttle.
     */
    async forgot(body: Record<string, unknown>, address: string): Promise<string> {
      const parsed = forgotPasswordSchema.safeParse(body);
      if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
      const to = parsed.data.email.toLowerCase();
      const attempt = await forgotThrottle.attempt(address, to);
      await attempt.failed();
      const mailer = await shopSettingsService(strapi).mailer();
      if (!mailer) return FORGOT_PASSWORD_NO_EMAIL_MESSAGE;
      sendForgotLink(to, mailer).catch((error: unknown) =>
        strapi.log.warn(
          `A forgotten password's link failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
      return FORGOT_PASSWORD_SENT_MESSAGE;
    },

    /**
     * Sets the password a link was made for, once: the link is cleared by the same write that
     * checks it, so two requests with one link cannot both succeed. Every older token ends.
     */
    async use(route: LinkRoute, body: Record<string, unknown>, address: string): Promise<void> {
      const parsed = passwordLinkSchema.safeParse(body);
      if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
      const [idText, secret = ''] = parsed.data.token.split('.');
      const id = /^\d{1,9}$/.test(idText ?? '') ? Number(idText) : 0;
      const row = id
        ? ((await users().findOne({ where: { id, ...adminsOnly }, select: [...LINK_FIELDS] })) as LinkRow | null)
        : null;
      // Forged links count as failed logins, per address and per account, as wrong passwords do.
      const attempt = await throttle.attempt(address, row?.email ?? 'password-link');
      try {
        const given = sha256(secret);
        const kind = row?.passwordLinkKind ?? null;
        if (
          !row ||
          row.blocked ||
          !sameHash(row.passwordLinkHash, given) ||
          !kind ||
          !ROUTE_KINDS[route].includes(kind)
        ) {
          await attempt.failed();
          // A link this account had, since used or replaced: only its holder knows its secret.
          const ended = row && !row.blocked ? endedOf(row).find((link) => sameHash(link.hash, given)) : undefined;
          throw badRequest(ended ? ENDED_MESSAGES[ended.ended] : PASSWORD_LINK_INVALID_MESSAGE);
        }
        if (!row.passwordLinkExpiresAt || new Date(row.passwordLinkExpiresAt).getTime() <= Date.now())
          throw badRequest(kind === 'forgot' ? FORGOT_PASSWORD_LINK_EXPIRED_MESSAGE : PASSWORD_LINK_EXPIRED_MESSAGE);
        const { count } = (await users().updateMany({
          where: { id, passwordLinkHash: row.passwordLinkHash },
          data: {
            passwordLinkHash: null,
            passwordLinkKind: null,
            passwordLinkExpiresAt: null,
            passwordLinksEnded: endingCurrent(row, 'used'),
          },
        })) as { count: number };
        if (count !== 1) {
          await attempt.failed();
          throw badRequest(PASSWORD_LINK_USED_MESSAGE);
        }
        await attempt.succeeded();
      } finally {
        await attempt.abandoned();
      }
      // users-permissions hashes the password attribute itself.
      await strapi
        .plugin('users-permissions')
        .service('user')
        .edit(id, {
          password: parsed.data.password,
          invitePending: false,
          tokenVersion: (row.tokenVersion ?? 0) + 1,
        });
      await pushService(strapi).forgetAdmin(id);
      await historyService(strapi).record({
        action: route === 'invite' ? 'invite-accepted' : 'password-reset',
        kind: 'account',
        id,
        name: row.username,
        who: actorOf(row),
      });
    },
  };
};

export default createPasswordLinkService;

export const passwordLinkService = typedService<typeof createPasswordLinkService>('api::team.password-link');
