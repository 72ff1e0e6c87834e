// The CMS's check of an enquiry and of the back office's enquiry queries, with the rules and
// messages of ../enquiry.ts.
import { z } from 'zod';
import {
  CONSENT_VALUE,
  ENQUIRY_KINDS,
  ENQUIRY_MESSAGES,
  ENQUIRY_STATUSES,
  type EnquiryIssueCode,
  type EnquiryKind,
  MAX_ENQUIRY_EMAIL_LENGTH,
  MAX_ENQUIRY_MESSAGE_LENGTH,
  MAX_ENQUIRY_NAME_LENGTH,
  MAX_ENQUIRY_PHONE_LENGTH,
  normalizePhone,
} from '../enquiry.js';
import { SAVINGS_PLAN_MAX_INSTALMENT } from '../savings-plan.js';
import type { FieldIssue } from '../types.js';

// Invisible characters carry nothing a person meant; line breaks and tabs stay.
const CONTROL_CHARACTERS = /(?![\t\n])\p{Cc}/gu;

/** Form posts send line breaks as CRLF: counted as the one character the visitor typed. */
const cleanText = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim() : value;

/** Each message's code: every message of an enquiry belongs to one kind of problem. */
const CODE_OF_MESSAGE = new Map<string, EnquiryIssueCode>([
  [ENQUIRY_MESSAGES.nameRequired, 'required'],
  [ENQUIRY_MESSAGES.nameTooLong, 'too_long'],
  [ENQUIRY_MESSAGES.contactRequired, 'contact_required'],
  [ENQUIRY_MESSAGES.messageRequired, 'required'],
  [ENQUIRY_MESSAGES.messageTooLong, 'too_long'],
  [ENQUIRY_MESSAGES.phoneRequired, 'required'],
  [ENQUIRY_MESSAGES.consentRequired, 'required'],
]);

/** The consent box as a form posts it when ticked ("yes"); anything else is no consent. */
export const consentSchema = z.literal(CONSENT_VALUE, { error: ENQUIRY_MESSAGES.consentRequired });

/** A refusal's issues as a form shows them: each field once, its code from its message. */
export const enquiryIssues = (error: z.ZodError): FieldIssue[] =>
  error.issues
    .map((found) => ({
      field: found.path.map(String).join('.'),
      code: CODE_OF_MESSAGE.get(found.message) ?? 'invalid',
      message: found.message,
    }))
    // A phone that failed its own check is not also "missing": the visitor gave one.
    .filter((found, index, all) => index === all.findIndex((other) => other.field === found.field));

export const optionalField = (value: unknown) => {
  const text = cleanText(value);
  return text === '' || text === null ? undefined : text;
};

const text = (message: string) => z.string({ error: message });

/**
 * A phone number as people type one, kept in one form (normalizePhone): the enquiry, the visit and
 * the erasure request read it alike. `notText` when it is no text at all, `invalid` when it is no
 * phone number.
 */
export const phoneNumber = (notText: string, invalid: string) =>
  text(notText)
    .max(MAX_ENQUIRY_PHONE_LENGTH, { error: invalid })
    .transform((value, context) => {
      const phone = normalizePhone(value);
      if (phone) return phone;
      context.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });

/**
 * A mailbox as people write one (the dot-atom of RFC 5322): a local part of the characters it
 * allows, with no dot at either end or twice, then a domain of letter-or-digit labels (any script,
 * its vowel signs included, or punycode) ending in a top-level name. Nothing else: the back office
 * writes the address into a `mailto:` link, where a `?`, `,`, `;`, `<`, `>` or `&` after the @
 * would add recipients or rewrite the reply (`x@evil.test?bcc=…&body=…`).
 */
export const MAILBOX =
  /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?\.)+(?:\p{L}[\p{L}\p{M}]{1,62}|xn--[a-z\d-]{1,59})$/iu;

/** A record's id, sent as a number or (a form) as text; blank is none. */
const optionalId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : optionalField(value)),
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(2_147_483_647, { error: message })
      .optional(),
  );

