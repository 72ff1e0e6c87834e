// The feeds' items, worked out once per build from the catalogue the pages are built from.
import { siteSettings } from '../../config/settings';
import { messagesFor } from '../../i18n/messages';
import { loadCatalogue } from '../../lib/catalogue';
import { loadShop } from '../../lib/shop';
import { feedItems } from './feed-items';

let items: Promise<ReturnType<typeof feedItems>> | undefined;

export function loadFeedItems(): Promise<ReturnType<typeof feedItems>> {
  items ??= Promise.all([loadCatalogue(), loadShop()]).then(([catalogue, shop]) =>
    // The brand as the product pages' structured data names it.
    feedItems(catalogue.products, {
      siteUrl: siteSettings.siteUrl,
      brand: messagesFor('en').layout.siteName(shop.name),
    }),
  );
  return items;
}
