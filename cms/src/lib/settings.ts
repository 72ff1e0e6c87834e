// Every setting of the CMS (docs/configuration.md), parsed once from the environment with the
// shared forms of @suvarna/settings: a bad value stops the start with a message naming the setting
// and the form it accepts. Config files and services read this module, never process.env.
import { createECDH, randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  DEFAULT_GST_RATE,
  DEFAULT_SOLD_SHOWN_DAYS,
  isTypablePassword,
  MAX_HALLMARK_FEE,
  rupeesToPaise,
} from '@suvarna/domain';
import {
  bucketPublicUrl,
  commaList,
  decimal,
  type Environment,
  flag,
  httpUrl,
  optionalText,
  origin,
  port,
  readSettings,
  SettingsError,
  textOr,
  whole,
} from '@suvarna/settings';
import { Cron } from 'croner';
import { z } from 'zod';

export { SettingsError };

/** The cms folder, whether this runs from src/lib or from dist/src/lib. */
export const appDir = path.resolve(__dirname, __dirname.includes(`${path.sep}dist${path.sep}`) ? '../../..' : '../..');

export const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  // The Web Push key pair (RFC 8292): browsers' subscriptions are bound to the public key, so a
  // new pair silently ends every subscription. Generated as a pair (freshSecrets).
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
] as const;

// --- the settings ---------------------------------------------------------------------------------

const email = z
  .string()
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'must be an email address (e.g. owner@shop.in)' });

/** The forms of the VAPID keys web-push takes: base64url of a P-256 point (65 bytes) and scalar (32). */
const base64urlBytes = (length: number, example: string) =>
  optionalText.pipe(
    z
      .string()
      .refine((value) => /^[\w-]+$/.test(value) && Buffer.from(value, 'base64url').length === length, {
        error: `must be ${length} bytes in base64url, as web-push generate-vapid-keys prints (e.g. ${example})`,
      })
      .optional(),
  );

/** The shop's clock: backups are scheduled in India time whatever the server's zone. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/**
 * A cron expression as Strapi's own cron reads it (croner, the parser Strapi 5 schedules with:
 * 5 fields, or 6 with seconds first), or `off`. Parsed here so a typo stops the start with the
 * setting's name rather than a scheduler's stack trace.
 */
const cronOrOff = textOr('30 2 * * *').pipe(
  z.string().refine(
    (value) => {
      if (value === 'off') return true;
      try {
        new Cron(value, { paused: true, timezone: SHOP_TIME_ZONE }).stop();
        return true;
      } catch {
        return false;
      }
    },
    { error: 'must be a cron expression in India time, or off (e.g. 30 2 * * *: daily at 02:30)' },
  ),
);

