// Validation rules of the specification (section 5) with its exact messages, as zod schemas that
// a react-hook-form resolver and the CMS both use. Inputs may be form strings or JSON values.
// Every other message is a sentence that names its field (from FIELD_LABELS) and its limit:
// "Labour cannot be more than ₹1,00,00,000.00", shown as it is under the field.
import { z } from 'zod';
import { GENDERS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PRODUCT_STATUSES, PRODUCT_TYPES } from './constants.js';
import {
  CATEGORY_NAME_LABEL,
  categoryNameIn,
  describeFieldIssues,
  label,
  RATE_NAME_LABEL,
  STONE_LINE_LABEL,
  stoneLabel,
} from './field-labels.js';
import { MESSAGES } from './messages.js';
import { formatRupees } from './money.js';
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
const MAX_SIZE_MM = 1000;
const MAX_RATE_NAME_LENGTH = 60;

export const PASSWORD_CHARACTERS_MESSAGE = 'Password cannot be blank or contain control characters';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Other devices were signed out.';

// Numbers in messages are grouped as the shop shows them (1,00,000); money is formatRupees.
const numberFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const formatNumber = (value: number) => numberFormat.format(value);

/** The sentences of a field's usual checks, each starting with its label. */
const says = (name: string) => ({
  notText: `${name} must be text`,
  notNumber: `${name} must be a number`,
  negative: `${name} cannot be negative`,
  notPositive: (unit = '') => `${name} must be more than 0${unit}`,
  moreThan: (limit: string) => `${name} cannot be more than ${limit}`,
  decimals: (decimals: number) => `${name} can have at most ${decimals} decimals`,
  tooLong: (max: number) => `${name} must be at most ${formatNumber(max)} characters`,
  controlCharacters: `${name} cannot contain control characters`,
});

// Control characters (Unicode Cc: U+0000 to U+001F, U+007F to U+009F) are invisible and break
// exports, logs and the pages that show them.
const CONTROL_CHARACTER = /\p{Cc}/u;
// Text of several lines keeps its line breaks and tabs.
const CONTROL_CHARACTER_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}/u;

/** No control characters (one line of text), or none but line breaks and tabs (`multiline`). */
export const hasNoControlCharacters = (value: string, multiline = false) =>
  !(multiline ? CONTROL_CHARACTER_EXCEPT_LINES : CONTROL_CHARACTER).test(value);

/** Required text of a field named `name`; `tooLong` is the message past `max` characters when the spec fixes it. */
const requiredText = (
  name: string,
  max: number,
  { tooLong = says(name).tooLong(max), required = MESSAGES.required }: { tooLong?: string; required?: string } = {},
) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong })
    .refine((value) => hasNoControlCharacters(value), { error: says(name).controlCharacters });

const optionalText = (name: string, max: number, multiline = false) =>
  z
    .string({ error: says(name).notText })
    .trim()
    .max(max, { error: says(name).tooLong(max) })
    .refine((value) => hasNoControlCharacters(value, multiline), { error: says(name).controlCharacters })
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

const numberInput = (name: string, requiredMessage: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? requiredMessage : says(name).notNumber) });

/** A rupee amount: zero or more, at most `max` rupees and two decimals. */
const rupees = (name: string, requiredMessage: string, max = MAX_AMOUNT_RUPEES) =>
  numberInput(name, requiredMessage)
    .min(0, { error: says(name).negative })
    .max(max, { error: says(name).moreThan(formatRupees(max)) })
    .refine((value) => hasAtMostDecimals(value, 2), { error: says(name).decimals(2) });

const requiredRupees = (name: string) => z.preprocess(blankToUndefined, rupees(name, MESSAGES.required));
const optionalRupees = (name: string) =>
  z.preprocess(blankToUndefined, rupees(name, MESSAGES.required).optional().default(0));

