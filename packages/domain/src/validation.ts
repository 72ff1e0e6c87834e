// Validation rules of the specification (section 5) with its exact messages, as zod schemas that
// a react-hook-form resolver and the CMS both use. Inputs may be form strings or JSON values.
import { z } from 'zod';
import { GENDERS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PRODUCT_STATUSES, PRODUCT_TYPES } from './constants.js';
import { MESSAGES } from './messages.js';
import {
  DISCOUNT_TYPES,
  HUID_LENGTH,
  HUID_PATTERN,
  MAKING_CHARGE_TYPES,
  MAX_CERTIFICATE_TEXT_LENGTH,
  MAX_DISCOUNT_PERCENT,
  MAX_HALLMARK_FEE,
  MAX_MAKING_PERCENT,
  MAX_STONE_CARATS,
  MAX_STONE_COUNT,
  MAX_STONE_LINES,
  MAX_STONE_NAME_LENGTH,
  MIN_STONE_CARATS,
  MIN_STONE_COUNT,
  RATE_UNITS,
} from './pricing-limits.js';
import type { FieldIssue } from './types.js';

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

/** A weight in grams: more than 0, at most three decimals. */
const grams = (requiredMessage: string) =>
  numberInput(requiredMessage)
    .positive({ error: 'must be more than 0' })
    .max(MAX_WEIGHT, { error: 'is too large' })
    .refine((value) => hasAtMostDecimals(value, 3), { error: 'must have at most 3 decimals' });

/** Text that may be left out: blank (or null) is not given. */
const blankTextToUndefined = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
};

/** One of a fixed list, or nothing (blank). */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankTextToUndefined, z.enum(values, { error: message }).optional());

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
  /** `g` (per gram, metal) or `ct` (per carat, stones); a rate without one is per gram. */
  unit: optionalChoice(RATE_UNITS, 'must be g (per gram) or ct (per carat)'),
  /** Publish a change beyond the rate guard (RATE_GUARD_PERCENT): the admin has seen and confirmed it. */
  confirm: z.boolean({ error: 'must be true or false' }).optional(),
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
  weight: z.preprocess(blankToUndefined, grams(MESSAGES.required)),
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

/** Is the value being checked an object (a refinement that runs despite earlier issues must not assume more)? */
const isObjectPayload = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * Required text of a stone line. Not requiredText, nor zod's `.int()` for the count: a check that
 * stops the parse (as those do) makes zod skip the line's own checks even with `when`, and the
 * line's price rule below must show its message with every other one.
 */
const stoneLineText = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(max, { error: `must be at most ${max} characters` })
    .refine((value) => hasNoControlCharacters(value), { error: CONTROL_CHARACTERS_MESSAGE });

/** A stone line of a product: a name, a count, its total carats and exactly one price. */
export const stoneLineSchema = z
  .object(
    {
      name: stoneLineText(MAX_STONE_NAME_LENGTH),
      count: z.preprocess(
        blankToUndefined,
        numberInput(MESSAGES.required)
          .refine(Number.isInteger, { error: 'must be a whole number' })
          .min(MIN_STONE_COUNT, { error: `must be at least ${MIN_STONE_COUNT}` })
          .max(MAX_STONE_COUNT, { error: 'must be at most 9,999' }),
      ),
      carats: z.preprocess(
        blankToUndefined,
        numberInput(MESSAGES.required)
          .min(MIN_STONE_CARATS, { error: `must be at least ${MIN_STONE_CARATS}` })
          .max(MAX_STONE_CARATS, { error: `must be at most ${MAX_STONE_CARATS}` })
          .refine((value) => hasAtMostDecimals(value, 3), { error: 'must have at most 3 decimals' }),
      ),
      rate: z.preprocess(
        blankTextToUndefined,
        z
          .string({ error: 'must be the name of a rate' })
          .max(60, { error: 'must be at most 60 characters' })
          .refine((value) => hasNoControlCharacters(value), { error: CONTROL_CHARACTERS_MESSAGE })
          .optional(),
      ),
      pricePerCarat: z.preprocess(
        blankToUndefined,
        rupees(MESSAGES.required)
          .refine((value) => value > 0, { error: 'must be more than 0' })
          .optional(),
      ),
      certificate: z.preprocess(
        (value) => {
          // No certificate: nothing, or a lab and a number both blank.
          if (value === null || value === undefined || value === '') return undefined;
          if (typeof value === 'object' && !Array.isArray(value)) {
            const { lab, number } = value as Record<string, unknown>;
            if (blankTextToUndefined(lab) === undefined && blankTextToUndefined(number) === undefined) return undefined;
          }
          return value;
        },
        z
          .object(
            {
              lab: stoneLineText(MAX_CERTIFICATE_TEXT_LENGTH),
              number: stoneLineText(MAX_CERTIFICATE_TEXT_LENGTH),
            },
            { error: 'must have a lab and a number' },
          )
          .optional(),
      ),
    },
    { error: 'must be a stone line (name, count, carats and a rate or a price per carat)' },
  )
  .superRefine(
    (line, context) => {
      const hasRate = line.rate !== undefined;
      const hasPrice = line.pricePerCarat !== undefined;
      if (hasRate && hasPrice) {
        context.addIssue({
          code: 'custom',
          path: ['pricePerCarat'],
          message: 'give either a rate or a price per carat, not both',
        });
      } else if (!hasRate && !hasPrice) {
        context.addIssue({
          code: 'custom',
          path: ['rate'],
          message: 'give the name of a per-carat rate or a price per carat',
        });
      }
    },
    // Checked even when another field of the line failed, so every message shows at once.
    { when: isObjectPayload },
  );