const schema = z.object({
  NODE_ENV: optionalText,
  HOST: textOr('127.0.0.1'),
  PORT: port(1337),

  DATABASE_CLIENT: textOr('sqlite').pipe(z.enum(['sqlite', 'postgres'], { error: 'must be sqlite or postgres' })),
  DATABASE_FILENAME: textOr('.tmp/data.db').transform((value) => path.resolve(appDir, value)),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => /^postgres(ql)?:$/.test(URL.parse(value)?.protocol ?? ''), {
        error: 'must be a PostgreSQL URL (e.g. postgres://shop:secret@db:5432/shop)',
      })
      .optional(),
  ),
  DATABASE_SCHEMA: textOr('public').pipe(
    z.string().regex(/^[A-Za-z_][\w$]*$/, { error: 'must be a PostgreSQL schema name (e.g. public)' }),
  ),
  DATABASE_POOL_MIN: whole(0, 0, 100),
  DATABASE_POOL_MAX: whole(10, 1, 100),

  APP_KEYS: commaList(z.string()),
  API_TOKEN_SALT: optionalText,
  ADMIN_JWT_SECRET: optionalText,
  JWT_SECRET: optionalText,
  TRANSFER_TOKEN_SALT: optionalText,
  ENCRYPTION_KEY: optionalText,
  VAPID_PUBLIC_KEY: base64urlBytes(65, 'BNc…'),
  VAPID_PRIVATE_KEY: base64urlBytes(32, 'Hq3…'),
  // Whom a push service contacts about this sender: a mailto: or https: URL (RFC 8292 §2.1).
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, {
        error: 'must be a mailto: or https: URL (e.g. mailto:owner@shop.in)',
      })
      .optional(),
  ),
  // A bare number is seconds, as the message says: jsonwebtoken would read the string '3600' as
  // milliseconds (a token of 3.6 s), so it is given its unit here.
  JWT_EXPIRES_IN: textOr('7d').pipe(
    z
      .string()
      .regex(/^\d+[smhdw]?$/, { error: 'must be a duration like 7d, 12h, 30m or seconds (e.g. 7d)' })
      .transform((duration) => (/^\d+$/.test(duration) ? `${duration}s` : duration)),
  ),

  ADMIN_EMAIL: optionalText.pipe(
    z
      .string()
      .regex(/^\S+@\S+\.\S+$/, { error: 'must be an email address (e.g. owner@shop.in)' })
      .transform((value) => value.toLowerCase())
      .optional(),
  ),
  // Not trimmed: spaces may be part of a password.
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .min(8, { error: 'must be 8 to 16 characters, not blank, without control characters' })
        .max(16, { error: 'must be 8 to 16 characters, not blank, without control characters' })
        .refine(isTypablePassword, { error: 'must be 8 to 16 characters, not blank, without control characters' })
        .optional(),
    ),
  SEED_DEMO: flag(false),

  SITE_BUILD_HOOK_URL: optionalText.pipe(httpUrl('https://api.netlify.com/build_hooks/…').optional()),
  // Blank: 60 s in production (one Netlify deploy per quiet minute), 2 s otherwise.
  REBUILD_DEBOUNCE_MS: optionalText.pipe(whole(2000, 0).optional()),
  REBUILD_CEILING_MS: whole(10 * 60_000, 0, Number.MAX_SAFE_INTEGER, 600000),
  REBUILD_RETRY_MS: whole(1000, 0),
  // The local publisher answers once the build is live (a minute or two at thousands of products).
  REBUILD_HOOK_TIMEOUT_MS: whole(5 * 60_000, 1000),
  PUBLISH_NOW_INTERVAL_MS: whole(10_000, 0),
  CORS_ORIGINS: commaList(origin),
  SITE_URL: optionalText.pipe(httpUrl('https://www.suvarna.example').optional()),
  GST_RATE: textOr(String(DEFAULT_GST_RATE)).pipe(
    z
      .string()
      .regex(/^0(\.\d+)?$/, { error: 'must be a fraction from 0 to 1 (e.g. 0.03)' })
      .transform(Number),
  ),
  HALLMARK_FEE_DEFAULT: decimal(45, 0, MAX_HALLMARK_FEE),
  RATE_GUARD_PERCENT: decimal(5, 0.1, 100),
  SOLD_SHOWN_DAYS: whole(DEFAULT_SOLD_SHOWN_DAYS, 0, 3650),
  PUBLIC_DIR: textOr('public').transform((value) => path.resolve(appDir, value)),
  UPLOAD_TMP_DIR: optionalText,
  // Uploads on the instance's disk, or in an S3-compatible bucket that several instances share.
  UPLOAD_PROVIDER: textOr('local').pipe(z.enum(['local', 's3'], { error: 'must be local or s3' })),
  S3_BUCKET: optionalText,
  S3_REGION: textOr('us-east-1'),
  S3_ENDPOINT: optionalText.pipe(httpUrl('https://s3.example.com').optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(httpUrl('https://pictures.suvarna.example').optional()),
  CMS_GENERIC_PRODUCT_ROUTE: flag(false),

  BEHIND_PROXY: flag(false),
  PROXY_HOPS: whole(1, 1, 10),
  LOGIN_MAX_FAILURES: whole(5, 1),
  LOGIN_MAX_FAILURES_PER_ADDRESS: whole(20, 1),
  LOGIN_WINDOW_MS: whole(15 * 60_000, 1000, Number.MAX_SAFE_INTEGER, 900000),
  REQUIRE_TWO_STEP_FOR_OWNERS: flag(false),

  HTTP_HEADERS_TIMEOUT_MS: whole(10_000, 1000, Number.MAX_SAFE_INTEGER, 10000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: whole(15_000, 1000, Number.MAX_SAFE_INTEGER, 15000),
  HTTP_JSON_TIMEOUT_MS: whole(30_000, 1000, Number.MAX_SAFE_INTEGER, 30000),
  HTTP_MULTIPART_TIMEOUT_MS: whole(120_000, 1000, Number.MAX_SAFE_INTEGER, 120000),

  ENQUIRY_MAX_PER_HOUR: whole(5, 1),
  ENQUIRY_RETENTION_DAYS: whole(365, 1, 36_500),
  AUDIT_RETENTION_DAYS: whole(730, 1, 36_500),
  SHOP_NOTIFY_EMAIL: optionalText.pipe(email.optional()),
  SMTP_HOST: optionalText,
  SMTP_PORT: whole(587, 1, 65_535),
  SMTP_SECURE: flag(false),
  SMTP_USER: optionalText,
  // Not trimmed: spaces may be part of a password.
  SMTP_PASS: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  SMTP_FROM: optionalText.pipe(email.optional()),
  EMAIL_RETRY_MS: whole(60_000, 100, Number.MAX_SAFE_INTEGER, 60000),

  BACKUP_SCHEDULE: cronOrOff,
  BACKUP_DIR: textOr('backups').transform((value) => path.resolve(appDir, value)),
  BACKUP_KEEP_DAILY: whole(14, 1, 3650),
  BACKUP_KEEP_WEEKLY: whole(8, 0, 520),
  // Where archives are kept: BACKUP_DIR, or the upload bucket (several instances share it).
  BACKUP_TARGET: textOr('dir').pipe(z.enum(['dir', 's3'], { error: 'must be dir or s3' })),
  // A folder of the bucket: plain segments, each ending in a slash, none . or .. (never the whole bucket).
  BACKUP_PREFIX: textOr('backups/').pipe(
    z.string().regex(/^([A-Za-z0-9][A-Za-z0-9._-]*\/)+$/, {
      error: 'must be a folder in the bucket, ending in / (e.g. backups/)',
    }),
  ),

  STRAPI_STARTUP_LOG: flag(true),
  // Set by npm start and npm run dev (scripts/lib/shop.mjs), which print the first admin's login.
  TELL_ADMIN_LOGIN: flag(false),
});

