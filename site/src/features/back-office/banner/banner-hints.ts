// What the banner dialogs say about the files they take.
import { MAX_IMAGE_BYTES } from '@suvarna/domain';
import { BANNER_HEIGHT, BANNER_WIDTH, PHONE_BANNER_HEIGHT, PHONE_BANNER_WIDTH } from '../../home/banner-frame';

const TYPES_AND_SIZE = `JPEG, PNG or WebP, up to ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`;

export const WIDE_BANNER_HINT = `${TYPES_AND_SIZE} The home page shows banners at ${BANNER_WIDTH} × ${BANNER_HEIGHT} pixels.`;
export const PHONE_PICTURE_HINT =
  `${TYPES_AND_SIZE} Phones show it instead of the wide banner, at ${PHONE_BANNER_WIDTH} × ${PHONE_BANNER_HEIGHT} pixels: ` +
  'use words large enough to read on a small screen.';
