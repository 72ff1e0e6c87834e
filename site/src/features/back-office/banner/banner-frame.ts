// What the banner screens share: the home carousel's frame. The home page crops every banner to
// 1600 × 600 (pages/index.astro), so the cards and the preview show that same crop.
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;
/** 1600:600, written out so Tailwind finds the class. */
export const BANNER_ASPECT_CLASS = 'aspect-[8/3]';
