// The shop's team (docs/api.md#team): owners list, invite, re-role, disable and remove members, and
// make reset links (services/password-link.ts makes, sends and checks the links).
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { AdminRole, TeamInvite, TeamMember, TeamResetLink } from '@suvarna/domain';
import {
  fieldIssues,
  LAST_OWNER_MESSAGE,
  PASSWORD_LINK_HOURS,
  REMOVE_ACTIVE_MEMBER_MESSAGE,
  TEAM_EMAIL_TAKEN_MESSAGE,
  TEAM_NAME_TAKEN_MESSAGE,
  teamInviteSchema,
  teamUpdateSchema,
} from '@suvarna/domain';
import { asOnlyTeamChange } from '../../../lib/advisory-locks';
import { conflict, invalidFields, notFound } from '../../../lib/http';
import { textAsHtml } from '../../../lib/mailer';
import { SHOP_ADMIN_ROLE, shopRoleOf } from '../../../lib/roles';
import { typedService } from '../../../lib/services';
import { twoStepService } from '../../auth/services/two-step';
import { historyService } from '../../history/services/history';
import { pushService } from '../../push/services/push';
import { passwordLinkService, resetEmail } from './password-link';

const USER_UID = 'plugin::users-permissions.user';

interface MemberRow {
  id: number;
  email: string;
  username: string;
  blocked: boolean | null;
  tokenVersion: number | null;
  shopRole: string | null;
  lastSignInAt: string | Date | null;
  invitePending: boolean | null;
  twoStepSecret: string | null;
}

const MEMBER_FIELDS = [
  'id',
  'email',
  'username',
  'blocked',
  'tokenVersion',
  'shopRole',
  'lastSignInAt',
  'invitePending',
  'twoStepSecret',
] as const;

const member = (row: MemberRow): TeamMember => ({
  id: row.id,
  name: row.username,
  email: row.email,
  role: shopRoleOf(row),
  lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
  status: row.blocked ? 'disabled' : row.invitePending ? 'invited' : 'active',
  twoStep: Boolean(row.twoStepSecret),
});

/** The invite as the new member reads it: who it is for, the link, and how long it lasts. */
export function inviteEmail(name: string, role: AdminRole, inviteUrl: string) {
  const text = [
    `Hello ${name},`,
    '',
    `You are invited to the shop's back office as ${role === 'owner' ? 'an owner' : 'staff'}.`,
    `Open this link to choose your password (it works once, for ${PASSWORD_LINK_HOURS} hours):`,
    inviteUrl,
  ].join('\n');
  return { subject: "You are invited to the shop's back office", text, html: textAsHtml(text) };
}

const isActiveOwner = (row: MemberRow) => shopRoleOf(row) === 'owner' && !row.blocked && !row.invitePending;

