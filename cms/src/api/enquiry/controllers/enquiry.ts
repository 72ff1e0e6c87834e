import type { Core } from '@strapi/strapi';
import {
  ENQUIRY_MESSAGES,
  ENQUIRY_NOT_SENT_PATH,
  ENQUIRY_THANK_YOU_PATH,
  MESSAGES,
  notSentReason,
} from '@suvarna/domain';
import type { Context } from 'koa';
import { isFormPost, languagePrefix } from '../../../lib/form-post';
import { jsonObject, parseId, reply, ShopError } from '../../../lib/http';
import { shopConfig } from '../../../lib/shop-config';
import { enquiryService } from '../services/enquiry';

export const ENQUIRY_UPDATED = 'Enquiry updated';

/** Why a form post was not stored, as the not-sent page's address names it. */
function notSentHash(strapi: Core.Strapi, error: unknown): string {
  if (error instanceof ShopError && error.status === 429) return 'throttled';
  if (error instanceof ShopError && error.status === 400) return notSentReason(error.details.errors ?? []);
  strapi.log.error(`A form-posted enquiry was not stored: ${error instanceof Error ? error.message : String(error)}`);
  return 'error';
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    if (!isFormPost(ctx)) {
      reply(ctx, await enquiryService(strapi).receive(jsonObject(ctx), ctx.request.ip), ENQUIRY_MESSAGES.sent);
      return;
    }
    // The one answer outside the envelope (docs/api.md): back to the site, and only to it.
    const site = `${shopConfig(strapi).siteUrl}${languagePrefix(ctx)}`;
    let page = `${site}${ENQUIRY_THANK_YOU_PATH}`;
    try {
      await enquiryService(strapi).receive(jsonObject(ctx), ctx.request.ip);
    } catch (error) {
      page = `${site}${ENQUIRY_NOT_SENT_PATH}#${notSentHash(strapi, error)}`;
    }
    ctx.redirect(page);
    ctx.status = 303;
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
