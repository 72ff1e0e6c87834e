// What the privacy notice promises and the erasure requests that hold the shop to it (India's
// Digital Personal Data Protection Act 2023 and its 2025 rules): a visitor asks, with their phone or
// email, for every enquiry of theirs to be erased; an owner erases them in one action within the
// period the notice states. No zod here: the privacy page imports these (validation/privacy.ts
// checks what is posted).
import type { FieldIssue } from './types.js';

/** Where the notice is on the site (each language under its own prefix). */
export const PRIVACY_PATH = '/privacy/';

/**
 * Days within which the shop answers an erasure request, as the notice commits to. The 2025 rules
 * ask a data fiduciary to publish the period within which it answers a Data Principal's requests,
 * and to resolve a grievance within at most 90 days (checked 2026-11 against commentaries on the
 * rules: ksandk.com on grievance officers, protectcomply.com on section 13); the shop promises 30.
 */
export const ERASURE_ANSWER_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a request received at `createdAt` must be answered. */
export const erasureDueBy = (createdAt: Date) => new Date(createdAt.getTime() + ERASURE_ANSWER_DAYS * DAY_MS);

/** Whether a request still open is past its due date. */
export const erasureOverdue = (request: Pick<ErasureRequest, 'status' | 'dueBy'>, now = new Date()) =>
  request.status === 'open' && new Date(request.dueBy).getTime() < now.getTime();

/** `open` until an owner erases; `done` after, when the request no longer holds the phone or email. */
export const ERASURE_STATUSES = ['open', 'done'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

export const ERASURE_MESSAGES = {
  contactRequired: 'Please give the phone number or the email address your messages were sent with',
  phoneInvalid: 'Phone number is not valid',
  emailInvalid: 'Email address is not valid',
  received: `Your request has reached the shop. Your data will be erased within ${ERASURE_ANSWER_DAYS} days.`,
  notFound: 'Erasure request not found',
  alreadyDone: 'This request has been answered already',
  ownersOnly: "Only the shop's owner can see or answer erasure requests.",
} as const;

/** Where a form-posted erasure request returns to: a fragment of the privacy page, which CSS shows. */
export const ERASURE_SENT_FRAGMENT = 'erasure-sent';
export const ERASURE_NOT_SENT_REASONS = [
  'erasure-phone-contact_required',
  'erasure-phone-invalid',
  'erasure-email-invalid',
  'erasure-throttled',
  'erasure-error',
] as const;
export type ErasureNotSentReason = (typeof ERASURE_NOT_SENT_REASONS)[number];

/** The privacy page's fragment for a refusal: its first field's problem. */
export function erasureNotSentReason(issues: readonly FieldIssue[]): ErasureNotSentReason {
  const first = issues[0];
  const reason = first ? `erasure-${first.field}-${first.code}` : 'erasure-error';
  return ERASURE_NOT_SENT_REASONS.find((known) => known === reason) ?? 'erasure-error';
}

/** An email as it is matched: trimmed, lower-case (the shop's mail never depends on the case). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** GET /api/admin/erasure-requests: one request as the back office lists it. */
export interface ErasureRequest {
  id: number;
  /** E.164; null once answered (the request no longer keeps what was erased). */
  phone: string | null;
  /** Lower-case; null once answered. */
  email: string | null;
  status: ErasureStatus;
  createdAt: string;
  dueBy: string;
  /** When an owner erased, and how many enquiries; null while open. */
  doneAt: string | null;
  erased: number | null;
}

export interface ErasureRequestList {
  requests: ErasureRequest[];
  /** Requests still open (the sidebar's badge). */
  open: number;
}

/** POST /api/admin/erasure-request/:id/erase. */
export interface ErasureResult {
  request: ErasureRequest;
  erased: number;
}

export const erasedMessage = (erased: number, id: number) =>
  `Erased ${erased} ${erased === 1 ? 'enquiry' : 'enquiries'} for request #${id}`;
