import { describe, expect, it } from 'vitest';
import { readSiteSettings } from '../config/settings';
import { CSP_HEADER, cspDirectives, cspOrigins } from './csp';

const PRODUCTION = {
  CMS_URL: 'http://10.1.2.3:1337',
  PUBLIC_CMS_URL: 'https://cms.suvarna.example/',
  SHOP_MAP_URL: 'https://maps.example.com/embed?q=Ring+Road',
};

/** Every source in the policy that is neither a keyword nor a hash: the places it lets the page reach. */
const outsideSources = (directives: string[]) =>
  new Set(
    directives.flatMap((directive) => directive.split(/\s+/).slice(1)).filter((source) => !source.startsWith("'")),
  );

describe('cspOrigins', () => {
  it('takes the CMS the browser calls and the map, as origins', () => {
    expect(cspOrigins(readSiteSettings(PRODUCTION))).toEqual({
      cms: 'https://cms.suvarna.example',
      pictures: null,
      map: 'https://maps.example.com',
      enquiry: 'https://cms.suvarna.example/api/user/enquiry',
      erasure: 'https://cms.suvarna.example/api/user/erasure-request',
    });
  });

  it('falls back to the CMS the build reads, then to the local one, and to the demo map', () => {
    expect(cspOrigins(readSiteSettings({ CMS_URL: 'http://127.0.0.1:4100/' })).cms).toBe('http://127.0.0.1:4100');
    expect(cspOrigins(readSiteSettings({ PUBLIC_CMS_URL: ' ' }))).toEqual({
      cms: 'http://127.0.0.1:1337',
      pictures: null,
      map: 'https://www.google.com',
      enquiry: 'http://127.0.0.1:1337/api/user/enquiry',
      erasure: 'http://127.0.0.1:1337/api/user/erasure-request',
    });
  });

  it('adds the bucket pictures come from when the CMS keeps its uploads on object storage', () => {
    const bucket = { UPLOAD_PROVIDER: 's3', S3_BUCKET: 'shop-pictures' };
    expect(cspOrigins(readSiteSettings({ ...PRODUCTION, ...bucket, S3_REGION: 'ap-south-1' })).pictures).toBe(
      'https://s3.ap-south-1.amazonaws.com',
    );
    expect(
      cspOrigins(readSiteSettings({ ...PRODUCTION, ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000/' })).pictures,
    ).toBe('http://127.0.0.1:9000');
    const behindCdn = readSiteSettings({
      ...PRODUCTION,
      ...bucket,
      S3_PUBLIC_URL: 'https://pictures.suvarna.example/',
    });
    expect(cspDirectives(cspOrigins(behindCdn)).find((entry) => entry.startsWith('img-src'))).toBe(
      "img-src 'self' blob: https://cms.suvarna.example https://pictures.suvarna.example",
    );
  });
});

describe('cspDirectives', () => {
  const directives = cspDirectives(cspOrigins(readSiteSettings(PRODUCTION)));
  const directive = (name: string) => directives.find((entry) => entry.split(' ')[0] === name);

  it('lets a page reach exactly the configured CMS and map (and the Google Maps a stored map link may use), and no wildcard or whole scheme', () => {
    expect(outsideSources(directives)).toEqual(
      new Set([
        'blob:',
        'https://cms.suvarna.example',
        'https://maps.example.com',
        'https://www.google.com',
        'https://maps.google.com',
        'https://cms.suvarna.example/api/user/enquiry',
        'https://cms.suvarna.example/api/user/erasure-request',
      ]),
    );
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self' https://cms.suvarna.example");
    expect(directive('img-src')).toBe("img-src 'self' blob: https://cms.suvarna.example");
    expect(directive('frame-src')).toBe(
      'frame-src https://maps.example.com https://www.google.com https://maps.google.com',
    );
    // A form may post to the site and to the CMS's enquiry and erasure routes, and nowhere else on the CMS.
    expect(directive('form-action')).toBe(
      "form-action 'self' https://cms.suvarna.example/api/user/enquiry https://cms.suvarna.example/api/user/erasure-request",
    );
    expect(directives.join(';')).not.toMatch(/\*|'unsafe-|(^|\s)(https?|data):(\s|;|$)/);
  });

  it('leaves scripts and styles to the hashes Astro writes per page', () => {
    expect(directives.filter((entry) => /^(script|style)-src/.test(entry))).toEqual([]);
  });

  it('forbids framing the site in the header, which a <meta> policy cannot do', () => {
    expect(CSP_HEADER).toBe("frame-ancestors 'none'");
  });
});
