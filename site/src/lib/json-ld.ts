import type { Product } from '@suvarna/domain';

/** schema.org's availability of each status a visitor may see (the others have no page). */
const AVAILABILITY: Record<Product['status'], string> = {
  active: 'InStock',
  inactive: 'OutOfStock',
  sold: 'SoldOut',
  draft: 'OutOfStock',
  hidden: 'OutOfStock',
};

/** Structured data for a `<script type="application/ld+json">`, escaped so no text can close the element. */
export const jsonLd = (data: object): string => JSON.stringify(data).replaceAll('<', '\\u003c');

export interface ProductJsonLdInput {
  product: Pick<Product, 'name' | 'sku' | 'details' | 'description' | 'category' | 'status'>;
  /** What the buyer pays, in paise. */
  netPayable: number;
  /** This language's page of the piece, absolute: the offer's address. */
  pageUrl: string;
  /** The page's language, as its `lang` (HTML_LANG: 'gu-IN'). */
  language: string;
  /** The brand as the page names it ('Suvarna Jewellers'). */
  brand: string;
  /** The first picture, absolute. */
  image?: string | undefined;
}

/**
 * A product page's schema.org Product, from which search engines show the price and availability,
 * in the page's language: `inLanguage` names it, and the offer is that language's page. Names and
 * descriptions are the CMS's, as the page shows them.
 */
export function productJsonLd({ product, netPayable, pageUrl, language, brand, image }: ProductJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: product.details || product.description,
    category: product.category,
    ...(image ? { image } : {}),
    brand: { '@type': 'Brand', name: brand },
    inLanguage: language,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'INR',
      price: (netPayable / 100).toFixed(2),
      availability: `https://schema.org/${AVAILABILITY[product.status]}`,
    },
  };
}
