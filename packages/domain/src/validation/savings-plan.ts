// A savings plan as the back office's plan form and POST/PUT /api/admin/savings-plan(s) write it:
// its names, months, instalment range and benefit, each refused with a sentence naming its field.
import { z } from 'zod';
import { FIELD_LABELS } from '../field-labels.js';
import {
  groupRupees,
  SAVINGS_PLAN_BENEFIT_KINDS,
  SAVINGS_PLAN_MAX_INSTALMENT,
  SAVINGS_PLAN_MAX_MONTHS,
  SAVINGS_PLAN_MAX_NAME_LENGTH,
  SAVINGS_PLAN_MIN_MONTHS,
  type SavingsPlanBenefit,
} from '../savings-plan.js';
import type { FieldIssue } from '../types.js';
import { blankToUndefined, numberInput, optionalName, requiredName } from './fields.js';

export const SAVINGS_PLAN_LABELS = {
  name: 'Plan name',
  nameGu: 'Plan name (Gujarati)',
  nameHi: 'Plan name (Hindi)',
  months: FIELD_LABELS.months,
  minInstalment: FIELD_LABELS.minInstalment,
  maxInstalment: FIELD_LABELS.maxInstalment,
  benefit: FIELD_LABELS.benefit,
  percent: 'Making charge discount',
} as const;

const L = SAVINGS_PLAN_LABELS;

const wholeRupees = (label: string) =>
  z.preprocess(
    blankToUndefined,
    numberInput(label, `${label} is required`)
      .int({ error: `${label} must be a whole number of rupees` })
      .min(1, { error: `${label} must be at least ₹1` })
      .max(SAVINGS_PLAN_MAX_INSTALMENT, {
        error: `${label} cannot be more than ₹${groupRupees(SAVINGS_PLAN_MAX_INSTALMENT)}`,
      }),
  );

const MONTHS_RANGE = `${L.months} must be a whole number from ${SAVINGS_PLAN_MIN_MONTHS} to ${SAVINGS_PLAN_MAX_MONTHS}`;
const PERCENT_RANGE = `${L.percent} must be a whole percent from 1 to 100`;

const benefitSchema = z
  .object(
    {
      kind: z.enum(SAVINGS_PLAN_BENEFIT_KINDS, {
        error: `${L.benefit} must be one of ${SAVINGS_PLAN_BENEFIT_KINDS.join(', ')}`,
      }),
      percent: z.preprocess(blankToUndefined, z.number({ error: PERCENT_RANGE }).optional()),
    },
    { error: `${L.benefit} is required` },
  )
  .superRefine((benefit, context) => {
    if (benefit.kind !== 'making-discount') return;
    const { percent } = benefit;
    if (percent === undefined || !Number.isInteger(percent) || percent < 1 || percent > 100)
      context.addIssue({ code: 'custom', path: ['percent'], message: PERCENT_RANGE });
  })
  .transform(
    ({ kind, percent }): SavingsPlanBenefit =>
      kind === 'making-discount' ? { kind, percent: percent as number } : { kind },
  );

export const savingsPlanSchema = z
  .object({
    name: requiredName(L.name, SAVINGS_PLAN_MAX_NAME_LENGTH, { required: `${L.name} is required` }),
    nameGu: optionalName(L.nameGu, SAVINGS_PLAN_MAX_NAME_LENGTH),
    nameHi: optionalName(L.nameHi, SAVINGS_PLAN_MAX_NAME_LENGTH),
    months: z.preprocess(
      blankToUndefined,
      numberInput(L.months, `${L.months} is required`)
        .int({ error: MONTHS_RANGE })
        .min(SAVINGS_PLAN_MIN_MONTHS, { error: MONTHS_RANGE })
        .max(SAVINGS_PLAN_MAX_MONTHS, { error: MONTHS_RANGE }),
    ),
    minInstalment: wholeRupees(L.minInstalment),
    maxInstalment: wholeRupees(L.maxInstalment),
    benefit: benefitSchema,
  })
  .superRefine((plan, context) => {
    if (plan.maxInstalment < plan.minInstalment)
      context.addIssue({
        code: 'custom',
        path: ['maxInstalment'],
        message: `${L.maxInstalment} cannot be less than the smallest (₹${groupRupees(plan.minInstalment)})`,
      });
  });

/** The first problem of each field in one text: every message here names its field. */
export const describeSavingsPlanIssues = (issues: readonly FieldIssue[]) =>
  issues
    .filter((issue, index) => issues.findIndex((other) => other.field === issue.field) === index)
    .map((issue) => issue.message)
    .join('; ');

/** What the plan form holds (text from its fields) and what the CMS stores once checked. */
export type SavingsPlanFormInput = z.input<typeof savingsPlanSchema>;
export type SavingsPlanInput = z.output<typeof savingsPlanSchema>;
