import { describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES } from '../enquiry.js';
import { checkEnquiry, describeEnquiryIssues, enquiryListQuerySchema } from './enquiry.js';

describe('checkEnquiry', () => {
  const valid = {
    name: 'Asha Patel',
    email: 'asha@example.in',
    message: 'Is the bangle available in 22K?',
    consent: 'yes',
  };

  it('keeps a valid enquiry, trimmed, with absent details as null', () => {
    expect(checkEnquiry({ ...valid, name: '  Asha \n Patel ', website: '' })).toEqual({
      ok: true,
      enquiry: {
        kind: 'message',
        name: 'Asha Patel',
        email: 'asha@example.in',
        phone: null,
        message: valid.message,
        productId: null,
        savingsPlan: null,
      },
    });
  });

  it('takes a phone alone, stored in E.164, and a product id sent as form text', () => {
    const checked = checkEnquiry({
      name: 'Asha',
      phone: '98250 12345',
      email: '',
      message: 'Hi',
      productId: '42',
      consent: 'yes',
    });
    expect(checked).toEqual({
      ok: true,
      enquiry: {
        kind: 'message',
        name: 'Asha',
        email: null,
        phone: '+919825012345',
        message: 'Hi',
        productId: 42,
        savingsPlan: null,
      },
    });
  });

  it('takes interest in a savings plan without a message: the plan and the instalment sent as form text', () => {
    const checked = checkEnquiry({
      kind: 'savings-plan',
      name: 'Asha',
      phone: '98250 12345',
      savingsPlanId: '3',
      instalment: '5000',
      consent: 'yes',
    });
    expect(checked.ok && checked.enquiry).toMatchObject({
      kind: 'savings-plan',
      message: '',
      savingsPlan: { id: 3, instalment: 5000 },
    });
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ kind: 'savings-plan' }, ['savingsPlanId', 'instalment']],
    [{ kind: 'savings-plan', savingsPlanId: 'x', instalment: '1,000' }, ['savingsPlanId', 'instalment']],
    [{ kind: 'savings-plan', savingsPlanId: 1, instalment: 1000.5 }, ['instalment']],
    [{ kind: 'savings-plan', savingsPlanId: 1, instalment: -5 }, ['instalment']],
    [{ kind: 'gift', message: 'Hi' }, ['kind']],
    [{ kind: 'message' }, ['message']],
  ])('refuses the savings-plan fields of %j', (fields, refused) => {
    const checked = checkEnquiry({ name: 'Asha', phone: '98250 12345', consent: 'yes', ...fields });
    expect(checked.ok ? [] : checked.issues.map((found) => found.field)).toEqual(refused);
  });

  it('keeps the line breaks of a message and counts CRLF as one character', () => {
    const message = `${'a'.repeat(999)}\r\n${'b'.repeat(1000)}`;
    const checked = checkEnquiry({ ...valid, message });
    expect(checked.ok && checked.enquiry.message).toBe(`${'a'.repeat(999)}\n${'b'.repeat(1000)}`);
  });

  it('drops invisible control characters but keeps tabs and every script', () => {
    const checked = checkEnquiry({ ...valid, message: 'શું\u0000 આ\tकंगन\u001b 22K में है?' });
    expect(checked.ok && checked.enquiry.message).toBe('શું આ\tकंगन 22K में है?');
  });

  it.each<[Record<string, unknown>, string, string, string]>([
    [{ ...valid, name: '' }, 'name', 'required', ENQUIRY_MESSAGES.nameRequired],
    [{ ...valid, name: '   ' }, 'name', 'required', ENQUIRY_MESSAGES.nameRequired],
    [{ ...valid, name: undefined }, 'name', 'required', ENQUIRY_MESSAGES.nameRequired],
    [{ ...valid, name: 'n'.repeat(101) }, 'name', 'too_long', ENQUIRY_MESSAGES.nameTooLong],
    [{ ...valid, name: 7 }, 'name', 'required', ENQUIRY_MESSAGES.nameRequired],
    [{ ...valid, email: undefined }, 'phone', 'contact_required', ENQUIRY_MESSAGES.contactRequired],
    [{ ...valid, email: '  ', phone: '' }, 'phone', 'contact_required', ENQUIRY_MESSAGES.contactRequired],
    [{ ...valid, email: 'asha@' }, 'email', 'invalid', ENQUIRY_MESSAGES.emailInvalid],
    [{ ...valid, email: `${'a'.repeat(250)}@x.in` }, 'email', 'invalid', ENQUIRY_MESSAGES.emailInvalid],
    [{ ...valid, email: ['a@b.in'] }, 'email', 'invalid', ENQUIRY_MESSAGES.emailInvalid],
    // Addresses a mailto: link would turn into more recipients or another reply.
    ...[
      'x@evil.test?bcc=all@evil.test&body=pay',
      'x@evil.test,bcc@evil.test',
      'x@evil;test.in',
      'x@evil>.test',
      'x@ev&il.test',
      'x@evil.test#y',
      '"x"@evil.test',
      'x..y@example.in',
      '.x@example.in',
      'x@-example.in',
      'x@example',
      'x y@example.in',
    ].map((email): [Record<string, unknown>, string, string, string] => [
      { ...valid, email },
      'email',
      'invalid',
      ENQUIRY_MESSAGES.emailInvalid,
    ]),
    [{ ...valid, phone: '12345' }, 'phone', 'invalid', ENQUIRY_MESSAGES.phoneInvalid],
    [{ ...valid, email: '', phone: '12345' }, 'phone', 'invalid', ENQUIRY_MESSAGES.phoneInvalid],
    [{ ...valid, phone: '9'.repeat(40) }, 'phone', 'invalid', ENQUIRY_MESSAGES.phoneInvalid],
    [{ ...valid, message: '' }, 'message', 'required', ENQUIRY_MESSAGES.messageRequired],
    [{ ...valid, message: '\u0000\n ' }, 'message', 'required', ENQUIRY_MESSAGES.messageRequired],
    [{ ...valid, message: 'm'.repeat(2001) }, 'message', 'too_long', ENQUIRY_MESSAGES.messageTooLong],
    [{ ...valid, productId: '0' }, 'productId', 'invalid', ENQUIRY_MESSAGES.productInvalid],
    [{ ...valid, productId: 'ring' }, 'productId', 'invalid', ENQUIRY_MESSAGES.productInvalid],
    [{ ...valid, productId: 1.5 }, 'productId', 'invalid', ENQUIRY_MESSAGES.productInvalid],
    // The consent box: unticked (a browser sends nothing), or anything but its one value.
    [{ ...valid, consent: undefined }, 'consent', 'required', ENQUIRY_MESSAGES.consentRequired],
    [{ ...valid, consent: 'on' }, 'consent', 'required', ENQUIRY_MESSAGES.consentRequired],
    [{ ...valid, consent: true }, 'consent', 'required', ENQUIRY_MESSAGES.consentRequired],
  ])('refuses %j: %s %s', (input, field, code, message) => {
    expect(checkEnquiry(input)).toEqual({ ok: false, issues: [{ field, code, message }] });
  });

  it('names every field at fault at once, each once', () => {
    const checked = checkEnquiry({ name: '', phone: 'x', email: 'y', message: '', consent: 'yes' });
    expect(checked.ok ? [] : checked.issues.map((found) => found.field)).toEqual(['name', 'email', 'phone', 'message']);
    expect(checked.ok ? '' : describeEnquiryIssues(checked.issues)).toBe(
      'Please give your name. Email address is not valid. Phone number is not valid. Please write a message.',
    );
  });

  it('refuses what is not an object', () => {
    expect(checkEnquiry('hello').ok).toBe(false);
    expect(checkEnquiry(null).ok).toBe(false);
  });
});

describe('enquiryListQuerySchema', () => {
  it('reads the back office list query', () => {
    expect(enquiryListQuerySchema.parse({ status: 'new', page: '2', search: ' ring ' })).toEqual({
      status: 'new',
      page: 2,
      search: 'ring',
    });
    expect(enquiryListQuerySchema.safeParse({ status: 'spam' }).success).toBe(false);
    expect(enquiryListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(enquiryListQuerySchema.safeParse({ page: '1e3' }).success).toBe(false);
  });
});

describe('a mailbox', () => {
  it.each([
    'asha@example.in',
    'asha.patel+shop@mail.example.co.in',
    "o'neil@example.com",
    'ravi_shah-99@sub-domain.example.org',
    'asha@उदाहरण.भारत',
    'asha@xn--p1b6ci4b4b3a.xn--h2brj9c',
  ])('accepts %s', (email) => {
    expect(checkEnquiry({ ...{ name: 'Asha', message: 'Hi', consent: 'yes' }, email }).ok).toBe(true);
  });
});
