// The admin's login, registration and password change.
import { z } from 'zod';
import { FORGOT_PASSWORD_LINK_MINUTES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { label } from '../field-labels.js';
import { MESSAGES } from '../messages.js';
import { hasNoControlCharacters, MAX_NAME_LENGTH, requiredText } from './fields.js';

/** "text, @, text, dot, text" */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export const PASSWORD_CHARACTERS_MESSAGE = 'Password cannot be blank or contain control characters';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect';
/** A staff account's request to an owner-only route (the team, and later its pages). */
export const OWNER_ONLY_TEAM_MESSAGE = "Only the shop's owner can change the team.";
/** A staff account's request for the history of the team, sign-ins, settings or backups. */
export const OWNER_ONLY_TEAM_HISTORY_MESSAGE =
  "Only the shop's owner can see the history of the team, sign-ins, settings and backups.";
/** A staff account's request to the shop settings. */
export const OWNER_ONLY_SETTINGS_MESSAGE = "Only the shop's owner can see or change the shop settings.";
/** A staff account's request to see or change the savings plans (Shop settings). */
export const OWNER_ONLY_SAVINGS_PLANS_MESSAGE = "Only the shop's owner can see or change the savings plans.";
/** A staff account's request to see or make backups: the archives hold the shop's personal data. */
export const OWNER_ONLY_BACKUPS_MESSAGE = "Only the shop's owner can see or make backups.";
/** A staff account's rate change while the owner has not allowed staff to change rates. */
export const STAFF_RATES_MESSAGE =
  "Only the shop's owner can change the rates: the owner may allow staff to in Shop settings.";

export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Other devices were signed out.';
/** Logging out ends the session on the server too: every token of the admin stops working. */
export const LOGGED_OUT_MESSAGE = 'Logged out on every device.';

const password = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong });

/** Half of a surrogate pair standing alone: no keyboard types one, and bcrypt cannot read it (it throws). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);

/** A password a person can type again: not only spaces, no control characters, no lone surrogate. */
export const isTypablePassword = (value: string) =>
  value.trim() !== '' && hasNoControlCharacters(value) && !hasLoneSurrogate(value);

const requiredPassword = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required, abort: true })
  .pipe(password);

const newPassword = requiredPassword.refine(isTypablePassword, { error: PASSWORD_CHARACTERS_MESSAGE });

export const loginSchema = z.object({
  email: requiredText(label('email'), 254, { tooLong: MESSAGES.invalidEmail }).regex(EMAIL_PATTERN, {
    error: MESSAGES.invalidEmail,
  }),
  password,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  firstName: requiredText(label('firstName'), MAX_NAME_LENGTH),
  LastName: requiredText(label('LastName'), MAX_NAME_LENGTH),
  email: requiredText(label('email'), 254, { tooLong: MESSAGES.invalidEmailAddress }).regex(EMAIL_PATTERN, {
    error: MESSAGES.invalidEmailAddress,
  }),
  password,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Set Password: the current password proves it is the owner, not a stolen session. */
export const setPasswordSchema = z
  .object({
    currentPassword: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
    password: newPassword,
    confirmPassword: newPassword,
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** A single-use link (an invite or an owner's reset link) that is forged, used, superseded or expired. */
export const PASSWORD_LINK_INVALID_MESSAGE =
  'This link is not valid: it may have been used already or replaced by a newer one. Ask the shop\u2019s owner for a new link.';
export const PASSWORD_LINK_EXPIRED_MESSAGE = 'This link has expired. Ask the shop\u2019s owner for a new link.';
/** A link that set a password already (each works once). */
export const PASSWORD_LINK_USED_MESSAGE =
  'This link has been used already: each link works once. Sign in with the password it set, or ask for a new link.';
/** A link replaced by a newer one for the same account (only the newest works). */
export const PASSWORD_LINK_SUPERSEDED_MESSAGE =
  'A newer link has been made for this account since this one, so this one no longer works: use the newest link.';
/** A link from 'Forgot password?' after its 30 minutes. */
export const FORGOT_PASSWORD_LINK_EXPIRED_MESSAGE = `This link has expired: a link from \u2018Forgot password?\u2019 works for ${FORGOT_PASSWORD_LINK_MINUTES} minutes. Ask for a new one on the sign-in page.`;
/** Every link's dead end: no password will make the link work, so the page shows no form. */
export const PASSWORD_LINK_DEAD_MESSAGES: readonly string[] = [
  PASSWORD_LINK_INVALID_MESSAGE,
  PASSWORD_LINK_EXPIRED_MESSAGE,
  PASSWORD_LINK_USED_MESSAGE,
  PASSWORD_LINK_SUPERSEDED_MESSAGE,
  FORGOT_PASSWORD_LINK_EXPIRED_MESSAGE,
];
/**
 * The answer to 'Forgot password?' when the shop can send emails, whether or not the address is an
 * account's: it must tell nobody which addresses are.
 */
export const FORGOT_PASSWORD_SENT_MESSAGE = `If this email belongs to an active account, a link to choose a new password is on its way to it. The link works once, for ${FORGOT_PASSWORD_LINK_MINUTES} minutes.`;
/** The answer when the shop has no SMTP server: it cannot email a link to anyone. */
export const FORGOT_PASSWORD_NO_EMAIL_MESSAGE =
  'This shop cannot send emails: ask the shop\u2019s owner to make you a reset link on the Team page.';
export const LAST_OWNER_MESSAGE = 'The shop needs at least one active owner: make another member an owner first.';
export const REMOVE_ACTIVE_MEMBER_MESSAGE = 'Disable this member before removing them.';
export const TEAM_EMAIL_TAKEN_MESSAGE = 'A member with this email already exists.';
export const TEAM_NAME_TAKEN_MESSAGE = 'A member with this name already exists.';
export const PASSWORD_SET_MESSAGE = 'Password set. You can sign in now.';

/** POST /api/admin/forgot-password: the address to send a reset link to. */
export const forgotPasswordSchema = z.object({
  email: requiredText(label('email'), 254, { tooLong: MESSAGES.invalidEmail }).regex(EMAIL_PATTERN, {
    error: MESSAGES.invalidEmail,
  }),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/admin/accept-invite and /api/admin/reset-password: the link's token and a new password. */
export const passwordLinkSchema = z
  .object({
    token: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).max(200, {
      error: PASSWORD_LINK_INVALID_MESSAGE,
    }),
    password: newPassword,
    confirmPassword: newPassword,
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type PasswordLinkInput = z.infer<typeof passwordLinkSchema>;

const roleField = z.enum(['owner', 'staff'], { error: 'Role must be owner or staff' });

/** POST /api/admin/team: invite a member. */
export const teamInviteSchema = z.object({
  name: requiredText(label('name'), MAX_NAME_LENGTH),
  email: requiredText(label('email'), 254, { tooLong: MESSAGES.invalidEmail }).regex(EMAIL_PATTERN, {
    error: MESSAGES.invalidEmail,
  }),
  role: roleField,
});
export type TeamInviteInput = z.infer<typeof teamInviteSchema>;

/** PUT /api/admin/team/:id: a new role, disabling or re-enabling. */
export const teamUpdateSchema = z
  .strictObject({
    role: roleField.optional(),
    disabled: z.boolean({ error: 'Disabled must be true or false' }).optional(),
  })
  .refine((value) => value.role !== undefined || value.disabled !== undefined, {
    error: 'Give a role or disabled',
  });
export type TeamUpdateInput = z.infer<typeof teamUpdateSchema>;
