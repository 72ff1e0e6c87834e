// The publisher's settings (README: Configuration), read once from the environment. The site's
// build, which the publisher runs, reads its own (src/config/settings.ts) from the same environment.
import path from 'node:path';
import { type Environment, port, readSettings, textOr } from '@suvarna/settings';
import { z } from 'zod';

const schema = z.object({
  PUBLISH_SECRET: textOr('').pipe(z.string().min(16, { error: 'must be set, at least 16 characters' })),
  SITE_HOST: textOr('127.0.0.1'),
  SITE_PORT: port(4321),
  PUBLISH_HOOK_PORT: port(4322),
  PUBLISH_DIR: textOr('.publish'),
});

export interface PublisherSettings {
  /** The hook is POST /hooks/<secret>. */
  secret: string;
  /** Where visitors are served. */
  site: { host: string; port: number };
  /** The hook listens on 127.0.0.1 only. */
  hookPort: number;
  /** Builds, and the link to the live one. */
  publishDir: string;
}

export function readPublisherSettings(environment: Environment, siteDir: string): PublisherSettings {
  const parsed = readSettings({ app: 'publisher', schema, environment, unshown: ['PUBLISH_SECRET'] });
  return {
    secret: parsed.PUBLISH_SECRET,
    site: { host: parsed.SITE_HOST, port: parsed.SITE_PORT },
    hookPort: parsed.PUBLISH_HOOK_PORT,
    publishDir: path.resolve(siteDir, parsed.PUBLISH_DIR),
  };
}
