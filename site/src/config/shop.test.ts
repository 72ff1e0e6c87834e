import { describe, expect, it } from 'vitest';
import { DEMO_SHOP, readCmsUrl, readShopConfig, readSiteUrl, telHref } from './shop';

describe('readShopConfig', () => {
  it('is the demo shop when nothing is set', () => {
    expect(readShopConfig({})).toEqual(DEMO_SHOP);
    expect(readShopConfig({ SHOP_NAME: '  ' }).name).toBe('Suvarna');
  });

  it('reads each field from the environment', () => {
    const shop = readShopConfig({
      SHOP_NAME: 'Kanak',
      SHOP_PHONES: '+91 99999 00000, +91 88888 11111 ,',
      SHOP_EMAIL: 'desk@kanak.in',
      SHOP_ADDRESS: 'Kanak Jewellers|Ring Road|Surat 395002',
      SHOP_WHATSAPP: '+91 99999-00000',
      SHOP_MAP_URL: 'https://maps.example/embed',
    });
    expect(shop).toEqual({
      name: 'Kanak',
      phones: ['+91 99999 00000', '+91 88888 11111'],
      email: 'desk@kanak.in',
      address: ['Kanak Jewellers', 'Ring Road', 'Surat 395002'],
      whatsapp: '919999900000',
      mapUrl: 'https://maps.example/embed',
      foundedYear: 2010,
    });
  });
});

describe('URLs', () => {
  it('reads the CMS and site addresses without a trailing slash', () => {
    expect(readCmsUrl({})).toBe('http://127.0.0.1:1337');
    expect(readCmsUrl({ CMS_URL: 'https://cms.example/' })).toBe('https://cms.example');
    expect(readSiteUrl({ URL: 'https://shop.netlify.app' })).toBe('https://shop.netlify.app');
    expect(readSiteUrl({ URL: 'https://shop.netlify.app', SITE_URL: 'https://suvarna.in/' })).toBe(
      'https://suvarna.in',
    );
  });

  it('dials a display phone number', () => {
    expect(telHref('+91 98250 12345')).toBe('tel:+919825012345');
  });
});
