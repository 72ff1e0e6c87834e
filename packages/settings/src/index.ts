// Every app of the shop (the CMS, the site's build, the publisher, the bench) reads its settings
// from the environment once, through a zod schema made of these forms: a bad value stops the app
// with a message naming the setting and the form it accepts, instead of silently becoming NaN,
// false or a default.
import { z } from 'zod';

export type Environment = Readonly<Record<string, string | undefined>>;

export const text = z.string().trim();
/** A blank value counts as not given. */
export const optionalText = text.optional().transform((value) => value || undefined);

/** Text with a default for a blank value. */
export const textOr = (fallback: string) => text.optional().transform((value) => value || fallback);

export const whole = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER, example = fallback) => {
  const form = `must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''} (e.g. ${example})`;
  return text
    .optional()
    .transform((value) => value || String(fallback))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, { error: form })
        .transform(Number)
        .pipe(z.number().min(min, { error: form }).max(max, { error: form })),
    );
};

export const port = (fallback: number) => whole(fallback, 0, 65_535);

/** A number with at most `decimals` decimal places, from `min` to `max`, with a default for a blank value. */
export const decimal = (fallback: number, min: number, max: number, decimals = 2, example = fallback) => {
  const form = `must be a number from ${min} to ${max} with at most ${decimals} decimals (e.g. ${example})`;
  return text
    .optional()
    .transform((value) => value || String(fallback))
    .pipe(
      z
        .string()
        .regex(new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`), { error: form })
        .transform(Number)
        .pipe(z.number().min(min, { error: form }).max(max, { error: form })),
    );
};

export const flag = (fallback: boolean) =>
  text
    .optional()
    .transform((value) => value || String(fallback))
    .pipe(z.enum(['true', 'false'], { error: 'must be true or false' }))
    .transform((value) => value === 'true');

const isHttpUrl = (value: string) => /^https?:$/.test(URL.parse(value)?.protocol ?? '');

export const httpUrl = (example: string) =>
  text.refine(isHttpUrl, { error: `must be an http(s) URL (e.g. ${example})` });

/** An http(s) address without a trailing slash, with a default for a blank value. */
export const httpUrlOr = (fallback: string) =>
  textOr(fallback)
    .pipe(httpUrl(fallback))
    .transform((value) => value.replace(/\/+$/, ''));

/** A browser origin: scheme, host and port, nothing else. */
export const origin = text.refine((value) => URL.parse(value)?.origin === value, {
  error: 'must be origins like https://shop.example, comma-separated (scheme, host and port only)',
});

export const commaList = (item: z.ZodType<string, string>) =>
  text
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** Bad settings: names every one that is wrong, with the form it accepts. */
export class SettingsError extends Error {
  constructor(
    readonly app: string,
    readonly problems: string[],
  ) {
    super(`Invalid ${app} settings (docs/configuration.md):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

export interface ReadOptions<Schema extends z.ZodObject> {
  /** Who reads them, for the message: 'CMS', 'site', 'publisher', 'bench'. */
  app: string;
  schema: Schema;
  environment: Environment;
  /** Settings whose values are never repeated in a message (secrets, URLs with passwords). */
  unshown?: readonly string[];
  /** Rules between settings, checked even when some setting is malformed, so every problem is told at once. */
  crossProblems?: (environment: Environment) => string[];
}

/** Parses the schema's settings from an environment; throws a SettingsError naming every bad one. */
export function readSettings<Schema extends z.ZodObject>(options: ReadOptions<Schema>): z.infer<Schema> {
  const { app, schema, environment, unshown = [], crossProblems } = options;
  const input = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, environment[name]]));
  const result = schema.safeParse(input);
  const problems = (result.error?.issues ?? []).map((issue) => {
    const name = String(issue.path[0] ?? 'settings');
    const given = environment[name];
    const shown = given === undefined || unshown.includes(name) ? '' : `="${given}"`;
    return `${name}${shown}: ${issue.message}`;
  });
  problems.push(...(crossProblems?.(environment) ?? []));
  if (!result.success || problems.length > 0) throw new SettingsError(app, [...new Set(problems)]);
  return result.data;
}

/**
 * Where an S3-compatible bucket's objects are served from, without a trailing slash: S3_PUBLIC_URL
 * (a CDN, say), else the bucket's own path-style address at its endpoint (AWS's for the region
 * when none is given). The CMS writes picture URLs with it; the site lets its pages load them.
 */
export function bucketPublicUrl(bucket: {
  name: string;
  region: string;
  endpoint?: string | undefined;
  publicUrl?: string | undefined;
}): string {
  const endpoint = (bucket.endpoint ?? `https://s3.${bucket.region}.amazonaws.com`).replace(/\/+$/, '');
  return (bucket.publicUrl ?? `${endpoint}/${bucket.name}`).replace(/\/+$/, '');
}
