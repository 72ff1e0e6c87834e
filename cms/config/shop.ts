// The shop's own settings (strapi.config.get('shop')), checked at start so a bad value stops the
// start with a clear message instead of mispricing the catalogue.
import { DEFAULT_GST_RATE } from '@suvarna/domain';
import type { Env } from '../src/lib/env';

export interface ShopConfig {
  gstRate: number;
  buildHookUrl: string | undefined;
  rebuildDebounceMs: number;
  rebuildRetryMs: number;
  rebuildTries: number;
}

export default ({ env }: { env: Env }): ShopConfig => {
  const gstRate = Number(env('GST_RATE', String(DEFAULT_GST_RATE)));
  if (!(gstRate >= 0 && gstRate < 1))
    throw new Error(`GST_RATE must be a fraction from 0 to 1 (e.g. 0.03), not "${env('GST_RATE')}"`);
  const buildHookUrl = env('SITE_BUILD_HOOK_URL') || undefined;
  if (buildHookUrl && !URL.canParse(buildHookUrl))
    throw new Error(`SITE_BUILD_HOOK_URL is not a URL: "${buildHookUrl}"`);
  return {
    gstRate,
    buildHookUrl,
    rebuildDebounceMs: env.int('REBUILD_DEBOUNCE_MS', 2000),
    rebuildRetryMs: env.int('REBUILD_RETRY_MS', 1000),
    rebuildTries: 3,
  };
};
