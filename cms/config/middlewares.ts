import type { Env } from '../src/lib/env';
import { corsOrigins } from '../src/lib/env';
import { MAX_UPLOAD_BYTES } from '../src/lib/uploads';

export default ({ env }: { env: Env }) => [
  'strapi::logger',
  'strapi::errors',
  // Inside strapi::errors: turns every answer of the API, errors included, into the shop's envelope.
  'global::envelope',
  {
    name: 'strapi::security',
    config: {
      // The CMS answers JSON and images, never a page: nothing it sends may run, load or be framed.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'none'"],
          'base-uri': ["'none'"],
          'form-action': ["'none'"],
          'frame-ancestors': ["'none'"],
          // A file under /uploads opened directly gets an opaque origin, whatever it holds.
          sandbox: [],
          // Strapi's additions for its admin panel, which is not served.
          'connect-src': null,
          'img-src': null,
          'media-src': null,
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      // Browsers ignore it over plain HTTP, so it is harmless locally and in force behind HTTPS.
      hsts: { maxAge: 31_536_000, includeSubDomains: true },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      origin: corsOrigins(env),
      headers: ['Content-Type', 'Authorization', 'Accept'],
      // The back office sends its token in a header, never a cookie: no origin needs credentials.
      credentials: false,
    },
  },
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '256kb',
      formLimit: '256kb',
      textLimit: '256kb',
      formidable: { maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 10 },
    },
  },
  'global::temporary-uploads',
  'strapi::favicon',
  'strapi::public',
];
