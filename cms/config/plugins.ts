import type { Env } from '../src/lib/env';
import { secret } from '../src/lib/env';

export default ({ env }: { env: Env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: secret(env, 'JWT_SECRET'),
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '7d') },
    },
  },
  upload: {
    config: {
      // The site makes its own responsive images at build time: keep only the original.
      breakpoints: {},
      // Stored names carry a content hash, so a URL's bytes never change: browsers and the site
      // build's image cache may keep them for good.
      providerOptions: { localServer: { maxage: 365 * 24 * 60 * 60 * 1000, immutable: true } },
    },
  },
});
