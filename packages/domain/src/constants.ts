// The shop's rules from the specification (sections 3 and 9), once: its fixed lists, page sizes,
// image and password limits and the GST default. How the site shows things (timings, breakpoint,
// storage keys, carousel and footer settings) is the site's own: site/src/config/ui.ts.

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

/**
 * A piece's status. The specification's `active` (In Stock) and `inactive` (Out Of Stock) are
 * listed publicly; `draft` and `hidden` never are; `sold` is listed, as Sold, for SOLD_SHOWN_DAYS
 * after its status changed (product-status.ts).
 */
export const PRODUCT_STATUSES = ['active', 'inactive', 'draft', 'hidden', 'sold'] as const;
/** What a visitor reads for a listed status (the site translates them). */
export const STATUS_LABELS = { active: 'In Stock', inactive: 'Out Of Stock', sold: 'Sold' } as const;
/** The back office's names of every status, saying who sees the piece. */
export const STATUS_OPTION_LABELS = {
  active: 'In stock (public)',
  inactive: 'Out of stock (public)',
  draft: 'Draft (not public)',
  hidden: 'Hidden (not public)',
  sold: 'Sold (public as Sold, then hidden)',
} as const;
/** How many days a sold piece stays listed as Sold, by default (the CMS's SOLD_SHOWN_DAYS). */
export const DEFAULT_SOLD_SHOWN_DAYS = 30;

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

export const MAX_PRODUCT_IMAGES = 3;
/** Image types the shop accepts, checked by content. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const NEW_ARRIVALS_COUNT = 8;
export const SIMILAR_PRODUCTS_COUNT = 8;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
/** How long an invite or an owner's reset link works: long enough to be passed on by message and used the next day. */
export const PASSWORD_LINK_HOURS = 72;
/**
 * How long a link from 'Forgot password?' works: it goes straight to the account's own mailbox and
 * is used at once, and anyone can ask for one, so a short life leaves little to steal.
 */
export const FORGOT_PASSWORD_LINK_MINUTES = 30;

/** GST on jewellery in India: 3 %, configurable through the CMS's GST_RATE. */
export const DEFAULT_GST_RATE = 0.03;

/**
 * The owner must notice when the newest verified backup is older than this (issue 51): a daily
 * schedule that missed one night and a half. The back office shows it; the CMS's alert uses it too.
 */
export const BACKUP_OVERDUE_HOURS = 36;
