// The pieces the shop's product feeds list (docs/site.md#feeds), each with exactly the price its
// page shows: the CMS's totalPrice, and struck through totalPrice + discountPrice, read from the
// same build's catalogue as the product page (pages/[...locale]/product-preview/[id].astro), so
// Google and Meta never see a price the page does not. Drafts and hidden pieces never reach the
// build; a piece without a picture, or priced at nothing, is left out with the reason, by the rule
// the back office's Channels page shares (domain's feedLeftOutReason).
import { type FeedLeftOutReason, feedLeftOutReason, type Product, rupeesToPaise } from '@suvarna/domain';
import { productHref } from '../../lib/links';
import { largePicture } from '../../lib/pictures';

/** Google's product taxonomy (taxonomy-with-ids, 2021-09-21): 188 is "Apparel & Accessories > Jewelry". */
export const GOOGLE_JEWELRY_CATEGORY = 188;
/** Google takes a description of at most 5,000 characters. */
const MAX_DESCRIPTION = 5000;
/** Google takes up to ten additional pictures; the feeds give two, as the product page's gallery leads with three. */
const ADDITIONAL_IMAGES = 2;

export interface FeedItem {
  /** The SKU: what WhatsApp Business names a catalogue item by, and the shop's tag. */
  id: string;
  title: string;
  description: string;
  /** The English product page, absolute. */
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  inStock: boolean;
  /** Paise: the price before discount when discounted (struck through on the page), else the price shown. */
  price: number;
  /** Paise: the price shown, only when discounted. */
  salePrice: number | null;
  brand: string;
  productType: string;
  gender: 'male' | 'female' | 'unisex';
  color: string;
  /** "22K Gold". */
  material: string;
}

export interface LeftOut {
  sku: string;
  name: string;
  reason: FeedLeftOutReason;
}

/** Text a feed may carry: markup-free and on one line's worth of white space. */
const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const GENDERS: Record<string, FeedItem['gender']> = { male: 'male', female: 'female' };

export function feedItems(
  products: readonly Product[],
  { siteUrl, brand }: { siteUrl: string; brand: string },
): { items: FeedItem[]; leftOut: LeftOut[] } {
  const items: FeedItem[] = [];
  const leftOut: LeftOut[] = [];
  const absolute = (path: string) => new URL(path, `${siteUrl}/`).href;
  for (const product of products) {
    const reason = feedLeftOutReason(product);
    const [first, ...others] = product.images;
    if (reason || !first) {
      leftOut.push({ sku: product.sku, name: product.name, reason: reason ?? 'no picture' });
      continue;
    }
    const shown = rupeesToPaise(product.totalPrice);
    const discount = rupeesToPaise(product.discountPrice);
    items.push({
      id: product.sku,
      title: plain(product.name),
      description: plain(product.details || product.description || product.name).slice(0, MAX_DESCRIPTION),
      link: absolute(productHref(product.id)),
      imageLink: absolute(largePicture(first).src),
      additionalImageLinks: others.slice(0, ADDITIONAL_IMAGES).map((image) => absolute(largePicture(image).src)),
      inStock: product.status === 'active',
      price: shown + Math.max(discount, 0),
      salePrice: discount > 0 ? shown : null,
      brand,
      productType: plain(product.category),
      gender: GENDERS[product.gender] ?? 'unisex',
      color: plain(product.color),
      material: plain(`${product.purity} ${product.metal}`),
    });
  }
  return { items, leftOut };
}

/** A price as both channels write it: "12345.67 INR". */
export const feedPrice = (paise: number) => `${(paise / 100).toFixed(2)} INR`;
