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

/** Who sells the piece: the shop, as its pages name it and as buyers reach it. */
export interface Seller {
  name: string;
  /** Address lines, the last one the country. */
  address: readonly string[];
  telephone: string | undefined;
}

export interface ProductJsonLdInput {
  product: Pick<
    Product,
    'name' | 'sku' | 'details' | 'description' | 'category' | 'status' | 'metal' | 'purity' | 'weight' | 'color'
  > &
    Partial<Pick<Product, 'size'>> &
    Partial<Pick<Product, 'huid' | 'stones'>>;
  /** What the buyer pays, in paise. */
  netPayable: number;
  /** This language's page of the piece, absolute: the offer's address. */
  pageUrl: string;
  /** The page's language, as its `lang` (HTML_LANG: 'gu-IN'). */
  language: string;
  /** The brand as the page names it ('Suvarna Jewellers'). */
  brand: string;
  /** Every picture, absolute, the cover first. */
  images?: readonly string[];
  /** The unit the net weight is in: grams, or carats for a loose stone. */
  weightUnit?: 'g' | 'ct';
  /** The last day the price holds (YYYY-MM-DD): the day's rates make it. */
  priceValidUntil?: string;
  seller?: Seller;
}

/** UN/CEFACT codes schema.org's QuantitativeValue names units by. */
const UNIT_CODES = { g: 'GRM', ct: 'CTM' } as const;

/** The day it is in India (YYYY-MM-DD): prices hold until that day ends, when the rates may move. */
export const indianDate = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

let day: string | undefined;
/** The build's day in India, read once: every page of a build, and its cache key, say the same day. */
export const buildDay = () => {
  day ??= indianDate(new Date());
  return day;
};

const organization = (seller: Seller) => ({
  '@type': 'Organization',
  name: seller.name,
  ...(seller.telephone ? { telephone: seller.telephone } : {}),
  address: { '@type': 'PostalAddress', streetAddress: seller.address.slice(0, -1).join(', '), addressCountry: 'IN' },
});

/**
 * The piece's certifications: its hallmark (BIS's HUID) and each stone's lab report, as schema.org's
 * Certification (issuedBy, certificationIdentification).
 */
function certifications(product: ProductJsonLdInput['product']) {
  const hallmark = product.huid
    ? [
        {
          '@type': 'Certification',
          name: 'BIS hallmark (HUID)',
          issuedBy: { '@type': 'Organization', name: 'Bureau of Indian Standards' },
          certificationIdentification: product.huid,
        },
      ]
    : [];
  const reports = (product.stones ?? []).flatMap((stone) =>
    stone.certificate
      ? [
          {
            '@type': 'Certification',
            name: `${stone.name} report`,
            issuedBy: { '@type': 'Organization', name: stone.certificate.lab },
            certificationIdentification: stone.certificate.number,
          },
        ]
      : [],
  );
  return [...hallmark, ...reports];
}

/**
 * A product page's schema.org Product, from which search engines show the price and availability,
 * in the page's language: `inLanguage` names it, and the offer is that language's page. Names and
 * descriptions are the CMS's, as the page shows them; what Google's product snippet reads and a shop
 * without a checkout can truthfully say (no shipping, no returns policy).
 */
export function productJsonLd({
  product,
  netPayable,
  pageUrl,
  language,
  brand,
  images = [],
  weightUnit = 'g',
  priceValidUntil,
  seller,
}: ProductJsonLdInput) {
  const certified = certifications(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: product.details || product.description,
    category: product.category,
    ...(images.length > 0 ? { image: [...images] } : {}),
    brand: { '@type': 'Brand', name: brand },
    material: `${product.purity} ${product.metal}`,
    ...(product.color ? { color: product.color } : {}),
    // A ring's or bangle's size on the Indian scale; 0 is a piece that has none.
    ...(product.size ? { size: String(product.size) } : {}),
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Purity', value: product.purity },
      {
        '@type': 'PropertyValue',
        name: 'Net weight',
        value: product.weight,
        unitCode: UNIT_CODES[weightUnit],
        unitText: weightUnit,
      },
    ],
    ...(certified.length > 0 ? { hasCertification: certified } : {}),
    inLanguage: language,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'INR',
      price: (netPayable / 100).toFixed(2),
      ...(priceValidUntil ? { priceValidUntil } : {}),
      itemCondition: 'https://schema.org/NewCondition',
      availability: `https://schema.org/${AVAILABILITY[product.status]}`,
      ...(seller ? { seller: organization(seller) } : {}),
    },
  };
}
