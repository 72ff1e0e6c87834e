import { settings } from '../src/lib/settings';

export default () => {
  const current = settings();
  return {
    'users-permissions': {
      config: {
        jwtSecret: current.secrets.jwtSecret,
        jwt: { expiresIn: current.jwtExpiresIn },
      },
    },
    upload: {
      config: {
        // The site makes its own responsive images at build time: keep only the original.
        breakpoints: {},
        // Stored names carry a content hash, so a URL's bytes never change: browsers and the site
        // build's image cache may keep them for good.
        providerOptions: { localServer: { maxage: 365 * 24 * 60 * 60 * 1000, immutable: true } },
      },
    },
  };
};
