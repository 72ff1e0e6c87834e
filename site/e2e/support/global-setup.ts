import { startStack } from './stack';

// Playwright starts the stack once for all browser tests; workers read the addresses from the
// environment, which they inherit from this process.
export default async function globalSetup() {
  const stack = await startStack();
  process.env.E2E_SITE_URL = stack.siteUrl;
  process.env.E2E_CMS_URL = stack.cmsUrl;
  process.env.E2E_PUBLISH_URL = stack.publishUrl;
  process.env.E2E_BUILD_DIR = stack.buildDir;
  process.env.E2E_CMS_ENV_FILE = stack.cmsEnvFile;
  return () => stack.stop();
}
