// The shop's replies to an enquiry: a WhatsApp chat with the visitor opened on a greeting that
// names them and the piece, and an email with a subject that says what it answers.
import { type Enquiry, type EnquiryVisit, type VisitMode, whatsappHref } from '@suvarna/domain';

const aboutPiece = (enquiry: Pick<Enquiry, 'product'>) =>
  enquiry.product ? ` about ${enquiry.product.name} (SKU ${enquiry.product.sku})` : '';

export const replyGreeting = (enquiry: Pick<Enquiry, 'name' | 'product'>, shopName: string) =>
  `Namaste ${enquiry.name}, thank you for your enquiry to ${shopName} Jewellers${aboutPiece(enquiry)}. `;

/** wa.me with the visitor's number, or null when they gave none. */
export const whatsappReplyHref = (enquiry: Pick<Enquiry, 'name' | 'phone' | 'product'>, shopName: string) =>
  enquiry.phone ? whatsappHref(enquiry.phone, replyGreeting(enquiry, shopName)) : null;

/** mailto with a subject and the greeting, or null when they gave no email. */
export function emailReplyHref(enquiry: Pick<Enquiry, 'name' | 'email' | 'product'>, shopName: string) {
  if (!enquiry.email) return null;
  const subject = `Your enquiry to ${shopName} Jewellers${aboutPiece(enquiry)}`;
  const query = new URLSearchParams({ subject, body: replyGreeting(enquiry, shopName) });
  // The address is percent-encoded (keeping the @ and a +, which RFC 6068 allows as they are), so no
  // character of it can start the query or add a recipient; mailto wants %20 for spaces in the
  // query, not the + of a form's.
  const address = encodeURIComponent(enquiry.email).replace(/%40/g, '@').replace(/%2B/g, '+');
  return `mailto:${address}?${query.toString().replace(/\+/g, '%20')}`;
}

/** A visit's day and time as the shop says them: "Tuesday, 1 December 2026 at 10:30". */
export function visitWhen(visit: Pick<EnquiryVisit, 'date' | 'time'>): string {
  // The date is India's calendar date: formatted at UTC midnight, it is that day wherever the browser is.
  const day = new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${visit.date}T00:00:00Z`));
  return `${day} at ${visit.time}`;
}

export const VISIT_MODE_LABELS: Record<VisitMode, string> = { shop: 'In the shop', video: 'Video call' };

/** The visit's confirmation: its day, time and mode, and the pieces the shop will have ready. */
export function visitConfirmation(enquiry: Pick<Enquiry, 'name' | 'visit'>, shopName: string): string | null {
  const { visit } = enquiry;
  if (!visit) return null;
  const how = visit.mode === 'video' ? 'your video call with' : 'your visit to';
  const pieces =
    visit.pieces.length > 0
      ? ` We will have ready: ${visit.pieces.map((piece) => `${piece.name} (SKU ${piece.sku})`).join(', ')}.`
      : '';
  return `Namaste ${enquiry.name}, ${how} ${shopName} Jewellers is confirmed for ${visitWhen(visit)}.${pieces}`;
}

/** 'Confirm on WhatsApp': wa.me with the confirmation, or null for no visit or no phone. */
export function whatsappConfirmHref(enquiry: Pick<Enquiry, 'name' | 'phone' | 'visit'>, shopName: string) {
  const text = visitConfirmation(enquiry, shopName);
  return text && enquiry.phone ? whatsappHref(enquiry.phone, text) : null;
}
