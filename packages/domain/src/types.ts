// The shop's entities as they travel on the wire (docs/api.md). Money on the wire is rupees
// with at most two decimals; code that computes money works in integer paise (see money.ts).
import type { GENDERS, PRODUCT_STATUSES, SORT_VALUES } from './constants.js';
import type { DISCOUNT_TYPES, MAKING_CHARGE_TYPES, QUOTE_UNITS, RATE_UNITS } from './pricing-limits.js';
import type { ShopDetails } from './shop.js';
import type { NameTranslations, ProductTranslations } from './translations.js';

export type Gender = (typeof GENDERS)[number];
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type SortValue = (typeof SORT_VALUES)[number];
export type RateUnit = (typeof RATE_UNITS)[number];
export type QuoteUnit = (typeof QUOTE_UNITS)[number];
export type MakingChargeType = (typeof MAKING_CHARGE_TYPES)[number];
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A day's rate (the spec's "Price" entry): rupees per gram, or per carat for diamonds. */
export interface Rate {
  id: number;
  name: string;
  price: number;
  /** ISO 8601 time of the last change. */
  modified: string;
  /** What `price` is per: `g` (metal) or `ct` (stones). A rate without a unit is per gram. */
  unit?: RateUnit | undefined;
  /**
   * What the rate is typed and shown per (`10g`, `kg`, `g`, `ct`); `price` stays per `unit`. A rate
   * from a CMS before quote units has none: it is quoted by its metal (defaultQuoteUnit).
   */
  quoteUnit?: QuoteUnit | undefined;
}

/** A stone's grading certificate. */
export interface StoneCertificate {
  lab: string;
  number: string;
}

/**
 * One line of stones set in a piece: exactly one of `rate` (the name of a per-carat rate, so the
 * line reprices with the day's rates) and `pricePerCarat` (a fixed amount in rupees) prices it.
 */
export interface StoneLine {
  /** Diamond, Ruby, Emerald, Polki, ... */
  name: string;
  /** How many stones; shown, not used in the price. */
  count: number;
  /** The line's total weight in carats, up to three decimals. */
  carats: number;
  rate?: string | undefined;
  pricePerCarat?: number | undefined;
  certificate?: StoneCertificate | undefined;
  /** Rupees at the current rates: computed on read, ignored on a write. */
  value?: number | undefined;
}

/** A stone line as read from the API, with its value (rupees) at the current rates. */
export interface PricedStoneLine extends StoneLine {
  value: number;
}

/** A problem with one field, as the API reports it beside its message (`errors`). */
export interface FieldIssue {
  /** The field's path, dot-separated: `discount`, `stones.0.rate`. */
  field: string;
  code: string;
  /**
   * The message under the field, a sentence that names it and its limit: "Hallmarking fee cannot be
   * more than ₹1,000.00"; a stone line's field by its name within the line ("Carats must be at most
   * 100"). Only the spec's fixed messages may not name it ("required!"): describeFieldIssues adds it.
   */
  message: string;
}

/** The fields the Product table's bulk edit may set (PUT /api/admin/products). */
export interface BulkEditFields {
  status?: ProductStatus;
  category_id?: number;
  makingChargeType?: MakingChargeType;
  makingChargeValue?: number;
  discountType?: DiscountType;
  discount?: number;
}

/** The bulk edit: fields set on 1 to 5,000 pieces, or the pieces deleted; all or nothing. */
export type BulkEditRequest = { ids: number[]; set: BulkEditFields } | { ids: number[]; delete: true };

export type BulkEditResult = { changed: number } | { deleted: number };

/** A piece the bulk edit refused, and why (the 400's `data.refused`); sku and name null for an unknown id. */
export interface RefusedPiece {
  id: number;
  sku: string | null;
  name: string | null;
  message: string;
  errors?: FieldIssue[];
}

/** `nameGu`, `nameHi`: the category's name in Gujarati and Hindi, when the shop has given them. */
export interface Category extends NameTranslations {
  id: number;
  name: string;
}

export interface Banner {
  id: number;
  url: string;
  /** A small rendition of `url` for the back office's cards (see ProductImage.thumbnailUrl). */
  thumbnailUrl: string;
  /** The picture phones show instead (below 768 px wide), if the shop uploaded one. */
  mobileUrl: string | null;
  /** A small rendition of `mobileUrl`, null when there is none. */
  mobileThumbnailUrl: string | null;
  /**
   * What the picture says, for those who cannot see it, in English, Gujarati and Hindi; the CMS
   * always gives them ('' where the shop wrote none, and the site then describes the banner itself).
   */
  alt?: string;
  altGu?: string;
  altHi?: string;
}

