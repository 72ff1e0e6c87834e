import type { Banner, Product } from '@suvarna/domain';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_SHOP } from '../../config/shop';
import { bannerSlides, type GetImage, homeRates, homeShowcases, homeStructuredData } from './home-page';

const banner = (id: number, fields: Partial<Banner> = {}): Banner => ({
  id,
  url: `https://cms.test/uploads/banner-${id}.png`,
  thumbnailUrl: `https://cms.test/uploads/thumbnail_banner-${id}.png`,
  mobileUrl: null,
  mobileThumbnailUrl: null,
  alt: '',
  altGu: '',
  altHi: '',
  ...fields,
});

/** Astro's getImage as the slides see it: the picture's address with its width. */
const getImage: GetImage = async ({ src, width, widths }) => ({
  src: `${src}?w=${width}`,
  srcSet: { attribute: widths.map((size) => `${src}?w=${size} ${size}w`).join(', ') },
});

const product = (id: number, fields: Partial<Product> = {}) =>
  ({
    id,
    name: `Piece ${id}`,
    sku: `SKU-${id}`,
    metal: 'Gold',
    purity: '22K',
    gender: 'female',
    status: 'active',
    category: 'Necklace',
    category_id: 1,
    totalPrice: 1000 * id,
    createdAt: `2026-01-0${id}T00:00:00.000Z`,
    images: [{ id, url: `https://cms.test/uploads/${id}.png`, width: 1200, height: 1200 }],
    ...fields,
  }) as Product;

describe('bannerSlides', () => {
  it('crops each banner to its frame, and a phone’s picture to the phone’s', async () => {
    const crop = vi.fn(getImage);
    const [slide] = await bannerSlides([banner(1, { mobileUrl: 'https://cms.test/uploads/phone-1.png' })], {
      locale: 'en',
      shopName: 'Suvarna',
      getImage: crop,
    });
    expect(crop.mock.calls.map(([options]) => options)).toEqual([
      {
        src: 'https://cms.test/uploads/banner-1.png',
        width: 1600,
        height: 600,
        fit: 'cover',
        widths: [640, 960, 1280, 1600],
      },
      {
        src: 'https://cms.test/uploads/phone-1.png',
        width: 1080,
        height: 1080,
        fit: 'cover',
        widths: [540, 810, 1080],
      },
    ]);
    expect(slide).toMatchObject({ src: 'https://cms.test/uploads/banner-1.png?w=1600', width: 1600, height: 600 });
    expect(slide?.phone).toEqual({
      srcSet:
        'https://cms.test/uploads/phone-1.png?w=540 540w, https://cms.test/uploads/phone-1.png?w=810 810w, https://cms.test/uploads/phone-1.png?w=1080 1080w',
      width: 1080,
      height: 1080,
    });
  });

  it('describes a banner as the shop wrote it in the page’s language, else in English, else by its place', async () => {
    const banners = [
      banner(1, { alt: 'Bridal sets', altGu: 'લગ્નના સેટ' }),
      banner(2, { alt: 'Festive gold' }),
      banner(3),
    ];
    const slides = await bannerSlides(banners, { locale: 'gu', shopName: 'Suvarna', getImage });
    expect(slides.map((slide) => slide.alt).slice(0, 2)).toEqual(['લગ્નના સેટ', 'Festive gold']);
    expect(slides[2]?.alt).not.toBe('');
    expect(slides.every((slide) => slide.phone === undefined)).toBe(true);
  });
});

describe('homeRates', () => {
  it('quotes every rate, and charts the trend ones up to the moment given', () => {
    const now = new Date('2026-11-24T04:45:00.000Z');
    const rates = [
      { id: 1, name: '24K', price: 7900, modified: '2026-11-23T04:45:00.000Z' },
      { id: 2, name: '18K', price: 5900, modified: '2026-11-23T04:45:00.000Z' },
    ];
    const board = homeRates({ rates, rateHistory: [], products: [product(1)] }, now, 'en');
    expect(board.quoted.map((quote) => [quote.rate.name, quote.unit])).toEqual([
      ['24K', '10g'],
      ['18K', '10g'],
    ]);
    expect(board.period.end).toBe(now.getTime());
    expect(board.trends.map((trend) => trend.name)).toEqual(['24K']);
    expect(board.days[0]?.prices).toHaveLength(1);
  });
});

