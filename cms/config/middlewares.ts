import { MAX_BODY_BYTES, MAX_FILES_BYTES, MAX_FORM_FIELDS } from '../src/lib/request-limits';
import { settings } from '../src/lib/settings';
import { temporaryUploadsDir } from '../src/lib/temporary-uploads';

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
  {
    name: 'strapi::body',
    config: {
      jsonLimit: MAX_BODY_BYTES,
      formLimit: MAX_BODY_BYTES,
      textLimit: MAX_BODY_BYTES,
      // A URL-encoded form has the multipart form's field limit; past it qs throws (413) rather
      // than dropping the rest.
      queryString: { parameterLimit: MAX_FORM_FIELDS, throwOnLimitExceeded: true },
      formidable: {
        // formidable counts the bytes of all a request's files together; each image's own limit is
        // checked when it is stored (src/lib/uploads.ts).
        maxFileSize: MAX_FILES_BYTES,
        maxFields: MAX_FORM_FIELDS,
        maxFieldsSize: MAX_BODY_BYTES,
        // A folder of this instance's own, emptied at start (src/index.ts): what a killed CMS
        // left there is removed, and another instance's uploads in progress are not.
        uploadDir: temporaryUploadsDir(settings()),
      },
    },
  },
  'global::temporary-uploads',
  // Strapi refuses to start without these two; src/index.ts makes both do nothing. favicon answered
  // every /favicon.ico with a 500; the CMS serves no files but the uploads (the upload plugin's route).
  'strapi::favicon',
  'strapi::public',
];
