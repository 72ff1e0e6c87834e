// The shop's own details (name, phones, address, hours, social links) as the back office edits them
// and the site shows them, and the enquiry email's SMTP server. Without zod: the site's pages read
// these types and helpers (validation/shop.ts checks what is written).
import type { ExchangeDeductions } from './old-gold.js';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's opening hours, 24-hour HH:MM in India's time. A day the shop is closed has no entry. */
export interface OpeningHours {
  day: Weekday;
  opens: string;
  closes: string;
}

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'youtube', 'whatsappChannel'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** Each network's page of the shop, or null: the site shows no icon for it. */
export type SocialLinks = Record<SocialNetwork, string | null>;

/** Who answers questions and complaints about personal data (the privacy notice names them). */
export interface GrievanceContact {
  name: string;
  email: string;
  /** As people write it. */
  phone: string;
}

/**
 * The shop's public details as stored in the CMS. A null field was never set there: the site's
 * build uses its own setting (SHOP_*), then the demo shop's, for it.
 */
export interface ShopDetails {
  name: string | null;
  /** As people write them ("+91 98250 12345"); the first is the one to call. */
  phones: string[] | null;
  /** International digits only (919825012345), as wa.me wants them. */
  whatsapp: string | null;
  email: string | null;
  /** One line per entry, as on an envelope. */
  address: string[] | null;
  /** The embedded map's address (Google Maps). */
  mapUrl: string | null;
  /** In weekday order; empty when the shop states none. */
  openingHours: OpeningHours[];
  social: SocialLinks;
  /** The old-gold exchange's deduction per gold purity the shop set; {} when it set none (defaults). */
  exchangeDeductions: ExchangeDeductions;
  /** The privacy notice's contact; null: the shop's own name, email and first phone. */
  grievanceContact: GrievanceContact | null;
}

/** The enquiry email's SMTP server as the back office sees it: the password is never sent back. */
export interface SmtpSettingsView {
  host: string;
  port: number;
  /** TLS from the start (port 465). */
  secure: boolean;
  user: string | null;
  /** Whether a password is stored (it is kept encrypted and never leaves the CMS). */
  passwordSet: boolean;
  /** The sender; the recipient's address when null. */
  from: string | null;
  /** Who is emailed about each enquiry. */
  to: string;
}

/** GET /api/admin/shop-settings: the public details and the SMTP server stored in the CMS (null: the CMS's environment's). */
export interface AdminShopSettings extends ShopDetails {
  smtp: SmtpSettingsView | null;
  /** Whether staff accounts may change the rates (off until an owner allows it). */
  staffMayEditRates: boolean;
  /** Visits one 30-minute slot takes (visits.ts). */
  visitCapacity: number;
  /** Dates (YYYY-MM-DD, India) the shop takes no visits, in order. */
  closedDates: string[];
}

/** The answer of 'Send a test email'. */
export interface TestEmailResult {
  to: string;
}

export const EMPTY_SOCIAL_LINKS: SocialLinks = {
  instagram: null,
  facebook: null,
  youtube: null,
  whatsappChannel: null,
};

/** Nothing stored: the site shows its own settings. */
export const EMPTY_SHOP_DETAILS: ShopDetails = {
  name: null,
  phones: null,
  whatsapp: null,
  email: null,
  address: null,
  mapUrl: null,
  openingHours: [],
  social: EMPTY_SOCIAL_LINKS,
  exchangeDeductions: {},
  grievanceContact: null,
};

/**
 * The origins a stored map link may use: the site's Content-Security-Policy lets pages frame these
 * (and the build's own SHOP_MAP_URL's), fixed when the site is built.
 */
export const MAP_ORIGINS = ['https://www.google.com', 'https://maps.google.com'] as const;

/** The hosts each social link may point at: its own network's, nowhere else. */
export const SOCIAL_HOSTS: Readonly<Record<SocialNetwork, readonly string[]>> = {
  instagram: ['instagram.com', 'www.instagram.com'],
  facebook: ['facebook.com', 'www.facebook.com', 'm.facebook.com'],
  youtube: ['youtube.com', 'www.youtube.com', 'm.youtube.com'],
  whatsappChannel: ['whatsapp.com', 'www.whatsapp.com'],
};
