// Every business constant of the specification (section 9) and its fixed lists (section 3), once.

/** Product (metal) types offered in the back office. The spec's typos are corrected for display. */
export const PRODUCT_TYPES = [
  'Gold',
  'Silver',
  '92.5 Sterling',
  '1gm Plated Jewellery',
  'Gift',
  'Diamond',
  'Platinum',
  'Fine Silver',
  'Ornamental',
  'Idol',
  'Crockeries',
] as const;

export const GENDERS = ['male', 'female'] as const;
export const GENDER_LABELS = { male: 'Men', female: 'Women' } as const;

export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export const STATUS_LABELS = { active: 'In Stock', inactive: 'Out Of Stock' } as const;

/** Sort values sent to the API; the empty value is "Recommended". */
export const SORT_VALUES = ['name_asc', 'name_desc', 'price_asc', 'price_desc'] as const;
export const SORT_OPTIONS = [
  { value: '', label: 'Recommended' },
  { value: 'name_asc', label: 'Name (A-Z)' },
  { value: 'name_desc', label: 'Name (Z-A)' },
  { value: 'price_asc', label: 'Price (Low to High)' },
  { value: 'price_desc', label: 'Price (High to Low)' },
] as const;

export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;
/** Share of the sentinel that must be visible before the next page loads. */
export const INFINITE_SCROLL_THRESHOLD = 0.1;

export const MAX_PRODUCT_IMAGES = 3;
export const THUMBNAILS_PER_VIEW = 3;
export const ZOOM_LENS_MIN_PX = 0;
export const ZOOM_LENS_MAX_PX = 300;
/** Image types the shop accepts, checked by content. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const NEW_ARRIVALS_COUNT = 8;
export const SIMILAR_PRODUCTS_COUNT = 8;

export const BANNER_INTERVAL_MS = 3000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
export const MOBILE_BREAKPOINT_PX = 768;
export const MODAL_TRANSITION_MS = 300;
export const MODAL_BACKDROP_MS = 150;
export const TOAST_AUTO_CLOSE_MS = 2000;
export const TOAST_DEFAULT_AUTO_CLOSE_MS = 5000;
export const REGISTER_STUB_DELAY_MS = 1000;
export const SET_PASSWORD_SUBMIT_MS = 1000;

/** GST on jewellery in India: 3 %, configurable through GST_RATE. */
export const DEFAULT_GST_RATE = 0.03;

export const STORAGE_KEYS = { token: 'token', authUser: 'authUser', activeLink: 'activeLink' } as const;
export const DEFAULT_ACTIVE_LINK = 'dashboard';

export const FOUNDING_YEAR = 2010;
export const HAPPY_CUSTOMERS = '25K+';
export const HALLMARKED_GOLD = '100%';

export const FOOTER_REVEAL = { staggerSeconds: 0.2, delaySeconds: 0.3 } as const;
export const MAP_ASPECT_RATIO = 4 / 3;
export const FOOTER_LOGO_HEIGHT_PX = 50;

/** The carousel widget's defaults from the spec (the home banner overrides the interval). */
export const CAROUSEL_DEFAULTS = {
  intervalMs: 5000,
  keyboard: true,
  pauseOnHover: true,
  touch: true,
  wrap: true,
  swipeThresholdPx: 40,
  resumeAfterTouchMs: 500,
} as const;
