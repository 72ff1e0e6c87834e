// A visitor's enquiry (the Contact form, a product's 'Enquire about this piece'): what it may hold,
// its messages, and phones written the one way the shop dials them (E.164). No zod here: the site's
// enquiry forms import these in the browser (the CMS checks enquiries with validation/enquiry.ts).
import type { FieldIssue } from './types.js';
import type { EnquiryVisit } from './visits.js';

/** What an enquiry is: a message (the Contact form, a piece's), a booked visit, or interest in a savings plan. */
export const ENQUIRY_KINDS = ['message', 'visit', 'savings-plan'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

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

/**
 * The consent box every public form that sends a name, phone or email carries (its label links to
 * the privacy notice): the CMS stores nothing without it, and keeps when it was given.
 */
export const CONSENT_FIELD = 'consent';
export const CONSENT_VALUE = 'yes';

/** Where a form-posted enquiry returns to on the site, sent or not. */
export const ENQUIRY_THANK_YOU_PATH = '/contact/thank-you/';
export const ENQUIRY_NOT_SENT_PATH = '/contact/not-sent/';
/** Where a form-posted visit returns once booked (a refused one goes to the not-sent page). */
export const VISIT_THANK_YOU_PATH = '/book-visit/thank-you/';

export const ENQUIRY_MESSAGES = {
  nameRequired: 'Please give your name',
  nameTooLong: `Name is too long (at most ${MAX_ENQUIRY_NAME_LENGTH} characters)`,
  contactRequired: 'Please give a phone number or an email address',
  phoneInvalid: 'Phone number is not valid',
  emailInvalid: 'Email address is not valid',
  messageRequired: 'Please write a message',
  messageTooLong: 'Message is too long (at most 2,000 characters)',
  productInvalid: 'The piece asked about is not valid',
  kindInvalid: 'The kind of enquiry is not valid',
  savingsPlanInvalid: 'Please choose a savings plan',
  instalmentInvalid: 'Please give a monthly instalment the plan takes',
  phoneRequired: 'Please give a phone number',
  visitDateInvalid: 'Please choose a date in the next 30 days',
  visitTimeInvalid: 'Please choose a time',
  visitTimeFull: 'That time is no longer free: please choose another',
  visitModeInvalid: 'Please choose the shop or a video call',
  piecesInvalid: 'A piece of your shortlist is no longer in the shop',
  booked: 'Thank you: your visit is booked. The shop will confirm it on WhatsApp.',
  consentRequired: 'Please agree to the privacy notice, so the shop may keep your message to answer it',
  sent: 'Thank you: your message has reached the shop. We will reply soon.',
} as const;

/** Why a field was refused, so a form can say it in the visitor's language. */
export const ENQUIRY_ISSUE_CODES = ['required', 'too_long', 'invalid', 'contact_required', 'full'] as const;
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
  { reason: 'consent-required', message: ENQUIRY_MESSAGES.consentRequired },
  { reason: 'savingsPlanId-invalid', message: ENQUIRY_MESSAGES.savingsPlanInvalid },
  { reason: 'instalment-invalid', message: ENQUIRY_MESSAGES.instalmentInvalid },
  { reason: 'phone-required', message: ENQUIRY_MESSAGES.phoneRequired },
  { reason: 'visitDate-invalid', message: ENQUIRY_MESSAGES.visitDateInvalid },
  { reason: 'visitTime-invalid', message: ENQUIRY_MESSAGES.visitTimeInvalid },
  { reason: 'visitTime-full', message: ENQUIRY_MESSAGES.visitTimeFull },
  { reason: 'visitMode-invalid', message: ENQUIRY_MESSAGES.visitModeInvalid },
  { reason: 'pieces-invalid', message: ENQUIRY_MESSAGES.piecesInvalid },
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

// --- as the back office reads it ----------------------------------------------------------------------

/** The piece an enquiry was about, as it was when asked (the price then, in rupees). */
export interface EnquiryProduct {
  id: number;
  name: string;
  sku: string;
  price: number;
}

/** The savings plan an enquiry is interested in, as it was named when asked; the instalment in rupees. */
export interface EnquirySavingsPlan {
  id: number;
  name: string;
  instalment: number;
}

export interface Enquiry {
  id: number;
  kind: EnquiryKind;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  product: EnquiryProduct | null;
  savingsPlan: EnquirySavingsPlan | null;
  /** A booked visit's date, time, mode and pieces; null for other kinds. */
  visit: EnquiryVisit | null;
  status: EnquiryStatus;
  createdAt: string;
  statusChangedAt: string;
  emailStatus: EmailStatus;
  /** When the visitor agreed to the privacy notice (ISO); null for an enquiry stored before consent was asked. */
  consentAt: string | null;
}

export interface EnquiryList {
  /** Visits from today on first (soonest first), then the rest newest first. */
  enquiries: Enquiry[];
  /** Enquiries matching the filter, over all pages. */
  total: number;
  /** New enquiries in all (the sidebar's badge). */
  new: number;
  /** Whether the shop is emailed about new enquiries (SMTP and SHOP_NOTIFY_EMAIL set). */
  emailConfigured: boolean;
}

export const ENQUIRIES_PER_PAGE = 20;