const createTeamService = ({ strapi }: { strapi: Core.Strapi }) => {
  // Changes that the last owner's guard reads and writes run one at a time: in this process by
  // this chain, among instances by an advisory lock (on PostgreSQL).
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(() => asOnlyTeamChange(strapi, work));
    queue = next.catch(() => undefined);
    return next;
  };
  const links = () => passwordLinkService(strapi);
  const usersPermissions = strapi.plugin('users-permissions');
  const users = () => strapi.db.query(USER_UID);
  const adminsOnly = { role: { type: SHOP_ADMIN_ROLE } };

  const findMember = async (id: number): Promise<MemberRow> => {
    const row = (await users().findOne({
      where: { id, ...adminsOnly },
      select: [...MEMBER_FIELDS],
    })) as MemberRow | null;
    if (!row) throw notFound('No such member');
    return row;
  };

  /** Refuses a change that would leave the shop without an active owner. */
  const keepAnOwner = async (row: MemberRow) => {
    if (!isActiveOwner(row)) return;
    const owners = (await users().count({
      where: { ...adminsOnly, shopRole: 'owner', blocked: false, invitePending: false },
    })) as number;
    if (owners <= 1) throw conflict(LAST_OWNER_MESSAGE);
  };

  const shopAdminRoleId = async (): Promise<number> => {
    const role = (await strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: SHOP_ADMIN_ROLE }, select: ['id'] })) as { id: number } | null;
    if (!role) throw new Error('The shop-admin role is missing');
    return role.id;
  };

  return {
    async list(): Promise<TeamMember[]> {
      const rows = (await users().findMany({
        where: adminsOnly,
        select: [...MEMBER_FIELDS],
        orderBy: { id: 'asc' },
      })) as MemberRow[];
      return rows.map(member);
    },

    /** Makes an account that cannot sign in until the invite's link sets its password. */
    async invite(body: Record<string, unknown>): Promise<TeamInvite> {
      const parsed = teamInviteSchema.safeParse(body);
      if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
      const { name, role } = parsed.data;
      const email = parsed.data.email.toLowerCase();
      if (await users().count({ where: { email } })) throw conflict(TEAM_EMAIL_TAKEN_MESSAGE);
      if (await users().count({ where: { username: name } })) throw conflict(TEAM_NAME_TAKEN_MESSAGE);
      const created = (await usersPermissions.service('user').add({
        username: name,
        email,
        // Nobody knows this password: the account is usable only once the invite is accepted.
        password: randomBytes(24).toString('base64url'),
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: await shopAdminRoleId(),
        shopRole: role,
        invitePending: true,
      })) as { id: number };
      const inviteUrl = await links().make(created.id, 'invite');
      await historyService(strapi).record({
        action: 'invited',
        kind: 'team',
        id: created.id,
        name,
        changes: [
          { field: 'email', from: null, to: email },
          { field: 'role', from: null, to: role },
        ],
      });
      return {
        member: member(await findMember(created.id)),
        inviteUrl,
        emailed: await links().email(email, inviteEmail(name, role, inviteUrl)),
      };
    },

    /** A new role, disabling or re-enabling; either ends every token the member holds. */
    async update(id: number, body: Record<string, unknown>): Promise<TeamMember> {
      const parsed = teamUpdateSchema.safeParse(body);
      if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
      return oneAtATime(async () => {
        const row = await findMember(id);
        const role: AdminRole = parsed.data.role ?? shopRoleOf(row);
        const blocked = parsed.data.disabled ?? Boolean(row.blocked);
        if (role === shopRoleOf(row) && blocked === Boolean(row.blocked)) return member(row);
        if (role !== 'owner' || blocked) await keepAnOwner(row);
        await users().update({
          where: { id },
          data: { shopRole: role, blocked, tokenVersion: (row.tokenVersion ?? 0) + 1 },
        });
        await pushService(strapi).forgetAdmin(id);
        const history = historyService(strapi);
        if (role !== shopRoleOf(row))
          await history.record({
            action: 'role-changed',
            kind: 'team',
            id,
            name: row.username,
            changes: [{ field: 'role', from: shopRoleOf(row), to: role }],
          });
        if (blocked !== Boolean(row.blocked))
          await history.record({ action: blocked ? 'disabled' : 'enabled', kind: 'team', id, name: row.username });
        return member(await findMember(id));
      });
    },

    /** Removes a disabled member (never an active one, so a slip of the finger cannot). */
    async remove(id: number): Promise<void> {
      await oneAtATime(async () => {
        const row = await findMember(id);
        if (!row.blocked) throw conflict(REMOVE_ACTIVE_MEMBER_MESSAGE);
        await users().delete({ where: { id } });
        await historyService(strapi).record({
          action: 'removed',
          kind: 'team',
          id,
          name: `${row.username} <${row.email}>`,
        });
      });
      await pushService(strapi).forgetAdmin(id);
    },

    /** Two-step sign-in off for a member who lost their phone (their password still needed). */
    async turnOffTwoStep(id: number): Promise<TeamMember> {
      await findMember(id);
      await twoStepService(strapi).turnOff(id);
      return member(await findMember(id));
    },

    /**
     * A link for the member to choose a new password (an invited member gets a fresh invite),
     * emailed to them when the shop has an SMTP server.
     */
    async resetLink(id: number): Promise<TeamResetLink> {
      const row = await findMember(id);
      await historyService(strapi).record({ action: 'reset-link-made', kind: 'team', id, name: row.username });
      if (row.invitePending) {
        const resetUrl = await links().make(id, 'invite');
        return {
          resetUrl,
          emailed: await links().email(row.email, inviteEmail(row.username, shopRoleOf(row), resetUrl)),
        };
      }
      const resetUrl = await links().make(id, 'reset');
      return { resetUrl, emailed: await links().email(row.email, resetEmail(row.username, 'reset', resetUrl)) };
    },
  };
};

export default createTeamService;

export const teamService = typedService<typeof createTeamService>('api::team.team');
