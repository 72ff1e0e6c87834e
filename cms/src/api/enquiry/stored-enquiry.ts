// How an enquiry is stored, and back: the price of the piece asked about in integer paise, as it
// was when asked; rupees on the wire.
import type { Enquiry, VisitPiece } from '@suvarna/domain';
import { paiseToRupees } from '@suvarna/domain';
import type { Row } from '../../lib/rows';

export const ENQUIRY_UID = 'api::enquiry.enquiry';

export type EnquiryRow = Row<
  typeof ENQUIRY_UID,
  'name' | 'message' | 'status' | 'statusChangedAt' | 'emailStatus' | 'emailAttempts' | 'createdAt',
  | 'kind'
  | 'email'
  | 'phone'
  | 'productId'
  | 'productName'
  | 'productSku'
  | 'productPricePaise'
  | 'emailDueAt'
  | 'savingsPlanId'
  | 'savingsPlanName'
  | 'instalmentPaise'
  | 'visitDate'
  | 'visitTime'
  | 'visitMode'
  | 'pieces'
  | 'consentAt'
>;

const iso = (value: unknown) => new Date(value as string).toISOString();

export const toEnquiry = (row: EnquiryRow): Enquiry => ({
  id: row.id,
  // Enquiries from before kinds were all messages.
  kind: row.kind ?? 'message',
  name: row.name,
  email: row.email ?? null,
  phone: row.phone ?? null,
  message: row.message,
  product:
    row.productId === null
      ? null
      : {
          id: row.productId,
          name: row.productName ?? '',
          sku: row.productSku ?? '',
          price: paiseToRupees(Number(row.productPricePaise ?? 0)),
        },
  savingsPlan:
    row.savingsPlanId === null
      ? null
      : {
          id: row.savingsPlanId,
          name: row.savingsPlanName ?? '',
          instalment: paiseToRupees(Number(row.instalmentPaise ?? 0)),
        },
  visit:
    row.kind === 'visit' && row.visitDate && row.visitTime
      ? {
          date: row.visitDate,
          time: row.visitTime,
          mode: row.visitMode ?? 'shop',
          pieces: Array.isArray(row.pieces) ? (row.pieces as unknown as VisitPiece[]) : [],
        }
      : null,
  status: row.status,
  createdAt: iso(row.createdAt),
  statusChangedAt: iso(row.statusChangedAt),
  emailStatus: row.emailStatus,
  consentAt: row.consentAt ? iso(row.consentAt) : null,
});
