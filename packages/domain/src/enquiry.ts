// A visitor's enquiry (the Contact form, a product's 'Enquire about this piece'): what it may hold,
// its messages, and phones written the one way the shop dials them (E.164). The CMS checks an
// enquiry with this schema, and the site's forms check it in the browser with the same rules.
import { z } from 'zod';
import type { FieldIssue } from './types.js';

export const ENQUIRY_STATUSES = ['new', 'answered', 'archived'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * The shop's email about an enquiry: `pending` until sent (retried while it fails), `failed` once
 * the retries are spent, `off` when no SMTP server is configured.
 */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed', 'off'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const MAX_ENQUIRY_NAME_LENGTH = 100;
export const MAX_ENQUIRY_MESSAGE_LENGTH = 2000;
export const MAX_ENQUIRY_EMAIL_LENGTH = 254;
/** Long enough for any way of writing an international number with spaces and dashes. */
export const MAX_ENQUIRY_PHONE_LENGTH = 30;

/** The hidden field people never see and bots fill: an enquiry with it is answered as sent and dropped. */
export const HONEYPOT_FIELD = 'website';

/** Where a form-posted enquiry returns to on the site, sent or not. */
export const ENQUIRY_THANK_YOU_PATH = '/contact/thank-you/';
export const ENQUIRY_NOT_SENT_PATH = '/contact/not-sent/';

export const ENQUIRY_MESSAGES = {
  nameRequired: 'Please give your name',
  nameTooLong: `Name is too long (at most ${MAX_ENQUIRY_NAME_LENGTH} characters)`,
  contactRequired: 'Please give a phone number or an email address',
  phoneInvalid: 'Phone number is not valid',
  emailInvalid: 'Email address is not valid',
  messageRequired: 'Please write a message',
  messageTooLong: 'Message is too long (at most 2,000 characters)',
  productInvalid: 'The piece asked about is not valid',
  sent: 'Thank you: your message has reached the shop. We will reply soon.',
} as const;

/** Why a field was refused, so a form can say it in the visitor's language. */
export const ENQUIRY_ISSUE_CODES = ['required', 'too_long', 'invalid', 'contact_required'] as const;
export type EnquiryIssueCode = (typeof ENQUIRY_ISSUE_CODES)[number];

/** Too many accepted enquiries from one connection (ENQUIRY_MAX_PER_HOUR). */
export const enquiryThrottledMessage = (minutes: number) =>
  `Too many messages from this connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** Why a form-posted enquiry was not stored, as the not-sent page's address names it (`#phone-invalid`). */
export const ENQUIRY_NOT_SENT_REASONS = [
  { reason: 'name-required', message: ENQUIRY_MESSAGES.nameRequired },
  { reason: 'name-too_long', message: ENQUIRY_MESSAGES.nameTooLong },
  { reason: 'phone-contact_required', message: ENQUIRY_MESSAGES.contactRequired },
  { reason: 'phone-invalid', message: ENQUIRY_MESSAGES.phoneInvalid },
  { reason: 'email-invalid', message: ENQUIRY_MESSAGES.emailInvalid },
  { reason: 'message-required', message: ENQUIRY_MESSAGES.messageRequired },
  { reason: 'message-too_long', message: ENQUIRY_MESSAGES.messageTooLong },
  { reason: 'productId-invalid', message: ENQUIRY_MESSAGES.productInvalid },
  { reason: 'throttled', message: 'Too many messages from this connection. Please try again later.' },
  { reason: 'error', message: 'The shop could not take your message just now. Please try again in a little while.' },
] as const;

/** The not-sent page's reason for a refusal: its first field's problem. */
export const notSentReason = (issues: readonly FieldIssue[]) => {
  const first = issues[0];
  const reason = first ? `${first.field}-${first.code}` : 'error';
  return ENQUIRY_NOT_SENT_REASONS.some((known) => known.reason === reason) ? reason : 'error';
};

// --- phones -------------------------------------------------------------------------------------

/** What people put between digits: spaces, dashes, dots, brackets. */
const PHONE_PUNCTUATION = /[\s\-.()]/g;
const INDIAN_NUMBER = /^[2-9]\d{9}$/;
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
/** E.164: a country code (no leading zero) and at most 15 digits in all. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;

/**
 * A phone number in E.164 (+919825012345), or null when it is not one. A 10-digit Indian mobile
 * may come with or without +91, 0091, 91 or a trunk 0; a landline needs its 0 or +91 before its
 * area code; numbers abroad need their country code (+ or 00).
 */
export function normalizePhone(text: string): string | null {
  const compact = text.trim().replace(PHONE_PUNCTUATION, '');
  const international = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : null;
  if (international !== null) {
    if (!INTERNATIONAL.test(international)) return null;
    if (international.startsWith('91')) return INDIAN_NUMBER.test(international.slice(2)) ? `+${international}` : null;
    return `+${international}`;
  }
  if (!/^\d+$/.test(compact)) return null;
  if (INDIAN_MOBILE.test(compact)) return `+91${compact}`;
  if (compact.length === 11 && compact.startsWith('0') && INDIAN_NUMBER.test(compact.slice(1)))
    return `+91${compact.slice(1)}`;
  if (compact.length === 12 && compact.startsWith('91') && INDIAN_MOBILE.test(compact.slice(2))) return `+${compact}`;
  return null;
}

/** A wa.me link to a stored (E.164) phone, with a text typed in. */
export const whatsappHref = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

// --- the enquiry ----------------------------------------------------------------------------------

// Invisible characters carry nothing a person meant; line breaks and tabs stay.
const CONTROL_CHARACTERS = /(?![\t\n])\p{Cc}/gu;

/** Form posts send line breaks as CRLF: counted as the one character the visitor typed. */
const cleanText = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim() : value;

/** Each message's code: every message above belongs to one kind of problem. */
const CODE_OF_MESSAGE = new Map<string, EnquiryIssueCode>([
  [ENQUIRY_MESSAGES.nameRequired, 'required'],
  [ENQUIRY_MESSAGES.nameTooLong, 'too_long'],
  [ENQUIRY_MESSAGES.contactRequired, 'contact_required'],
  [ENQUIRY_MESSAGES.messageRequired, 'required'],
  [ENQUIRY_MESSAGES.messageTooLong, 'too_long'],
]);

const optionalField = (value: unknown) => {
  const text = cleanText(value);
  return text === '' || text === null ? undefined : text;
};

const text = (message: string) => z.string({ error: message });

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
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: ENQUIRY_MESSAGES.emailInvalid })
        .optional(),
    ),
    phone: z.preprocess(
      optionalField,
      text(ENQUIRY_MESSAGES.phoneInvalid)
        .max(MAX_ENQUIRY_PHONE_LENGTH, { error: ENQUIRY_MESSAGES.phoneInvalid })
        .transform((value, context) => {
          const phone = normalizePhone(value);
          if (phone) return phone;
          context.addIssue({ code: 'custom', message: ENQUIRY_MESSAGES.phoneInvalid });
          return z.NEVER;
        })
        .optional(),
    ),
    message: z.preprocess(
      cleanText,
      z
        .string({ error: ENQUIRY_MESSAGES.messageRequired })
        .min(1, { error: ENQUIRY_MESSAGES.messageRequired })
        .max(MAX_ENQUIRY_MESSAGE_LENGTH, { error: ENQUIRY_MESSAGES.messageTooLong }),
    ),
    /** The piece asked about; a form sends it as text. */
    productId: z.preprocess(
      (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : optionalField(value)),
      z
        .number({ error: ENQUIRY_MESSAGES.productInvalid })
        .int({ error: ENQUIRY_MESSAGES.productInvalid })
        .positive({ error: ENQUIRY_MESSAGES.productInvalid })
        .max(2_147_483_647, { error: ENQUIRY_MESSAGES.productInvalid })
        .optional(),
    ),
  })
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
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  productId: number | null;
}

