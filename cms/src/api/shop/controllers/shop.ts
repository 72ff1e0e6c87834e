import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { jsonObject, reply } from '../../../lib/http';
import { shopService } from '../services/shop';
import { shopSettingsService } from '../services/shop-settings';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async settings(ctx: Context) {
    reply(ctx, await shopService(strapi).settings());
  },
  async adminSettings(ctx: Context) {
    reply(ctx, await shopSettingsService(strapi).adminView());
  },
  async updateSettings(ctx: Context) {
    reply(ctx, await shopSettingsService(strapi).update(jsonObject(ctx)), 'Shop settings saved');
  },
  async sendTestEmail(ctx: Context) {
    const { to } = await shopSettingsService(strapi).sendTestEmail();
    reply(ctx, { to }, `A test email was sent to ${to}`);
  },
});
