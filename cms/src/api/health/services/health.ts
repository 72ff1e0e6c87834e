import type { Core } from '@strapi/strapi';
import { ShopError } from '../../../lib/http';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
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