type Parsed = z.infer<typeof schema>;
export const SETTING_NAMES = Object.keys(schema.shape) as Array<keyof Parsed>;
/** Never repeated in a message. */
const UNSHOWN = [...SECRET_NAMES, 'ADMIN_PASSWORD', 'DATABASE_URL', 'SMTP_PASS', 'S3_SECRET_ACCESS_KEY'];

/** Rules between settings, checked even when some setting is malformed, so every problem is told at once. */
function crossProblems(environment: Environment): string[] {
  const given = (name: string) => Boolean(environment[name]?.trim());
  const problems: string[] = [];
  if (environment.DATABASE_CLIENT?.trim() === 'postgres' && !given('DATABASE_URL'))
    problems.push('DATABASE_URL: must be set when DATABASE_CLIENT is postgres');
  if (given('ADMIN_EMAIL') !== given('ADMIN_PASSWORD'))
    problems.push(
      `${given('ADMIN_EMAIL') ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: must be set with the other (the first shop admin)`,
    );
  if (given('SMTP_HOST') !== given('SHOP_NOTIFY_EMAIL'))
    problems.push(
      `${given('SMTP_HOST') ? 'SHOP_NOTIFY_EMAIL' : 'SMTP_HOST'}: must be set with the other (emailing the shop about enquiries)`,
    );
  if (environment.UPLOAD_PROVIDER?.trim() === 's3' && !given('S3_BUCKET'))
    problems.push('S3_BUCKET: must be set when UPLOAD_PROVIDER is s3');
  if (environment.BACKUP_TARGET?.trim() === 's3' && environment.UPLOAD_PROVIDER?.trim() !== 's3')
    problems.push('BACKUP_TARGET: s3 keeps backups in the upload bucket, so it needs UPLOAD_PROVIDER=s3 and S3_BUCKET');
  if (given('S3_ACCESS_KEY_ID') !== given('S3_SECRET_ACCESS_KEY'))
    problems.push(
      `${given('S3_ACCESS_KEY_ID') ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: must be set with the other (the bucket's key)`,
    );
  if (given('VAPID_PUBLIC_KEY') !== given('VAPID_PRIVATE_KEY'))
    problems.push(
      `${given('VAPID_PUBLIC_KEY') ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: must be set with the other (the Web Push key pair)`,
    );
  else if (given('VAPID_PUBLIC_KEY') && !vapidPair(environment.VAPID_PUBLIC_KEY, environment.VAPID_PRIVATE_KEY))
    problems.push('VAPID_PUBLIC_KEY: must be the public key of VAPID_PRIVATE_KEY (generate the two together)');
  if (environment.NODE_ENV?.trim() === 'production') {
    for (const name of SECRET_NAMES) if (!given(name)) problems.push(`${name}: must be set in production`);
    if (!given('SITE_URL')) problems.push('SITE_URL: must be set in production (where enquiry form posts return)');
    // With none, no browser may call the API: the back office, on the site's origin, could not work.
    if (!given('CORS_ORIGINS'))
      problems.push("CORS_ORIGINS: must be set in production (the site's origin, where the back office runs)");
    // Push services refuse a sender they cannot contact; an https site is contact enough.
    if (given('SITE_URL') && !given('VAPID_SUBJECT') && !environment.SITE_URL?.trim().startsWith('https://'))
      problems.push('VAPID_SUBJECT: must be set in production when SITE_URL is not https (e.g. mailto:owner@shop.in)');
  }
  return problems;
}

