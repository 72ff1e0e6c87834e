// The Shortlist page's texts in each language, for its island (ShortlistView), the message that
// shares a shortlist and 'Recently viewed': only the `shortlistPage` sections of the three
// catalogues, never the whole catalogue. The island gets its page's `locale` as a prop.
import type { Locale } from './locales';
import type { Messages } from './messages';
import { shortlistPage as en } from './messages/en/shortlist-page';
import { shortlistPage as gu } from './messages/gu/shortlist-page';
import { shortlistPage as hi } from './messages/hi/shortlist-page';

export type ShortlistPageMessages = Messages['shortlistPage'];

const SHORTLIST_PAGE: Record<Locale, ShortlistPageMessages> = { en, gu, hi };

export const shortlistPageMessages = (locale: Locale): ShortlistPageMessages => SHORTLIST_PAGE[locale];
