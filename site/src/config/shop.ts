// The shop's identity: its shape and the demo shop's. A real deployment sets its own in the back
// office's Shop settings (stored in the CMS, read by each build: lib/shop.ts); the build's settings
// (./settings.ts, docs/configuration.md) are the defaults of what the CMS has not stored.

import type { GrievanceContact, OpeningHours, ShopDetails, SocialLinks } from '@suvarna/domain';
import { type Coordinates, mapCoordinates } from './coordinates.ts';

export interface ShopConfig {
  name: string;
  /** Display form, e.g. '+91 98250 12345'; the first one is the one to call. */
  phones: string[];
  email: string;
  /** One line per entry, as on an envelope. */
  address: string[];
  /** International digits only, as wa.me wants them. */
  whatsapp: string;
  mapUrl: string;
  /** Where the shop stands when SHOP_GEO says so; else the map link's pin, if it has one (shopCoordinates). */
  geo: Coordinates | null;
  foundedYear: number;
  /** In weekday order; none stated when empty. */
  openingHours: OpeningHours[];
  /** Each network's page; no icon is shown for a null one. */
  social: SocialLinks;
  /** Who the privacy notice names for questions about personal data; null: the shop itself. */
  grievanceContact: GrievanceContact | null;
}

export const DEMO_SHOP: ShopConfig = {
  name: 'Suvarna',
  phones: ['+91 98250 12345', '+91 98250 67890', '+91 261 246 1010'],
  email: 'hello@suvarnajewellers.in',
  address: ['Suvarna Jewellers', '12 Ring Road, near Udhna Darwaja', 'Surat, Gujarat 395002', 'India'],
  whatsapp: '919825012345',
  // A pin by its coordinates (Ring Road near Udhna Darwaja): the map and the home page's geo agree.
  mapUrl: 'https://www.google.com/maps?q=21.1826,72.832&output=embed',
  geo: null,
  foundedYear: 2010,
  openingHours: [],
  social: { instagram: null, facebook: null, youtube: null, whatsappChannel: null },
  grievanceContact: null,
};

/** The shop as the CMS stores it, field by field over the build's own settings where it stores none. */
export function withStoredDetails(base: ShopConfig, stored: ShopDetails): ShopConfig {
  return {
    ...base,
    name: stored.name ?? base.name,
    phones: stored.phones ?? base.phones,
    email: stored.email ?? base.email,
    address: stored.address ?? base.address,
    whatsapp: stored.whatsapp ?? base.whatsapp,
    mapUrl: stored.mapUrl ?? base.mapUrl,
    openingHours: stored.openingHours.length > 0 ? stored.openingHours : base.openingHours,
    social: {
      instagram: stored.social.instagram ?? base.social.instagram,
      facebook: stored.social.facebook ?? base.social.facebook,
      youtube: stored.social.youtube ?? base.social.youtube,
      whatsappChannel: stored.social.whatsappChannel ?? base.social.whatsappChannel,
    },
    grievanceContact: stored.grievanceContact ?? base.grievanceContact,
  };
}

/** Where the shop stands: SHOP_GEO, else the pin of its map link; null when neither says. */
export const shopCoordinates = (shop: Pick<ShopConfig, 'geo' | 'mapUrl'>): Coordinates | null =>
  shop.geo ?? mapCoordinates(shop.mapUrl);

/** `tel:` target of a display phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
