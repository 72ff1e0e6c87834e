import { describe, expect, it } from 'vitest';
import { indianDate, jsonLd, productJsonLd } from './json-ld';

describe('productJsonLd', () => {
  const product = {
    name: 'Temple Necklace',
    sku: 'SJ-NK-1001',
    details: '',
    description: 'A temple necklace.',
    category: 'Necklace',
    status: 'active' as const,
    metal: 'Gold',
    purity: '22K',
    weight: 24.5,
    color: 'Yellow',
  };

  it('speaks the page’s language and offers that language’s page at the net payable', () => {
    const data = productJsonLd({
      product,
      netPayable: 4924121,
      pageUrl: 'https://suvarna.example/gu/product-preview/12',
      language: 'gu-IN',
      brand: 'Suvarna જ્વેલર્સ',
      images: ['https://suvarna.example/p.webp', 'https://suvarna.example/q.webp'],
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Temple Necklace',
      description: 'A temple necklace.',
      image: ['https://suvarna.example/p.webp', 'https://suvarna.example/q.webp'],
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

  it('says what Google reads of a piece the shop holds: material, colour, purity, weight, condition, seller, until when, certificates', () => {
    const data = productJsonLd({
      product: {
        name: 'Temple Necklace',
        sku: 'SJ-NK-1001',
        details: '',
        description: 'A temple necklace.',
        category: 'Necklace',
        status: 'active',
        metal: 'Gold',
        purity: '22K',
        weight: 24.5,
        color: 'Yellow',
        huid: 'AB12C3',
        stones: [
          { name: 'Diamond', count: 12, carats: 0.36, rate: 'VS', certificate: { lab: 'IGI', number: 'LG123456' } },
          { name: 'Ruby', count: 2, carats: 0.5, pricePerCarat: 12000 },
        ],
      },
      netPayable: 4924121,
      pageUrl: 'https://suvarna.example/product-preview/12',
      language: 'en-IN',
      brand: 'Suvarna Jewellers',
      priceValidUntil: '2026-11-29',
      seller: {
        name: 'Suvarna Jewellers',
        address: ['Suvarna Jewellers', '12 Ring Road', 'Surat, Gujarat 395002', 'India'],
        telephone: '+91 98250 12345',
      },
    });
    expect(data).toMatchObject({
      material: '22K Gold',
      color: 'Yellow',
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Purity', value: '22K' },
        { '@type': 'PropertyValue', name: 'Net weight', value: 24.5, unitCode: 'GRM' },
      ],
      hasCertification: [
        {
          '@type': 'Certification',
          issuedBy: { '@type': 'Organization', name: 'Bureau of Indian Standards' },
          certificationIdentification: 'AB12C3',
        },
        { '@type': 'Certification', issuedBy: { name: 'IGI' }, certificationIdentification: 'LG123456' },
      ],
      offers: {
        priceValidUntil: '2026-11-29',
        itemCondition: 'https://schema.org/NewCondition',
        seller: {
          '@type': 'Organization',
          name: 'Suvarna Jewellers',
          telephone: '+91 98250 12345',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Suvarna Jewellers, 12 Ring Road, Surat, Gujarat 395002',
            addressCountry: 'IN',
          },
        },
      },
    });
    expect(data.hasCertification).toHaveLength(2);
  });

  it('names the day in India: a price set late in the evening there holds until midnight there', () => {
    expect(indianDate(new Date('2026-11-29T18:29:00Z'))).toBe('2026-11-29');
    expect(indianDate(new Date('2026-11-29T18:31:00Z'))).toBe('2026-11-30');
  });
});