export const enquirySchema = z
  .object({
    name: z.preprocess(
      cleanText,
      z
        .string({ error: ENQUIRY_MESSAGES.nameRequired })
        .min(1, { error: ENQUIRY_MESSAGES.nameRequired })
        .max(MAX_ENQUIRY_NAME_LENGTH, { error: ENQUIRY_MESSAGES.nameTooLong })
        // A name is one line.
        .transform((value) => value.replace(/\s+/g, ' ')),
    ),
    email: z.preprocess(
      optionalField,
      text(ENQUIRY_MESSAGES.emailInvalid)
        .max(MAX_ENQUIRY_EMAIL_LENGTH, { error: ENQUIRY_MESSAGES.emailInvalid })
        .regex(MAILBOX, { error: ENQUIRY_MESSAGES.emailInvalid })
        .optional(),
    ),
    phone: z.preprocess(
      optionalField,
      phoneNumber(ENQUIRY_MESSAGES.phoneInvalid, ENQUIRY_MESSAGES.phoneInvalid).optional(),
    ),
    // Required of a message (the superRefine below); a savings-plan enquiry may come without one.
    message: z.preprocess(
      optionalField,
      z
        .string({ error: ENQUIRY_MESSAGES.messageRequired })
        .max(MAX_ENQUIRY_MESSAGE_LENGTH, { error: ENQUIRY_MESSAGES.messageTooLong })
        .optional(),
    ),
    kind: z.preprocess(
      optionalField,
      z.enum(ENQUIRY_KINDS, { error: ENQUIRY_MESSAGES.kindInvalid }).optional().default('message'),
    ),
    /** The piece asked about; a form sends it as text. */
    productId: optionalId(ENQUIRY_MESSAGES.productInvalid),
    /** A savings-plan enquiry's plan (the CMS checks it exists) and monthly instalment in whole rupees. */
    savingsPlanId: optionalId(ENQUIRY_MESSAGES.savingsPlanInvalid),
    instalment: z.preprocess(
      (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : optionalField(value)),
      z
        .number({ error: ENQUIRY_MESSAGES.instalmentInvalid })
        .int({ error: ENQUIRY_MESSAGES.instalmentInvalid })
        .positive({ error: ENQUIRY_MESSAGES.instalmentInvalid })
        .max(SAVINGS_PLAN_MAX_INSTALMENT, { error: ENQUIRY_MESSAGES.instalmentInvalid })
        .optional(),
    ),
    // Last: a form's refusal names the fields the visitor typed in first.
    consent: consentSchema,
  })
  // What each kind needs, checked even when other fields failed: every field at fault is named at once.
  .superRefine(
    (value, context) => {
      if (value.message === undefined && value.kind !== 'savings-plan')
        context.addIssue({ code: 'custom', path: ['message'], message: ENQUIRY_MESSAGES.messageRequired });
      if (value.kind === 'savings-plan') {
        if (value.savingsPlanId === undefined)
          context.addIssue({ code: 'custom', path: ['savingsPlanId'], message: ENQUIRY_MESSAGES.savingsPlanInvalid });
        if (value.instalment === undefined)
          context.addIssue({ code: 'custom', path: ['instalment'], message: ENQUIRY_MESSAGES.instalmentInvalid });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .superRefine((value, context) => {
    if (value.email === undefined && value.phone === undefined)
      context.addIssue({
        code: 'custom',
        path: ['phone'],
        message: ENQUIRY_MESSAGES.contactRequired,
      });
  });

export type EnquiryInput = z.input<typeof enquirySchema>;

/** An enquiry as checked: text trimmed, the phone in E.164, absent contact details null. */
export interface EnquiryFields {
  kind: EnquiryKind;
  name: string;
  email: string | null;
  phone: string | null;
  /** '' for a savings-plan enquiry sent without one. */
  message: string;
  productId: number | null;
  /** A savings-plan enquiry's plan and instalment (whole rupees); null for the other kinds. */
  savingsPlan: { id: number; instalment: number } | null;
}

export type EnquiryCheck = { ok: true; enquiry: EnquiryFields } | { ok: false; issues: FieldIssue[] };

/** Checks what a visitor sent: the enquiry to store, or each field's problem with its code. */
export function checkEnquiry(input: unknown): EnquiryCheck {
  const parsed = enquirySchema.safeParse(input);
  if (parsed.success) {
    const { kind, name, email, phone, message, productId, savingsPlanId, instalment } = parsed.data;
    return {
      ok: true,
      enquiry: {
        kind,
        name,
        email: email ?? null,
        phone: phone ?? null,
        message: message ?? '',
        productId: productId ?? null,
        savingsPlan:
          kind === 'savings-plan' && savingsPlanId !== undefined && instalment !== undefined
            ? { id: savingsPlanId, instalment }
            : null,
      },
    };
  }
  return { ok: false, issues: enquiryIssues(parsed.error) };
}

/** One sentence of a refused enquiry's messages, e.g. "Please give your name. Please write a message." */
export const describeEnquiryIssues = (issues: readonly FieldIssue[]) =>
  issues.map((found) => `${found.message}.`).join(' ');

export const enquiryListQuerySchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: `status must be one of ${ENQUIRY_STATUSES.join(', ')}` }).optional(),
  search: z.string().trim().max(100, { error: 'search must be at most 100 characters' }).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: 'page must be a positive whole number' })
    .transform(Number)
    .optional(),
});

export const enquiryStatusSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: `status must be one of ${ENQUIRY_STATUSES.join(', ')}` }),
});
