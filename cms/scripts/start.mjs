// `pnpm --filter cms start`: the CMS on HOST:PORT, compiled first if dist/ is stale.
import { checkSettings, createStrapi, fail, loadEnvironment } from './lib.mjs';

loadEnvironment();
checkSettings();
try {
  // Loads, listens and prints where; a port in use is reported by Strapi itself.
  await createStrapi().start();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
