// The team (docs/api.md#team): owners invite members, change roles, disable, remove and make reset
// links; invite and reset links are single use, expire, and are stored only as hashes; disabling
// ends a live session at once; the last active owner stays; staff are refused and change nothing.
import type { LoginResult, TeamInvite, TeamMember, TeamResetLink } from '@suvarna/domain';
import {
  LAST_OWNER_MESSAGE,
  OWNER_ONLY_TEAM_MESSAGE,
  PASSWORD_LINK_EXPIRED_MESSAGE,
  PASSWORD_LINK_INVALID_MESSAGE,
  PASSWORD_LINK_SUPERSEDED_MESSAGE,
  PASSWORD_LINK_USED_MESSAGE,
  REMOVE_ACTIVE_MEMBER_MESSAGE,
} from '@suvarna/domain';
import { startSmtpSink } from '@suvarna/testkit/smtp-sink';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type TestCms } from '../support/cms';

const USER_UID = 'plugin::users-permissions.user';
const SITE_URL = 'https://www.suvarna.example';
const STAFF = { email: 'team-staff@suvarna.test', password: 'Staff@2026' };

export function teamSuite(cms: () => TestCms) {
  let ownerToken: string;
  beforeAll(async () => {
    ownerToken = await cms().login();
  });

  const owner = () => ({ token: ownerToken });
  const team = async () => (await cms().call<TeamMember[]>('GET', '/api/admin/team', owner())).body.data ?? [];
  const invite = async (name: string, email: string, role = 'staff') => {
    const answer = await cms().call<TeamInvite>('POST', '/api/admin/team', { ...owner(), body: { name, email, role } });
    expect(answer.status).toBe(200);
    return answer.body.data as TeamInvite;
  };
  const tokenOf = (url: string) => url.slice(url.indexOf('#') + 1);
  const use = (route: 'accept-invite' | 'reset-password', token: string, password: string, confirm = password) =>
    cms().call('POST', `/api/admin/${route}`, { body: { token, password, confirmPassword: confirm } });
  const loginAs = (email: string, password: string) =>
    cms().call<LoginResult>('POST', '/api/admin/login', { body: { email, password } });
  const refusal = (message: string) => ({ success: false, message });
  const resetLinkOf = async (id: number) =>
    (await cms().call<{ resetUrl: string }>('POST', `/api/admin/team/${id}/reset-link`, owner())).body.data?.resetUrl;
  const userRow = (id: number) => cms().strapi.db.query(USER_UID).findOne({ where: { id } });

  describe('team: invites and reset links', () => {
    it('invites a member, who accepts once with a password of their choosing and signs in', async () => {
      const email = 'invited-one@suvarna.test';
      const { member, inviteUrl } = await invite('Invited One', email);
      expect(member).toMatchObject({
        name: 'Invited One',
        email,
        role: 'staff',
        status: 'invited',
        lastSignInAt: null,
      });
      expect(inviteUrl).toMatch(new RegExp(`^${SITE_URL}/admin/accept-invite#${member.id}\\.[\\w-]{43}$`));
      const token = tokenOf(inviteUrl);
      // Stored only as a hash: the link's secret is nowhere in the account's row.
      const row = await userRow(member.id);
      expect(JSON.stringify(row)).not.toContain(token.split('.')[1]);
      expect(row.passwordLinkHash).toMatch(/^[0-9a-f]{64}$/);
      // Bad passwords: the spec's messages, and the link still works afterwards.
      const short = await use('accept-invite', token, 'short');
      expect(short.status).toBe(400);
      expect(JSON.stringify(short.body)).toContain('minimum 8 character');
      const differ = await use('accept-invite', token, 'Chosen@2026', 'Chosen@2027');
      expect(JSON.stringify(differ.body)).toContain('both password must be same');
      expect(await userRow(member.id)).toEqual(row);
      expect(await use('accept-invite', token, 'Chosen@2026')).toEqual({
        status: 200,
        body: { success: true, data: null, message: 'Password set. You can sign in now.' },
      });
      // Single use: the same link again says so plainly.
      expect(await use('accept-invite', token, 'Other@2026')).toEqual({
        status: 400,
        body: refusal(PASSWORD_LINK_USED_MESSAGE),
      });
      const login = await loginAs(email, 'Chosen@2026');
      expect(login.status).toBe(200);
      expect(login.body.data?.user).toMatchObject({ name: 'Invited One', role: 'staff' });
      const listed = (await team()).find((entry) => entry.id === member.id);
      expect(listed?.status).toBe('active');
      expect(Date.now() - Date.parse(listed?.lastSignInAt ?? '')).toBeLessThan(60_000);
    });

    it("emails the invite and an owner's reset link to the member when the shop has an SMTP server, and says so", async () => {
      const sink = await startSmtpSink();
      const { mails } = sink;
      const settings = (body: unknown) =>
        cms().call('PUT', '/api/admin/shop-settings', { ...owner(), body: { smtp: body } });
      const email = 'emailed-invite@suvarna.test';
      try {
        expect(
          (await settings({ host: '127.0.0.1', port: sink.port, secure: false, to: 'desk@suvarna.test' })).status,
        ).toBe(200);
        const { member, inviteUrl, emailed } = await invite('Emailed Invite', email);
        expect(emailed).toBe(true);
        expect(mails.map((mail) => mail.to)).toEqual([[email]]);
        expect(mails[0]?.raw).toContain(inviteUrl);
        expect(mails[0]?.raw).toContain('Hello Emailed Invite,');
        expect((await use('accept-invite', tokenOf(inviteUrl), 'Emailed@2026')).status).toBe(200);
        const reset = await cms().call<TeamResetLink>('POST', `/api/admin/team/${member.id}/reset-link`, owner());
        expect(reset.body.data?.emailed).toBe(true);
        expect(mails.map((mail) => mail.to)).toEqual([[email], [email]]);
        expect(mails[1]?.raw).toContain(reset.body.data?.resetUrl);
        expect(mails[1]?.raw).toContain('it works once, for 72 hours');
      } finally {
        await settings(null);
        await sink.close();
      }
      // Without a server the owner is told to pass the link on.
      expect((await invite('Unemailed Invite', 'unemailed-invite@suvarna.test')).emailed).toBe(false);
      const member = (await team()).find((entry) => entry.email === email) as TeamMember;
      const unemailed = await cms().call<TeamResetLink>('POST', `/api/admin/team/${member.id}/reset-link`, owner());
      expect(unemailed.body.data?.emailed).toBe(false);
      expect(mails).toHaveLength(2);
    });

    it('refuses a forged, crossed, superseded or expired link, and a reset ends every older session', async () => {
      const email = 'reset-one@suvarna.test';
      const { member, inviteUrl } = await invite('Reset One', email);
      expect((await use('accept-invite', tokenOf(inviteUrl), 'First@2026')).status).toBe(200);
      const session = (await loginAs(email, 'First@2026')).body.data?.token;
      const link = async () => {
        const answer = await cms().call<{ resetUrl: string }>(
          'POST',
          `/api/admin/team/${member.id}/reset-link`,
          owner(),
        );
        expect(answer.body.data?.resetUrl).toMatch(new RegExp(`^${SITE_URL}/admin/reset-password#${member.id}\\.`));
        return tokenOf(answer.body.data?.resetUrl ?? '');
      };
      const first = await link();
      const invalid = { status: 400, body: refusal(PASSWORD_LINK_INVALID_MESSAGE) };
      expect(await use('reset-password', `${member.id}.${'A'.repeat(43)}`, 'Forged@2026')).toEqual(invalid);
      expect(await use('reset-password', `${member.id + 1000}.${first.split('.')[1]}`, 'Forged@2026')).toEqual(invalid);
      // A reset link is not an invite.
      expect(await use('accept-invite', first, 'Crossed@2026')).toEqual(invalid);
      const second = await link();
      expect(await use('reset-password', first, 'Old@20266')).toEqual({
        status: 400,
        body: refusal(PASSWORD_LINK_SUPERSEDED_MESSAGE),
      });
      await cms()
        .strapi.db.query(USER_UID)
        .update({ where: { id: member.id }, data: { passwordLinkExpiresAt: new Date(Date.now() - 1000) } });
      expect(await use('reset-password', second, 'Late@20266')).toEqual({
        status: 400,
        body: refusal(PASSWORD_LINK_EXPIRED_MESSAGE),
      });
      expect((await loginAs(email, 'First@2026')).status).toBe(200);
      const third = await link();
      expect((await use('reset-password', third, 'Second@2026')).status).toBe(200);
      expect((await cms().call('GET', '/api/admin/me', { token: session })).status).toBe(401);
      expect((await loginAs(email, 'First@2026')).status).toBe(400);
      expect((await loginAs(email, 'Second@2026')).status).toBe(200);
      expect(await use('reset-password', third, 'Third@2026')).toEqual({
        status: 400,
        body: refusal(PASSWORD_LINK_USED_MESSAGE),
      });
    });
  });

  describe('team: disabling, removing, the last owner', () => {
    it('disabling ends a live session at once; only a disabled member can be removed', async () => {
      const email = 'leaver@suvarna.test';
      const { member, inviteUrl } = await invite('Leaver', email);
      await use('accept-invite', tokenOf(inviteUrl), 'Leaver@2026');
      const session = (await loginAs(email, 'Leaver@2026')).body.data?.token;
      expect((await cms().call('GET', '/api/admin/me', { token: session })).status).toBe(200);
      expect((await cms().call('DELETE', `/api/admin/team/${member.id}`, owner())).body).toEqual(
        refusal(REMOVE_ACTIVE_MEMBER_MESSAGE),
      );
      const disabled = await cms().call<TeamMember>('PUT', `/api/admin/team/${member.id}`, {
        ...owner(),
        body: { disabled: true },
      });
      expect(disabled.body.data?.status).toBe('disabled');
      expect((await cms().call('GET', '/api/admin/me', { token: session })).status).toBe(401);
      expect((await loginAs(email, 'Leaver@2026')).status).toBe(400);
      await cms().call('PUT', `/api/admin/team/${member.id}`, { ...owner(), body: { disabled: false } });
      expect((await loginAs(email, 'Leaver@2026')).status).toBe(200);
      await cms().call('PUT', `/api/admin/team/${member.id}`, { ...owner(), body: { disabled: true } });
      expect((await cms().call('DELETE', `/api/admin/team/${member.id}`, owner())).status).toBe(200);
      expect((await team()).some((entry) => entry.id === member.id)).toBe(false);
    });

    it('the last active owner cannot be demoted, disabled or removed', async () => {
      const me = (await team()).find((entry) => entry.email === ADMIN.email) as TeamMember;
      // Every other active owner is set aside for the test, so the suite's admin is the last one.
      const others = (await team()).filter(
        (entry) => entry.role === 'owner' && entry.status === 'active' && entry.id !== me.id,
      );
      const users = cms().strapi.db.query(USER_UID);
      await users.updateMany({ where: { id: { $in: others.map((o) => o.id) } }, data: { blocked: true } });
      try {
        const before = await userRow(me.id);
        for (const body of [{ role: 'staff' }, { disabled: true }, { role: 'staff', disabled: true }]) {
          expect(await cms().call('PUT', `/api/admin/team/${me.id}`, { ...owner(), body })).toEqual({
            status: 409,
            body: refusal(LAST_OWNER_MESSAGE),
          });
        }
        expect((await cms().call('DELETE', `/api/admin/team/${me.id}`, owner())).status).toBe(409);
        expect(await userRow(me.id)).toEqual(before);
        // An invited owner does not count until they accept.
        const { member } = await invite('Owner To Be', 'owner-to-be@suvarna.test', 'owner');
        expect(
          (await cms().call('PUT', `/api/admin/team/${me.id}`, { ...owner(), body: { role: 'staff' } })).status,
        ).toBe(409);
        // Accepted, they are a second owner; demoting one and disabling the other at the same
        // moment leaves one of them: the changes run one at a time, and the second sees the last owner.
        expect((await use('accept-invite', tokenOf((await resetLinkOf(member.id)) ?? ''), 'CoOwner@2026')).status).toBe(
          200,
        );
        const race = await Promise.all([
          cms().call('PUT', `/api/admin/team/${me.id}`, { ...owner(), body: { role: 'staff' } }),
          cms().call('PUT', `/api/admin/team/${member.id}`, { ...owner(), body: { disabled: true } }),
        ]);
        // The loser is refused: 409 (the last owner), or 401 when the winner ended its token first.
        const statuses = race.map((answer) => answer.status).sort();
        expect(statuses[0]).toBe(200);
        expect([401, 409]).toContain(statuses[1]);
        const pair = await users.findMany({ where: { id: { $in: [me.id, member.id] } } });
        expect(pair.filter((row: Record<string, unknown>) => row.shopRole === 'owner' && !row.blocked)).toHaveLength(1);
      } finally {
        // Back as it was: the suite's admin an owner (signed in again: it may have been demoted).
        await users.update({ where: { id: me.id }, data: { shopRole: 'owner', blocked: false } });
        await users.deleteMany({ where: { email: 'owner-to-be@suvarna.test' } });
        ownerToken = await cms().login();
        await users.updateMany({ where: { id: { $in: others.map((o) => o.id) } }, data: { blocked: false } });
      }
    });
  });

  describe('team: staff are refused', () => {
    it('answers staff 403 on every team route and changes nothing', async () => {
      await cms().addShopAdmin(STAFF.email, STAFF.password, 'staff');
      const staffToken = await cms().login(STAFF.email, STAFF.password);
      const target = (await team()).find((entry) => entry.email === STAFF.email) as TeamMember;
      const rows = () =>
        cms()
          .strapi.db.query(USER_UID)
          .findMany({ orderBy: { id: 'asc' } });
      const before = await rows();
      const routes: Array<[string, string, unknown?]> = [
        ['GET', '/api/admin/team'],
        ['POST', '/api/admin/team', { name: 'Sneaky', email: 'sneaky@suvarna.test', role: 'owner' }],
        ['PUT', `/api/admin/team/${target.id}`, { role: 'owner' }],
        ['DELETE', `/api/admin/team/${target.id}`],
        ['POST', `/api/admin/team/${target.id}/reset-link`, {}],
      ];
      for (const [method, route, body] of routes) {
        expect(await cms().call(method, route, { token: staffToken, ...(body ? { body } : {}) }), route).toEqual({
          status: 403,
          body: refusal(OWNER_ONLY_TEAM_MESSAGE),
        });
      }
      expect(await rows()).toEqual(before);
    });
  });
}
