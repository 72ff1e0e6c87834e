import type { Env } from '../src/lib/env';
import { corsOrigins } from '../src/lib/env';
import { MAX_UPLOAD_BYTES } from '../src/lib/uploads';

export default ({ env }: { env: Env }) => [
  'strapi::logger',
  'strapi::errors',
  // Inside strapi::errors: turns every answer of the API, errors included, into the shop's envelope.
  'global::envelope',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: { origin: corsOrigins(env), headers: ['Content-Type', 'Authorization', 'Accept'] },
  },
  'strapi::poweredBy',
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