/** Whether the public key is the private key's (both base64url). */
function vapidPair(publicKey = '', privateKey = ''): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey.trim(), 'base64url'));
    return ecdh.getPublicKey().toString('base64url') === publicKey.trim();
  } catch {
    return false;
  }
}

/** A fresh VAPID key pair, base64url, as web-push's generateVAPIDKeys makes it. */
function freshVapidKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys().toString('base64url');
  // A private key with leading zero bytes comes back shorter: web-push wants all 32.
  const privateKey = ecdh.getPrivateKey();
  return {
    publicKey,
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
  };
}

// A missing secret outside production gets a random value for this process only: nothing secret
// is ever written in the repository, and tokens simply do not survive a restart.
const ephemeral = new Map<string, string>();
const generated = (name: string) => {
  const value = ephemeral.get(name) ?? freshSecret();
  ephemeral.set(name, value);
  return value;
};

const freshSecret = () => randomBytes(24).toString('base64');

/** Fresh random values of every secret, as the first local run writes them to cms/.env (scripts/lib.mjs). */
export function freshSecrets(): Record<(typeof SECRET_NAMES)[number], string> {
  const vapid = freshVapidKeys();
  const values = SECRET_NAMES.map((name) => [
    name,
    name === 'APP_KEYS'
      ? `${freshSecret()},${freshSecret()}`
      : name === 'VAPID_PUBLIC_KEY'
        ? vapid.publicKey
        : name === 'VAPID_PRIVATE_KEY'
          ? vapid.privateKey
          : freshSecret(),
  ]);
  return Object.fromEntries(values) as Record<(typeof SECRET_NAMES)[number], string>;
}

let ephemeralVapid: ReturnType<typeof freshVapidKeys> | undefined;
/** Outside production without keys: one pair for this process, as the other secrets. */
function ephemeralVapidKeys() {
  ephemeralVapid ??= freshVapidKeys();
  return ephemeralVapid;
}

