// Google Merchant Center's product feed, written by every build (features/feeds).
import type { APIRoute } from 'astro';
import { siteSettings } from '../../config/settings';
import { feedFileHeaders, googleMerchantFeed } from '../../features/feeds/feed-files';
import { loadFeedItems } from '../../features/feeds/load-feeds';
import { messagesFor } from '../../i18n/messages';
import { loadShop } from '../../lib/shop';

export const GET: APIRoute = async () => {
  const [{ items }, shop] = await Promise.all([loadFeedItems(), loadShop()]);
  const name = messagesFor('en').layout.siteName(shop.name);
  return new Response(googleMerchantFeed(items, { name, siteUrl: siteSettings.siteUrl }), feedFileHeaders('xml'));
};