export type StoneLineInput = z.infer<typeof stoneLineSchema>;

/** Stone lines arrive as a list (JSON) or as its text (a multipart field). */
const jsonList = (value: unknown) => {
  const given = blankTextToUndefined(value);
  if (typeof given !== 'string') return given;
  try {
    return JSON.parse(given) as unknown;
  } catch {
    return given;
  }
};

/**
 * Which of `laber` and `makingChargeValue` gives a write's making charge: without a type, `laber`
 * (flat, as today's clients send it), and `makingChargeValue` is not read (0 until the parse ends);
 * with one, `makingChargeValue`, and `laber` is not read (a blank one is 0).
 */
const makingChargeSource = (value: unknown) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const input = value as Record<string, unknown>;
  if (blankTextToUndefined(input.makingChargeType) === undefined) return { ...input, makingChargeValue: 0 };
  return blankTextToUndefined(input.laber) === undefined ? { ...input, laber: 0 } : input;
};

/**
 * A product with trade pricing (DESIGN section 3): the product form's fields plus gross weight,
 * making-charge type and value, stone lines, HUID, hallmarking fee and discount type. A write
 * without `makingChargeType` takes `laber` as a flat making charge (today's clients keep working);
 * with one, `makingChargeValue` is required and `laber` is not used. The output always says
 * `makingChargeType` and `makingChargeValue`; its `laber` is the flat making charge (for the other
 * types, `laber` as sent or 0: the making charge is computed from the rates on read).
 * The checks that need the rates (a rate of the right unit, a discount not more than the rest)
 * are `pricingIssues`.
 */
