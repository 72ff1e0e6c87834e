// The shop's identity, in one place. The defaults describe the demo shop; a real deployment sets
// the environment variables at build time (DESIGN section 5).
type Env = Readonly<Record<string, string | undefined>>;

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

export const DEFAULT_CMS_URL = 'http://127.0.0.1:1337';
export const DEFAULT_SITE_URL = 'http://localhost:4321';

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
const list = (value: string | undefined, separator: string | RegExp) =>
  nonEmpty(value)
    ?.split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** The shop as configured by the environment, falling back to the demo shop field by field. */
export function readShopConfig(env: Env): ShopConfig {
  return {
    name: nonEmpty(env.SHOP_NAME) ?? DEMO_SHOP.name,
    phones: list(env.SHOP_PHONES, ',') ?? DEMO_SHOP.phones,
    email: nonEmpty(env.SHOP_EMAIL) ?? DEMO_SHOP.email,
    // Lines are separated by '|' or a newline, so the address fits in one environment variable.
    address: list(env.SHOP_ADDRESS, /\||\n/) ?? DEMO_SHOP.address,
    whatsapp: nonEmpty(env.SHOP_WHATSAPP)?.replace(/\D/g, '') ?? DEMO_SHOP.whatsapp,
    mapUrl: nonEmpty(env.SHOP_MAP_URL) ?? DEMO_SHOP.mapUrl,
    foundedYear: DEMO_SHOP.foundedYear,
  };
}

/** The CMS the build reads the catalogue from. */
export function readCmsUrl(env: Env): string {
  return (nonEmpty(env.CMS_URL) ?? DEFAULT_CMS_URL).replace(/\/+$/, '');
}

/**
 * The public address of the site, for links shared from a page (the WhatsApp enquiry). Netlify sets
 * URL during its builds; SITE_URL overrides it.
 */
export function readSiteUrl(env: Env): string {
  return (nonEmpty(env.SITE_URL) ?? nonEmpty(env.URL) ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
}

export const shop = readShopConfig(process.env);
export const CMS_URL = readCmsUrl(process.env);

/** `tel:` target of a display phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
