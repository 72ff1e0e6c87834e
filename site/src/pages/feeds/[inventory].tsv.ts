// Google's local inventory feed: written only when the build knows the shop's store code
// (SHOP_STORE_CODE), as Google matches it to the shop's Business Profile by that code.
import type { APIRoute, GetStaticPaths } from 'astro';
import { siteSettings } from '../../config/settings';
import { feedFileHeaders, localInventoryFeed } from '../../features/feeds/feed-files';
import { loadFeedItems } from '../../features/feeds/load-feeds';

export const getStaticPaths = (() =>
  siteSettings.storeCode ? [{ params: { inventory: 'google-local-inventory' } }] : []) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response(
    localInventoryFeed((await loadFeedItems()).items, siteSettings.storeCode as string),
    feedFileHeaders('tsv'),
  );
