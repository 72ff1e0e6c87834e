import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply } from '../../../lib/http';
import { SHEET_TYPES } from '../../../lib/stock-sheet/write-sheet';
import { incomingFiles } from '../../../lib/uploads';
import { importOptions, stockImportService } from '../services/stock-import';
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
  // The sheet's and the zip's temporary files are removed once the request is answered (middlewares/body-gate.ts).
  async importSheet(ctx: Context) {
    const fields = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const options = importOptions(fields);
    const sent = { file: incomingFiles(ctx, 'file'), photos: incomingFiles(ctx, 'photos') };
    reply(ctx, await stockImportService(strapi).importSheet(sent, options));
  },
  async template(ctx: Context) {
    sendFile(ctx, await stockSheetService(strapi).template(sheetFormat(ctx.query.format)));
  },
});