export interface ProductImage {
  id: number;
  url: string;
  /**
   * A small rendition (at most 245 × 156 px, a few KB where the original may be megabytes) for the
   * back office's tables and pickers: the CMS's stored thumbnail, or `url` itself when the picture
   * is no larger than that. The public site makes its own renditions from `url`.
   */
  thumbnailUrl: string;
  /** The uploaded picture's size in pixels, as the CMS measured it (null when it could not). */
  width: number | null;
  height: number | null;
  /**
   * The point every square crop of the picture is made around, as fractions of its width and
   * height from its top left (0..1); the CMS always gives it, the centre unless the shop chose one.
   */
  focus?: FocalPoint;
}

/** A point of a picture, as fractions of its width (x) and height (y) from its top left: 0..1. */
export interface FocalPoint {
  x: number;
  y: number;
}

/**
 * What an admin enters for a product; everything else is derived. `nameGu`, `descriptionHi`, ...:
 * the texts in Gujarati and Hindi, when the shop has written them (English is shown otherwise).
 */
export interface ProductFields extends ProductTranslations {
  name: string;
  sku: string;
  /**
   * Labour (making) charge in rupees (the wire keeps the spec's spelling). Read: the making charge
   * as computed from the current rates. Written without `makingChargeType`: a flat making charge.
   */
  laber: number;
  metal: string;
  gender: Gender;
  status: ProductStatus;
  /** The name of the rate that prices this product's metal. */
  purity: string;
  /** Net metal weight in grams (carats for loose diamonds), up to three decimals. */
  weight: number;
  color: string;
  details: string;
  description: string;
  category_id: number;
  /** Discount in rupees, or a percentage of the making charge when `discountType` is `percent`. */
  discount: number;
  /** Millimetres; 0 when the product has no size. */
  size: number;

  // Trade pricing (docs/api.md). All optional: a product saved before trade pricing has a
  // flat making charge of `laber`, no stones, no hallmarking fee and a discount in rupees.
  /** Gross weight in grams (metal and stones), shown only; at least the net `weight`. */
  grossWeight?: number | undefined;
  /** How `makingChargeValue` prices the making charge; none means flat, from `laber`. */
  makingChargeType?: MakingChargeType | undefined;
  /** Rupees (flat), rupees per gram of net weight (per_gram) or a percentage of the metal (percent). */
  makingChargeValue?: number | undefined;
  stones?: StoneLine[] | undefined;
  /** Hallmark Unique ID: six capital letters or digits; none when not hallmarked. */
  huid?: string | undefined;
  /** Hallmarking fee in rupees; none means 0. */
  hallmarkFee?: number | undefined;
  /** How `discount` is given; none means flat (rupees). */
  discountType?: DiscountType | undefined;
}

export interface Product extends ProductFields {
  id: number;
  images: ProductImage[];
  /** The category's name, and its Gujarati and Hindi names when it has them. */
  category: string;
  categoryGu?: string | undefined;
  categoryHi?: string | undefined;
  metalAndPurityPrice: number;
  gst: number;
  /** Net payable, inclusive of all taxes. */
  totalPrice: number;
  /** The discount actually given; the struck-through price is totalPrice + discountPrice. */
  discountPrice: number;
  similarProducts?: Product[];
  /**
   * When the status last changed (ISO), or null if it has not since statuses were recorded. The API
   * always answers it; optional for pieces made elsewhere (the site's cards, older fixtures).
   */
  statusChangedAt?: string | null | undefined;
  createdAt: string;
  updatedAt: string;
}

/** An account's role: owners may do everything; staff run the catalogue, not the team or the shop's settings. */
export type AdminRole = 'owner' | 'staff';
export const ADMIN_ROLES: readonly AdminRole[] = ['owner', 'staff'];

export interface AuthUser {
  id: number;
  email: string;
  username: string;
  /** The name shown for the account (its username until accounts carry a name of their own). */
  name: string;
  role: AdminRole;
}

/** GET /api/admin/me: the signed-in account. */
export interface AdminMe {
  id: number;
  name: string;
  email: string;
  role: AdminRole;
  /** Whether the account signs in with a second step (a code from an authenticator app). */
  twoStep: boolean;
  /**
   * Whether the account must turn on two-step sign-in before anything else (an owner without it
   * while REQUIRE_TWO_STEP_FOR_OWNERS is on): until then its token reaches only me, the two-step
   * setup and enable, and logout.
   */
  mustTurnOnTwoStep: boolean;
  /**
   * Whether the account may change the rates now: always for an owner, for staff while the shop
   * setting staffMayEditRates is on (staff cannot read the shop settings themselves).
   */
  mayEditRates: boolean;
}

