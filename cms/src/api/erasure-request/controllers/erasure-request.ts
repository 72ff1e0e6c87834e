import type { Core } from '@strapi/strapi';
import {
  ERASURE_MESSAGES,
  ERASURE_SENT_FRAGMENT,
  type ErasureNotSentReason,
  erasedMessage,
  erasureNotSentReason,
  PRIVACY_PATH,
} from '@suvarna/domain';
import type { Context } from 'koa';
import { isFormPost, languagePrefix } from '../../../lib/form-post';
import { jsonObject, parseId, reply, ShopError } from '../../../lib/http';
import { shopConfig } from '../../../lib/shop-config';
import { erasureRequestService as erasureRequests } from '../services/erasure-request';

/** Why a form post was not stored, as the privacy page's fragment names it. */
function notSentFragment(strapi: Core.Strapi, error: unknown): ErasureNotSentReason {
  if (error instanceof ShopError && error.status === 429) return 'erasure-throttled';
  if (error instanceof ShopError && error.status === 400) return erasureNotSentReason(error.details.errors ?? []);
  strapi.log.error(`A form-posted erasure request was not stored: ${error instanceof Error ? error.message : error}`);
  return 'erasure-error';
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    if (!isFormPost(ctx)) {
      reply(ctx, await erasureRequests(strapi).receive(jsonObject(ctx), ctx.request.ip), ERASURE_MESSAGES.received);
      return;
    }
    // Back to the privacy page, whose fragment (shown by CSS) says how it went.
    const page = `${shopConfig(strapi).siteUrl}${languagePrefix(ctx)}${PRIVACY_PATH}`;
    let fragment: string = ERASURE_SENT_FRAGMENT;
    try {
      await erasureRequests(strapi).receive(jsonObject(ctx), ctx.request.ip);
    } catch (error) {
      fragment = notSentFragment(strapi, error);
    }
    ctx.redirect(`${page}#${fragment}`);
    ctx.status = 303;
  },
  async list(ctx: Context) {
    reply(ctx, await erasureRequests(strapi).list());
  },
  async erase(ctx: Context) {
    const result = await erasureRequests(strapi).erase(parseId(ctx.params.id));
    reply(ctx, result, erasedMessage(result.erased, result.request.id));
  },
});
