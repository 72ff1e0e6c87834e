// What the home page shows, worked out from the build's catalogue in the page's language: the
// banners' slides, today's rates and their trend, the showcases and the promotion's piece, and the
// shop as search engines read it. The page fetches (the catalogue, the cards) and renders.
import { type Banner, inLanguage, type Product, rupeesToPaise } from '@suvarna/domain';
import { type ShopConfig, shopCoordinates } from '../../config/shop';
import { HTML_LANG, type Locale, localePath } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';
import type { Catalogue } from '../../lib/catalogue';
import { BANNER_HEIGHT, BANNER_WIDTH, PHONE_BANNER_HEIGHT, PHONE_BANNER_WIDTH } from './banner-frame';
import type { BannerSlide } from './carousel';
import { quoteRate } from './rate-quote';
import { dailyCloses, periodEnding, rateTrends } from './rate-trend';
import { buildShowcase, CATEGORY_CARDS, SPECIAL_COLLECTIONS } from './showcase';

/**
 * What the slides need of Astro's `getImage` (astro:assets), which the page passes in: the picture
 * cropped and resized, and its srcset.
 */
export type GetImage = (options: {
  src: string;
  width: number;
  height: number;
  fit: 'cover';
  widths: number[];
}) => Promise<{ src: string; srcSet: { attribute: string } }>;

/** The carousel's slides: each banner cropped to its frame at a few widths, a phone's picture to its own. */
export function bannerSlides(
  banners: readonly Banner[],
  { locale, shopName, getImage }: { locale: Locale; shopName: string; getImage: GetImage },
): Promise<BannerSlide[]> {
  const { home } = messagesFor(locale);
  return Promise.all(
    banners.map(async (banner, index) => {
      const image = await getImage({
        src: banner.url,
        width: BANNER_WIDTH,
        height: BANNER_HEIGHT,
        fit: 'cover',
        widths: [640, 960, 1280, BANNER_WIDTH],
      });
      const phone = banner.mobileUrl
        ? await getImage({
            src: banner.mobileUrl,
            width: PHONE_BANNER_WIDTH,
            height: PHONE_BANNER_HEIGHT,
            fit: 'cover',
            widths: [540, 810, PHONE_BANNER_WIDTH],
          })
        : undefined;
      return {
        src: image.src,
        srcSet: image.srcSet.attribute,
        width: BANNER_WIDTH,
        height: BANNER_HEIGHT,
        // What the shop wrote the picture says, in this language or else English; else its place.
        alt:
          inLanguage({ alt: banner.alt ?? '', altGu: banner.altGu, altHi: banner.altHi }, 'alt', locale) ||
          home.banners.alt(shopName, index + 1, banners.length),
        phone: phone && { srcSet: phone.srcSet.attribute, width: PHONE_BANNER_WIDTH, height: PHONE_BANNER_HEIGHT },
      };
    }),
  );
}

/**
 * Today's rates as the table quotes them, and the chart of their last days up to `now`, the moment
 * of the build (every rate change rebuilds the site).
 */
export function homeRates(
  { rates, rateHistory, products }: Pick<Catalogue, 'rates' | 'rateHistory' | 'products'>,
  now: Date,
  locale: Locale,
) {
  const period = periodEnding(now);
  const trends = rateTrends(rates, rateHistory, products, period);
  return {
    quoted: rates.map((rate) => quoteRate(rate, products)),
    trends,
    period,
    days: dailyCloses(trends, period, locale),
  };
}

/**
 * The category cards, the special collections and the promotion's piece (the finest wedding piece
 * in stock). Each picture on the page shows a different piece: the new arrivals first, then the
 * showcases, then the promotion.
 */
export function homeShowcases({ products, newArrivals }: Pick<Catalogue, 'products' | 'newArrivals'>, locale: Locale) {
  const pictured = new Set(newArrivals.map((product) => product.id));
  const categoryCards = buildShowcase(CATEGORY_CARDS, products, pictured, locale);
  const collections = buildShowcase(SPECIAL_COLLECTIONS, products, pictured, locale);
  const weddingPieces = products.filter(
    (product) =>
      product.status === 'active' &&
      product.images.length > 0 &&
      !pictured.has(product.id) &&
      ['Necklace', 'Mangalsutra'].includes(product.category),
  );
  const promoPiece = weddingPieces.reduce<Product | undefined>(
    (finest, product) =>
      !finest || rupeesToPaise(product.totalPrice) > rupeesToPaise(finest.totalPrice) ? product : finest,
    undefined,
  );
  return { categoryCards, collections, promoPiece };
}

interface HomeStructuredDataInput {
  locale: Locale;
  /** The site's address (Astro.site), against which the page's own addresses are resolved. */
  site: URL | undefined;
  shop: ShopConfig;
  /** The page's description, as its <meta> gives it. */
  description: string;
  /** The logo's and the first banner's addresses, as the page links them. */
  logoSrc: string;
  bannerSrc: string | undefined;
}

/**
 * The shop as search engines describe it, in the page's language: a jewellery store, its address and
 * how to reach it, and this page of it (the same store on each language's home page, its alternates).
 */
export function homeStructuredData({ locale, site, shop, description, logoSrc, bannerSrc }: HomeStructuredDataInput) {
  const { layout, home } = messagesFor(locale);
  const pageUrl = new URL(localePath(locale, '/'), site).href;
  const storeId = `${pageUrl}#store`;
  const geo = shopCoordinates(shop);
  const socialPages = Object.values(shop.social).filter((link): link is string => link !== null);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'JewelryStore',
        '@id': storeId,
        name: layout.siteName(shop.name),
        description,
        url: pageUrl,
        logo: new URL(logoSrc, site).href,
        image: bannerSrc ? new URL(bannerSrc, site).href : undefined,
        telephone: shop.phones[0],
        email: shop.email,
        foundingDate: String(shop.foundedYear),
        address: {
          '@type': 'PostalAddress',
          streetAddress: shop.address.slice(0, -1).join(', '),
          addressCountry: 'IN',
        },
        geo: geo ? { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude } : undefined,
        priceRange: '₹₹₹',
        // schema.org's days are named in English, capitalised (https://schema.org/DayOfWeek).
        openingHoursSpecification:
          shop.openingHours.length > 0
            ? shop.openingHours.map(({ day, opens, closes }) => ({
                '@type': 'OpeningHoursSpecification',
                dayOfWeek: `https://schema.org/${day[0]?.toUpperCase()}${day.slice(1)}`,
                opens,
                closes,
              }))
            : undefined,
        sameAs: socialPages.length > 0 ? socialPages : undefined,
      },
      {
        '@type': 'WebPage',
        '@id': pageUrl,
        url: pageUrl,
        name: layout.pageTitle(home.title, shop.name),
        description,
        inLanguage: HTML_LANG[locale],
        about: { '@id': storeId },
      },
    ],
  };
}
