// A visit's booking as the Book a visit form sends it (POST /api/user/enquiry with kind "visit"):
// the name and the phone (the shop confirms on WhatsApp, so a phone is needed), the day, time and
// mode, and the ids of the shortlist's pieces. Whether the slot is open and free is the CMS's to
// say (it knows the hours and the bookings): this checks the shape only, and the consent box.
import { z } from 'zod';
import { ENQUIRY_MESSAGES, MAX_ENQUIRY_MESSAGE_LENGTH } from '../enquiry.js';
import type { FieldIssue } from '../types.js';
import { isCalendarDate, MAX_VISIT_PIECES, SLOT_TIME, VISIT_MODES, type VisitMode } from '../visits.js';
import { consentSchema, enquiryIssues, enquirySchema, optionalField, phoneNumber } from './enquiry.js';

const MAX_PIECE_ID = 2_147_483_647;

/**
 * The pieces as JSON sends them (a list of ids) or a form posts them (the field repeated, or one
 * "12,15" text); none is an empty list.
 */
const pieceIds = (value: unknown): unknown => {
  if (value === undefined || value === null || value === '') return [];
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) return value;
  return list.map((item) => (typeof item === 'string' && /^\s*\d{1,10}\s*$/.test(item) ? Number(item) : item));
};

export const visitBookingSchema = z.object({
  kind: z.literal('visit'),
  name: enquirySchema.shape.name,
  email: enquirySchema.shape.email,
  phone: z.preprocess(optionalField, phoneNumber(ENQUIRY_MESSAGES.phoneRequired, ENQUIRY_MESSAGES.phoneInvalid)),
  /** Anything the visitor would like the shop to know; a visit needs no message. */
  message: z.preprocess(
    optionalField,
    z
      .string({ error: ENQUIRY_MESSAGES.messageTooLong })
      .max(MAX_ENQUIRY_MESSAGE_LENGTH, { error: ENQUIRY_MESSAGES.messageTooLong })
      .optional(),
  ),
  visitDate: z.preprocess(
    optionalField,
    z.string({ error: ENQUIRY_MESSAGES.visitDateInvalid }).refine(isCalendarDate, {
      error: ENQUIRY_MESSAGES.visitDateInvalid,
    }),
  ),
  visitTime: z.preprocess(
    optionalField,
    z
      .string({ error: ENQUIRY_MESSAGES.visitTimeInvalid })
      .regex(SLOT_TIME, { error: ENQUIRY_MESSAGES.visitTimeInvalid }),
  ),
  visitMode: z.preprocess(optionalField, z.enum(VISIT_MODES, { error: ENQUIRY_MESSAGES.visitModeInvalid })),
  pieces: z.preprocess(
    pieceIds,
    z
      .array(
        z
          .number({ error: ENQUIRY_MESSAGES.piecesInvalid })
          .int({ error: ENQUIRY_MESSAGES.piecesInvalid })
          .positive({ error: ENQUIRY_MESSAGES.piecesInvalid })
          .max(MAX_PIECE_ID, { error: ENQUIRY_MESSAGES.piecesInvalid }),
        { error: ENQUIRY_MESSAGES.piecesInvalid },
      )
      .max(MAX_VISIT_PIECES, { error: ENQUIRY_MESSAGES.piecesInvalid })
      .transform((ids) => [...new Set(ids)]),
  ),
  // As every form that sends a name and a phone: the visitor ticked the privacy notice's box.
  consent: consentSchema,
});

export interface VisitBooking {
  name: string;
  email: string | null;
  phone: string;
  note: string | null;
  visitDate: string;
  visitTime: string;
  visitMode: VisitMode;
  pieceIds: number[];
}

export type VisitBookingCheck = { ok: true; booking: VisitBooking } | { ok: false; issues: FieldIssue[] };

/** Checks a booking's fields (the kind is known to be "visit"): the booking, or each field's problem. */
export function checkVisitBooking(input: unknown): VisitBookingCheck {
  const parsed = visitBookingSchema.safeParse(input);
  if (!parsed.success) {
    // The issues of a list's entries are the list's: the form has one field for the pieces.
    const issues = enquiryIssues(parsed.error).map((found) =>
      found.field.startsWith('pieces.') ? { ...found, field: 'pieces' } : found,
    );
    return {
      ok: false,
      issues: issues.filter((found, index) => issues.findIndex((o) => o.field === found.field) === index),
    };
  }
  const { name, email, phone, message, visitDate, visitTime, visitMode, pieces } = parsed.data;
  return {
    ok: true,
    booking: {
      name,
      email: email ?? null,
      phone,
      note: message ?? null,
      visitDate,
      visitTime,
      visitMode,
      pieceIds: pieces,
    },
  };
}
