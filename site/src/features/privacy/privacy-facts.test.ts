import { describe, expect, it } from 'vitest';
import { DEMO_SHOP } from '../../config/shop';
import { privacyFacts } from './privacy-facts';

describe('privacyFacts', () => {
  it('names the grievance contact the Shop settings store, and the CMS’s retention and its backups’', () => {
    const contact = { name: 'Meera Shah', email: 'privacy@suvarna.example', phone: '+91 98250 33333' };
    expect(
      privacyFacts({ ...DEMO_SHOP, grievanceContact: contact }, { enquiryRetentionDays: 180, backupRetentionDays: 57 }),
    ).toEqual({
      contact,
      retentionDays: 180,
      backupDays: 57,
    });
  });

  it('names the shop itself, its email and first phone, when no grievance contact is stored', () => {
    expect(privacyFacts(DEMO_SHOP, { enquiryRetentionDays: 365, backupRetentionDays: null }).contact).toEqual({
      name: DEMO_SHOP.name,
      email: DEMO_SHOP.email,
      phone: DEMO_SHOP.phones[0],
    });
  });
});
