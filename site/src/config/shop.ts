// The shop's identity: its shape and the demo shop's. A real deployment sets its own at build time
// (./settings.ts, docs/configuration.md).

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
  foundedYear: number;
}

export const DEMO_SHOP: ShopConfig = {
  name: 'Suvarna',
  phones: ['+91 98250 12345', '+91 98250 67890', '+91 261 246 1010'],
  email: 'hello@suvarnajewellers.in',
  address: ['Suvarna Jewellers', '12 Ring Road, near Udhna Darwaja', 'Surat, Gujarat 395002', 'India'],
  whatsapp: '919825012345',
  mapUrl: 'https://www.google.com/maps?q=Ring+Road,+Surat,+Gujarat&output=embed',
  foundedYear: 2010,
};

/** `tel:` target of a display phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
