// A product: the product form's fields, and with trade pricing its stone lines, making charge,
// HUID, hallmarking fee and discount type (docs/api.md).
import { z } from 'zod';
import { GENDERS, PRODUCT_STATUSES, PRODUCT_TYPES } from '../constants.js';
import { label, STONE_LINE_LABEL, stoneLabel } from '../field-labels.js';
import { MESSAGES } from '../messages.js';
import { normaliseName } from '../names.js';
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
} from '../pricing-limits.js';
import {
  blankTextToUndefined,
  blankToUndefined,
  formatNumber,
  grams,
  hasAtMostDecimals,
  hasNoControlCharacters,
  MAX_NAME_LENGTH,
  MAX_RATE_NAME_LENGTH,
  numberInput,
  optionalChoice,
  optionalRupees,
  optionalText,
  requiredId,
  requiredName,
  requiredRupees,
  requiredText,
  rupees,
  says,
} from './fields.js';

const MAX_TEXT_LENGTH = 5000;
const MAX_SIZE_MM = 1000;

/** The product form's fields; metal, purity, category, labour, name, SKU and status are required. */
export const productSchema = z.object({
  name: requiredText(label('name'), MAX_NAME_LENGTH),
  sku: requiredText(label('sku'), 40).regex(/^[\w.\-/]+$/, {
    error: `${label('sku')} can only hold letters, digits and . - _ /`,
  }),
  metal: z.enum(PRODUCT_TYPES, {
    error: (issue) => (issue.input ? `${label('metal')} must be one of the metal types` : MESSAGES.required),
  }),
  // A rate's name, tidied as the rate stores it (normaliseName): found by it exactly.
  purity: requiredName(label('purity'), MAX_RATE_NAME_LENGTH),
  category_id: requiredId(label('category_id')),
  laber: requiredRupees(label('laber')),
  discount: optionalRupees(label('discount')),
  gender: z.enum(GENDERS, {
    error: (issue) => (issue.input ? `${label('gender')} must be male or female` : MESSAGES.required),
  }),
  status: z.enum(PRODUCT_STATUSES, {
    error: (issue) =>
      issue.input ? `${label('status')} must be one of ${PRODUCT_STATUSES.join(', ')}` : MESSAGES.required,
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
        // Tidied as the rate stores its name (normaliseName), as the purity is.
        (value) => blankTextToUndefined(typeof value === 'string' ? normaliseName(value) : value),
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
