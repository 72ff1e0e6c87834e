// `pnpm --filter cms start`: the CMS on HOST:PORT, compiled first if dist/ is stale.
import { createStrapi, ensureBuilt, fail, loadEnvironment, SECRETS } from './lib.mjs';

loadEnvironment();
if (process.env.NODE_ENV === 'production') {
  const missing = SECRETS.filter((name) => !process.env[name]);
  if (missing.length > 0) fail(`production needs these settings: ${missing.join(', ')} (README: Configuration)`);
}
ensureBuilt();
try {
  // Loads, listens and prints where; a port in use is reported by Strapi itself.
  await createStrapi().start();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
