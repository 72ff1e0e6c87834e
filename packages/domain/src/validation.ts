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

const requiredText = (max: number, tooLong: string, requiredMessage: string = MESSAGES.required) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, { error: tooLong });

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((value) => value ?? '');

const password = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong });

const requiredPassword = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required, abort: true })
  .pipe(password);

/** Form fields arrive as text; an empty one counts as not given. */
const blankToUndefined = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value.trim());
  return value;
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

export const setPasswordSchema = z
  .object({ password: requiredPassword, confirmPassword: requiredPassword })
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
  details: optionalText(MAX_TEXT_LENGTH, `must be at most ${MAX_TEXT_LENGTH} characters`),
  description: optionalText(MAX_TEXT_LENGTH, `must be at most ${MAX_TEXT_LENGTH} characters`),
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
    parts.push(field ? `${FIELD_LABELS[field] ?? field}: ${issue.message}` : issue.message);
  }
  return parts.join('; ');
}
