// The three feed files (docs/site.md#feeds): Google Merchant Center's product data as RSS 2.0 with
// its g: namespace, Google's local inventory as TSV, and Meta's catalogue (Facebook, Instagram,
// WhatsApp Business) as RFC 4180 CSV. Field names and values as each channel's specification gives
// them: support.google.com/merchants/answer/7052112 and 3061342, Meta's catalog reference.
import { type FeedItem, feedPrice, GOOGLE_JEWELRY_CATEGORY } from './feed-items';
import { FEED_TYPES } from './feed-types';

export const feedFileHeaders = (kind: 'xml' | 'tsv' | 'csv') => ({
  headers: { 'Content-Type': FEED_TYPES[kind] as string },
});

/** The control characters XML 1.0 does not allow (all below a space but tab, line feed and return). */
const XML_FORBIDDEN = new RegExp(
  `[${String.fromCharCode(0)}-${String.fromCharCode(8)}\v\f${String.fromCharCode(14)}-${String.fromCharCode(31)}]`,
  'g',
);
const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for XML: the five characters that could end or open markup escaped, the forbidden ones dropped. */
const xmlText = (text: string) =>
  text.replace(XML_FORBIDDEN, '').replace(/[&<>"']/g, (character) => XML_ESCAPES[character] as string);

const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

export function googleMerchantFeed(items: readonly FeedItem[], shop: { name: string; siteUrl: string }): string {
  const entries = items.map((item) =>
    [
      '<item>',
      element('g:id', item.id),
      element('title', item.title),
      element('description', item.description),
      element('link', item.link),
      element('g:image_link', item.imageLink),
      ...item.additionalImageLinks.map((link) => element('g:additional_image_link', link)),
      element('g:availability', item.inStock ? 'in_stock' : 'out_of_stock'),
      element('g:price', feedPrice(item.price)),
      ...(item.salePrice === null ? [] : [element('g:sale_price', feedPrice(item.salePrice))]),
      element('g:brand', item.brand),
      element('g:identifier_exists', 'no'),
      element('g:condition', 'new'),
      element('g:google_product_category', String(GOOGLE_JEWELRY_CATEGORY)),
      ...(item.productType ? [element('g:product_type', item.productType)] : []),
      element('g:gender', item.gender),
      element('g:age_group', 'adult'),
      ...(item.color ? [element('g:color', item.color)] : []),
      element('g:material', item.material),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    element('title', shop.name),
    element('link', `${shop.siteUrl}/`),
    element('description', `${shop.name}: jewellery priced at today's rates`),
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * A cell of a spreadsheet file: a value a spreadsheet would run as a formula (=, +, -, @, a tab or
 * a carriage return first) gets a leading apostrophe (OWASP's CSV injection advice), then RFC 4180's
 * quotes when it holds the separator, a quote or a line break.
 */
function cell(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const rows = (header: readonly string[], lines: readonly (readonly string[])[], separator: string) =>
  `${[header, ...lines].map((line) => line.map((value) => cell(value, separator)).join(separator)).join('\r\n')}\r\n`;

export function metaCatalogueFeed(items: readonly FeedItem[]): string {
  const header = [
    'id',
    'title',
    'description',
    'availability',
    'condition',
    'price',
    'sale_price',
    'link',
    'image_link',
    'additional_image_link',
    'brand',
    'google_product_category',
    'gender',
    'age_group',
    'color',
    'material',
  ];
  return rows(
    header,
    items.map((item) => [
      item.id,
      item.title,
      item.description,
      item.inStock ? 'in stock' : 'out of stock',
      'new',
      feedPrice(item.price),
      item.salePrice === null ? '' : feedPrice(item.salePrice),
      item.link,
      item.imageLink,
      item.additionalImageLinks.join(','),
      item.brand,
      String(GOOGLE_JEWELRY_CATEGORY),
      item.gender,
      'adult',
      item.color,
      item.material,
    ]),
    ',',
  );
}

/** Google's local inventory: what the shop (its store code in Google Business Profile) holds today, at what price. */
export function localInventoryFeed(items: readonly FeedItem[], storeCode: string): string {
  return rows(
    ['id', 'store_code', 'availability', 'price', 'sale_price'],
    items.map((item) => [
      item.id,
      storeCode,
      item.inStock ? 'in_stock' : 'out_of_stock',
      feedPrice(item.price),
      item.salePrice === null ? '' : feedPrice(item.salePrice),
    ]),
    '\t',
  );
}
