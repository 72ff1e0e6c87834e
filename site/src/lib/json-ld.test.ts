import { describe, expect, it } from 'vitest';
import { jsonLd, productJsonLd } from './json-ld';

describe('productJsonLd', () => {
  const product = {
    name: 'Temple Necklace',
    sku: 'SJ-NK-1001',
    details: '',
    description: 'A temple necklace.',
    category: 'Necklace',
    status: 'active' as const,
  };

  it('speaks the page’s language and offers that language’s page at the net payable', () => {
    const data = productJsonLd({
      product,
      netPayable: 4924121,
      pageUrl: 'https://suvarna.example/gu/product-preview/12',
      language: 'gu-IN',
      brand: 'Suvarna જ્વેલર્સ',
      image: 'https://suvarna.example/p.webp',
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Temple Necklace',
      description: 'A temple necklace.',
      image: 'https://suvarna.example/p.webp',
      inLanguage: 'gu-IN',
      brand: { '@type': 'Brand', name: 'Suvarna જ્વેલર્સ' },
      offers: {
        url: 'https://suvarna.example/gu/product-preview/12',
        priceCurrency: 'INR',
        price: '49241.21',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('leaves the image out when there is none, and tells when the piece is out of stock', () => {
    const data = productJsonLd({
      product: { ...product, status: 'inactive' },
      netPayable: 100,
      pageUrl: 'https://suvarna.example/product-preview/12',
      language: 'en-IN',
      brand: 'Suvarna Jewellers',
    });
    expect(data).not.toHaveProperty('image');
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('says a sold piece is sold out', () => {
    const data = productJsonLd({
      product: { ...product, status: 'sold' },
      netPayable: 100,
      pageUrl: 'https://suvarna.example/product-preview/12',
      language: 'en-IN',
      brand: 'Suvarna Jewellers',
    });
    expect(data.offers.availability).toBe('https://schema.org/SoldOut');
  });
});

describe('jsonLd', () => {
  it('cannot close its script element', () => {
    expect(jsonLd({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});
