// Two-step sign-in (docs/api.md#two-step-sign-in): after the password, a code from an authenticator
// app (TOTP, RFC 6238: 6 digits, 30-second steps) or one of ten single-use recovery codes. The CMS
// checks the codes; the back office enrols and asks for them.
import { z } from 'zod';
import { MESSAGES } from './messages.js';
import type { LoginAnswer } from './types.js';

// No generated code, as in validation/fields.ts: the site's Content-Security-Policy forbids eval,
// and this module may be evaluated before that one (the login page loads its messages).
z.config({ jitless: true });

/** How long the challenge a password answers with lasts: time to open the app and type a code. */
export const TWO_STEP_CHALLENGE_MINUTES = 5;
/** Recovery codes given at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

export const TWO_STEP_CODE_WRONG_MESSAGE = 'That code is not right. Check your authenticator app and try again.';
/** A TOTP code already used for a sign-in (each works once, even within its 30 seconds). */
export const TWO_STEP_CODE_USED_MESSAGE = 'That code has been used already. Wait for the next code in your app.';
export const TWO_STEP_CHALLENGE_INVALID_MESSAGE =
  'This sign-in has expired or is not valid any more. Enter your email and password again.';
export const TWO_STEP_NOT_PENDING_MESSAGE = "Start with 'Turn on two-step sign-in': there is no code to confirm.";
export const TWO_STEP_ALREADY_ON_MESSAGE = 'Two-step sign-in is already on for this account.';
/** The login's answer when a code is needed. */
export const TWO_STEP_CODE_NEEDED_MESSAGE = 'Enter the code from your authenticator app.';
export const TWO_STEP_ON_MESSAGE = 'Two-step sign-in is on. Keep your recovery codes somewhere safe.';
export const TWO_STEP_OFF_MESSAGE = 'Two-step sign-in turned off.';
export const TWO_STEP_MEMBER_OFF_MESSAGE = 'Two-step sign-in turned off for this member.';
/** REQUIRE_TWO_STEP_FOR_OWNERS: an owner's token before they enrol reaches only the enrolment. */
export const TWO_STEP_REQUIRED_MESSAGE =
  'This shop requires owners to sign in with two steps: turn on two-step sign-in on your Account page first.';

/** A code as typed: digits of the app (spaces allowed, as apps show "123 456") or a recovery code. */
const code = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .max(40, { error: TWO_STEP_CODE_WRONG_MESSAGE });

/** POST /api/admin/two-step/enable: the first code from the app proves it was set up right. */
export const twoStepEnableSchema = z.object({ code });
export type TwoStepEnableInput = z.infer<typeof twoStepEnableSchema>;

/** POST /api/admin/two-step/disable: the password, so a borrowed open back office cannot. */
export const twoStepDisableSchema = z.object({
  password: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).max(200),
});
export type TwoStepDisableInput = z.infer<typeof twoStepDisableSchema>;

/** POST /api/admin/login/two-step: the login's challenge and a code. */
export const twoStepLoginSchema = z.object({
  challenge: z
    .string({ error: TWO_STEP_CHALLENGE_INVALID_MESSAGE })
    .min(1, { error: TWO_STEP_CHALLENGE_INVALID_MESSAGE })
    .max(400, { error: TWO_STEP_CHALLENGE_INVALID_MESSAGE }),
  code,
});
export type TwoStepLoginInput = z.infer<typeof twoStepLoginSchema>;

/** A code of the app: six digits once spaces are dropped. */
export const isAppCode = (typed: string) => /^\d{6}$/.test(typed.replace(/\s+/g, ''));

/** POST /api/admin/two-step/setup: the pending secret, to scan (qrCode) or type (secret). */
export interface TwoStepSetup {
  /** Base32, as authenticator apps take it typed. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth:// address as a QR code: an SVG data URL, ready for an <img>. */
  qrCode: string;
}

/** POST /api/admin/two-step/enable: the recovery codes, shown once (only their hashes are kept). */
export interface TwoStepEnabled {
  recoveryCodes: string[];
}

/** The login's answer when a code is needed: no token yet. */
export interface TwoStepChallenge {
  twoStepRequired: true;
  challenge: string;
}

/**
 * The token of a login answer, for scripts that sign in with a password alone (the benchmarks):
 * an account with two-step sign-in cannot, and says so.
 */
export function tokenOfLogin(answer: LoginAnswer): string {
  if ('token' in answer) return answer.token;
  throw new Error('This account signs in with two steps: a script cannot sign in as it with a password alone');
}
