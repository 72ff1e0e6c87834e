// What the privacy notice states that the build must know: who answers questions about personal
// data (the grievance contact of the Shop settings, else the shop itself), how long enquiries are
// kept (the CMS's ENQUIRY_RETENTION_DAYS) and how long its backups may keep a copy, both of which
// GET /api/user/shop publishes.
import type { GrievanceContact, ShopSettings } from '@suvarna/domain';
import type { ShopConfig } from '../../config/shop';

export interface PrivacyFacts {
  contact: GrievanceContact;
  retentionDays: number;
  /** null when the CMS takes no backups on a schedule: the notice then gives no figure. */
  backupDays: number | null;
}

export function privacyFacts(
  shop: Pick<ShopConfig, 'name' | 'email' | 'phones' | 'grievanceContact'>,
  settings: Pick<ShopSettings, 'enquiryRetentionDays' | 'backupRetentionDays'>,
): PrivacyFacts {
  return {
    contact: shop.grievanceContact ?? { name: shop.name, email: shop.email, phone: shop.phones[0] ?? '' },
    retentionDays: settings.enquiryRetentionDays,
    backupDays: settings.backupRetentionDays,
  };
}