function settingsFrom(parsed: Parsed) {
  const production = parsed.NODE_ENV === 'production';
  const secret = (name: Exclude<(typeof SECRET_NAMES)[number], 'APP_KEYS' | `VAPID_${string}`>) =>
    parsed[name] ?? generated(name);
  const vapidKeys =
    parsed.VAPID_PUBLIC_KEY && parsed.VAPID_PRIVATE_KEY
      ? { publicKey: parsed.VAPID_PUBLIC_KEY, privateKey: parsed.VAPID_PRIVATE_KEY }
      : ephemeralVapidKeys();
  return {
    production,
    host: parsed.HOST,
    port: parsed.PORT,
    database:
      parsed.DATABASE_CLIENT === 'postgres'
        ? {
            client: 'postgres' as const,
            url: parsed.DATABASE_URL as string,
            schema: parsed.DATABASE_SCHEMA,
            pool: { min: parsed.DATABASE_POOL_MIN, max: parsed.DATABASE_POOL_MAX },
          }
        : { client: 'sqlite' as const, filename: parsed.DATABASE_FILENAME },
    secrets: {
      appKeys: parsed.APP_KEYS.length > 0 ? parsed.APP_KEYS : [generated('APP_KEYS#1'), generated('APP_KEYS#2')],
      apiTokenSalt: secret('API_TOKEN_SALT'),
      adminJwtSecret: secret('ADMIN_JWT_SECRET'),
      jwtSecret: secret('JWT_SECRET'),
      transferTokenSalt: secret('TRANSFER_TOKEN_SALT'),
      encryptionKey: secret('ENCRYPTION_KEY'),
      /** Web Push's application server keys (RFC 8292); the public one is public (GET /api/admin/push/key). */
      vapid: {
        ...vapidKeys,
        subject:
          parsed.VAPID_SUBJECT ??
          (parsed.SITE_URL?.startsWith('https://') ? parsed.SITE_URL : 'mailto:owner@suvarna.invalid'),
      },
    },
    jwtExpiresIn: parsed.JWT_EXPIRES_IN,
    firstAdmin:
      parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD
        ? { email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD }
        : null,
    seedDemo: parsed.SEED_DEMO,
    publishing: {
      buildHookUrl: parsed.SITE_BUILD_HOOK_URL,
      debounceMs: parsed.REBUILD_DEBOUNCE_MS ?? (production ? 60_000 : 2000),
      ceilingMs: parsed.REBUILD_CEILING_MS,
      retryMs: parsed.REBUILD_RETRY_MS,
      tries: 3,
      callTimeoutMs: parsed.REBUILD_HOOK_TIMEOUT_MS,
      publishNowIntervalMs: parsed.PUBLISH_NOW_INTERVAL_MS,
    },
    // Outside production the local site's origins are allowed by default.
    corsOrigins:
      parsed.CORS_ORIGINS.length > 0 || production
        ? parsed.CORS_ORIGINS
        : ['http://localhost:4321', 'http://127.0.0.1:4321'],
    /** The public site's address: a form-posted enquiry returns to its thank-you page, never elsewhere. */
    siteUrl: (parsed.SITE_URL ?? 'http://localhost:4321').replace(/\/+$/, ''),
    enquiries: {
      maxPerHour: parsed.ENQUIRY_MAX_PER_HOUR,
      retentionDays: parsed.ENQUIRY_RETENTION_DAYS,
    },
    /** Days the history of changes keeps an entry (src/api/history). */
    auditRetentionDays: parsed.AUDIT_RETENTION_DAYS,
    /** The wait before a failed email's second try, whichever SMTP server sends it. */
    emailRetryMs: parsed.EMAIL_RETRY_MS,
    /** Emailing the shop about each new enquiry: null when no SMTP server is configured here (Shop settings may store one). */
    mail:
      parsed.SMTP_HOST && parsed.SHOP_NOTIFY_EMAIL
        ? {
            to: parsed.SHOP_NOTIFY_EMAIL,
            from: parsed.SMTP_FROM ?? parsed.SHOP_NOTIFY_EMAIL,
            smtp: {
              host: parsed.SMTP_HOST,
              port: parsed.SMTP_PORT,
              secure: parsed.SMTP_SECURE,
              auth: parsed.SMTP_USER ? { user: parsed.SMTP_USER, pass: parsed.SMTP_PASS ?? '' } : undefined,
            },
          }
        : null,
    gstRate: parsed.GST_RATE,
    /** The hallmarking fee the back office pre-fills for a new product. */
    hallmarkFeeDefaultPaise: rupeesToPaise(parsed.HALLMARK_FEE_DEFAULT),
    /** A rate write moving a rate by more than this percentage must be confirmed. */
    rateGuardPercent: parsed.RATE_GUARD_PERCENT,
    /** Days a sold piece stays listed (as Sold) after its status changed; then it is hidden. */
    soldShownDays: parsed.SOLD_SHOWN_DAYS,
    publicDir: parsed.PUBLIC_DIR,
    uploadTmpDir: parsed.UPLOAD_TMP_DIR,
    /** Where uploads are kept: null for the instance's own disk (PUBLIC_DIR/uploads). */
    bucket:
      parsed.UPLOAD_PROVIDER === 's3'
        ? {
            name: parsed.S3_BUCKET as string,
            region: parsed.S3_REGION,
            endpoint: parsed.S3_ENDPOINT,
            credentials:
              parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: parsed.S3_ACCESS_KEY_ID, secretAccessKey: parsed.S3_SECRET_ACCESS_KEY }
                : undefined,
            // What a picture's URL starts with.
            publicUrl: bucketPublicUrl({
              name: parsed.S3_BUCKET as string,
              region: parsed.S3_REGION,
              endpoint: parsed.S3_ENDPOINT,
              publicUrl: parsed.S3_PUBLIC_URL,
            }),
          }
        : null,
    genericProductRoute: parsed.CMS_GENERIC_PRODUCT_ROUTE,
    proxy: parsed.BEHIND_PROXY ? { hops: parsed.PROXY_HOPS } : null,
    login: {
      perAccount: parsed.LOGIN_MAX_FAILURES,
      perAddress: parsed.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: parsed.LOGIN_WINDOW_MS,
    },
    /** Owners must sign in with two steps: until they turn it on, their token reaches only the enrolment. */
    requireTwoStepForOwners: parsed.REQUIRE_TWO_STEP_FOR_OWNERS,
    http: {
      headersTimeoutMs: parsed.HTTP_HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: parsed.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      jsonTimeoutMs: parsed.HTTP_JSON_TIMEOUT_MS,
      multipartTimeoutMs: parsed.HTTP_MULTIPART_TIMEOUT_MS,
    },
    /** Backups the CMS takes itself (src/api/backup): null schedule when BACKUP_SCHEDULE=off. */
    backup: {
      schedule: parsed.BACKUP_SCHEDULE === 'off' ? null : parsed.BACKUP_SCHEDULE,
      timeZone: SHOP_TIME_ZONE,
      dir: parsed.BACKUP_DIR,
      keepDaily: parsed.BACKUP_KEEP_DAILY,
      keepWeekly: parsed.BACKUP_KEEP_WEEKLY,
      /** dir: archives stay in `dir`; s3: written and verified in `dir`, then kept in the bucket under `prefix`. */
      target: parsed.BACKUP_TARGET,
      prefix: parsed.BACKUP_PREFIX,
    },
    startupLog: parsed.STRAPI_STARTUP_LOG,
    /** Tell the process that started this one the first admin's login, over its IPC channel. */
    tellAdminLogin: parsed.TELL_ADMIN_LOGIN,
  };
}

export type Settings = ReturnType<typeof settingsFrom>;

/** Parses the settings from an environment; throws a SettingsError naming every bad one. */
export function parseSettings(environment: Environment): Settings {
  return settingsFrom(readSettings({ app: 'CMS', schema, environment, unshown: UNSHOWN, crossProblems }));
}

let cache: { key: string; settings: Settings } | undefined;

/** The CMS's settings from process.env, parsed once (again only if the environment changed, as in tests). */
export function settings(): Settings {
  const key = JSON.stringify(SETTING_NAMES.map((name) => process.env[name] ?? null));
  if (cache?.key !== key) cache = { key, settings: parseSettings(process.env) };
  return cache.settings;
}
