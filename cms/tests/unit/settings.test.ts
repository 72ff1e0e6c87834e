import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshSecrets, parseSettings, SettingsError } from '../../src/lib/settings';
import { temporaryUploadsDir } from '../../src/lib/temporary-uploads';

const problems = (environment: Record<string, string>): string[] => {
  try {
    parseSettings(environment);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
};

const vapid = freshSecrets();

describe('the CMS settings, parsed once and checked', () => {
  it('take the Web Push keys only as a matching pair, and a subject push services can write to', () => {
    const other = freshSecrets();
    expect(parseSettings({ ...vapid, VAPID_SUBJECT: 'mailto:owner@suvarna.example' }).secrets.vapid).toEqual({
      publicKey: vapid.VAPID_PUBLIC_KEY,
      privateKey: vapid.VAPID_PRIVATE_KEY,
      subject: 'mailto:owner@suvarna.example',
    });
    expect(problems({ VAPID_PUBLIC_KEY: other.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: vapid.VAPID_PRIVATE_KEY })).toEqual([
      'VAPID_PUBLIC_KEY: must be the public key of VAPID_PRIVATE_KEY (generate the two together)',
    ]);
    expect(problems({ VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toEqual([
      'VAPID_PRIVATE_KEY: must be set with the other (the Web Push key pair)',
    ]);
    const malformed = problems({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: vapid.VAPID_PRIVATE_KEY });
    expect(malformed).toContain(
      'VAPID_PUBLIC_KEY: must be 65 bytes in base64url, as web-push generate-vapid-keys prints (e.g. BNc…)',
    );
    expect(malformed.join('\n')).not.toContain(vapid.VAPID_PRIVATE_KEY);
    expect(problems({ VAPID_SUBJECT: 'owner@suvarna.example' })).toEqual([
      'VAPID_SUBJECT="owner@suvarna.example": must be a mailto: or https: URL (e.g. mailto:owner@shop.in)',
    ]);
    // Without keys outside production, one pair for this process (as the other secrets).
    expect(parseSettings({}).secrets.vapid.publicKey).toBe(parseSettings({ PORT: '1' }).secrets.vapid.publicKey);
  });

  it('have the documented defaults', () => {
    const settings = parseSettings({});
    expect(settings).toMatchObject({
      production: false,
      host: '127.0.0.1',
      port: 1337,
      database: { client: 'sqlite' },
      jwtExpiresIn: '7d',
      gstRate: 0.03,
      hallmarkFeeDefaultPaise: 4500,
      rateGuardPercent: 5,
      proxy: null,
      login: { perAccount: 5, perAddress: 20, windowMs: 900_000 },
      http: {
        headersTimeoutMs: 10_000,
        keepAliveTimeoutMs: 15_000,
        jsonTimeoutMs: 30_000,
        multipartTimeoutMs: 120_000,
      },
      publishing: { buildHookUrl: undefined, debounceMs: 2000, ceilingMs: 600_000 },
      corsOrigins: ['http://localhost:4321', 'http://127.0.0.1:4321'],
      firstAdmin: null,
      seedDemo: false,
      siteUrl: 'http://localhost:4321',
      enquiries: { maxPerHour: 5, retentionDays: 365 },
      mail: null,
      backup: {
        schedule: '30 2 * * *',
        timeZone: 'Asia/Kolkata',
        keepDaily: 14,
        keepWeekly: 8,
        target: 'dir',
        prefix: 'backups/',
      },
    });
    expect(settings.backup.dir).toBe(path.resolve(__dirname, '../../backups'));
  });

  it('take a backup schedule as a cron expression in India time, or off', () => {
    expect(parseSettings({ BACKUP_SCHEDULE: 'off' }).backup.schedule).toBeNull();
    expect(parseSettings({ BACKUP_SCHEDULE: '*/5 * * * * *' }).backup.schedule).toBe('*/5 * * * * *');
    expect(problems({ BACKUP_SCHEDULE: 'daily', BACKUP_KEEP_DAILY: '0' })).toEqual([
      'BACKUP_SCHEDULE="daily": must be a cron expression in India time, or off (e.g. 30 2 * * *: daily at 02:30)',
      'BACKUP_KEEP_DAILY="0": must be a whole number from 1 to 3650 (e.g. 14)',
    ]);
  });

  it('keep backups in the upload bucket only with one, under a folder of it', () => {
    const bucket = { UPLOAD_PROVIDER: 's3', S3_BUCKET: 'pictures' };
    expect(parseSettings({ ...bucket, BACKUP_TARGET: 's3' }).backup).toMatchObject({
      target: 's3',
      prefix: 'backups/',
    });
    expect(parseSettings({ ...bucket, BACKUP_TARGET: 's3', BACKUP_PREFIX: 'shop/backups/' }).backup.prefix).toBe(
      'shop/backups/',
    );
    expect(problems({ BACKUP_TARGET: 's3' })).toEqual([
      'BACKUP_TARGET: s3 keeps backups in the upload bucket, so it needs UPLOAD_PROVIDER=s3 and S3_BUCKET',
    ]);
    expect(problems({ ...bucket, BACKUP_TARGET: 'bucket' })).toEqual(['BACKUP_TARGET="bucket": must be dir or s3']);
    const folder = 'must be a folder in the bucket, ending in / (e.g. backups/)';
    for (const prefix of ['/', 'backups', '../backups/', 'a//', '/backups/']) {
      expect(problems({ ...bucket, BACKUP_PREFIX: prefix })).toEqual([`BACKUP_PREFIX="${prefix}": ${folder}`]);
    }
  });

  it('publish after a minute of quiet in production (one Netlify deploy), 2 s otherwise, and at the latest the ceiling after the first change', () => {
    const production = {
      NODE_ENV: 'production',
      SITE_URL: 'https://www.suvarna.example',
      CORS_ORIGINS: 'https://www.suvarna.example',
      APP_KEYS: 'one,two',
      API_TOKEN_SALT: 'salt',
      ADMIN_JWT_SECRET: 'admin',
      JWT_SECRET: 'jwt',
      TRANSFER_TOKEN_SALT: 'transfer',
      ENCRYPTION_KEY: 'key',
      VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: vapid.VAPID_PRIVATE_KEY,
    };
    expect(parseSettings(production).publishing).toMatchObject({ debounceMs: 60_000, ceilingMs: 600_000 });
    expect(
      parseSettings({ ...production, REBUILD_DEBOUNCE_MS: '5000', REBUILD_CEILING_MS: '120000' }).publishing,
    ).toMatchObject({ debounceMs: 5000, ceilingMs: 120_000 });
    expect(problems({ REBUILD_DEBOUNCE_MS: 'soon' })).toEqual([
      'REBUILD_DEBOUNCE_MS="soon": must be a whole number from 0 (e.g. 2000)',
    ]);
  });

  it('email the shop about enquiries only with an SMTP server and an address to write to', () => {
    const settings = parseSettings({
      SITE_URL: 'https://www.suvarna.example/',
      SHOP_NOTIFY_EMAIL: 'orders@suvarna.example',
      SMTP_HOST: 'smtp.example.net',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'shop',
      SMTP_PASS: ' secret with spaces ',
      ENQUIRY_MAX_PER_HOUR: '10',
      ENQUIRY_RETENTION_DAYS: '90',
    });
    expect(settings).toMatchObject({
      siteUrl: 'https://www.suvarna.example',
      enquiries: { maxPerHour: 10, retentionDays: 90 },
      emailRetryMs: 60_000,
      mail: {
        to: 'orders@suvarna.example',
        from: 'orders@suvarna.example',
        smtp: {
          host: 'smtp.example.net',
          port: 465,
          secure: true,
          auth: { user: 'shop', pass: ' secret with spaces ' },
        },
      },
    });
    expect(problems({ SMTP_HOST: 'smtp.example.net' })).toEqual([
      'SHOP_NOTIFY_EMAIL: must be set with the other (emailing the shop about enquiries)',
    ]);
    expect(problems({ SHOP_NOTIFY_EMAIL: 'orders@suvarna.example' })).toEqual([
      'SMTP_HOST: must be set with the other (emailing the shop about enquiries)',
    ]);
    expect(problems({ SMTP_HOST: 'smtp.example.net', SHOP_NOTIFY_EMAIL: 'orders', SMTP_PASS: 'never-shown' })).toEqual([
      'SHOP_NOTIFY_EMAIL="orders": must be an email address (e.g. owner@shop.in)',
    ]);
    expect(problems({ ENQUIRY_MAX_PER_HOUR: '0' }).join()).toContain('ENQUIRY_MAX_PER_HOUR="0"');
    expect(problems({ SITE_URL: 'javascript:alert(1)' }).join()).toContain('SITE_URL');
  });

  it('keep uploads on the instance’s disk, or in an S3-compatible bucket with path-style addresses', () => {
    expect(parseSettings({}).bucket).toBeNull();
    expect(
      parseSettings({
        UPLOAD_PROVIDER: 's3',
        S3_BUCKET: 'shop-pictures',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'never-shown',
      }).bucket,
    ).toEqual({
      name: 'shop-pictures',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000/',
      credentials: { accessKeyId: 'key', secretAccessKey: 'never-shown' },
      publicUrl: 'http://127.0.0.1:9000/shop-pictures',
    });
    // On AWS itself, with the instance's own role, behind a CDN.
    expect(
      parseSettings({
        UPLOAD_PROVIDER: 's3',
        S3_BUCKET: 'shop-pictures',
        S3_REGION: 'ap-south-1',
        S3_PUBLIC_URL: 'https://pictures.suvarna.example/',
      }).bucket,
    ).toMatchObject({ credentials: undefined, publicUrl: 'https://pictures.suvarna.example' });
    expect(problems({ UPLOAD_PROVIDER: 's3' })).toEqual(['S3_BUCKET: must be set when UPLOAD_PROVIDER is s3']);
    expect(problems({ UPLOAD_PROVIDER: 'ftp' }).join()).toContain('UPLOAD_PROVIDER="ftp": must be local or s3');
    const keyOnly = problems({ UPLOAD_PROVIDER: 's3', S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'never-shown' });
    expect(keyOnly).toEqual(["S3_ACCESS_KEY_ID: must be set with the other (the bucket's key)"]);
    expect(problems({ S3_ENDPOINT: 'ftp://files' }).join()).toContain('S3_ENDPOINT');
  });

  it('read what is set', () => {
    const settings = parseSettings({
      PORT: '5200',
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      BEHIND_PROXY: 'true',
      PROXY_HOPS: '2',
      LOGIN_MAX_FAILURES: '3',
      CORS_ORIGINS: 'https://suvarna.example, https://www.suvarna.example',
      ADMIN_EMAIL: 'Owner@Shop.in',
      ADMIN_PASSWORD: 'Gold@22Karat',
      GST_RATE: '0.05',
      HALLMARK_FEE_DEFAULT: '60.50',
      RATE_GUARD_PERCENT: '2.5',
    });
    expect(settings).toMatchObject({
      port: 5200,
      database: { client: 'postgres', url: 'postgres://shop@db:5432/shop', schema: 'public' },
      proxy: { hops: 2 },
      login: { perAccount: 3 },
      corsOrigins: ['https://suvarna.example', 'https://www.suvarna.example'],
      firstAdmin: { email: 'owner@shop.in', password: 'Gold@22Karat' },
      gstRate: 0.05,
      hallmarkFeeDefaultPaise: 6050,
      rateGuardPercent: 2.5,
    });
  });

  it.each([
    [{ LOGIN_MAX_FAILURES: 'abc' }, 'LOGIN_MAX_FAILURES="abc": must be a whole number from 1 (e.g. 5)'],
    [{ LOGIN_MAX_FAILURES: '0' }, 'LOGIN_MAX_FAILURES="0": must be a whole number from 1 (e.g. 5)'],
    [{ LOGIN_MAX_FAILURES: '0x10' }, 'LOGIN_MAX_FAILURES="0x10": must be a whole number from 1 (e.g. 5)'],
    [{ PORT: '70000' }, 'PORT="70000": must be a whole number from 0 to 65535 (e.g. 1337)'],
    [{ BEHIND_PROXY: 'yes' }, 'BEHIND_PROXY="yes": must be true or false'],
    [{ DATABASE_CLIENT: 'mysql' }, 'DATABASE_CLIENT="mysql": must be sqlite or postgres'],
    [{ DATABASE_CLIENT: 'postgres' }, 'DATABASE_URL: must be set when DATABASE_CLIENT is postgres'],
    [{ GST_RATE: '3' }, 'GST_RATE="3": must be a fraction from 0 to 1 (e.g. 0.03)'],
    [
      { HALLMARK_FEE_DEFAULT: '1000.01' },
      'HALLMARK_FEE_DEFAULT="1000.01": must be a number from 0 to 1000 with at most 2 decimals (e.g. 45)',
    ],
    [
      { HALLMARK_FEE_DEFAULT: '-5' },
      'HALLMARK_FEE_DEFAULT="-5": must be a number from 0 to 1000 with at most 2 decimals (e.g. 45)',
    ],
    [
      { RATE_GUARD_PERCENT: '0' },
      'RATE_GUARD_PERCENT="0": must be a number from 0.1 to 100 with at most 2 decimals (e.g. 5)',
    ],
    [
      { RATE_GUARD_PERCENT: '5%' },
      'RATE_GUARD_PERCENT="5%": must be a number from 0.1 to 100 with at most 2 decimals (e.g. 5)',
    ],
    [
      { SITE_BUILD_HOOK_URL: 'not a url' },
      'SITE_BUILD_HOOK_URL="not a url": must be an http(s) URL (e.g. https://api.netlify.com/build_hooks/…)',
    ],
    [
      { CORS_ORIGINS: 'https://shop.example/path' },
      'CORS_ORIGINS="https://shop.example/path": must be origins like https://shop.example, comma-separated (scheme, host and port only)',
    ],
    [
      { JWT_EXPIRES_IN: 'forever' },
      'JWT_EXPIRES_IN="forever": must be a duration like 7d, 12h, 30m or seconds (e.g. 7d)',
    ],
    [{ ADMIN_EMAIL: 'owner@shop.in' }, 'ADMIN_PASSWORD: must be set with the other (the first shop admin)'],
    [
      { ADMIN_EMAIL: 'owner@shop.in', ADMIN_PASSWORD: '          ' },
      'ADMIN_PASSWORD: must be 8 to 16 characters, not blank, without control characters',
    ],
  ])('a bad value stops the start, naming it and the accepted form: %j', (environment, message) => {
    expect(problems(environment)).toContain(message);
  });

  it('read a bare JWT_EXPIRES_IN as seconds, not as milliseconds', () => {
    expect(parseSettings({ JWT_EXPIRES_IN: '3600' }).jwtExpiresIn).toBe('3600s');
    expect(parseSettings({ JWT_EXPIRES_IN: '12h' }).jwtExpiresIn).toBe('12h');
  });

  it('name every bad setting at once, and never print a secret', () => {
    const found = problems({ NODE_ENV: 'production', PORT: 'x', JWT_SECRET: '', API_TOKEN_SALT: 'salt-never-shown' });
    expect(found.join('\n')).not.toContain('salt-never-shown');
    expect(found).toEqual(
      expect.arrayContaining([
        'PORT="x": must be a whole number from 0 to 65535 (e.g. 1337)',
        'APP_KEYS: must be set in production',
        'JWT_SECRET: must be set in production',
        'ENCRYPTION_KEY: must be set in production',
        'VAPID_PUBLIC_KEY: must be set in production',
        'VAPID_PRIVATE_KEY: must be set in production',
        'SITE_URL: must be set in production (where enquiry form posts return)',
        "CORS_ORIGINS: must be set in production (the site's origin, where the back office runs)",
      ]),
    );
  });

  it('keep temporary uploads in a folder of each instance’s own, the same after a restart', () => {
    const instance = (environment: Record<string, string>) => temporaryUploadsDir(parseSettings(environment));
    const one = { PUBLIC_DIR: '/srv/shop/public', PORT: '1337' };
    expect(instance(one)).toBe(instance(one));
    expect(instance(one)).not.toBe(instance({ ...one, PORT: '1338' }));
    expect(instance(one)).not.toBe(instance({ ...one, PUBLIC_DIR: '/srv/other/public' }));
    expect(instance({ ...one, UPLOAD_TMP_DIR: '/var/tmp/shop-uploads' })).toBe(path.resolve('/var/tmp/shop-uploads'));
  });
});
