import { EMPTY_SHOP_DETAILS } from '@suvarna/domain';
import { SettingsError } from '@suvarna/settings';
import { describe, expect, it } from 'vitest';
import { readSiteSettings } from './settings';
import { DEMO_SHOP, telHref, withStoredDetails } from './shop';

describe('the shop in the settings', () => {
  it('is the demo shop when nothing is set', () => {
    expect(readSiteSettings({}).shop).toEqual(DEMO_SHOP);
    expect(readSiteSettings({ SHOP_NAME: '  ' }).shop.name).toBe('Suvarna');
  });

  it('reads each field from the environment', () => {
    const { shop } = readSiteSettings({
      SHOP_NAME: 'Kanak',
      SHOP_PHONES: '+91 99999 00000, +91 88888 11111 ,',
      SHOP_EMAIL: 'desk@kanak.in',
      SHOP_ADDRESS: 'Kanak Jewellers|Ring Road|Surat 395002',
      SHOP_WHATSAPP: '+91 99999-00000',
      SHOP_MAP_URL: 'https://maps.example/embed',
      SHOP_GEO: ' 21.17, 72.81 ',
    });
    expect(shop).toEqual({
      name: 'Kanak',
      phones: ['+91 99999 00000', '+91 88888 11111'],
      email: 'desk@kanak.in',
      address: ['Kanak Jewellers', 'Ring Road', 'Surat 395002'],
      whatsapp: '919999900000',
      mapUrl: 'https://maps.example/embed',
      geo: { latitude: 21.17, longitude: 72.81 },
      foundedYear: 2010,
      openingHours: [],
      social: { instagram: null, facebook: null, youtube: null, whatsappChannel: null },
      grievanceContact: null,
    });
  });

  it("gives way, field by field, to the details the back office's Shop settings store in the CMS", () => {
    const base = readSiteSettings({ SHOP_NAME: 'Kanak', SHOP_EMAIL: 'desk@kanak.in' }).shop;
    const shop = withStoredDetails(base, {
      ...EMPTY_SHOP_DETAILS,
      phones: ['+91 98250 22222'],
      openingHours: [{ day: 'monday', opens: '10:00', closes: '20:00' }],
      social: { ...EMPTY_SHOP_DETAILS.social, youtube: 'https://www.youtube.com/@kanak' },
    });
    expect(shop).toEqual({
      ...base,
      phones: ['+91 98250 22222'],
      openingHours: [{ day: 'monday', opens: '10:00', closes: '20:00' }],
      social: { instagram: null, facebook: null, youtube: 'https://www.youtube.com/@kanak', whatsappChannel: null },
    });
    expect(shop.name).toBe('Kanak');
    expect(withStoredDetails(base, { ...EMPTY_SHOP_DETAILS, name: 'Suvarna' }).name).toBe('Suvarna');
  });
});

describe('URLs', () => {
  it('reads the CMS and site addresses without a trailing slash', () => {
    expect(readSiteSettings({}).cmsUrl).toBe('http://127.0.0.1:1337');
    expect(readSiteSettings({ CMS_URL: 'https://cms.example/' }).cmsUrl).toBe('https://cms.example');
    expect(readSiteSettings({ URL: 'https://shop.netlify.app' }).siteUrl).toBe('https://shop.netlify.app');
    expect(readSiteSettings({ URL: 'https://shop.netlify.app', SITE_URL: 'https://suvarna.in/' }).siteUrl).toBe(
      'https://suvarna.in',
    );
  });

  it('lets the back office call another CMS address than the build reads, the same one by default', () => {
    expect(readSiteSettings({ CMS_URL: 'http://10.1.2.3:1337' }).publicCmsUrl).toBe('http://10.1.2.3:1337');
    expect(
      readSiteSettings({ CMS_URL: 'http://10.1.2.3:1337', PUBLIC_CMS_URL: 'https://cms.suvarna.example/' })
        .publicCmsUrl,
    ).toBe('https://cms.suvarna.example');
  });

  it('dials a display phone number', () => {
    expect(telHref('+91 98250 12345')).toBe('tel:+919825012345');
  });
});

describe('bad settings', () => {
  it('stop the build naming every one, with the form it accepts', () => {
    let error: unknown;
    try {
      readSiteSettings({
        CMS_URL: 'cms.example',
        SHOP_EMAIL: 'desk',
        SHOP_WHATSAPP: '12-34',
        SHOP_MAP_URL: 'javascript:x',
        SHOP_GEO: 'Surat',
        UPLOAD_PROVIDER: 'S3-bucket',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).problems).toEqual([
      'CMS_URL="cms.example": must be an http(s) URL (e.g. http://127.0.0.1:1337)',
      'SHOP_EMAIL="desk": must be an email address (e.g. desk@shop.in)',
      'SHOP_WHATSAPP="12-34": must be a phone number with its country code (e.g. 919825012345)',
      'SHOP_MAP_URL="javascript:x": must be an http(s) URL (e.g. https://www.google.com/maps?q=…&output=embed)',
      'SHOP_GEO="Surat": must be latitude,longitude (e.g. 21.1826,72.832)',
      'UPLOAD_PROVIDER="S3-bucket": must be local or s3',
    ]);
  });
});

describe('cache', () => {
  it("keeps Astro's cache in its own default place unless SITE_CACHE_DIR names another", () => {
    expect(readSiteSettings({}).cacheDir).toBe('node_modules/.astro');
    expect(readSiteSettings({ SITE_CACHE_DIR: ' /var/cache/suvarna ' }).cacheDir).toBe('/var/cache/suvarna');
  });
});
