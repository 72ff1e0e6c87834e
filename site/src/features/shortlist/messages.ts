// The Shortlist page's texts in each language, for its island (ShortlistView), the message that
// shares a shortlist and 'Recently viewed': only the `shortlistPage` sections of the three
// catalogues, never the whole catalogue. The island gets its page's `locale` as a prop.
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { shortlistPage as en } from '../../i18n/messages/en/shortlist-page';
import { shortlistPage as gu } from '../../i18n/messages/gu/shortlist-page';
import { shortlistPage as hi } from '../../i18n/messages/hi/shortlist-page';

export type ShortlistPageMessages = Messages['shortlistPage'];

const SHORTLIST_PAGE: Record<Locale, ShortlistPageMessages> = { en, gu, hi };

export const shortlistPageMessages = (locale: Locale): ShortlistPageMessages => SHORTLIST_PAGE[locale];
