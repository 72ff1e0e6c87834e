// Two-step sign-in (docs/api.md#two-step-sign-in): enrolment, the login's challenge, and the codes.
// TOTP (RFC 6238) comes from `otpauth` (hectorm/otpauth): maintained, typed, no dependencies, and
// it checks codes in constant time. The QR code of the otpauth:// address comes from `qrcode`
// (soldair/node-qrcode), the most used encoder, which draws SVG here in Node: the back office
// ships no QR library and shows the image. The secret is sealed with ENCRYPTION_KEY (lib/secret-box.ts);
// recovery codes are kept only as SHA-256 hashes (50 random bits each, and every guess is
// throttled like a password). The throttle itself stays in the auth service, which owns the login's.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  fieldIssues,
  isAppCode,
  RECOVERY_CODE_COUNT,
  TWO_STEP_ALREADY_ON_MESSAGE,
  TWO_STEP_CHALLENGE_INVALID_MESSAGE,
  TWO_STEP_CHALLENGE_MINUTES,
  TWO_STEP_CODE_USED_MESSAGE,
  TWO_STEP_CODE_WRONG_MESSAGE,
  TWO_STEP_NOT_PENDING_MESSAGE,
  type TwoStepEnabled,
  type TwoStepSetup,
  twoStepEnableSchema,
} from '@suvarna/domain';
import { Secret, TOTP } from 'otpauth';
import { toString as qrCodeText } from 'qrcode';
import { badRequest, conflict, invalidFields, notFound } from '../../../lib/http';
import { SHOP_ADMIN_ROLE } from '../../../lib/roles';
import { decryptSecret, encryptSecret } from '../../../lib/secret-box';
import { typedService } from '../../../lib/services';
import { historyService } from '../../history/services/history';

