// The shop's replies to an enquiry: a WhatsApp chat with the visitor opened on a greeting that
// names them and the piece, and an email with a subject that says what it answers.
import { type Enquiry, whatsappHref } from '@suvarna/domain';

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
