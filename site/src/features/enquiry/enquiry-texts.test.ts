import { ENQUIRY_MESSAGES, ENQUIRY_NOT_SENT_REASONS, enquiryThrottledMessage } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';
import { enquiry as en } from '../../i18n/messages/en/enquiry';
import { throttledText } from './enquiry-form';
import { enquiryFormTexts, notSentReasons, notSentText } from './enquiry-texts';

describe('the English enquiry texts', () => {
  it('are the CMS’s own messages, so an English page says what it always said', () => {
    expect(en.sent).toBe(ENQUIRY_MESSAGES.sent);
    for (const { reason, message } of ENQUIRY_NOT_SENT_REASONS) {
      if (reason === 'throttled' || reason === 'error') expect(en[reason], reason).toBe(message);
      else expect(en.issues[reason], reason).toBe(message);
    }
    expect(Object.keys(en.issues).sort()).toEqual(
      ENQUIRY_NOT_SENT_REASONS.map(({ reason }) => reason)
        .filter((reason) => reason !== 'throttled' && reason !== 'error')
        .sort(),
    );
  });

  it('name the minutes to wait as the CMS does', () => {
    const texts = enquiryFormTexts('en', en);
    for (const minutes of [1, 2, 12, 60]) {
      expect(throttledText(texts, enquiryThrottledMessage(minutes))).toBe(enquiryThrottledMessage(minutes));
    }
  });
});

describe('the not-sent page’s reasons', () => {
  it('are sentences of the page’s language, one for each reason the CMS may name', () => {
    expect(notSentText(en, 'phone-contact_required')).toBe('Please give a phone number or an email address.');
    expect(notSentText(en, 'throttled')).toBe('Too many messages from this connection. Please try again later.');
    expect(notSentText(en, 'error')).toBe(
      'The shop could not take your message just now. Please try again in a little while.',
    );
    const hi = messagesFor('hi').enquiry;
    expect(notSentText(hi, 'name-required')).toBe(`${hi.issues['name-required']}।`);
    for (const locale of LOCALES) {
      const reasons = notSentReasons(messagesFor(locale).enquiry);
      expect(reasons.map(({ reason }) => reason)).toEqual(ENQUIRY_NOT_SENT_REASONS.map(({ reason }) => reason));
      for (const { reason, text } of reasons) expect(text, `${locale} ${reason}`).toMatch(/\S[.।]$/);
    }
  });

  it('are said in Gujarati and Hindi, not in English', () => {
    for (const locale of ['gu', 'hi'] as const) {
      const english = new Set(notSentReasons(en).map(({ text }) => text));
      for (const { reason, text } of notSentReasons(messagesFor(locale).enquiry)) {
        expect(english.has(text), `${locale} ${reason}`).toBe(false);
      }
    }
  });
});

describe('the form script’s texts', () => {
  it('are the page’s language, with its own text for a refusal it does not know except in English', () => {
    const gu = messagesFor('gu').enquiry;
    const texts = enquiryFormTexts('gu', gu);
    expect(texts).toMatchObject({ lang: 'gu-IN', sending: gu.sending, issues: gu.issues, otherIssue: gu.checkField });
    expect(enquiryFormTexts('en', en).otherIssue).toBeNull();
    // They travel as JSON in a data attribute: nothing in them may be lost on the way.
    expect(JSON.parse(JSON.stringify(texts))).toEqual(texts);
  });

  it('fill in the minutes in every language', () => {
    for (const locale of LOCALES) {
      const { throttledIn } = messagesFor(locale).enquiry;
      expect(throttledIn.one, locale).toContain('{minutes}');
      expect(throttledIn.other, locale).toContain('{minutes}');
    }
  });
});