describe('homeShowcases', () => {
  it('pictures a different piece in each place, and promotes the finest wedding piece left', () => {
    // Gold necklaces, newest first, each dearer than the one before it.
    const products = [6, 5, 4, 3, 2, 1].map((id) => product(id));
    const { categoryCards, collections, promoPiece } = homeShowcases({ products, newArrivals: [product(6)] }, 'en');
    // 6 is a new arrival; Gold and Wedding take the newest left in turn; no piece is a Diamond.
    expect(categoryCards.map((showcase) => showcase.cover)).toEqual([undefined, undefined, undefined]);
    expect(collections.map((showcase) => showcase.cover?.id)).toEqual([5, undefined, 4]);
    expect(promoPiece?.id).toBe(3);
  });

  it('promotes no piece out of stock, without a picture, or not for a wedding', () => {
    const products = [product(1, { status: 'inactive' }), product(2, { images: [] }), product(3, { category: 'Ring' })];
    expect(homeShowcases({ products, newArrivals: [] }, 'en').promoPiece).toBeUndefined();
  });
});

describe('homeStructuredData', () => {
  it("states the shop's opening hours and its social pages when the shop has set them, and nothing when not", () => {
    const input = {
      locale: 'en' as const,
      site: new URL('https://suvarna.example'),
      description: 'A shop in Surat',
      logoSrc: '/_astro/logo.svg',
      bannerSrc: undefined,
    };
    const [unset] = homeStructuredData({ ...input, shop: DEMO_SHOP })['@graph'];
    expect(unset).not.toHaveProperty('openingHoursSpecification', expect.anything());
    expect(unset).not.toHaveProperty('sameAs', expect.anything());
    const [store] = homeStructuredData({
      ...input,
      shop: {
        ...DEMO_SHOP,
        openingHours: [{ day: 'monday', opens: '10:30', closes: '20:30' }],
        social: { ...DEMO_SHOP.social, instagram: 'https://www.instagram.com/suvarna' },
      },
    })['@graph'];
    expect(store).toMatchObject({
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '10:30',
          closes: '20:30',
        },
      ],
      sameAs: ['https://www.instagram.com/suvarna'],
    });
  });

  it('describes the store and this language’s home page of it, with absolute addresses', () => {
    const data = homeStructuredData({
      locale: 'gu',
      site: new URL('https://suvarna.example'),
      shop: DEMO_SHOP,
      description: 'A shop in Surat',
      logoSrc: '/_astro/logo.svg',
      bannerSrc: '/_astro/banner.webp',
    });
    const [store, page] = data['@graph'];
    expect(store).toMatchObject({
      '@type': 'JewelryStore',
      '@id': 'https://suvarna.example/gu/#store',
      url: 'https://suvarna.example/gu/',
      logo: 'https://suvarna.example/_astro/logo.svg',
      image: 'https://suvarna.example/_astro/banner.webp',
      telephone: DEMO_SHOP.phones[0],
      foundingDate: '2010',
      address: { streetAddress: 'Suvarna Jewellers, 12 Ring Road, near Udhna Darwaja, Surat, Gujarat 395002' },
    });
    expect(page).toMatchObject({
      '@type': 'WebPage',
      '@id': 'https://suvarna.example/gu/',
      inLanguage: 'gu-IN',
      about: { '@id': 'https://suvarna.example/gu/#store' },
    });
  });

  it('says where the shop stands: SHOP_GEO, else its map link’s pin, else nothing', () => {
    const geoOf = (shop: typeof DEMO_SHOP) =>
      homeStructuredData({
        locale: 'en',
        site: new URL('https://s.example'),
        shop,
        description: '',
        logoSrc: '/l.svg',
        bannerSrc: undefined,
      })['@graph'][0]?.geo;
    expect(geoOf(DEMO_SHOP)).toEqual({ '@type': 'GeoCoordinates', latitude: 21.1826, longitude: 72.832 });
    expect(geoOf({ ...DEMO_SHOP, geo: { latitude: 21.2, longitude: 72.8 } })).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 21.2,
      longitude: 72.8,
    });
    expect(
      geoOf({ ...DEMO_SHOP, mapUrl: 'https://www.google.com/maps?q=Ring+Road,+Surat&output=embed' }),
    ).toBeUndefined();
  });

  it('has no image without a banner', () => {
    const data = homeStructuredData({
      locale: 'en',
      site: new URL('https://suvarna.example'),
      shop: DEMO_SHOP,
      description: '',
      logoSrc: '/logo.svg',
      bannerSrc: undefined,
    });
    expect(data['@graph'][0]).toMatchObject({ url: 'https://suvarna.example/', image: undefined });
  });
});
