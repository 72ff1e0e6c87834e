// Validation rules of the specification (section 5) with its exact messages, as zod schemas that
// a react-hook-form resolver and the CMS both use. Inputs may be form strings or JSON values.
import { z } from 'zod';
import { GENDERS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PRODUCT_STATUSES, PRODUCT_TYPES } from './constants.js';
import { MESSAGES } from './messages.js';

// No generated code: the site's Content-Security-Policy forbids eval, and zod's probe for it would
// be reported as a violation on every back-office page. These schemas are small enough not to need it.
z.config({ jitless: true });

/** "text, @, text, dot, text" */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
const MAX_NAME_LENGTH = 120;
const MAX_TEXT_LENGTH = 5000;
// Paise are stored as 32-bit integers: ₹1 crore is 10⁹ paise, within range.
const MAX_AMOUNT_RUPEES = 10_000_000;
const MAX_WEIGHT = 100_000;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';
export const PASSWORD_CHARACTERS_MESSAGE = 'Password cannot be blank or contain control characters';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Other devices were signed out.';

// Control characters (Unicode Cc: U+0000 to U+001F, U+007F to U+009F) are invisible and break
// exports, logs and the pages that show them.
const CONTROL_CHARACTER = /\p{Cc}/u;
// Text of several lines keeps its line breaks and tabs.
const CONTROL_CHARACTER_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}/u;

/** No control characters (one line of text), or none but line breaks and tabs (`multiline`). */
export const hasNoControlCharacters = (value: string, multiline = false) =>
  !(multiline ? CONTROL_CHARACTER_EXCEPT_LINES : CONTROL_CHARACTER).test(value);

const requiredText = (max: number, tooLong: string, requiredMessage: string = MESSAGES.required) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, { error: tooLong })
    .refine((value) => hasNoControlCharacters(value), { error: CONTROL_CHARACTERS_MESSAGE });

const optionalText = (max: number, tooLong: string, multiline = false) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: tooLong })
    .refine((value) => hasNoControlCharacters(value, multiline), { error: CONTROL_CHARACTERS_MESSAGE })
    .optional()
    .transform((value) => value ?? '');

const password = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong });

/** A password a person can type again: not only spaces, no control characters. */
export const isTypablePassword = (value: string) => value.trim() !== '' && hasNoControlCharacters(value);

const requiredPassword = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required, abort: true })
  .pipe(password);

const newPassword = requiredPassword.refine(isTypablePassword, { error: PASSWORD_CHARACTERS_MESSAGE });

// Numbers written as text are plain decimals: no hex (0x10), exponent (1e3), Infinity or spaces inside.
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Form fields arrive as text; an empty one counts as not given, and anything but a plain decimal is not a number. */
const blankToUndefined = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN;
};

const hasAtMostDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

const numberInput = (requiredMessage: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? requiredMessage : 'must be a number') });

/** A rupee amount: zero or more, at most two decimals. */
const rupees = (requiredMessage: string) =>
  numberInput(requiredMessage)
    .min(0, { error: 'must not be negative' })
    .max(MAX_AMOUNT_RUPEES, { error: 'is too large' })
    .refine((value) => hasAtMostDecimals(value, 2), { error: 'must have at most 2 decimals' });

const requiredRupees = z.preprocess(blankToUndefined, rupees(MESSAGES.required));
const optionalRupees = z.preprocess(blankToUndefined, rupees(MESSAGES.required).optional().default(0));

const requiredId = z.preprocess(
  blankToUndefined,
  numberInput(MESSAGES.required).int({ error: MESSAGES.required }).positive({ error: MESSAGES.required }),
);

export const loginSchema = z.object({
  email: requiredText(254, MESSAGES.invalidEmail).regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail }),
  password,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  firstName: requiredText(MAX_NAME_LENGTH, 'is too long'),
  LastName: requiredText(MAX_NAME_LENGTH, 'is too long'),
  email: requiredText(254, MESSAGES.invalidEmailAddress).regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmailAddress }),
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

/** A day's rate: the spec's price form (name and value both required). */
export const rateSchema = z.object({
  name: requiredText(60, 'Rate name must be at most 60 characters', MESSAGES.fillAllFields),
  price: z.preprocess(
    blankToUndefined,
    rupees(MESSAGES.fillAllFields).refine((value) => value > 0, { error: 'Price must be more than 0' }),
  ),
});
export type RateInput = z.infer<typeof rateSchema>;

export const categorySchema = z.object({
  name: requiredText(60, 'Category name must be at most 60 characters').refine((value) => !value.includes(','), {
    // Category names travel comma-separated in the product list's address.
    error: 'Category name cannot contain a comma',
  }),
});
export type CategoryInput = z.infer<typeof categorySchema>;

/** The product form's fields; metal, purity, category, labour, name, SKU and status are required. */
export const productSchema = z.object({
  name: requiredText(MAX_NAME_LENGTH, `must be at most ${MAX_NAME_LENGTH} characters`),
  sku: requiredText(40, 'must be at most 40 characters').regex(/^[\w.\-/]+$/, {
    error: 'can only hold letters, digits and . - _ /',
  }),
  metal: z.enum(PRODUCT_TYPES, {
    error: (issue) => (issue.input ? 'must be one of the metal types' : MESSAGES.required),
  }),
  purity: requiredText(60, 'must be at most 60 characters'),
  category_id: requiredId,
  laber: requiredRupees,
  discount: optionalRupees,
  gender: z.enum(GENDERS, { error: (issue) => (issue.input ? 'must be male or female' : MESSAGES.required) }),
  status: z.enum(PRODUCT_STATUSES, {
    error: (issue) => (issue.input ? 'must be active or inactive' : MESSAGES.required),
  }),
  weight: z.preprocess(
    blankToUndefined,
    numberInput(MESSAGES.required)
      .positive({ error: 'must be more than 0' })
      .max(MAX_WEIGHT, { error: 'is too large' })
      .refine((value) => hasAtMostDecimals(value, 3), { error: 'must have at most 3 decimals' }),
  ),
  size: z.preprocess(
    blankToUndefined,
    numberInput(MESSAGES.required)
      .min(0, { error: 'must not be negative' })
      .max(1000, { error: 'is too large' })
      .optional()
      .default(0),
  ),
  color: optionalText(40, 'must be at most 40 characters'),
  details: optionalText(MAX_TEXT_LENGTH, `must be at most ${MAX_TEXT_LENGTH} characters`, true),
  description: optionalText(MAX_TEXT_LENGTH, `must be at most ${MAX_TEXT_LENGTH} characters`, true),
});
export type ProductInput = z.infer<typeof productSchema>;

/** How each field is named in a message that leaves the form (an API error, a toast). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  sku: 'SKU',
  metal: 'Metal',
  purity: 'Purity',
  category_id: 'Category',
  laber: 'Labour',
  discount: 'Discount',
  gender: 'Gender',
  status: 'Status',
  weight: 'Weight',
  size: 'Size',
  color: 'Colour',
  details: 'Details',
  description: 'Description',
  price: 'Price',
  email: 'Email',
  currentPassword: 'Current password',
  password: 'Password',
  confirmPassword: 'Confirm password',
};

/** One sentence naming each field that failed and why, e.g. "SKU: required!; Weight: must be more than 0". */
export function describeIssues(error: z.ZodError): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    const label = FIELD_LABELS[field] ?? field;
    // A message that already names its field ("Password cannot be blank...") is not prefixed again.
    parts.push(field && !issue.message.startsWith(label) ? `${label}: ${issue.message}` : issue.message);
  }
  return parts.join('; ');
}
