// The CMS's check of an erasure request (POST /api/user/erasure-request): a phone or an email the
// visitor's enquiries were sent with, each written the way enquiries store it, so the two match.
import { z } from 'zod';
import { MAX_ENQUIRY_EMAIL_LENGTH } from '../enquiry.js';
import { ERASURE_MESSAGES, normalizeEmail } from '../privacy.js';
import type { FieldIssue } from '../types.js';
import { MAILBOX, phoneNumber } from './enquiry.js';
import { hasNoControlCharacters } from './fields.js';

const optional = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const erasureRequestSchema = z
  .object({
    phone: z.preprocess(optional, phoneNumber(ERASURE_MESSAGES.phoneInvalid, ERASURE_MESSAGES.phoneInvalid).optional()),
    email: z.preprocess(
      optional,
      z
        .string({ error: ERASURE_MESSAGES.emailInvalid })
        .trim()
        .max(MAX_ENQUIRY_EMAIL_LENGTH, { error: ERASURE_MESSAGES.emailInvalid })
        .refine((value) => hasNoControlCharacters(value) && MAILBOX.test(value), {
          error: ERASURE_MESSAGES.emailInvalid,
        })
        .transform(normalizeEmail)
        .optional(),
    ),
  })
  .superRefine((value, context) => {
    if (value.phone === undefined && value.email === undefined)
      context.addIssue({ code: 'custom', path: ['phone'], message: ERASURE_MESSAGES.contactRequired });
  });

/** An erasure request as checked: the phone in E.164, the email lower-case, an absent one null. */
export interface ErasureRequestFields {
  phone: string | null;
  email: string | null;
}

export type ErasureRequestCheck = { ok: true; request: ErasureRequestFields } | { ok: false; issues: FieldIssue[] };

const CODE_OF_MESSAGE = new Map<string, string>([[ERASURE_MESSAGES.contactRequired, 'contact_required']]);

/** Checks what a visitor posted (other fields, the honeypot, `locale`, are not the request's). */
export function checkErasureRequest(input: unknown): ErasureRequestCheck {
  const body = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const parsed = erasureRequestSchema.safeParse({ phone: body.phone, email: body.email });
  if (parsed.success)
    return { ok: true, request: { phone: parsed.data.phone ?? null, email: parsed.data.email ?? null } };
  const issues = parsed.error.issues
    .map((found) => ({
      field: found.path.map(String).join('.'),
      code: CODE_OF_MESSAGE.get(found.message) ?? 'invalid',
      message: found.message,
    }))
    .filter((found, index, all) => index === all.findIndex((other) => other.field === found.field));
  return { ok: false, issues };
}
