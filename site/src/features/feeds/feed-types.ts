// How the feeds are served: with these types and a short cache (the channels fetch them a few
// times a day; a minute keeps a republished price from waiting long in a proxy). The local
// publisher (publisher/servers.ts) and netlify.toml send the same. No imports: the publisher loads it as it is.

export const FEED_TYPES: Readonly<Record<string, string>> = {
  xml: 'application/rss+xml; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** Where each feed is written (the pages under src/pages/feeds); the back office's Channels page reads them there. */
export const FEED_PATHS = {
  googleMerchant: '/feeds/google-merchant.xml',
  metaCatalogue: '/feeds/meta-catalogue.csv',
  localInventory: '/feeds/google-local-inventory.tsv',
} as const;

export const FEED_CACHE_CONTROL = 'public, max-age=60, must-revalidate';

/** The type a feed's address is served with; undefined for any other address. */
export function feedContentType(pathname: string): string | undefined {
  const match = /^\/feeds\/[\w-]+\.(xml|tsv|csv)$/.exec(pathname);
  return match ? FEED_TYPES[match[1] as string] : undefined;
}
