// One catalogue of messages per language (messages/<language>/): the pages take their texts from
// here, never from inline strings, so nothing English is left on a Gujarati or Hindi page.
import type { Locale } from './locales';
import { messages as en, type Messages } from './messages/en';
import { messages as gu } from './messages/gu';
import { messages as hi } from './messages/hi';

export type { Messages };

const CATALOGUES: Record<Locale, Messages> = { en, gu, hi };

export const messagesFor = (locale: Locale): Messages => CATALOGUES[locale];
