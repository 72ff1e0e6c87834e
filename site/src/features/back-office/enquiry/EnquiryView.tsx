// One enquiry, opened from the list: the visitor's message as they wrote it (as text), when, how to
// reach them, the piece and its price when asked, a visit's day, time, mode and pieces; replies by
// WhatsApp or email (a visit's: Confirm on WhatsApp), and the status.
import { type Enquiry, type EnquiryStatus, formatRupees } from '@suvarna/domain';
import Archive from 'lucide-react/icons/archive';
import Check from 'lucide-react/icons/check';
import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import Trash2 from 'lucide-react/icons/trash';
import { productHref } from '../../../lib/links';
import { Modal } from '../ui/Modal';
import { formatWhen } from '../ui/when';
import { emailReplyHref, VISIT_MODE_LABELS, visitWhen, whatsappConfirmHref, whatsappReplyHref } from './reply';
import { SavingsPlanInterest } from './SavingsPlanInterest';

const EMAIL_STATUS: Record<Enquiry['emailStatus'], string> = {
  pending: 'Being emailed to the shop (tried again while the mail server fails)',
  sent: 'Emailed to the shop',
  failed: 'Could not be emailed to the shop: the mail server kept failing',
  off: 'Not emailed: email notifications are off',
};

export const STATUS_LABELS: Record<EnquiryStatus, string> = { new: 'New', answered: 'Answered', archived: 'Archived' };

interface EnquiryViewProps {
  enquiry: Enquiry;
  shopName: string;
  busy: boolean;
  onStatus: (status: EnquiryStatus) => void;
  onDelete: () => void;
  onClose: () => void;
}

export function EnquiryView({ enquiry, shopName, busy, onStatus, onDelete, onClose }: EnquiryViewProps) {
  const confirm = whatsappConfirmHref(enquiry, shopName);
  // A visit is answered by confirming it; other enquiries by a reply.
  const whatsapp = confirm ? null : whatsappReplyHref(enquiry, shopName);
  const email = emailReplyHref(enquiry, shopName);
  return (
    <Modal
      title={`${enquiry.visit ? 'Visit' : 'Enquiry'} from ${enquiry.name}`}
      onClose={onClose}
      busy={busy}
      size="medium"
    >
      <div className="mt-4 grid gap-5 text-sm">
        <p className="text-stone">
          {formatWhen(enquiry.createdAt)} · {STATUS_LABELS[enquiry.status]}
        </p>
        <blockquote className="border-l-4 border-gold-light bg-sand px-4 py-3 text-base whitespace-pre-wrap wrap-anywhere text-charcoal">
          {enquiry.message}
        </blockquote>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {enquiry.visit && (
            <>
              <dt className="text-stone">Visit</dt>
              <dd className="font-semibold text-charcoal">
                {visitWhen(enquiry.visit)} · {VISIT_MODE_LABELS[enquiry.visit.mode]}
              </dd>
              {enquiry.visit.pieces.length > 0 && (
                <>
                  <dt className="text-stone">Pieces to show</dt>
                  <dd>
                    <ul className="grid gap-1">
                      {enquiry.visit.pieces.map((piece) => (
                        <li key={piece.id}>
                          <a
                            href={productHref(piece.id)}
                            target="_blank"
                            rel="noopener"
                            className="text-gold-deep underline underline-offset-4"
                          >
                            {piece.name} ({piece.sku})
                          </a>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </>
              )}
            </>
          )}
          {enquiry.phone && (
            <>
              <dt className="text-stone">Phone / WhatsApp</dt>
              <dd>
                <a href={`tel:${enquiry.phone}`} className="text-gold-deep underline underline-offset-4">
                  {enquiry.phone}
                </a>
              </dd>
            </>
          )}
          {enquiry.email && (
            <>
              <dt className="text-stone">Email</dt>
              <dd className="wrap-anywhere">{enquiry.email}</dd>
            </>
          )}
          {enquiry.product && (
            <>
              <dt className="text-stone">Piece</dt>
              <dd>
                <a
                  href={productHref(enquiry.product.id)}
                  target="_blank"
                  rel="noopener"
                  className="text-gold-deep underline underline-offset-4"
                >
                  {enquiry.product.name} ({enquiry.product.sku})
                </a>
                , {formatRupees(enquiry.product.price)} when asked
              </dd>
            </>
          )}
          <SavingsPlanInterest enquiry={enquiry} />
          <dt className="text-stone">Notification</dt>
          <dd>{EMAIL_STATUS[enquiry.emailStatus]}</dd>
          {/* What the visitor agreed to, and when: the privacy notice, by its consent box. */}
          {enquiry.consentAt && (
            <>
              <dt className="text-stone">Consent</dt>
              <dd>Agreed to the privacy notice {formatWhen(enquiry.consentAt)}</dd>
            </>
          )}
        </dl>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {confirm && (
            <a href={confirm} target="_blank" rel="noopener" className="btn btn-primary">
              <MessageCircle size={18} aria-hidden="true" />
              Confirm on WhatsApp
            </a>
          )}
          {whatsapp && (
            <a href={whatsapp} target="_blank" rel="noopener" className="btn btn-primary">
              <MessageCircle size={18} aria-hidden="true" />
              Reply on WhatsApp
            </a>
          )}
          {email && (
            <a href={email} className="btn btn-outline">
              <Mail size={18} aria-hidden="true" />
              Reply by email
            </a>
          )}
          {enquiry.status !== 'answered' && (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => onStatus('answered')}>
              <Check size={18} aria-hidden="true" />
              Mark answered
            </button>
          )}
          {enquiry.status !== 'archived' && (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => onStatus('archived')}>
              <Archive size={18} aria-hidden="true" />
              Archive
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline text-maroon hover:border-maroon"
            disabled={busy}
            onClick={onDelete}
          >
            <Trash2 size={18} aria-hidden="true" />
            Delete
          </button>
          <button type="button" className="btn btn-outline sm:ml-auto" disabled={busy} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}