export const tradeProductSchema = z.preprocess(
  makingChargeSource,
  productSchema
    .extend({
      grossWeight: z.preprocess(blankToUndefined, grams(MESSAGES.required).optional()),
      makingChargeType: optionalChoice(MAKING_CHARGE_TYPES, 'must be flat, per_gram or percent'),
      makingChargeValue: z.preprocess(
        blankToUndefined,
        numberInput(MESSAGES.required)
          .min(0, { error: 'must not be negative' })
          .max(MAX_AMOUNT_RUPEES, { error: 'is too large' })
          .refine((value) => hasAtMostDecimals(value, 2), { error: 'must have at most 2 decimals' }),
      ),
      stones: z.preprocess(
        jsonList,
        z
          .array(stoneLineSchema, { error: 'must be a list of stone lines' })
          .max(MAX_STONE_LINES, { error: `must be at most ${MAX_STONE_LINES} lines` })
          .optional()
          .default([]),
      ),
      huid: z.preprocess(
        (value) => {
          const text = blankTextToUndefined(value);
          return typeof text === 'string' ? text.toUpperCase() : text;
        },
        z
          .string({ error: 'must be text' })
          .regex(HUID_PATTERN, { error: `must be ${HUID_LENGTH} letters or digits (A-Z, 0-9)` })
          .optional(),
      ),
      hallmarkFee: z.preprocess(
        blankToUndefined,
        numberInput(MESSAGES.required)
          .min(0, { error: 'must not be negative' })
          .max(MAX_HALLMARK_FEE, { error: 'must be at most ₹1,000' })
          .refine((value) => hasAtMostDecimals(value, 2), { error: 'must have at most 2 decimals' })
          .optional()
          .default(0),
      ),
      discountType: z.preprocess(
        blankTextToUndefined,
        z.enum(DISCOUNT_TYPES, { error: 'must be flat or percent' }).optional().default('flat'),
      ),
    })
    .superRefine(
      (product, context) => {
        const issue = (field: string, message: string) => context.addIssue({ code: 'custom', path: [field], message });
        const { makingChargeType, makingChargeValue, grossWeight, weight, discountType, discount } = product;
        if (makingChargeType === 'percent' && typeof makingChargeValue === 'number') {
          if (makingChargeValue > MAX_MAKING_PERCENT)
            issue('makingChargeValue', `must be at most ${MAX_MAKING_PERCENT} %`);
        }
        if (typeof grossWeight === 'number' && typeof weight === 'number' && grossWeight < weight) {
          issue('grossWeight', 'must be at least the net weight');
        }
        if (discountType === 'percent' && typeof discount === 'number' && discount > MAX_DISCOUNT_PERCENT) {
          issue('discount', `must be at most ${MAX_DISCOUNT_PERCENT} % (of the making charge)`);
        }
      },
      // Checked even when another field failed, so the messages show together; the fields read
      // here may then hold what was sent, so each is looked at for what it is. (zod skips this
      // after a blank required text, whose check stops at once.)
      { when: isObjectPayload },
    )
    .transform(({ makingChargeType, makingChargeValue, laber, ...product }) => {
      const type = makingChargeType ?? 'flat';
      const value = makingChargeType === undefined ? laber : makingChargeValue;
      return { ...product, laber: type === 'flat' ? value : laber, makingChargeType: type, makingChargeValue: value };
    }),
);
export type TradeProductInput = z.infer<typeof tradeProductSchema>;

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
  grossWeight: 'Gross weight',
  makingChargeType: 'Making charge type',
  makingChargeValue: 'Making charge',
  stones: 'Stones',
  huid: 'HUID',
  hallmarkFee: 'Hallmarking fee',
  discountType: 'Discount type',
  price: 'Price',
  unit: 'Unit',
  confirm: 'Confirm',
  email: 'Email',
  currentPassword: 'Current password',
  password: 'Password',
  confirmPassword: 'Confirm password',
};

/** How a stone line's fields are named after "Stone 2". */
const STONE_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'name',
  count: 'count',
  carats: 'carats',
  rate: 'rate',
  pricePerCarat: 'price per carat',
  certificate: 'certificate',
  'certificate.lab': 'certificate lab',
  'certificate.number': 'certificate number',
};

/** A field's name in a message: "SKU", "Stone 2 carats". */
export function fieldLabel(field: string): string {
  const label = FIELD_LABELS[field];
  if (label) return label;
  const stone = /^stones\.(\d+)(?:\.(.+))?$/.exec(field);
  if (stone) {
    const [, index, rest] = stone;
    const line = `Stone ${Number(index) + 1}`;
    return rest ? `${line} ${STONE_FIELD_LABELS[rest] ?? rest}` : line;
  }
  return field;
}

/** Each problem of a failed parse, for an API answer's `errors` (the first of each field is its message). */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
}

/** One sentence naming each field with a problem and what it is, e.g. "SKU: required!; Weight: must be more than 0". */
export function describeFieldIssues(issues: readonly FieldIssue[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const { field, message } of issues) {
    if (seen.has(field)) continue;
    seen.add(field);
    const label = fieldLabel(field);
    // A message that already names its field ("Password cannot be blank...") is not prefixed again.
    parts.push(field && !message.startsWith(label) ? `${label}: ${message}` : message);
  }
  return parts.join('; ');
}

/** One sentence naming each field that failed and why, e.g. "SKU: required!; Weight: must be more than 0". */
export function describeIssues(error: z.ZodError): string {
  return describeFieldIssues(fieldIssues(error));
}
