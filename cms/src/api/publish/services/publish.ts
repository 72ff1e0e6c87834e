import type { Core } from '@strapi/strapi';
import type { ShopConfig } from '../../../../config/shop';
import { RebuildScheduler } from '../../../lib/rebuild-scheduler';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const config = strapi.config.get('shop') as ShopConfig;
  const scheduler = new RebuildScheduler({
    url: config.buildHookUrl,
    debounceMs: config.rebuildDebounceMs,
    retryDelayMs: config.rebuildRetryMs,
    tries: config.rebuildTries,
    log: strapi.log,
  });
  return {
    contentChanged: () => scheduler.schedule(),
    status: () => scheduler.status(),
    idle: () => scheduler.idle(),
    stop: () => scheduler.stop(),
  };
};
