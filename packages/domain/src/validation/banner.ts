// A banner's texts (its pictures are checked with the other images: ../images.ts).
import { z } from 'zod';
import { label } from '../field-labels.js';
import { optionalName } from './fields.js';

/** What a banner's picture says, in each language: each optional, blank when not written, normalised as names are. */
export const MAX_BANNER_ALT_LENGTH = 200;
export const bannerTextsSchema = z.object({
  alt: optionalName(label('alt'), MAX_BANNER_ALT_LENGTH),
  altGu: optionalName(label('altGu'), MAX_BANNER_ALT_LENGTH),
  altHi: optionalName(label('altHi'), MAX_BANNER_ALT_LENGTH),
});
export type BannerTexts = z.infer<typeof bannerTextsSchema>;
