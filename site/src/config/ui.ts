// The site's own interface settings (docs/configuration.md): timings, sizes, the breakpoint and the browser
// storage keys. The shop's rules (page sizes, image limits, password lengths, GST) stay in
// @suvarna/domain; these are how this site shows things. Plain values with no imports, so the
// benchmarks (run by Node from bench/) can read them too.

/**
 * Below this width the layout is the phone one. CSS says it with Tailwind's `md` breakpoint (the
 * back office's sidebar with the variants of styles/global.css); ui.test.ts checks the two agree.
 */
export const MOBILE_BREAKPOINT_PX = 768;

/** The home banner's auto-advance. */
export const BANNER_INTERVAL_MS = 3000;
/** How far a pointer must travel sideways on the banner for a swipe rather than a tap. */
export const SWIPE_MIN_PX = 40;

/** The product list searches this long after the visitor's last keystroke, as well as on Enter. */
export const LIVE_SEARCH_DELAY_MS = 250;

/** Share of the product list's sentinel that must be visible before the next page loads. */
export const INFINITE_SCROLL_THRESHOLD = 0.1;

/** The product gallery: thumbnails shown at once, and how far the zoom lens may move (px). */
export const THUMBNAILS_PER_VIEW = 3;
export const ZOOM_LENS_MIN_PX = 0;
export const ZOOM_LENS_MAX_PX = 300;

/** Footer blocks rise into view one after the other. */
export const FOOTER_REVEAL = { staggerSeconds: 0.2, delaySeconds: 0.3 } as const;
export const FOOTER_LOGO_HEIGHT_PX = 50;

/** The back office's toasts close by themselves after this. */
export const TOAST_AUTO_CLOSE_MS = 2000;
/** How often the back office asks for new enquiries, so a visitor's message shows within seconds. */
export const ENQUIRIES_REFRESH_MS = 15_000;
/** While changes wait to be published, how often the Publish panel and the dashboard look again. */
export const PUBLISH_STATUS_REFRESH_MS = 10_000;
/** The register stub answers after this, without any network call. */
export const REGISTER_STUB_DELAY_MS = 1000;
/** Set-password shows its submitting state at least this long. */
export const SET_PASSWORD_SUBMIT_MS = 1000;

/**
 * The back office makes photos lighter before sending them: the longest side at most this, and
 * re-encoded at this quality (JPEG, or WebP for a picture with transparent pixels).
 */
export const UPLOAD_PHOTO_MAX_SIDE_PX = 2400;
export const UPLOAD_PHOTO_QUALITY = 0.85;
/**
 * An upload waits as long as the CMS gives its body (ShopSettings.uploadTimeoutMs) and this much
 * more: the CMS's storing of the photos once they have arrived, and its answer.
 */
export const UPLOAD_TIMEOUT_MARGIN_MS = 15_000;

/** What the back office keeps in localStorage, under the spec's keys. */
export const STORAGE_KEYS = { token: 'token', authUser: 'authUser', activeLink: 'activeLink' } as const;
/** The back-office section shown when none was chosen before. */
export const DEFAULT_ACTIVE_LINK = 'dashboard';

/** What the public pages keep in the visitor's browser (nothing of it leaves the browser). */
export const SHOPPER_STORAGE_KEYS = {
  shortlist: 'suvarna.shortlist',
  recentlyViewed: 'suvarna.recentlyViewed',
} as const;
/** The most pieces a shortlist holds, and the pieces 'Recently viewed' remembers. */
export const SHORTLIST_MAX = 50;
export const RECENTLY_VIEWED_MAX = 8;
