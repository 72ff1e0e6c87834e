// How an enquiry is stored, and back: the price of the piece asked about in integer paise, as it
// was when asked; rupees on the wire.
import type { Enquiry } from '@suvarna/domain';
import { paiseToRupees } from '@suvarna/domain';
import type { Row } from '../../lib/rows';

export const ENQUIRY_UID = 'api::enquiry.enquiry';

export type EnquiryRow = Row<
  typeof ENQUIRY_UID,
  'name' | 'message' | 'status' | 'statusChangedAt' | 'emailStatus' | 'emailAttempts' | 'createdAt',
  'email' | 'phone' | 'productId' | 'productName' | 'productSku' | 'productPricePaise' | 'emailDueAt' | 'consentAt'
>;

const iso = (value: unknown) => new Date(value as string).toISOString();

export const toEnquiry = (row: EnquiryRow): Enquiry => ({
  id: row.id,
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
  status: row.status,
  createdAt: iso(row.createdAt),
  statusChangedAt: iso(row.statusChangedAt),
  emailStatus: row.emailStatus,
  consentAt: row.consentAt ? iso(row.consentAt) : null,
});
