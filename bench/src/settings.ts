// The bench's settings (docs/configuration.md), read once from the environment through the shared
// forms of @suvarna/settings. The CMS and the site it starts get their own settings from it.
import { type Environment, httpUrlOr, optionalText, readSettings, textOr } from '@suvarna/settings';
import { z } from 'zod';

/** The CMS's development admin, when no ADMIN_EMAIL is set (docs/configuration.md). */
export const DEV_ADMIN = { email: 'admin@suvarna.local', password: 'Suvarna@2010' };

const schema = z.object({
  CMS_URL: httpUrlOr('http://127.0.0.1:1337'),
  ADMIN_EMAIL: optionalText,
  // Not trimmed: spaces may be part of a password.
  ADMIN_PASSWORD: z.string().optional(),
  CHROME_PATH: textOr('/usr/bin/chromium'),
  BENCH_POSTGRES_URL: textOr('postgres://postgres@127.0.0.1:5432/postgres').pipe(
    z.string().refine((value) => /^postgres(ql)?:$/.test(URL.parse(value)?.protocol ?? ''), {
      error: 'must be a PostgreSQL URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    }),
  ),
});

export interface BenchSettings {
  /** The CMS the seeding and freshness commands talk to, unless --cms says otherwise. */
  cmsUrl: string;
  /** The admin they log in as. */
  admin: { email: string; password: string };
  /** Debian's Chromium, for Lighthouse, the byte counts and the product-list interaction. */
  chromePath: string;
  /** A PostgreSQL database the bench may create and drop its own databases from. */
  postgresAdminUrl: string;
}

export function readBenchSettings(environment: Environment): BenchSettings {
  const parsed = readSettings({
    app: 'bench',
    schema,
    environment,
    unshown: ['ADMIN_PASSWORD', 'BENCH_POSTGRES_URL'],
    crossProblems: (env) =>
      env.ADMIN_EMAIL?.trim() && !env.ADMIN_PASSWORD ? ['ADMIN_PASSWORD: must be set with ADMIN_EMAIL'] : [],
  });
  return {
    cmsUrl: parsed.CMS_URL,
    admin: parsed.ADMIN_EMAIL ? { email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD ?? '' } : DEV_ADMIN,
    chromePath: parsed.CHROME_PATH,
    postgresAdminUrl: parsed.BENCH_POSTGRES_URL,
  };
}

let settings: BenchSettings | undefined;

/** This run's settings, read on first use (a bad one stops the bench with its message). */
export function benchSettings(): BenchSettings {
  settings ??= readBenchSettings(process.env);
  return settings;
}