export type EnquiryCheck = { ok: true; enquiry: EnquiryFields } | { ok: false; issues: FieldIssue[] };

/** Checks what a visitor sent: the enquiry to store, or each field's problem with its code. */
export function checkEnquiry(input: unknown): EnquiryCheck {
  const parsed = enquirySchema.safeParse(input);
  if (parsed.success) {
    const { name, email, phone, message, productId } = parsed.data;
    return {
      ok: true,
      enquiry: { name, email: email ?? null, phone: phone ?? null, message, productId: productId ?? null },
    };
  }
  // A phone that failed its own check is not also "missing": the visitor gave one.
  const issues = parsed.error.issues
    .map((found) => ({
      field: found.path.map(String).join('.'),
      code: CODE_OF_MESSAGE.get(found.message) ?? 'invalid',
      message: found.message,
    }))
    .filter((found, index, all) => index === all.findIndex((other) => other.field === found.field));
  return { ok: false, issues };
}

/** One sentence of a refused enquiry's messages, e.g. "Please give your name. Please write a message." */
export const describeEnquiryIssues = (issues: readonly FieldIssue[]) =>
  issues.map((found) => `${found.message}.`).join(' ');

// --- as the back office reads it ----------------------------------------------------------------------

/** The piece an enquiry was about, as it was when asked (the price then, in rupees). */
export interface EnquiryProduct {
  id: number;
  name: string;
  sku: string;
  price: number;
}

export interface Enquiry {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  product: EnquiryProduct | null;
  status: EnquiryStatus;
  createdAt: string;
  statusChangedAt: string;
  emailStatus: EmailStatus;
}

export interface EnquiryList {
  enquiries: Enquiry[];
  /** Enquiries matching the filter, over all pages. */
  total: number;
  /** New enquiries in all (the sidebar's badge). */
  new: number;
  /** Whether the shop is emailed about new enquiries (SMTP and SHOP_NOTIFY_EMAIL set). */
  emailConfigured: boolean;
}

export const ENQUIRIES_PER_PAGE = 20;

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
