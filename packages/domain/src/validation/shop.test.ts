import { fieldMessages } from '@suvarna/testkit';
import { describe, expect, it } from 'vitest';
import { describeShopSettingsIssues, shopSettingsIssues, shopSettingsSchema } from './shop.js';

describe('shop settings: each field checked, each message naming it', () => {
  it.each([
    [{}, {}],
    [{ name: '  Suvarna \u200B Jewellers ' }, {}],
    [{ name: '' }, { name: 'Shop name is required' }],
    [{ name: 'x'.repeat(81) }, { name: 'Shop name must be at most 80 characters' }],
    [{ name: 'A\u0007B' }, { name: 'Shop name cannot contain control characters' }],
    [{ phones: ['+91 98250 12345', '0261 246 1010', '+44 20 7946 0958'] }, {}],
    [{ phones: [] }, { phones: 'Phones needs at least one entry' }],
    [
      { phones: ['+91 98250 12345', '12345'] },
      { 'phones.1': 'Phone 2 must be a phone number: an Indian number, or one abroad with its country code (+44 …)' },
    ],
    [{ phones: ['98250 12345', '<script>'] }, { 'phones.1': expect.stringMatching(/^Phone 2 must be a phone number/) }],
    [{ phones: Array(6).fill('9825012345') }, { phones: 'Phones can have at most 5 entries' }],
    [{ whatsapp: '+91 98250 12345' }, {}],
    [{ visitCapacity: 20 }, {}],
    [{ visitCapacity: 0 }, { visitCapacity: 'Visits per slot must be a whole number from 1 to 20' }],
    [{ visitCapacity: 2.5 }, { visitCapacity: 'Visits per slot must be a whole number from 1 to 20' }],
    [{ visitCapacity: '3' }, { visitCapacity: 'Visits per slot must be a whole number from 1 to 20' }],
    [{ closedDates: ['2026-11-08', '2026-11-08'] }, {}],
    [
      { closedDates: ['2026-11-08', '2026-02-30'] },
      { 'closedDates.1': 'Closed date 2 must be a date (YYYY-MM-DD, e.g. 2026-11-08)' },
    ],
    [{ closedDates: '2026-11-08' }, { closedDates: 'Closed dates must be a list' }],
    [{ closedDates: Array(101).fill('2026-11-08') }, { closedDates: 'Closed dates can have at most 100 entries' }],
    [{ whatsapp: '12 34' }, { whatsapp: expect.stringMatching(/^WhatsApp number must be 8 to 15 digits/) }],
    [{ email: 'desk@shop.in' }, {}],
    [{ email: 'x@evil.test?bcc=a@b.c' }, { email: 'Shop email must be an email address (e.g. desk@shop.in)' }],
    [{ address: ['12 Ring Road', 'Surat'] }, {}],
    [{ address: ['12 Ring Road', ''] }, { 'address.1': 'Address line 2 is required' }],
    [{ address: ['x'.repeat(101)] }, { 'address.0': 'Address line 1 must be at most 100 characters' }],
    [{ mapUrl: 'https://www.google.com/maps?q=Surat&output=embed' }, {}],
    [{ mapUrl: 'http://www.google.com/maps?q=Surat' }, { mapUrl: expect.stringMatching(/^Map link must be an https/) }],
    [{ mapUrl: 'https://evil.test/maps' }, { mapUrl: expect.stringMatching(/^Map link must be/) }],
    [{ mapUrl: 'javascript:alert(1)' }, { mapUrl: expect.stringMatching(/^Map link must be/) }],
    [{ openingHours: [{ day: 'monday', opens: '10:30', closes: '20:00' }] }, {}],
    [
      { openingHours: [{ day: 'monday', opens: '10:30', closes: '9:00' }] },
      { 'openingHours.0.closes': 'Opening hours row 1: the closing time must be HH:MM (24-hour, e.g. 20:30)' },
    ],
    [
      { openingHours: [{ day: 'monday', opens: '20:00', closes: '10:00' }] },
      { 'openingHours.0.closes': 'Opening hours row 1: the closing time must be after the opening time' },
    ],
    [
      {
        openingHours: [
          { day: 'monday', opens: '10:00', closes: '20:00' },
          { day: 'monday', opens: '11:00', closes: '19:00' },
        ],
      },
      { 'openingHours.1.day': 'Opening hours row 2: monday is given twice' },
    ],
    [{ social: { instagram: 'https://www.instagram.com/suvarna', youtube: '' } }, {}],
    [
      { social: { instagram: 'https://evil.test/suvarna' } },
      { 'social.instagram': 'Instagram link must be an https link on instagram.com' },
    ],
    [
      { social: { facebook: 'javascript:alert(1)//facebook.com' } },
      { 'social.facebook': 'Facebook link must be an https link on facebook.com' },
    ],
    [
      { social: { whatsappChannel: 'https://whatsapp.com/other' } },
      { 'social.whatsappChannel': expect.stringMatching(/^WhatsApp channel link must be/) },
    ],
    [{ social: { youtube: 'https://user:pw@youtube.com/@suvarna' } }, { 'social.youtube': expect.any(String) }],
    [{ smtp: { host: 'smtp.shop.in', to: 'desk@shop.in' } }, {}],
    [{ smtp: { host: 'smtp shop', to: 'desk@shop.in' } }, { 'smtp.host': expect.stringMatching(/^SMTP server must/) }],
    [
      { smtp: { host: 'smtp.shop.in', port: 70000, to: 'desk@shop.in' } },
      { 'smtp.port': 'SMTP port must be a whole number from 1 to 65535' },
    ],
    [{ smtp: { host: 'smtp.shop.in' } }, { 'smtp.to': 'Enquiries go to must be an email address' }],
  ])('%j gives %j', (input, expected) => {
    expect(fieldMessages(shopSettingsSchema, input)).toEqual(expected);
  });

  it('stores texts as people read them, WhatsApp as digits, hours in weekday order, closed dates in order', () => {
    expect(
      shopSettingsSchema.parse({
        name: ' Suvarna\u200B  Jewellers ',
        whatsapp: '+91 98250-12345',
        closedDates: ['2026-11-08', ' 2026-10-20', '2026-11-08'],
        openingHours: [
          { day: 'sunday', opens: '11:00', closes: '14:00' },
          { day: 'monday', opens: '10:00', closes: '20:00' },
        ],
        smtp: { host: 'smtp.shop.in', to: 'desk@shop.in', password: ' secret ' },
      }),
    ).toEqual({
      name: 'Suvarna Jewellers',
      whatsapp: '919825012345',
      closedDates: ['2026-10-20', '2026-11-08'],
      openingHours: [
        { day: 'monday', opens: '10:00', closes: '20:00' },
        { day: 'sunday', opens: '11:00', closes: '14:00' },
      ],
      smtp: {
        host: 'smtp.shop.in',
        port: 587,
        secure: false,
        user: null,
        from: null,
        to: 'desk@shop.in',
        password: ' secret ',
      },
    });
  });

  it('refuses fields it does not know, naming them, and describes every field in one sentence', () => {
    const parsed = shopSettingsSchema.safeParse({ nmae: 'x', phones: ['1'], social: { twitter: 'https://x.com/a' } });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(describeShopSettingsIssues(shopSettingsIssues(parsed.error))).toBe(
      'Phone 1 must be a phone number: an Indian number, or one abroad with its country code (+44 …); Unknown shop setting: social.twitter; Unknown shop setting: nmae',
    );
  });
});
