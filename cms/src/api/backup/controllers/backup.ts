import type { Core } from '@strapi/strapi';
import { BACK_UP_NOW_REFUSED } from '@suvarna/domain';
import type { Context } from 'koa';
import { reply, ShopError } from '../../../lib/http';
import { backupService } from '../services/backup';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async status(ctx: Context) {
    reply(ctx, await backupService(strapi).status());
  },
  /** 'Back up now': answers when the archive is written and verified (or failed). */
  async backUpNow(ctx: Context) {
    const run = await backupService(strapi).run('now');
    if (typeof run === 'string') throw new ShopError(409, BACK_UP_NOW_REFUSED);
    reply(ctx, run);
  },
});