/** A weight in grams: more than 0, at most three decimals. */
const grams = (name: string, requiredMessage: string) =>
  numberInput(name, requiredMessage)
    .positive({ error: says(name).notPositive(' g') })
    .max(MAX_WEIGHT, { error: says(name).moreThan(`${formatNumber(MAX_WEIGHT)} g`) })
    .refine((value) => hasAtMostDecimals(value, 3), { error: says(name).decimals(3) });

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

const requiredId = (name: string) =>
  z.preprocess(
    blankToUndefined,
    numberInput(name, MESSAGES.required).int({ error: MESSAGES.required }).positive({ error: MESSAGES.required }),
  );

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

/** A day's rate: the spec's price form (name and value both required). */
export const rateSchema = z.object({
  // The spec's message past 60 characters: "Rate name must be at most 60 characters".
  name: requiredText(RATE_NAME_LABEL, MAX_RATE_NAME_LENGTH, { required: MESSAGES.fillAllFields }),
  price: z.preprocess(
    blankToUndefined,
    rupees(label('price'), MESSAGES.fillAllFields).refine((value) => value > 0, {
      error: `${label('price')} must be more than 0`,
    }),
  ),
  /** `g` (per gram, metal) or `ct` (per carat, stones); a rate without one is per gram. */
  unit: optionalChoice(RATE_UNITS, `${label('unit')} must be g (per gram) or ct (per carat)`),
  /** Publish a change beyond the rate guard (RATE_GUARD_PERCENT): the admin has seen and confirmed it. */
  confirm: z.boolean({ error: `${label('confirm')} must be true or false` }).optional(),
});
export type RateInput = z.infer<typeof rateSchema>;

export const categorySchema = z.object({
  // The spec's message past 60 characters: "Category name must be at most 60 characters".
  name: requiredText(CATEGORY_NAME_LABEL, 60).refine((value) => !value.includes(','), {
    // Category names travel comma-separated in the product list's address.
    error: `${CATEGORY_NAME_LABEL} cannot contain a comma`,
  }),
  // Shown, never in addresses (filters name categories in English): commas are fine here.
  nameGu: optionalText(categoryNameIn('gu'), 60),
  nameHi: optionalText(categoryNameIn('hi'), 60),
});
export type CategoryInput = z.infer<typeof categorySchema>;

/** What a banner's picture says, in each language: each optional, blank when not written. */
export const MAX_BANNER_ALT_LENGTH = 200;
export const bannerTextsSchema = z.object({
  alt: optionalText(label('alt'), MAX_BANNER_ALT_LENGTH),
  altGu: optionalText(label('altGu'), MAX_BANNER_ALT_LENGTH),
  altHi: optionalText(label('altHi'), MAX_BANNER_ALT_LENGTH),
});
export type BannerTexts = z.infer<typeof bannerTextsSchema>;

/** The product form's fields; metal, purity, category, labour, name, SKU and status are required. */
export const productSchema = z.object({
  name: requiredText(label('name'), MAX_NAME_LENGTH),
  sku: requiredText(label('sku'), 40).regex(/^[\w.\-/]+$/, {
    error: `${label('sku')} can only hold letters, digits and . - _ /`,
  }),
  metal: z.enum(PRODUCT_TYPES, {
    error: (issue) => (issue.input ? `${label('metal')} must be one of the metal types` : MESSAGES.required),
  }),
  purity: requiredText(label('purity'), 60),
  category_id: requiredId(label('category_id')),
  laber: requiredRupees(label('laber')),
  discount: optionalRupees(label('discount')),
  gender: z.enum(GENDERS, {
    error: (issue) => (issue.input ? `${label('gender')} must be male or female` : MESSAGES.required),
  }),
  status: z.enum(PRODUCT_STATUSES, {
    error: (issue) => (issue.input ? `${label('status')} must be active or inactive` : MESSAGES.required),
  }),
  weight: z.preprocess(blankToUndefined, grams(label('weight'), MESSAGES.required)),
  size: z.preprocess(
    blankToUndefined,
    numberInput(label('size'), MESSAGES.required)
      .min(0, { error: says(label('size')).negative })
      .max(MAX_SIZE_MM, { error: says(label('size')).moreThan(`${formatNumber(MAX_SIZE_MM)} mm`) })
      .optional()
      .default(0),
  ),
  color: optionalText(label('color'), 40),
  details: optionalText(label('details'), MAX_TEXT_LENGTH, true),
  description: optionalText(label('description'), MAX_TEXT_LENGTH, true),
  // The same texts in Gujarati and Hindi, each optional (the site shows English where one is blank).
  nameGu: optionalText(label('nameGu'), MAX_NAME_LENGTH),
  nameHi: optionalText(label('nameHi'), MAX_NAME_LENGTH),
  descriptionGu: optionalText(label('descriptionGu'), MAX_TEXT_LENGTH, true),
  descriptionHi: optionalText(label('descriptionHi'), MAX_TEXT_LENGTH, true),
  detailsGu: optionalText(label('detailsGu'), MAX_TEXT_LENGTH, true),
  detailsHi: optionalText(label('detailsHi'), MAX_TEXT_LENGTH, true),
});
export type ProductInput = z.infer<typeof productSchema>;

