// Validation rules of the specification (section 5) with its exact messages, as zod schemas that
// a react-hook-form resolver and the CMS both use, one module per entity; here, the kinds of field
// they share. Inputs may be form strings or JSON values. Every other message is a sentence that
// names its field (from FIELD_LABELS) and its limit: "Labour cannot be more than ₹1,00,00,000.00",
// shown as it is under the field.
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { formatRupees } from '../money.js';
import { normaliseName } from '../names.js';

// No generated code: the site's Content-Security-Policy forbids eval, and zod's probe for it would
// be reported as a violation on every back-office page. These schemas are small enough not to need it.
z.config({ jitless: true });

export const MAX_NAME_LENGTH = 120;
// Paise are stored as 32-bit integers: ₹1 crore is 10⁹ paise, within range.
const MAX_AMOUNT_RUPEES = 10_000_000;
const MAX_WEIGHT = 100_000;
/** A rate's name, as the rate form writes it and a stone line names it. */
export const MAX_RATE_NAME_LENGTH = 60;

// Numbers in messages are grouped as the shop shows them (1,00,000); money is formatRupees.
const numberFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
export const formatNumber = (value: number) => numberFormat.format(value);

/** The sentences of a field's usual checks, each starting with its label. */
export const says = (name: string) => ({
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

/** How a text is tidied before it is checked: trimmed, or (for names) normalised as people read them. */
type Tidy = (value: string) => string;
const trimmed: Tidy = (value) => value.trim();

const requiredTidied = (
  tidy: Tidy,
  name: string,
  max: number,
  { tooLong = says(name).tooLong(max), required = MESSAGES.required }: { tooLong?: string; required?: string },
) =>
  z
    .string({ error: required })
    .overwrite(tidy)
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong })
    .refine((value) => hasNoControlCharacters(value), { error: says(name).controlCharacters });

const optionalTidied = (tidy: Tidy, name: string, max: number, multiline: boolean) =>
  z
    .string({ error: says(name).notText })
    .overwrite(tidy)
    .max(max, { error: says(name).tooLong(max) })
    .refine((value) => hasNoControlCharacters(value, multiline), { error: says(name).controlCharacters })
    .optional()
    .transform((value) => value ?? '');

/** Required text of a field named `name`; `tooLong` is the message past `max` characters when the spec fixes it. */
export const requiredText = (name: string, max: number, messages: { tooLong?: string; required?: string } = {}) =>
  requiredTidied(trimmed, name, max, messages);

export const optionalText = (name: string, max: number, multiline = false) =>
  optionalTidied(trimmed, name, max, multiline);

/**
 * A required name, stored as people read it (normaliseName): a name of invisible characters only
 * is blank, and the limit counts what is kept.
 */
export const requiredName = (name: string, max: number, messages: { tooLong?: string; required?: string } = {}) =>
  requiredTidied(normaliseName, name, max, messages);

/** An optional one-line text shown to people (a translated name, a picture's alt text), normalised as a name. */
export const optionalName = (name: string, max: number) => optionalTidied(normaliseName, name, max, false);

// Numbers written as text are plain decimals: no hex (0x10), exponent (1e3), Infinity or spaces inside.
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Form fields arrive as text; an empty one counts as not given, and anything but a plain decimal is not a number. */
export const blankToUndefined = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN;
};

export const hasAtMostDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

export const numberInput = (name: string, requiredMessage: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? requiredMessage : says(name).notNumber) });

/** A rupee amount: zero or more, at most `max` rupees and two decimals. */
export const rupees = (name: string, requiredMessage: string, max = MAX_AMOUNT_RUPEES) =>
  numberInput(name, requiredMessage)
    .min(0, { error: says(name).negative })
    .max(max, { error: says(name).moreThan(formatRupees(max)) })
    .refine((value) => hasAtMostDecimals(value, 2), { error: says(name).decimals(2) });

export const requiredRupees = (name: string) => z.preprocess(blankToUndefined, rupees(name, MESSAGES.required));
export const optionalRupees = (name: string) =>
  z.preprocess(blankToUndefined, rupees(name, MESSAGES.required).optional().default(0));

/** A weight in grams: more than 0, at most three decimals. */
export const grams = (name: string, requiredMessage: string) =>
  numberInput(name, requiredMessage)
    .positive({ error: says(name).notPositive(' g') })
    .max(MAX_WEIGHT, { error: says(name).moreThan(`${formatNumber(MAX_WEIGHT)} g`) })
    .refine((value) => hasAtMostDecimals(value, 3), { error: says(name).decimals(3) });

export const requiredId = (name: string) =>
  z.preprocess(
    blankToUndefined,
    numberInput(name, MESSAGES.required).int({ error: MESSAGES.required }).positive({ error: MESSAGES.required }),
  );

/** Text that may be left out: blank (or null) is not given. */
export const blankTextToUndefined = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
};

/** One of a fixed list, or nothing (blank). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankTextToUndefined, z.enum(values, { error: message }).optional());
