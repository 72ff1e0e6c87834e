// The privacy notice (/privacy): what the shop keeps, why, for how long, who to ask, and 'Erase my
// data', in plain words (India's Digital Personal Data Protection Act 2023 and its 2025 rules).
import { ERASURE_ANSWER_DAYS } from '@suvarna/domain';
import { INTL_LOCALE } from '../../locales';

const count = (value: number) => value.toLocaleString(INTL_LOCALE.en);
const days = (value: number) => `${count(value)} day${value === 1 ? '' : 's'}`;

export const privacy = {
  title: 'Privacy Notice',
  description: (shop: string) =>
    `What ${shop} Jewellers keeps when you write to us, why, for how long, and how to have it erased.`,
  subtitle: 'What we keep when you write to us, why, for how long, and how to have it erased.',

  keepTitle: 'What we keep, and why',
  keepIntro: 'We keep only what you send us, and only to answer you. We never sell it or share it for advertising.',
  kept: {
    contact: {
      title: 'The Contact form and questions about a piece',
      text: 'Your name, your phone or email, your message and the piece you asked about (its name, code and price that day): to reply to you.',
    },
    visits: {
      title: 'Booking a visit',
      text: 'Your name, your phone, the day and time you chose, in the shop or by video call, and the pieces you want to see: to prepare for your visit and confirm it.',
    },
    savingsPlan: {
      title: 'Interest in a savings plan',
      text: 'Your name, your phone or email, the plan and the instalment you chose: to explain the plan to you. No payment is taken on this website.',
    },
    browsing: {
      title: 'Browsing this website',
      text: 'Nothing about you. This website has no accounts, no advertising and no tracking cookies; your shortlist and your language are kept only in your own browser.',
    },
  },
  consentNote: 'We keep these only when you tick the consent box on the form, and we note when you did.',

  whoTitle: 'Who sees it',
  whoText:
    'Only our own staff, to answer you. A copy of each message may reach the shop by email, through its email provider. Nobody else.',

  howLongTitle: 'For how long',
  howLong: (retentionDays: number) =>
    `Once we have answered a message, it is deleted automatically ${days(retentionDays)} after that. A message we have not answered yet is kept until we answer it.`,
  /** The CMS's backups: how long they may hold a copy (null: it takes none on a schedule, so no figure). */
  inBackups: (backupDays: number | null) =>
    backupDays === null
      ? "A copy may stay in the shop's backups until newer backups replace it."
      : `A copy may stay in the shop's backups until newer backups replace it: at most ${days(backupDays)} after the message is deleted or erased.`,

  rightsTitle: 'Your rights',
  rightsText:
    'You may ask us what we keep about you, ask us to correct it, or ask us to erase it. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',

  contactTitle: 'Who to contact',
  contactIntro: 'For any question or complaint about your data, contact:',
  contactEmail: 'Email',
  contactPhone: 'Phone',

  eraseTitle: 'Erase my data',
  eraseIntro: `Give the phone number or the email address you wrote to us with. We will erase every message, visit booking and savings-plan request sent with it within ${days(ERASURE_ANSWER_DAYS)}.`,
  erasePhone: 'Phone number',
  eraseEmail: 'Email address',
  eraseHint: 'One of the two is enough.',
  eraseSend: 'Ask to erase my data',
  /** After a form post: the privacy page's fragment says how it went (CSS shows that one). */
  erasureResult: {
    'erasure-sent': `Your request has reached us. Your data will be erased within ${days(ERASURE_ANSWER_DAYS)}.`,
    'erasure-phone-contact_required': 'Your request was not sent: please give a phone number or an email address.',
    'erasure-phone-invalid': 'Your request was not sent: the phone number is not valid.',
    'erasure-email-invalid': 'Your request was not sent: the email address is not valid.',
    'erasure-throttled': 'Your request was not sent: too many requests from this connection. Please try again later.',
    'erasure-error': 'Your request could not be taken just now. Please try again in a little while, or write to us.',
  },
};
