// Two-step sign-in (docs/api.md#two-step-sign-in): enrolment, the login's challenge and codes (the
// app's, each once; recovery codes, each once), wrong codes throttled as passwords, an owner turning
// it off for a member, REQUIRE_TWO_STEP_FOR_OWNERS confining an owner's token to enrolment, and the
// token version ending every session ('Sign out everywhere', a role change) and pending sign-in.
import type {
  AdminMe,
  HistoryPage,
  LoginAnswer,
  LoginResult,
  TeamMember,
  TwoStepEnabled,
  TwoStepSetup,
} from '@suvarna/domain';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  OWNER_ONLY_TEAM_MESSAGE,
  TWO_STEP_ALREADY_ON_MESSAGE,
  TWO_STEP_CHALLENGE_INVALID_MESSAGE,
  TWO_STEP_CODE_USED_MESSAGE,
  TWO_STEP_CODE_WRONG_MESSAGE,
  TWO_STEP_REQUIRED_MESSAGE,
} from '@suvarna/domain';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ADMIN, type TestCms } from '../support/cms';

const USER_UID = 'plugin::users-permissions.user';
const PASSWORD = 'Two@Step26';
const STEP_MS = 30_000;

/** The code an authenticator app would show, `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * STEP_MS,
  });

/** Waits out the end of a step, so a test's codes of now-1, now and now+1 stay within the window. */
const awayFromStepEnd = async () => {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 4000) await new Promise((resolve) => setTimeout(resolve, left + 100));
};

