// What the privacy notice states that the build must know: who answers questions about personal
// data (the grievance contact of the Shop settings, else the shop itself) and how long enquiries
// are kept (the CMS's ENQUIRY_RETENTION_DAYS, which GET /api/user/shop publishes).
import type { GrievanceContact, ShopSettings } from '@suvarna/domain';
import type { ShopConfig } from '../../config/shop';

export interface PrivacyFacts {
  contact: GrievanceContact;
  retentionDays: number;
}

export function privacyFacts(
  shop: Pick<ShopConfig, 'name' | 'email' | 'phones' | 'grievanceContact'>,
  settings: Pick<ShopSettings, 'enquiryRetentionDays'>,
): PrivacyFacts {
  return {
    contact: shop.grievanceContact ?? { name: shop.name, email: shop.email, phone: shop.phones[0] ?? '' },
    retentionDays: settings.enquiryRetentionDays,
  };
}
