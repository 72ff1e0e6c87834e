// What a product page shows, worked out from its data (product-pages.ts) in the page's language:
// the piece as the shop wrote it in that language, its pictures, price breakup, details, stones and
// hallmark, the WhatsApp link, and its description for search engines. The page renders it.
import { categoryInLanguage, inLanguage, isGoldPurity, priceProduct } from '@suvarna/domain';
import type { ShopConfig } from '../../config/shop';
import { HTML_LANG, type Locale } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';
import { metalLabel } from '../../i18n/product-list-messages';
import { productJsonLd } from '../../lib/json-ld';
import { productHref } from '../../lib/links';
import { GALLERY, largePicture, picture, THUMBNAIL } from '../../lib/pictures';
import { breakupRows } from './breakup';
import { detailRows, formatWeight, huidNote, needsSize, pricesAsOf, stoneRows } from './details';
import { type GalleryImage, galleryText } from './ProductGallery';
import type { ProductPageData } from './product-pages';
import { productEnquiryText, whatsappHref } from './whatsapp';

interface ProductPageContext {
  locale: Locale;
  /** The site's address (Astro.site), against which the page's own addresses are resolved. */
  site: URL | undefined;
  shop: Pick<ShopConfig, 'name' | 'whatsapp' | 'address' | 'phones'>;
  /** The last day the page's price holds (YYYY-MM-DD, India's day): part of the pages' cache key. */
  priceValidUntil?: string;
}

export function productPageView(
  { product, rates, gstRate }: Pick<ProductPageData, 'product' | 'rates' | 'gstRate'>,
  { locale, site, shop, priceValidUntil }: ProductPageContext,
) {
  const t = messagesFor(locale);
  const text = t.product;
  // The piece as the shop wrote it in this language, English where it wrote nothing.
  const shown = {
    ...product,
    name: inLanguage(product, 'name', locale),
    description: inLanguage(product, 'description', locale),
    details: inLanguage(product, 'details', locale),
    category: categoryInLanguage(product, locale),
  };
  const images: GalleryImage[] = product.images.map((image) => ({
    ...picture(image.url, GALLERY, image.focus),
    thumbSrc: picture(image.url, THUMBNAIL, image.focus).src,
    large: largePicture(image),
  }));
  const breakup = priceProduct(product, rates, gstRate);
  const stones = stoneRows(product.stones, locale);
  // This language's page: the WhatsApp message and the structured data's offer point to it.
  const pageUrl = new URL(productHref(product.id, locale), site).href;
  const firstImage = images[0] && new URL(images[0].src, site).href;
  return {
    shown,
    images,
    breakupRows: breakupRows(breakup, text.breakup),
    details: detailRows(product, breakup.metal.unit, locale),
    stones,
    anyCertificate: stones.some((stone) => stone.certificate !== null),
    hallmark: huidNote(product, locale),
    /** A ring or bangle links to the size guide; a piece priced by a gold rate to the old-gold exchange. */
    sizeGuide: needsSize(product),
    oldGold: isGoldPurity(product.purity),
    asOf: pricesAsOf(product, rates, locale),
    onSale: product.discountPrice > 0,
    inStock: product.status === 'active',
    sold: product.status === 'sold',
    whatsappLink: whatsappHref(shop.whatsapp, productEnquiryText(shown, pageUrl, locale)),
    // Plain strings in the page's language: the islands import no catalogue.
    gallery: { images, text: galleryText(text.gallery, shown.name, images.length) },
    firstImage,
    description: text.metaDescription({
      name: shown.name,
      about: shown.description || shown.details,
      purity: product.purity,
      metal: metalLabel(t.productList, product.metal),
      weight: formatWeight(product.weight, breakup.metal.unit, locale),
      shop: shop.name,
    }),
    // Search engines show the price and availability from this (schema.org Product), in this language.
    structuredData: productJsonLd({
      product: shown,
      netPayable: breakup.netPayable,
      pageUrl,
      language: HTML_LANG[locale],
      brand: t.layout.siteName(shop.name),
      images: product.images.map((image) => new URL(largePicture(image).src, site).href),
      weightUnit: breakup.metal.unit,
      ...(priceValidUntil ? { priceValidUntil } : {}),
      seller: { name: t.layout.siteName(shop.name), address: shop.address, telephone: shop.phones[0] },
    }),
  };
}
