// Meta Commerce Manager's catalogue feed (Facebook, Instagram, WhatsApp Business), written by every build.
import type { APIRoute } from 'astro';
import { feedFileHeaders, metaCatalogueFeed } from '../../features/feeds/feed-files';
import { loadFeedItems } from '../../features/feeds/load-feeds';

export const GET: APIRoute = async () =>
  new Response(metaCatalogueFeed((await loadFeedItems()).items), feedFileHeaders('csv'));
