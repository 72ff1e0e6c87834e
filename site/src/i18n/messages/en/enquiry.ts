// The enquiry form (the Contact page's, a piece's), the texts its browser script shows, the
// privacy notice under it, and why the CMS refused an enquiry, by its field and code. The English
// refusals are the CMS's own messages (ENQUIRY_MESSAGES, ENQUIRY_NOT_SENT_REASONS in
// @suvarna/domain; enquiry-texts.test.ts keeps them equal); other languages choose theirs by code.
import { MAX_ENQUIRY_MESSAGE_LENGTH, MAX_ENQUIRY_NAME_LENGTH } from '@suvarna/domain';
import { INTL_LOCALE } from '../../locales';

const count = (value: number) => value.toLocaleString(INTL_LOCALE.en);

export const enquiry = {
  name: 'Your Name',
  email: 'Email Address',
  emailNote: "We'll never share your email with anyone else.",
  phone: 'Phone / WhatsApp',
  phoneNote: 'A phone number or an email address, so we can reply.',
  message: 'Your Message',
  /** The honeypot's label: only bots read it. */
  honeypot: 'Leave this field empty',
  send: 'Send Message',

  // Sent in place by enquiry-form.ts.
  sending: 'Sending…',
  sentTitle: 'Message sent',
  sent: 'Thank you: your message has reached the shop. We will reply soon.',
  checkFields: 'Your message was not sent: please check the fields marked below.',
  unreachable: 'Your message was not sent: the shop could not be reached just now.',
  keptText: 'Your message is still here: try again, or send it on WhatsApp.',
  whatsappInstead: 'Send on WhatsApp instead',
  /** Under a field refused for a reason `issues` does not list; English pages show the CMS's own text instead. */
  checkField: 'Please check this field',

  /** Under a refused field, by the CMS's field and code (`phone-invalid`); the not-sent page's reasons. */
  issues: {
    'name-required': 'Please give your name',
    'name-too_long': `Name is too long (at most ${count(MAX_ENQUIRY_NAME_LENGTH)} characters)`,
    'phone-contact_required': 'Please give a phone number or an email address',
    'phone-invalid': 'Phone number is not valid',
    'email-invalid': 'Email address is not valid',
    'message-required': 'Please write a message',
    'message-too_long': `Message is too long (at most ${count(MAX_ENQUIRY_MESSAGE_LENGTH)} characters)`,
    'productId-invalid': 'The piece asked about is not valid',
    'savingsPlanId-invalid': 'Please choose a savings plan',
    'instalment-invalid': 'Please give a monthly instalment the plan takes',
    'phone-required': 'Please give a phone number',
    'visitDate-invalid': 'Please choose a date in the next 30 days',
    'visitTime-invalid': 'Please choose a time',
    'visitTime-full': 'That time is no longer free: please choose another',
    'visitMode-invalid': 'Please choose the shop or a video call',
    'pieces-invalid': 'A piece of your shortlist is no longer in the shop',
    'consent-required': 'Please agree to the privacy notice, so the shop may keep your message to answer it',
  },
  /** A refusal as a sentence of its own, on the not-sent page. */
  asSentence: (issue: string) => `${issue}.`,
  /** Too many enquiries from one connection (the not-sent page's `#throttled`). */
  throttled: 'Too many messages from this connection. Please try again later.',
  /**
   * The same, when the CMS said how many minutes to wait. Templates rather than a function, since
   * the browser fills them in: `{minutes}` is the number, chosen by its plural category.
   */
  throttledIn: {
    one: 'Too many messages from this connection. Please try again in {minutes} minute.',
    other: 'Too many messages from this connection. Please try again in {minutes} minutes.',
  },
  /** The CMS could not store it (the not-sent page's `#error`). */
  error: 'The shop could not take your message just now. Please try again in a little while.',

  /** The consent box every form that sends a name, phone or email carries; the link is the privacy notice. */
  consent: {
    before: 'I agree that the shop keeps what I send, to answer me, as its ',
    link: 'privacy notice',
    after: ' explains.',
  },

  /** The short note under the Contact form, linking to the privacy notice. */
  privacy: {
    label: 'Your data',
    title: 'Your data:',
    text: 'we keep what you send only to answer you, and only our staff can read it.',
    link: 'How we keep it, and how to have it erased',
  },
};
