import { describe, expect, it } from 'vitest';
import {
  ENQUIRY_NOT_SENT_REASONS,
  enquiryThrottledMessage,
  normalizePhone,
  notSentReason,
  whatsappHref,
} from './enquiry.js';
import { checkEnquiry } from './validation/enquiry.js';

describe('normalizePhone', () => {
  it.each([
    ['9825012345', '+919825012345'],
    ['98250 12345', '+919825012345'],
    ['98250-12345', '+919825012345'],
    ['+91 98250 12345', '+919825012345'],
    ['+91-98250-12345', '+919825012345'],
    ['0091 98250 12345', '+919825012345'],
    ['919825012345', '+919825012345'],
    ['09825012345', '+919825012345'],
    ['0261 2345678', '+912612345678'],
    ['+91 261 234 5678', '+912612345678'],
    ['+1 (415) 555-0134', '+14155550134'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+971 50 123 4567', '+971501234567'],
    ['00 44 20 7946 0958', '+442079460958'],
  ])('%s is %s', (text, phone) => expect(normalizePhone(text)).toBe(phone));

  it.each([
    ['', 'empty'],
    ['12345', 'too short'],
    ['5825012345', 'ten digits that are no Indian mobile'],
    ['2612345678', 'a landline without its 0'],
    ['+91 12345 67890', 'an Indian number starting 1'],
    ['+91 98250 1234', 'nine digits after +91'],
    ['+0 123 4567 890', 'a country code starting 0'],
    ['+1234567890123456', 'sixteen digits'],
    ['98250 12345 ext 2', 'letters'],
    ['+91 98250 12345 <script>', 'markup'],
    ['٩٨٢٥٠١٢٣٤٥', 'digits of another script'],
  ])('refuses %j (%s)', (text) => expect(normalizePhone(text)).toBeNull());
});

describe('the rest', () => {
  it('names the not-sent reason of every refusal a visitor can meet', () => {
    const refusals = [
      { name: '' },
      { name: 'n'.repeat(101) },
      { email: '', phone: '' },
      { phone: '1' },
      { email: 'x' },
      { message: '' },
      { message: 'm'.repeat(2001) },
      { productId: 'x' },
      { consent: undefined },
    ].map((change) => checkEnquiry({ name: 'A', email: 'a@b.in', message: 'Hi', consent: 'yes', ...change }));
    const reasons = refusals.map((checked) => (checked.ok ? 'sent' : notSentReason(checked.issues)));
    expect(reasons).toEqual(ENQUIRY_NOT_SENT_REASONS.map((known) => known.reason).slice(0, reasons.length));
    expect(notSentReason([{ field: 'colour', code: 'invalid', message: '?' }])).toBe('error');
  });

  it('says how long to wait, in minutes', () => {
    expect(enquiryThrottledMessage(1)).toBe('Too many messages from this connection. Please try again in 1 minute.');
    expect(enquiryThrottledMessage(42)).toBe('Too many messages from this connection. Please try again in 42 minutes.');
  });

  it('links WhatsApp to the digits of a stored phone, with the text encoded', () => {
    expect(whatsappHref('+919825012345', 'Namaste Asha & family')).toBe(
      'https://wa.me/919825012345?text=Namaste%20Asha%20%26%20family',
    );
  });
});
