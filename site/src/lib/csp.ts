// The site's Content-Security-Policy: its own files, the CMS (the back office's API calls and the
// uploads it shows) and the shop's map, nothing else from outside.
//
// It comes in two parts. Astro writes a <meta http-equiv> policy into every page (security.csp in
// astro.config.ts) with these directives and the hashes of that page's own inline scripts and
// styles, which only the build knows. A meta policy cannot carry frame-ancestors, so that one is an
// HTTP header, the same for every page: netlify.toml sends it, and so does the local publisher.
// With its extension: the local publisher runs this file in Node as it is.
import { MAP_ORIGINS } from '@suvarna/domain';
import type { SiteSettings } from '../config/settings.ts';
import { enquiryAction, erasureAction } from './enquiry-address.ts';

/** The outside origins a page may use. */
export interface CspOrigins {
  /** The CMS as the browser reaches it. */
  cms: string;
  /** The bucket uploaded pictures are served from, when they are not the CMS's. */
  pictures: string | null;
  /** The embedded map's, as the build's settings give it. */
  map: string;
  /** The addresses a form may post to besides the site: the CMS's enquiry route... */
  enquiry: string;
  /** ...and its erasure requests' (the privacy page's 'Erase my data'). */
  erasure: string;
}

export function cspOrigins(settings: Pick<SiteSettings, 'publicCmsUrl' | 'picturesOrigin' | 'shop'>): CspOrigins {
  return {
    cms: new URL(settings.publicCmsUrl).origin,
    pictures: settings.picturesOrigin,
    map: new URL(settings.shop.mapUrl).origin,
    enquiry: enquiryAction(settings),
    erasure: erasureAction(settings),
  };
}

type DirectiveName =
  | 'default-src'
  | 'connect-src'
  | 'img-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action';
/** A directive as Astro's security.csp.directives takes it. */
export type CspDirective = `${DirectiveName} ${string}`;

/** Every directive but script-src and style-src, which Astro writes with the page's hashes. */
export function cspDirectives({ cms, pictures, map, enquiry, erasure }: CspOrigins): CspDirective[] {
  return [
    "default-src 'self'",
    // The back office's API calls; the public pages only fetch their own catalogue's parts.
    `connect-src 'self' ${cms}`,
    // Public pages show images Astro optimised into the build; the back office shows uploads from
    // the CMS (or its bucket) and previews of files being uploaded (blob:).
    `img-src 'self' blob: ${cms}${pictures ? ` ${pictures}` : ''}`,
    // A map link stored in the back office's Shop settings is on one of MAP_ORIGINS (Google Maps):
    // the pages built after it is stored show it without the build's settings changing.
    `frame-src ${[...new Set([map, ...MAP_ORIGINS])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    // The enquiry forms and 'Erase my data' post to the CMS (its 303 returns to the site).
    `form-action 'self' ${enquiry} ${erasure}`,
  ];
}

/** The header-only part, sent with every response. */
export const CSP_HEADER = "frame-ancestors 'none'";
