import path from 'node:path';
import type { Env } from '../src/lib/env';
import { appDir, secretList } from '../src/lib/env';

export default ({ env }: { env: Env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: secretList(env, 'APP_KEYS') },
  // Uploads land in <public>/uploads; tests give each Strapi its own folder.
  dirs: { public: path.resolve(appDir, env('PUBLIC_DIR', 'public')) },
  proxy: env.bool('BEHIND_PROXY', false),
  logger: {
    updates: { enabled: false },
    startup: { enabled: env.bool('STRAPI_STARTUP_LOG', true) },
  },
});
