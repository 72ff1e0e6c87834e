import type { Core } from '@strapi/strapi';
import { ShopError } from '../../../lib/http';
import { typedService } from '../../../lib/services';

const createHealthService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async check(): Promise<{ db: 'ok' }> {
    try {
      await strapi.db.connection.raw('select 1');
    } catch (error) {
      strapi.log.error(`Health check: database unreachable: ${error instanceof Error ? error.message : String(error)}`);
      throw new ShopError(503, 'The database is unreachable');
    }
    return { db: 'ok' };
  },
});

export default createHealthService;

export const healthService = typedService<typeof createHealthService>('api::health.health');
