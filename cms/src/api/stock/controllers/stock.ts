import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { SHEET_TYPES } from '../../../lib/stock-sheet/write-sheet';
import { type SheetFile, sheetFormat, stockSheetService } from '../services/stock-sheet';

/** A sheet as a download: its type, and a name the browser saves it under. */
function sendFile(ctx: Context, file: SheetFile) {
  ctx.status = 200;
  ctx.type = SHEET_TYPES[file.format];
  ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = file.bytes;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async exportSheet(ctx: Context) {
    sendFile(ctx, await stockSheetService(strapi).exportSheet(sheetFormat(ctx.query.format)));
  },
  async template(ctx: Context) {
    sendFile(ctx, await stockSheetService(strapi).template(sheetFormat(ctx.query.format)));
  },
});