/** A member of the shop's team (GET /api/admin/team). */
export interface TeamMember {
  id: number;
  name: string;
  email: string;
  role: AdminRole;
  /** ISO time of the last sign-in, null when never. */
  lastSignInAt: string | null;
  /** invited: has not chosen a password yet; disabled: cannot sign in, every token ended. */
  status: 'active' | 'disabled' | 'invited';
  /** Whether the member signs in with a second step (an owner may turn it off for them). */
  twoStep: boolean;
}

/** POST /api/admin/team: the new member and the link that lets them choose a password. */
export interface TeamInvite {
  member: TeamMember;
  inviteUrl: string;
  /** Whether the link was emailed to the member (only when the shop has an SMTP server). */
  emailed: boolean;
}

/** POST /api/admin/team/:id/reset-link: the member's new link, emailed to them when SMTP is set. */
export interface TeamResetLink {
  resetUrl: string;
  /** Whether the link was emailed to the member (only when the shop has an SMTP server). */
  emailed: boolean;
}

export interface LoginResult {
  token: string;
  user: AuthUser;
}

/**
 * POST /api/admin/login: the token, or, for an account with two-step sign-in, a challenge to send
 * with a code to POST /api/admin/login/two-step (which answers a LoginResult).
 */
export type LoginAnswer = LoginResult | { twoStepRequired: true; challenge: string };

export interface ProductCount {
  totalProductCount: number;
  activeProductCount: number;
  /** Drafts: saved, not yet published. */
  draftProductCount: number;
}

/** A rate as a write answers it: with how many products the write repriced. */
export interface SavedRate extends Rate {
  repricedProducts: number;
}

/** Why a rate write was refused by the guard (409): it moves the rate by more than the shop allows. */
export interface RateGuardRefusal {
  /** Rupees. */
  oldPrice: number;
  newPrice: number;
  /** The change in percent of the old price, signed (+20 for a rise of a fifth). */
  percent: number;
  /** How many products the change reprices. */
  products: number;
}

/**
 * What the CMS tells everyone about the shop (GET /api/user/shop): its pricing settings and the
 * details the back office's Shop settings store (never the SMTP server).
 */
export interface ShopSettings extends ShopDetails {
  /** GST as a fraction (0.03 for 3 %), the rate every product's price carries. */
  gstRate: number;
  /** Rupees: the hallmarking fee the back office pre-fills for a new product. */
  hallmarkFeeDefault: number;
  /** A rate write moving a rate by more than this percentage must be confirmed. */
  rateGuardPercent: number;
  /**
   * Milliseconds an upload's body has to arrive and be read (HTTP_MULTIPART_TIMEOUT_MS): the back
   * office waits this long, and a little more, for a product's or a banner's photos.
   */
  uploadTimeoutMs: number;
  /** Days answered and archived enquiries are kept (ENQUIRY_RETENTION_DAYS): the privacy notice states it. */
  enquiryRetentionDays: number;
  /**
   * The most days the CMS's own backups keep a copy of what was deleted or erased, from their
   * schedule and retention (BACKUP_SCHEDULE, BACKUP_KEEP_*); null when it takes none on a schedule.
   */
  backupRetentionDays: number | null;
}

/** One entry of the admin's rate history (GET /api/admin/rate-history), rupees on the wire. */
export interface RateChange {
  /** The rate's name when it changed. */
  name: string;
  /** The price before; null when the rate was added. */
  oldPrice: number | null;
  newPrice: number;
  /** ISO 8601 time. */
  changedAt: string;
  /** The email of the admin who made the change. */
  changedBy: string;
}

/** One point of the public rate history (GET /api/user/rate-history): no admin is named. */
export interface RatePoint {
  /** The rate's current name. */
  name: string;
  /** The price from this time on, rupees. */
  price: number;
  /** ISO 8601 time. */
  at: string;
}

export type PublishResult = 'ok' | 'failed' | 'not-configured';

/** A content change the live site does not show yet. */
export interface PublishChange {
  /** What changed, e.g. "Rate 22K changed", "Product Kada Bangle (SKU KB-22) added". */
  what: string;
  /** The shop admin's email; null for changes made by the CMS itself (the demo seed). */
  who: string | null;
  /** ISO time. */
  at: string;
}

export type PublishTrigger = 'auto' | 'manual';

