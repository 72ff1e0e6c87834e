import { MAX_BODY_BYTES, MAX_FORM_FIELDS } from '../src/lib/request-limits';
import { settings } from '../src/lib/settings';

export default () => [
  'strapi::logger',
  'strapi::errors',
  // Inside strapi::errors: turns every answer, errors included, into the shop's envelope.
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
  // Before anything reads the request: only the shop's own routes and the uploads answer.
  'global::route-gate',
  // The reads answered, so that a long write (a stock import's apply) gives way to them.
  'global::read-traffic',
  {
    name: 'strapi::cors',
    config: {
      origin: settings().corsOrigins,
      headers: ['Content-Type', 'Authorization', 'Accept'],
      // The back office sends its token in a header, never a cookie: no origin needs credentials.
      credentials: false,
    },
  },
  'strapi::query',
  'global::request-deadline',
  // Before anything reads the body: the token of an admin route, the body's type and declared size;
  // then it reads the multipart forms of the upload routes itself.
  'global::body-gate',
  {
    name: 'strapi::body',
    config: {
      // Multipart forms are the body gate's (formidable, strapi::body's parser, can hang for good);
      // text bodies it refuses.
      multipart: false,
      text: false,
      jsonLimit: MAX_BODY_BYTES,
      formLimit: MAX_BODY_BYTES,
      // A URL-encoded form has the multipart form's field limit; past it qs throws (413) rather
      // than dropping the rest.
      queryString: { parameterLimit: MAX_FORM_FIELDS, throwOnLimitExceeded: true },
    },
  },
  // Strapi refuses to start without these two; src/index.ts makes both do nothing. favicon answered
  // every /favicon.ico with a 500; the CMS serves no files but the uploads (the upload plugin's route).
  'strapi::favicon',
  'strapi::public',
];
