// Build-time data: the whole catalogue is read from the CMS once per build, and every page of the
// build shares that one read. A CMS that cannot be read fails the build (docs/architecture.md): the
// previous site stays up rather than a site with an empty or partial catalogue going out.
import { createApiClient } from '@suvarna/api-client';
import {
  type Banner,
  type Category,
  EMPTY_QUERY,
  MAX_PAGE_SIZE,
  type Product,
  type Rate,
  type RatePoint,
  type ShopSettings,
} from '@suvarna/domain';
import { siteSettings } from '../config/settings';
import { absoluteUrl } from './absolute-url';
import { productRenditions, registerRenditions } from './pictures';

export interface Catalogue {
  rates: Rate[];
  categories: Category[];
  banners: Banner[];
  newArrivals: Product[];
  /** Every product, active or not, newest first; image URLs are absolute. */
  products: Product[];
  /**
   * The GST rate the CMS prices the products with (GET /api/user/shop), for the product pages'
   * breakup and the back office's price preview: the site has no GST setting of its own.
   */
  gstRate: number;
  /** Everything GET /api/user/shop says: the GST rate, the default hallmarking fee and the rate guard. */
  shopSettings: ShopSettings;
  /** The rates' changes over the last 30 days, oldest first (the home page's chart). */
  rateHistory: RatePoint[];
}

export interface FetchCatalogueOptions {
  cmsUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const withAbsoluteImages = (product: Product, cmsUrl: string): Product => ({
  ...product,
  images: product.images.map((image) => ({
    ...image,
    url: absoluteUrl(image.url, cmsUrl),
    thumbnailUrl: absoluteUrl(image.thumbnailUrl, cmsUrl),
  })),
});

/** Reads everything the public pages show. Throws an Error naming the CMS and the cause on any failure. */
export async function fetchCatalogue({ cmsUrl, fetch, timeoutMs }: FetchCatalogueOptions): Promise<Catalogue> {
  const api = createApiClient({
    baseUrl: cmsUrl,
    ...(fetch ? { fetch } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  try {
    // No public call lists every product at once: page through the product list, 48 at a time,
    // reading the pages after the first in parallel once the total is known.
    const pageQuery = (page: number) => ({ ...EMPTY_QUERY, page, limit: MAX_PAGE_SIZE });
    const [shopSettings, rateHistory, rates, categories, banners, newArrivals, firstPage] = await Promise.all([
      api.getShopSettings(),
      api.getRateHistory(),
      api.getRates(),
      api.getCategories(),
      api.getBanners(),
      api.getNewArrivals(),
      api.listProducts(pageQuery(1)),
    ]);
    const pageCount = Math.ceil(firstPage.total / MAX_PAGE_SIZE);
    const laterPages = await Promise.all(
      Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => api.listProducts(pageQuery(index + 2))),
    );
    // A product added while paging can shift a page boundary: keep each product once.
    const byId = new Map<number, Product>();
    for (const product of [firstPage, ...laterPages].flatMap((page) => page.products)) byId.set(product.id, product);
    const products = [...byId.values()].map((product) => withAbsoluteImages(product, cmsUrl));

    // Say what to do rather than build a shop window with nothing in it. A new shop has no back
    // office yet (it is part of this build), so its first piece goes in through the API.
    if (products.length === 0) {
      throw new Error(
        "the catalogue has no products a visitor may see: publish a piece first, in the live site's back office or, for a new shop, through the API (docs/deployment.md, 'The first content'); drafts are never built",
      );
    }

    return {
      rates,
      categories,
      banners: banners.map((banner) => ({
        ...banner,
        url: absoluteUrl(banner.url, cmsUrl),
        thumbnailUrl: absoluteUrl(banner.thumbnailUrl, cmsUrl),
        mobileUrl: banner.mobileUrl ? absoluteUrl(banner.mobileUrl, cmsUrl) : null,
        mobileThumbnailUrl: banner.mobileThumbnailUrl ? absoluteUrl(banner.mobileThumbnailUrl, cmsUrl) : null,
      })),
      newArrivals: newArrivals.map((product) => withAbsoluteImages(product, cmsUrl)),
      products,
      gstRate: shopSettings.gstRate,
      shopSettings,
      rateHistory,
    };
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`Cannot build the site from the CMS at ${cmsUrl}: ${reason}`, { cause });
  }
}

let catalogue: Promise<Catalogue> | undefined;

/** The catalogue of this build, read once and shared by every page. */
export function loadCatalogue(): Promise<Catalogue> {
  catalogue ??= fetchCatalogue({ cmsUrl: siteSettings.cmsUrl }).then((loaded) => {
    // Every picture of the catalogue, rendered page or reused one (src/lib/pictures.ts).
    registerRenditions(productRenditions(loaded.products));
    return loaded;
  });
  return catalogue;
}
