import type { Core } from '@strapi/strapi';
import { BACK_UP_NOW_REFUSED } from '@suvarna/domain';
import type { Context } from 'koa';
import { badRequest, reply, ShopError } from '../../../lib/http';
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
  /** `{archive?}`: a short-lived link to that kept archive, or to the newest verified one. */
  async downloadLink(ctx: Context) {
    const archive = (ctx.request.body as { archive?: unknown } | undefined)?.archive;
    if (archive !== undefined && typeof archive !== 'string') throw badRequest('archive must be a backup’s file name');
    const owner = ctx.state.user as { id: number; tokenVersion: number | null };
    reply(ctx, await backupService(strapi).downloadLink(owner, archive));
  },
  /** The archive itself, streamed from BACKUP_DIR or the bucket: the link's token is the credential. */
  async download(ctx: Context) {
    const { name, size, stream } = await backupService(strapi).openDownload(String(ctx.params.token ?? ''));
    ctx.status = 200;
    ctx.type = 'application/zip';
    ctx.length = size;
    ctx.set('Content-Disposition', `attachment; filename="${name}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await stream();
  },
});
