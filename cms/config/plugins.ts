import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { s3Options } from '../src/lib/bucket';
import { SMTP_TIMEOUTS } from '../src/lib/mailer';
import { settings } from '../src/lib/settings';

export default () => {
  const current = settings();
  // Strapi's local provider refuses to start without its folder: a new PUBLIC_DIR gets one.
  if (!current.bucket) mkdirSync(path.join(current.publicDir, 'uploads'), { recursive: true });
  return {
    'users-permissions': {
      config: {
        jwtSecret: current.secrets.jwtSecret,
        jwt: { expiresIn: current.jwtExpiresIn },
      },
    },
    // The shop is emailed about each new enquiry through its SMTP server (docs/configuration.md), unless
    // the back office's Shop settings store one of their own (src/lib/mailer.ts). With none configured
    // nothing is ever sent: the JSON transport only builds a message.
    email: {
      config: {
        provider: 'nodemailer',
        providerOptions: current.mail ? { ...current.mail.smtp, ...SMTP_TIMEOUTS } : { jsonTransport: true },
        settings: { defaultFrom: current.mail?.from ?? 'enquiries@localhost' },
      },
    },
    upload: {
      config: {
        // The site makes its own responsive images at build time: keep only the original.
        breakpoints: {},
        // Stored names carry a content hash, so a URL's bytes never change: browsers and the site
        // build's image cache may keep them for good.
        ...(current.bucket
          ? {
              provider: 'aws-s3',
              providerOptions: { baseUrl: current.bucket.publicUrl, s3Options: s3Options(current.bucket) },
            }
          : { providerOptions: { localServer: { maxage: 365 * 24 * 60 * 60 * 1000, immutable: true } } }),
      },
    },
  };
};
