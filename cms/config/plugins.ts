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
    },
  },
});
