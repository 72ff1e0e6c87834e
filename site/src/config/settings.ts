// Every setting of the site's build (README: Configuration), read once from the environment with
// the shared forms of @suvarna/settings: a bad value stops the build with a message naming it.
// The shop's identity falls back to the demo shop field by field (docs/configuration.md); what the
// back office's Shop settings store overrides it (lib/shop.ts).
import {
  bucketPublicUrl,
  type Environment,
  httpUrl,
  httpUrlOr,
  optionalText,
  readSettings,
  textOr,
} from '@suvarna/settings';
import { z } from 'zod';
import { parseCoordinates } from './coordinates.ts';
import { DEMO_SHOP, type ShopConfig } from './shop.ts';

export const DEFAULT_CMS_URL = 'http://127.0.0.1:1337';
export const DEFAULT_SITE_URL = 'http://localhost:4321';
/** Astro's own default, relative to site/. */
const DEFAULT_CACHE_DIR = 'node_modules/.astro';

const optionalUrl = (example: string) =>
  optionalText.pipe(
    httpUrl(example)
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  );

/** A list in one variable, its items trimmed, empty ones dropped; none given is undefined. */
const list = (separator: string | RegExp) =>
  optionalText.transform((value) =>
    value
      ?.split(separator)
      .map((item) => item.trim())
      .filter(Boolean),
  );

const schema = z.object({
  CMS_URL: httpUrlOr(DEFAULT_CMS_URL),
  PUBLIC_CMS_URL: optionalUrl('https://cms.shop.example'),
  SITE_URL: optionalUrl('https://shop.example'),
  // Netlify's own address of the deploy, during its builds.
  URL: optionalUrl('https://shop.netlify.app'),
  SHOP_NAME: optionalText,
  SHOP_PHONES: list(','),
  SHOP_EMAIL: optionalText.pipe(
    z
      .string()
      .regex(/^\S+@\S+\.\S+$/, { error: 'must be an email address (e.g. desk@shop.in)' })
      .optional(),
  ),
  // Lines are separated by '|' or a newline, so the address fits in one environment variable.
  SHOP_ADDRESS: list(/\||\n/),
  SHOP_WHATSAPP: optionalText.pipe(
    z
      .string()
      .transform((value) => value.replace(/\D/g, ''))
      .pipe(
        z.string().regex(/^\d{8,15}$/, { error: 'must be a phone number with its country code (e.g. 919825012345)' }),
      )
      .optional(),
  ),
  SHOP_MAP_URL: optionalUrl('https://www.google.com/maps?q=…&output=embed'),
  // Where the shop stands, for search engines, when its map link carries no pin.
  SHOP_GEO: optionalText.pipe(
    z
      .string()
      .transform((value, context) => {
        const found = parseCoordinates(value);
        if (!found) context.addIssue({ code: 'custom', message: 'must be latitude,longitude (e.g. 21.1826,72.832)' });
        return found ?? z.NEVER;
      })
      .optional(),
  ),
  // The shop's store code in Google Business Profile: the local inventory feed names the shop by it.
  SHOP_STORE_CODE: optionalText.pipe(
    z
      .string()
      .regex(/^[\w-]{1,64}$/, { error: 'must be the store code of Google Business Profile (letters, digits, - or _)' })
      .optional(),
  ),
  SITE_CACHE_DIR: textOr(DEFAULT_CACHE_DIR),
  // The CMS's own settings of its bucket (README: Configuration): pictures uploaded there are
  // served from the bucket's address, which the pages must be allowed to load.
  UPLOAD_PROVIDER: textOr('local').pipe(z.enum(['local', 's3'], { error: 'must be local or s3' })),
  S3_BUCKET: optionalText,
  S3_REGION: textOr('us-east-1'),
  S3_ENDPOINT: optionalUrl('https://s3.example.com'),
  S3_PUBLIC_URL: optionalUrl('https://pictures.suvarna.example'),
  // Set by scripts/build.mjs, not by anyone else: a hash of the code the pages are built from, and
  // where to write which pages the build rendered and reused.
  SITE_CODE_VERSION: optionalText,
  SITE_PAGES_REPORT: optionalText,
  SITE_OUTPUT_PREPARED: optionalText,
});

export interface SiteSettings {
  /** The CMS the build reads the catalogue from. */
  cmsUrl: string;
  /** The CMS the back office calls from the browser: PUBLIC_CMS_URL, else the one the build reads. */
  publicCmsUrl: string;
  /** The public address of the site, for links shared from a page: SITE_URL, else Netlify's URL. */
  siteUrl: string;
  /** Where uploaded pictures come from when not from the CMS itself (a bucket's origin), else null. */
  picturesOrigin: string | null;
  /**
   * Astro's cache between builds, relative to site/ or absolute: the optimised images, and the
   * pages an incremental build reuses. One build at a time uses it (scripts/build.mjs).
   */
  cacheDir: string;
  /**
   * A hash of the site's code, the shared packages' and the lockfile, from the build script: it
   * joins every product page's cache key, so a change of code renders every page afresh.
   */
  codeVersion: string | undefined;
  /** From the build script: the file the build writes its rendered and reused pages to. */
  pagesReportFile: string | undefined;
  /**
   * From the build script, which builds into a folder it emptied itself and makes the pages'
   * folders there while Astro starts: Astro must not empty it again.
   */
  outputPrepared: boolean;
  /** The shop's store code in Google Business Profile; without it no local inventory feed is written. */
  storeCode: string | null;
  shop: ShopConfig;
}

export function readSiteSettings(environment: Environment): SiteSettings {
  const parsed = readSettings({ app: 'site', schema, environment });
  return {
    cmsUrl: parsed.CMS_URL,
    publicCmsUrl: parsed.PUBLIC_CMS_URL ?? parsed.CMS_URL,
    siteUrl: parsed.SITE_URL ?? parsed.URL ?? DEFAULT_SITE_URL,
    picturesOrigin:
      parsed.UPLOAD_PROVIDER === 's3' && parsed.S3_BUCKET
        ? new URL(
            bucketPublicUrl({
              name: parsed.S3_BUCKET,
              region: parsed.S3_REGION,
              endpoint: parsed.S3_ENDPOINT,
              publicUrl: parsed.S3_PUBLIC_URL,
            }),
          ).origin
        : null,
    cacheDir: parsed.SITE_CACHE_DIR,
    codeVersion: parsed.SITE_CODE_VERSION,
    pagesReportFile: parsed.SITE_PAGES_REPORT,
    outputPrepared: parsed.SITE_OUTPUT_PREPARED === '1',
    storeCode: parsed.SHOP_STORE_CODE ?? null,
    shop: {
      name: parsed.SHOP_NAME ?? DEMO_SHOP.name,
      phones: parsed.SHOP_PHONES ?? DEMO_SHOP.phones,
      email: parsed.SHOP_EMAIL ?? DEMO_SHOP.email,
      address: parsed.SHOP_ADDRESS ?? DEMO_SHOP.address,
      whatsapp: parsed.SHOP_WHATSAPP ?? DEMO_SHOP.whatsapp,
      mapUrl: parsed.SHOP_MAP_URL ?? DEMO_SHOP.mapUrl,
      geo: parsed.SHOP_GEO ?? null,
      foundedYear: DEMO_SHOP.foundedYear,
      openingHours: DEMO_SHOP.openingHours,
      social: DEMO_SHOP.social,
      grievanceContact: DEMO_SHOP.grievanceContact,
    },
  };
}

/** This build's settings. */
export const siteSettings = readSiteSettings(process.env);
