import type { Core } from '@strapi/strapi';
import {
  ENQUIRY_MESSAGES,
  ENQUIRY_NOT_SENT_PATH,
  ENQUIRY_THANK_YOU_PATH,
  MESSAGES,
  notSentReason,
  VISIT_THANK_YOU_PATH,
} from '@suvarna/domain';
import type { Context } from 'koa';
import { isFormPost, languagePrefix } from '../../../lib/form-post';
import { jsonObject, parseId, reply, ShopError } from '../../../lib/http';
import { shopConfig } from '../../../lib/shop-config';
import { enquiryService } from '../services/enquiry';
import { visitSlots } from '../visits';

export const ENQUIRY_UPDATED = 'Enquiry updated';

/** Why a form post was not stored, as the not-sent page's address names it. */
function notSentHash(strapi: Core.Strapi, error: unknown): string {
  if (error instanceof ShopError && error.status === 429) return 'throttled';
  if (error instanceof ShopError && (error.status === 400 || error.status === 409))
    return notSentReason(error.details.errors ?? []);
  strapi.log.error(`A form-posted enquiry was not stored: ${error instanceof Error ? error.message : String(error)}`);
  return 'error';
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    if (!isFormPost(ctx)) {
      const body = jsonObject(ctx);
      const sent = body.kind === 'visit' ? ENQUIRY_MESSAGES.booked : ENQUIRY_MESSAGES.sent;
      reply(ctx, await enquiryService(strapi).receive(body, ctx.request.ip), sent);
      return;
    }
    // The one answer outside the envelope (docs/api.md): back to the site, and only to it.
    const site = `${shopConfig(strapi).siteUrl}${languagePrefix(ctx)}`;
    let page: string;
    try {
      const body = jsonObject(ctx);
      await enquiryService(strapi).receive(body, ctx.request.ip);
      page = `${site}${body.kind === 'visit' ? VISIT_THANK_YOU_PATH : ENQUIRY_THANK_YOU_PATH}`;
    } catch (error) {
      page = `${site}${ENQUIRY_NOT_SENT_PATH}#${notSentHash(strapi, error)}`;
    }
    ctx.redirect(page);
    ctx.status = 303;
  },
  async visitSlots(ctx: Context) {
    const slots = await visitSlots(strapi, ctx.query.date);
    // Bookings change the answer: a minute old at most, in the browser and any cache between.
    ctx.set('Cache-Control', 'public, max-age=60');
    reply(ctx, slots);
  },
  async list(ctx: Context) {
    reply(ctx, await enquiryService(strapi).list(ctx.query));
  },
  async findOne(ctx: Context) {
    reply(ctx, await enquiryService(strapi).get(parseId(ctx.params.id)));
  },
  async update(ctx: Context) {
    reply(ctx, await enquiryService(strapi).setStatus(parseId(ctx.params.id), jsonObject(ctx)), ENQUIRY_UPDATED);
  },
  async remove(ctx: Context) {
    await enquiryService(strapi).remove(parseId(ctx.params.id));
    reply(ctx, null, MESSAGES.deleted);
  },
});