export function twoStepSuite(cms: () => TestCms) {
  const refusal = (status: number, message: string) => ({ status, body: { success: false, message } });
  const login = (email: string, password = PASSWORD) =>
    cms().call<LoginAnswer>('POST', '/api/admin/login', { body: { email, password } });
  const withCode = (challenge: string, code: string) =>
    cms().call<LoginResult>('POST', '/api/admin/login/two-step', { body: { challenge, code } });
  const challengeOf = async (email: string) => {
    const answer = await login(email);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ twoStepRequired: true, challenge: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toContain('token');
    return (answer.body.data as { challenge: string }).challenge;
  };
  const me = async (token: string) => cms().call<AdminMe>('GET', '/api/admin/me', { token });
  const idOf = async (email: string) =>
    ((await cms().strapi.db.query(USER_UID).findOne({ where: { email } })) as { id: number }).id;
  const row = async (email: string) =>
    (await cms().strapi.db.query(USER_UID).findOne({ where: { email } })) as Record<string, unknown>;
  /** Forgets the last step used, so a test may sign in again with a code of this step. */
  const forgetLastStep = async (email: string) =>
    cms()
      .strapi.db.query(USER_UID)
      .update({ where: { email }, data: { twoStepLastStep: 0 } });

  /** A new account with two-step sign-in on: its secret, recovery codes and a token from before. */
  const enrolled = async (email: string, role: 'owner' | 'staff' = 'staff') => {
    await cms().addShopAdmin(email, PASSWORD, role);
    const token = await cms().login(email, PASSWORD);
    const setup = (await cms().call<TwoStepSetup>('POST', '/api/admin/two-step/setup', { token })).body
      .data as TwoStepSetup;
    await awayFromStepEnd();
    const enabled = await cms().call<TwoStepEnabled>('POST', '/api/admin/two-step/enable', {
      token,
      body: { code: codeOf(setup.secret, -1) },
    });
    expect(enabled.status).toBe(200);
    return { secret: setup.secret, recoveryCodes: enabled.body.data?.recoveryCodes ?? [], token };
  };

  describe('two-step sign-in', () => {
    it('enrols: a pending secret sealed in the database, confirmed by a code, and ten recovery codes shown once', async () => {
      const email = 'enrol@suvarna.test';
      await cms().addShopAdmin(email, PASSWORD, 'staff');
      const token = await cms().login(email, PASSWORD);
      const setup = await cms().call<TwoStepSetup>('POST', '/api/admin/two-step/setup', { token });
      expect(setup.status).toBe(200);
      const { secret, otpauthUrl, qrCode } = setup.body.data as TwoStepSetup;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const url = new URL(otpauthUrl);
      expect(url.protocol).toBe('otpauth:');
      expect(url.searchParams.get('secret')).toBe(secret);
      expect(decodeURIComponent(url.pathname)).toContain(email);
      expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
      expect(JSON.stringify(await row(email))).not.toContain(secret);
      // Not on until a code proves the app has it.
      expect((await me(token)).body.data?.twoStep).toBe(false);
      expect((await login(email)).body.data).toHaveProperty('token');
      expect(await cms().call('POST', '/api/admin/two-step/enable', { token, body: { code: '000000' } })).toMatchObject(
        refusal(400, TWO_STEP_CODE_WRONG_MESSAGE),
      );
      const enabled = await cms().call<TwoStepEnabled>('POST', '/api/admin/two-step/enable', {
        token,
        body: { code: codeOf(secret) },
      });
      expect(enabled.status).toBe(200);
      const codes = enabled.body.data?.recoveryCodes ?? [];
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const stored = JSON.stringify(await row(email));
      for (const code of codes) expect(stored).not.toContain(code.replace('-', ''));
      expect(stored).not.toContain(secret);
      expect((await me(token)).body.data?.twoStep).toBe(true);
      // Shown once: setting up again is refused while it is on.
      expect(await cms().call('POST', '/api/admin/two-step/setup', { token })).toMatchObject(
        refusal(409, TWO_STEP_ALREADY_ON_MESSAGE),
      );
    });

    it('signs in with the password then a code; a wrong code, a reused code and a used challenge are refused', async () => {
      const email = 'code-sign-in@suvarna.test';
      const { secret } = await enrolled(email);
      const challenge = await challengeOf(email);
      expect(await withCode(challenge, '123456')).toMatchObject(refusal(400, TWO_STEP_CODE_WRONG_MESSAGE));
      // The challenge survives a typo: the right code still works with it.
      const code = codeOf(secret);
      const signedIn = await withCode(challenge, code);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data?.user).toMatchObject({ email, role: 'staff' });
      const token = signedIn.body.data?.token as string;
      expect((await me(token)).body.data).toMatchObject({ email, twoStep: true });
      // Single use, both.
      expect(await withCode(challenge, codeOf(secret, 1))).toEqual(refusal(400, TWO_STEP_CHALLENGE_INVALID_MESSAGE));
      expect(await withCode(await challengeOf(email), code)).toEqual(refusal(400, TWO_STEP_CODE_USED_MESSAGE));
      // An older code than the last used is as used; the next one works.
      expect(await withCode(await challengeOf(email), codeOf(secret, -1))).toEqual(
        refusal(400, TWO_STEP_CODE_USED_MESSAGE),
      );
      expect(
        (await withCode(await challengeOf(email), `${codeOf(secret, 1).slice(0, 3)} ${codeOf(secret, 1).slice(3)}`))
          .status,
      ).toBe(200);
      // A right password alone is no sign-in; each right code is one, each wrong code a failed one.
      const history = await cms().call<HistoryPage>('GET', `/api/admin/history?kind=account&id=${await idOf(email)}`, {
        token: await cms().login(),
      });
      const actions = (history.body.data?.entries ?? []).map((entry) => entry.action);
      expect(actions.filter((action) => action === 'signed-in')).toHaveLength(3);
      expect(actions.filter((action) => action === 'sign-in-failed')).toHaveLength(3);
    });

    it('takes each recovery code once, typed in any case', async () => {
      const email = 'recovery@suvarna.test';
      const { recoveryCodes } = await enrolled(email);
      const [first, second] = recoveryCodes as [string, string];
      const signedIn = await withCode(await challengeOf(email), ` ${first.toUpperCase()} `);
      expect(signedIn.status).toBe(200);
      expect(await withCode(await challengeOf(email), first)).toEqual(refusal(400, TWO_STEP_CODE_WRONG_MESSAGE));
      expect((await withCode(await challengeOf(email), second.replace('-', ''))).status).toBe(200);
      expect(String((await row(email)).twoStepRecoveryHashes).split(',')).toHaveLength(8);
    });

    it('refuses an expired, forged or other account’s challenge, and one from before a sign-out everywhere', async () => {
      const email = 'challenges@suvarna.test';
      const other = 'challenges-other@suvarna.test';
      const { secret, token } = await enrolled(email);
      const { secret: otherSecret } = await enrolled(other);
      const invalid = refusal(400, TWO_STEP_CHALLENGE_INVALID_MESSAGE);

      const expired = await challengeOf(email);
      await cms()
        .strapi.db.query(USER_UID)
        .update({ where: { email }, data: { twoStepChallengeExpiresAt: new Date(Date.now() - 1000) } });
      expect(await withCode(expired, codeOf(secret))).toEqual(invalid);

      const live = await challengeOf(email);
      const [id, nonce, signature] = live.split('.') as [string, string, string];
      const otherId = await idOf(other);
      await challengeOf(other);
      for (const forged of [
        `${id}.${nonce}.${'A'.repeat(signature.length)}`,
        `${id}.${'B'.repeat(nonce.length)}.${signature}`,
        `${otherId}.${nonce}.${signature}`,
        `${live}.`,
        'not-a-challenge',
      ])
        expect(await withCode(forged, codeOf(otherSecret))).toEqual(invalid);
      // Bound to the account: another account's code does not answer it.
      expect(await withCode(live, codeOf(otherSecret))).toEqual(refusal(400, TWO_STEP_CODE_WRONG_MESSAGE));

      // 'Sign out everywhere' raises the token version: the pending sign-in ends with the sessions.
      expect((await cms().call('POST', '/api/admin/logout', { token })).status).toBe(200);
      expect(await withCode(live, codeOf(secret))).toEqual(invalid);
      expect((await me(token)).status).toBe(401);
    });

    it('throttles wrong codes per account like wrong passwords, and a right password forgives none of them', async () => {
      const email = 'code-throttle@suvarna.test';
      const { secret } = await enrolled(email);
      // Five failures are allowed (LOGIN_MAX_FAILURES); the password between them does not reset the count.
      for (const _ of [1, 2, 3]) expect((await withCode(await challengeOf(email), '111111')).status).toBe(400);
      const challenge = await challengeOf(email);
      for (const _ of [1, 2]) expect((await withCode(challenge, 'wrong-recovery')).status).toBe(400);
      const refused = await withCode(challenge, codeOf(secret));
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
      expect((await login(email)).status).toBe(429);
      // Another account from the same address is not held back.
      const { secret: freeSecret } = await enrolled('code-throttle-free@suvarna.test');
      expect((await withCode(await challengeOf('code-throttle-free@suvarna.test'), codeOf(freeSecret))).status).toBe(
        200,
      );
    });

    it('lets an account turn it off with its password, and an owner turn it off for a member', async () => {
      const email = 'turn-off@suvarna.test';
      const { token } = await enrolled(email);
      expect(
        await cms().call('POST', '/api/admin/two-step/disable', { token, body: { password: 'Wrong@2026' } }),
      ).toEqual(refusal(400, CURRENT_PASSWORD_WRONG_MESSAGE));
      expect(
        (await cms().call('POST', '/api/admin/two-step/disable', { token, body: { password: PASSWORD } })).status,
      ).toBe(200);
      expect((await me(token)).body.data?.twoStep).toBe(false);
      expect((await login(email)).body.data).toHaveProperty('token');

      const lost = 'lost-phone@suvarna.test';
      const { token: staffToken } = await enrolled(lost);
      const ownerToken = await cms().login();
      const id = await idOf(lost);
      const listed = async () =>
        ((await cms().call<TeamMember[]>('GET', '/api/admin/team', { token: ownerToken })).body.data ?? []).find(
          (member) => member.id === id,
        );
      expect((await listed())?.twoStep).toBe(true);
      // Staff cannot, not even for themselves through the team's route.
      expect(await cms().call('DELETE', `/api/admin/team/${id}/two-step`, { token: staffToken })).toEqual(
        refusal(403, OWNER_ONLY_TEAM_MESSAGE),
      );
      expect((await listed())?.twoStep).toBe(true);
      const off = await cms().call<TeamMember>('DELETE', `/api/admin/team/${id}/two-step`, { token: ownerToken });
      expect(off.status).toBe(200);
      expect(off.body.data).toMatchObject({ id, twoStep: false });
      expect((await listed())?.twoStep).toBe(false);
      expect((await login(lost)).body.data).toHaveProperty('token');
      expect((await cms().call('DELETE', '/api/admin/team/999999/two-step', { token: ownerToken })).status).toBe(404);
      // The history says who turned it on and off: the member themselves, and the owner for the other.
      const entriesOf = async (account: number) =>
        (
          (await cms().call<HistoryPage>('GET', `/api/admin/history?kind=account&id=${account}`, { token: ownerToken }))
            .body.data?.entries ?? []
        ).filter((entry) => entry.action.startsWith('two-step'));
      expect((await entriesOf(await idOf(email))).map((entry) => [entry.action, entry.who.email])).toEqual([
        ['two-step-off', email],
        ['two-step-on', email],
      ]);
      expect((await entriesOf(id)).map((entry) => [entry.action, entry.who.email])).toEqual([
        ['two-step-off', ADMIN.email],
        ['two-step-on', lost],
      ]);
    });

    it('REQUIRE_TWO_STEP_FOR_OWNERS: an owner without it reaches only me, the enrolment and logout until it is on', async () => {
      const email = 'must-enrol@suvarna.test';
      const staff = 'must-enrol-staff@suvarna.test';
      await cms().addShopAdmin(email, PASSWORD, 'owner');
      await cms().addShopAdmin(staff, PASSWORD, 'staff');
      const config = cms().strapi.config;
      config.set('shop.requireTwoStepForOwners', true);
      try {
        const token = await cms().login(email, PASSWORD);
        expect((await me(token)).body.data).toMatchObject({ role: 'owner', twoStep: false, mustTurnOnTwoStep: true });
        const confined = refusal(403, TWO_STEP_REQUIRED_MESSAGE);
        for (const [method, route] of [
          ['GET', '/api/admin/team'],
          ['GET', '/api/admin/product-count'],
          ['PUT', '/api/admin/set-password'],
          ['POST', '/api/admin/two-step/disable'],
        ] as const)
          expect(await cms().call(method, route, { token, ...(method === 'GET' ? {} : { body: {} }) })).toEqual(
            confined,
          );
        // Staff are not held: the setting is for owners.
        const staffToken = await cms().login(staff, PASSWORD);
        expect((await me(staffToken)).body.data?.mustTurnOnTwoStep).toBe(false);
        expect((await cms().call('GET', '/api/admin/product-count', { token: staffToken })).status).toBe(200);
        // Enrolling frees the same token.
        const setup = (await cms().call<TwoStepSetup>('POST', '/api/admin/two-step/setup', { token })).body
          .data as TwoStepSetup;
        expect(
          (await cms().call('POST', '/api/admin/two-step/enable', { token, body: { code: codeOf(setup.secret) } }))
            .status,
        ).toBe(200);
        expect((await me(token)).body.data?.mustTurnOnTwoStep).toBe(false);
        expect((await cms().call('GET', '/api/admin/team', { token })).status).toBe(200);
      } finally {
        config.set('shop.requireTwoStepForOwners', false);
      }
    });

    it('sign out everywhere ends every token of the account; a role change ends the old ones and a pending sign-in', async () => {
      const email = 'everywhere@suvarna.test';
      await cms().addShopAdmin(email, PASSWORD, 'owner');
      const first = await cms().login(email, PASSWORD);
      const second = await cms().login(email, PASSWORD);
      expect((await me(first)).status).toBe(200);
      expect((await cms().call('POST', '/api/admin/logout', { token: second })).status).toBe(200);
      expect((await me(first)).status).toBe(401);
      expect((await me(second)).status).toBe(401);

      const member = 'role-change@suvarna.test';
      const { secret, token } = await enrolled(member, 'owner');
      await forgetLastStep(member);
      const pending = await challengeOf(member);
      const ownerToken = await cms().login();
      const id = await idOf(member);
      expect(
        (await cms().call('PUT', `/api/admin/team/${id}`, { token: ownerToken, body: { role: 'staff' } })).status,
      ).toBe(200);
      expect((await me(token)).status).toBe(401);
      expect(await withCode(pending, codeOf(secret))).toEqual(refusal(400, TWO_STEP_CHALLENGE_INVALID_MESSAGE));
      const fresh = await withCode(await challengeOf(member), codeOf(secret));
      expect(fresh.body.data?.user.role).toBe('staff');
      expect((await me(fresh.body.data?.token as string)).body.data).toMatchObject({ role: 'staff', twoStep: true });
    });
  });
}
