// The home carousel's frames, shared with the back office's banner screens so their previews show
// the same crop: every banner is cropped to 1600 × 600 (pages/index.astro), and its picture for
// phones, if it has one, to 1080 × 1080, shown instead below PHONE_BANNER_MAX_WIDTH.
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;
/** 1600:600, written out so Tailwind finds the class. */
export const BANNER_ASPECT_CLASS = 'aspect-[8/3]';

export const PHONE_BANNER_WIDTH = 1080;
export const PHONE_BANNER_HEIGHT = 1080;
export const PHONE_BANNER_ASPECT_CLASS = 'aspect-square';
/** The widest screen that shows a banner's phone picture (Tailwind's `md` starts at 768 px). */
export const PHONE_BANNER_MAX_WIDTH = 767;
/** Where the phone picture shows, and where the wide one does when there is a phone picture. */
export const PHONE_BANNER_MEDIA = `(max-width: ${PHONE_BANNER_MAX_WIDTH}px)`;
export const WIDE_BANNER_MEDIA = `(min-width: ${PHONE_BANNER_MAX_WIDTH + 1}px)`;
/** A banner spans the page, on every screen. */
export const BANNER_SIZES = '100vw';