const USER_UID = 'plugin::users-permissions.user';
const SECRET_PURPOSE = 'two-step-secret';
const CHALLENGE_PURPOSE = 'two-step-challenge';
/** Apps and clocks drift: the code of the step before or after also counts. */
const WINDOW = 1;
/** Recovery codes avoid characters read alike (0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface TwoStepRow {
  id: number;
  email: string;
  username: string;
  blocked: boolean | null;
  tokenVersion: number | null;
  shopRole?: string | null;
  role?: { type: string } | null;
  twoStepSecret: string | null;
  twoStepPendingSecret: string | null;
  twoStepRecoveryHashes: string | null;
  twoStepLastStep: number | null;
  twoStepChallengeHash: string | null;
  twoStepChallengeExpiresAt: string | Date | null;
}

/** What a right code spends: the step of an app's code, or one recovery code. */
export interface CodeUse {
  lastStep: number;
  recoveryHashes: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
/** A recovery code as typed: case, spaces and the dash do not matter. */
const recoveryKey = (typed: string) => typed.toLowerCase().replace(/[\s-]+/g, '');
const recoveryCode = () => {
  const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
};

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: 'Suvarna', label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** The 30-second step a code of this secret is from (now ± WINDOW), or null for a wrong code. */
const stepOf = (totp: TOTP, typed: string): number | null => {
  const delta = totp.validate({ token: typed.replace(/\s+/g, ''), window: WINDOW });
  return delta === null ? null : totp.counter() + delta;
};

const createTwoStepService = ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER_UID);
  const encryptionKey = () => strapi.config.get('admin.secrets.encryptionKey') as string;
  const seal = (secret: string) => encryptSecret(secret, encryptionKey(), SECRET_PURPOSE);
  const unseal = (sealed: string | null) => (sealed ? decryptSecret(sealed, encryptionKey(), SECRET_PURPOSE) : null);
  // The challenge's signature: binds it to the account and its token version (a new password,
  // a role change or 'Sign out everywhere' ends a pending sign-in as it ends sessions).
  const signature = (id: number, tokenVersion: number, nonce: string) =>
    createHmac('sha256', Buffer.from(`${encryptionKey()}\u0000${CHALLENGE_PURPOSE}`))
      .update(`${id}.${tokenVersion}.${nonce}`)
      .digest('base64url');

  const rowOf = async (id: number) =>
    (await users().findOne({ where: { id }, populate: { role: { select: ['type'] } } })) as TwoStepRow | null;

  return {
    /** A fresh secret, pending until a code from it is confirmed (enable): a second setup replaces it. */
    async setup(userId: number): Promise<TwoStepSetup> {
      const row = await rowOf(userId);
      if (!row) throw notFound('No such admin');
      if (row.twoStepSecret) throw conflict(TWO_STEP_ALREADY_ON_MESSAGE);
      const secret = new Secret({ size: 20 }).base32;
      await users().update({ where: { id: userId }, data: { twoStepPendingSecret: seal(secret) } });
      const otpauthUrl = totpOf(secret, row.email).toString();
      const svg = await qrCodeText(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** Confirms the pending secret with a code of it: two-step is on, and the recovery codes are shown once. */
    async enable(userId: number, body: Record<string, unknown>): Promise<TwoStepEnabled> {
      const parsed = twoStepEnableSchema.safeParse(body);
      if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
      const row = await rowOf(userId);
      if (!row) throw notFound('No such admin');
      if (row.twoStepSecret) throw conflict(TWO_STEP_ALREADY_ON_MESSAGE);
      const secret = unseal(row.twoStepPendingSecret);
      if (!secret) throw badRequest(TWO_STEP_NOT_PENDING_MESSAGE);
      const step = isAppCode(parsed.data.code) ? stepOf(totpOf(secret, row.email), parsed.data.code) : null;
      if (step === null) throw badRequest(TWO_STEP_CODE_WRONG_MESSAGE);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
      await users().update({
        where: { id: userId },
        data: {
          twoStepSecret: seal(secret),
          twoStepPendingSecret: null,
          twoStepRecoveryHashes: recoveryCodes.map((code) => sha256(recoveryKey(code))).join(','),
          // The code that proved the app cannot also sign in.
          twoStepLastStep: step,
          twoStepChallengeHash: null,
          twoStepChallengeExpiresAt: null,
        },
      });
      await historyService(strapi).record({ action: 'two-step-on', kind: 'account', id: userId, name: row.username });
      return { recoveryCodes };
    },

    /** Two-step off: the account signs in with its password alone (its own choice, or an owner's). */
    async turnOff(userId: number): Promise<void> {
      const row = await rowOf(userId);
      if (!row) throw notFound('No such admin');
      await users().update({
        where: { id: userId },
        data: {
          twoStepSecret: null,
          twoStepPendingSecret: null,
          twoStepRecoveryHashes: null,
          twoStepLastStep: 0,
          twoStepChallengeHash: null,
          twoStepChallengeExpiresAt: null,
        },
      });
      // Its own choice, or an owner's for a member who lost their phone: the request says whose.
      await historyService(strapi).record({ action: 'two-step-off', kind: 'account', id: userId, name: row.username });
    },

    /**
     * The login's challenge once the password is right: `<id>.<nonce>.<signature>`, valid for
     * TWO_STEP_CHALLENGE_MINUTES and once. Only the nonce's hash is kept; a newer sign-in replaces it.
     */
    async challenge(user: { id: number; tokenVersion: number | null }): Promise<string> {
      const nonce = randomBytes(32).toString('base64url');
      await users().update({
        where: { id: user.id },
        data: {
          twoStepChallengeHash: sha256(nonce),
          twoStepChallengeExpiresAt: new Date(Date.now() + TWO_STEP_CHALLENGE_MINUTES * 60_000),
        },
      });
      return `${user.id}.${nonce}.${signature(user.id, user.tokenVersion ?? 0, nonce)}`;
    },

    /** The account a challenge is for, while it is live: else a 400 that says to sign in again. */
    async account(challenge: string): Promise<TwoStepRow & { challengeHash: string }> {
      const invalid = badRequest(TWO_STEP_CHALLENGE_INVALID_MESSAGE);
      const [idText, nonce, signed, ...rest] = challenge.split('.');
      if (rest.length > 0 || !idText || !nonce || !signed || !/^[1-9]\d{0,9}$/.test(idText)) throw invalid;
      const row = await rowOf(Number(idText));
      if (!row?.twoStepSecret || row.blocked || row.role?.type !== SHOP_ADMIN_ROLE) throw invalid;
      if (!sameText(signed, signature(row.id, row.tokenVersion ?? 0, nonce))) throw invalid;
      const hash = sha256(nonce);
      if (!row.twoStepChallengeHash || !sameText(hash, row.twoStepChallengeHash)) throw invalid;
      const expiresAt = row.twoStepChallengeExpiresAt ? new Date(row.twoStepChallengeExpiresAt).getTime() : 0;
      if (expiresAt <= Date.now()) throw invalid;
      return { ...row, challengeHash: hash };
    },

    /**
     * What a code would spend: a 400 for a wrong code, or an app's code already used (same step or
     * older). Checks only; spend() makes the sign-in.
     */
    check(row: TwoStepRow, typed: string): CodeUse {
      const recoveryHashes = row.twoStepRecoveryHashes ?? '';
      const lastStep = row.twoStepLastStep ?? 0;
      if (isAppCode(typed)) {
        const secret = unseal(row.twoStepSecret);
        const step = secret ? stepOf(totpOf(secret, row.email), typed) : null;
        if (step === null) throw badRequest(TWO_STEP_CODE_WRONG_MESSAGE);
        if (step <= lastStep) throw badRequest(TWO_STEP_CODE_USED_MESSAGE);
        return { lastStep: step, recoveryHashes };
      }
      const hash = sha256(recoveryKey(typed));
      const hashes = recoveryHashes.split(',').filter(Boolean);
      // Every stored hash is compared, found or not, so the time tells nothing of which matched.
      const found = hashes.map((stored) => sameText(stored, hash));
      if (!found.includes(true)) throw badRequest(TWO_STEP_CODE_WRONG_MESSAGE);
      return { lastStep, recoveryHashes: hashes.filter((_, index) => !found[index]).join(',') };
    },

    /**
     * Ends the challenge and spends the code in one compare-and-set: of two requests with the same
     * challenge or the same code, only one signs in. False when another got there first.
     */
    async spend(row: TwoStepRow & { challengeHash: string }, use: CodeUse): Promise<boolean> {
      const { count } = (await users().updateMany({
        where: {
          id: row.id,
          twoStepChallengeHash: row.challengeHash,
          twoStepLastStep: row.twoStepLastStep ?? 0,
          twoStepRecoveryHashes: row.twoStepRecoveryHashes ?? '',
        },
        data: {
          twoStepChallengeHash: null,
          twoStepChallengeExpiresAt: null,
          twoStepLastStep: use.lastStep,
          twoStepRecoveryHashes: use.recoveryHashes,
        },
      })) as { count: number };
      return count === 1;
    },
  };
};

export default createTwoStepService;

export const twoStepService = typedService<typeof createTwoStepService>('api::auth.two-step');