/** One call of the build hook. */
export interface PublishRecord {
  /** ISO time it started. */
  at: string;
  result: 'ok' | 'failed';
  /** The build's own duration when the hook reports it (the local publisher), else until the hook answered. */
  durationMs: number;
  /** After the quiet period or the ceiling (`auto`), or 'Publish now' (`manual`). */
  trigger: PublishTrigger;
}

export interface PublishStatus {
  /** ISO time of the last build-hook call, or null when none was made. */
  lastTrigger: string | null;
  lastResult: PublishResult | null;
  /** Content changed and the build hook has not yet been called for it (retries included). */
  pending: boolean;
  /** The changes since the last successful publish, newest first (at most 50). */
  waiting: PublishChange[];
  /** How many changes wait in all. */
  waitingCount: number;
  /** ISO time of the last successful publish: what the live site shows. */
  lastPublishedAt: string | null;
  /** Successful publishes since the start of this month (India time): deploys cost money on Netlify. */
  publishesThisMonth: number;
}

/** One backup the CMS took, or tried to (GET and POST /api/admin/backups). */
export interface BackupRun {
  /** ISO time of the schedule it was for; null for 'Back up now'. */
  slot: string | null;
  trigger: 'schedule' | 'now';
  startedAt: string;
  finishedAt: string;
  /** `unsupported`: recorded by releases before backups covered photos in a bucket. */
  result: 'verified' | 'failed' | 'unsupported';
  /** The archive's file name in BACKUP_DIR (`<name>.failed` when it failed its verification). */
  archive: string | null;
  /** With BACKUP_TARGET=s3: the archive's object key in the upload bucket (BACKUP_PREFIX and its name). */
  key?: string | null;
  /** Bytes. */
  size: number | null;
  /** Why it failed, or was not taken. */
  message: string | null;
  /** Which instance took it: host and process. */
  instance: string;
  /** Older archives the retention rule removed once this one was verified. */
  removed: string[];
}

export interface BackupStatus {
  /**
   * null when BACKUP_SCHEDULE=off. `copiesForDays`: the most days the backups keep a copy of what
   * was deleted or erased (ShopSettings.backupRetentionDays), null when the schedule has no run left.
   */
  schedule: { rule: string; timeZone: string; next: string | null; copiesForDays: number | null } | null;
  keep: { daily: number; weekly: number };
  /** The last 20 attempts, newest first. */
  runs: BackupRun[];
  newestVerified: { at: string; archive: string | null; size: number | null; ageHours: number } | null;
}

/** POST /api/admin/backups/download-link: where the browser fetches the archive, for a few minutes. */
export interface BackupDownloadLink {
  /** The CMS's path (the client puts its address in front). */
  url: string;
  archive: string;
  size: number;
  expiresAt: string;
}

/**
 * Every JSON answer of the CMS. A refusal may name the fields at fault (`errors`, so a form can
 * show each message under its field, in any language) and carry what the client needs to go on
 * (`data`, e.g. the rate guard's figures).
 */
export type Envelope<T> =
  | { success: true; message?: string; data: T }
  | { success: false; message: string; errors?: FieldIssue[]; data?: unknown };

/** The product-list query, in the form the domain works with (see catalogue-query.ts for the URL form). */
export interface CatalogueQuery {
  search: string;
  metal: string;
  gender: Gender | '';
  /** Category names or ids, any of which matches. */
  categories: string[];
  sort: SortValue | '';
  page: number;
  limit: number;
}

export interface CataloguePage<T> {
  products: T[];
  total: number;
}

/** A cell of the stock sheet that moves: its column, and its text before and after. */
export interface ColumnChange {
  field: string;
  from: string;
  to: string;
}

/** What is wrong with (or to confirm about) a cell of the stock sheet, by its column. */
export interface ColumnIssue {
  column: string;
  message: string;
}

export type ImportRowAction = 'create' | 'update' | 'unchanged' | 'error';

/** One row of the stock sheet, as the import reads it (docs/api.md, POST /api/admin/import). */
export interface ImportRow {
  /** The row's number as Excel shows it (the header is 1). */
  row: number;
  sku: string;
  action: ImportRowAction;
  changes: ColumnChange[];
  errors: ColumnIssue[];
  /** What applies only with `confirm`: a price that moves past the rate guard. */
  warnings: ColumnIssue[];
}

/** What an import of the stock sheet answers, a dry run or applied. */
export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  /** Headers of the sheet no column of the shop's answers to. */
  ignoredColumns: string[];
  rows: ImportRow[];
}
