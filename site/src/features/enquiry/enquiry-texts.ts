// The enquiry texts in the page's language, as the .astro components hand them on: to the form's
// browser script as JSON in a data attribute (only the texts it shows, never a catalogue), and to
// the not-sent page by the reason its address names.
import { ENQUIRY_NOT_SENT_REASONS } from '@suvarna/domain';
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import type { EnquiryFormTexts } from './enquiry-form';

type EnquiryMessages = Messages['enquiry'];
export type NotSentReason = (typeof ENQUIRY_NOT_SENT_REASONS)[number]['reason'];

/** What enquiry-form.ts shows, in the page's language (EnquiryForm.astro writes it as `data-texts`). */
export function enquiryFormTexts(locale: Locale, t: EnquiryMessages): EnquiryFormTexts {
  return {
    lang: HTML_LANG[locale],
    sending: t.sending,
    sentTitle: t.sentTitle,
    sent: t.sent,
    checkFields: t.checkFields,
    unreachable: t.unreachable,
    keptText: t.keptText,
    whatsappInstead: t.whatsappInstead,
    issues: { ...t.issues },
    // The CMS speaks English: an English page may show its text for a refusal not listed here.
    otherIssue: locale === DEFAULT_LOCALE ? null : t.checkField,
    throttled: t.throttled,
    throttledIn: { ...t.throttledIn },
  };
}

/** The not-sent page's sentence for a reason (`#phone-invalid`, `#throttled`). */
export function notSentText(t: EnquiryMessages, reason: NotSentReason): string {
  if (reason === 'throttled') return t.throttled;
  if (reason === 'error') return t.error;
  return t.asSentence(t.issues[reason]);
}

/** Every reason the not-sent page may be opened with, and its sentence. */
export const notSentReasons = (t: EnquiryMessages) =>
  ENQUIRY_NOT_SENT_REASONS.map(({ reason }) => ({ reason, text: notSentText(t, reason) }));