/** Is the value being checked an object (a refinement that runs despite earlier issues must not assume more)? */
const isObjectPayload = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * Required text of a stone line. Not requiredText, nor zod's `.int()` for the count: a check that
 * stops the parse (as those do) makes zod skip the line's own checks even with `when`, and the
 * line's price rule below must show its message with every other one.
 */
const stoneLineText = (name: string, max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(max, { error: says(name).tooLong(max) })
    .refine((value) => hasNoControlCharacters(value), { error: says(name).controlCharacters });

const RATE_OR_PRICE_MESSAGE = `${stoneLabel('rate')} or ${stoneLabel('pricePerCarat').toLowerCase()} must be given`;

/** A stone line of a product: a name, a count, its total carats and exactly one price. */
export const stoneLineSchema = z
  .object(
    {
      name: stoneLineText(stoneLabel('name'), MAX_STONE_NAME_LENGTH),
      count: z.preprocess(
        blankToUndefined,
        numberInput(stoneLabel('count'), MESSAGES.required)
          .refine(Number.isInteger, { error: `${stoneLabel('count')} must be a whole number` })
          .min(MIN_STONE_COUNT, { error: `${stoneLabel('count')} must be at least ${formatNumber(MIN_STONE_COUNT)}` })
          .max(MAX_STONE_COUNT, { error: `${stoneLabel('count')} must be at most ${formatNumber(MAX_STONE_COUNT)}` }),
      ),
      carats: z.preprocess(
        blankToUndefined,
        numberInput(stoneLabel('carats'), MESSAGES.required)
          .min(MIN_STONE_CARATS, {
            error: `${stoneLabel('carats')} must be at least ${formatNumber(MIN_STONE_CARATS)}`,
          })
          .max(MAX_STONE_CARATS, { error: `${stoneLabel('carats')} must be at most ${formatNumber(MAX_STONE_CARATS)}` })
          .refine((value) => hasAtMostDecimals(value, 3), { error: says(stoneLabel('carats')).decimals(3) }),
      ),
      rate: z.preprocess(
        blankTextToUndefined,
        z
          .string({ error: `${stoneLabel('rate')} must be the name of a rate` })
          .max(MAX_RATE_NAME_LENGTH, { error: says(stoneLabel('rate')).tooLong(MAX_RATE_NAME_LENGTH) })
          .refine((value) => hasNoControlCharacters(value), { error: says(stoneLabel('rate')).controlCharacters })
          .optional(),
      ),
      pricePerCarat: z.preprocess(
        blankToUndefined,
        rupees(stoneLabel('pricePerCarat'), MESSAGES.required)
          .refine((value) => value > 0, { error: says(stoneLabel('pricePerCarat')).notPositive() })
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
              lab: stoneLineText(stoneLabel('certificate.lab'), MAX_CERTIFICATE_TEXT_LENGTH),
              number: stoneLineText(stoneLabel('certificate.number'), MAX_CERTIFICATE_TEXT_LENGTH),
            },
            { error: `${stoneLabel('certificate')} must have a lab and a number` },
          )
          .optional(),
      ),
    },
    { error: `${STONE_LINE_LABEL} must have a name, a count, carats and a rate or a price per carat` },
  )
  .superRefine(
    (line, context) => {
      const hasRate = line.rate !== undefined;
      const hasPrice = line.pricePerCarat !== undefined;
      if (hasRate && hasPrice) {
        context.addIssue({
          code: 'custom',
          path: ['pricePerCarat'],
          message: `${stoneLabel('pricePerCarat')} cannot be given with a rate: give one or the other`,
        });
      } else if (!hasRate && !hasPrice) {
        context.addIssue({
          code: 'custom',
          path: ['rate'],
          message: RATE_OR_PRICE_MESSAGE,
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
 * A product with trade pricing (docs/api.md): the product form's fields plus gross weight,
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
      grossWeight: z.preprocess(blankToUndefined, grams(label('grossWeight'), MESSAGES.required).optional()),
      makingChargeType: optionalChoice(
        MAKING_CHARGE_TYPES,
        `${label('makingChargeType')} must be flat, per_gram or percent`,
      ),
      // Rupees (flat), rupees per gram, or a percentage (at most MAX_MAKING_PERCENT, checked below).
      makingChargeValue: z.preprocess(blankToUndefined, rupees(label('makingChargeValue'), MESSAGES.required)),
      stones: z.preprocess(
        jsonList,
        z
          .array(stoneLineSchema, { error: `${label('stones')} must be a list of stone lines` })
          .max(MAX_STONE_LINES, { error: `${label('stones')} can have at most ${MAX_STONE_LINES} lines` })
          .optional()
          .default([]),
      ),
      huid: z.preprocess(
        (value) => {
          const text = blankTextToUndefined(value);
          return typeof text === 'string' ? text.toUpperCase() : text;
        },
        z
          .string({ error: says(label('huid')).notText })
          .regex(HUID_PATTERN, { error: `${label('huid')} must be ${HUID_LENGTH} letters or digits (A-Z, 0-9)` })
          .optional(),
      ),
      hallmarkFee: z.preprocess(
        blankToUndefined,
        rupees(label('hallmarkFee'), MESSAGES.required, MAX_HALLMARK_FEE).optional().default(0),
      ),
      discountType: z.preprocess(
        blankTextToUndefined,
        z
          .enum(DISCOUNT_TYPES, { error: `${label('discountType')} must be flat or percent` })
          .optional()
          .default('flat'),
      ),
    })
    .superRefine(
      (product, context) => {
        const issue = (field: string, message: string) => context.addIssue({ code: 'custom', path: [field], message });
        const { makingChargeType, makingChargeValue, grossWeight, weight, discountType, discount } = product;
        if (makingChargeType === 'percent' && typeof makingChargeValue === 'number') {
          if (makingChargeValue > MAX_MAKING_PERCENT)
            issue(
              'makingChargeValue',
              says(label('makingChargeValue')).moreThan(`${MAX_MAKING_PERCENT} % of the metal`),
            );
        }
        if (typeof grossWeight === 'number' && typeof weight === 'number' && grossWeight < weight) {
          issue(
            'grossWeight',
            `${label('grossWeight')} must be at least the ${label('weight').toLowerCase()} (${formatNumber(weight)} g)`,
          );
        }
        if (discountType === 'percent' && typeof discount === 'number' && discount > MAX_DISCOUNT_PERCENT) {
          issue(
            'discount',
            says(label('discount')).moreThan(`${MAX_DISCOUNT_PERCENT} % of the ${label('laber').toLowerCase()}`),
          );
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

/** Each problem of a failed parse, for an API answer's `errors` (the first of each field is its message). */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
}

/** The first problem of each field that failed, in one text (see describeFieldIssues). */
export function describeIssues(error: z.ZodError): string {
  return describeFieldIssues(fieldIssues(error));
}
