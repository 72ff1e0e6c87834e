// Configuration helpers for the files in config/: where the app lives, and secrets that production
// must be given while local runs may do without (cms/.env is written by `start` on first run).
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Strapi's `env` helper as passed to config files. */
export interface Env {
  (name: string): string | undefined;
  (name: string, fallback: string): string;
  int(name: string, fallback: number): number;
  bool(name: string, fallback: boolean): boolean;
  array(name: string, fallback: string[]): string[];
}

/** The cms folder, whether this runs from config/ or from dist/config/. */
export const appDir = path.resolve(__dirname, __dirname.includes(`${path.sep}dist${path.sep}`) ? '../../..' : '../..');

export const isProduction = () => process.env.NODE_ENV === 'production';

// A missing secret outside production gets a random value for this process only: nothing secret
// is ever written in the repository, and tokens simply do not survive a restart.
const ephemeral = new Map<string, string>();

export function secret(env: Env, name: string): string {
  const value = env(name);
  if (value) return value;
  if (isProduction()) throw new Error(`${name} must be set in production`);
  const generated = ephemeral.get(name) ?? randomBytes(24).toString('base64');
  ephemeral.set(name, generated);
  return generated;
}

export function secretList(env: Env, name: string): string[] {
  const values = env.array(name, []).filter(Boolean);
  if (values.length > 0) return values;
  if (isProduction()) throw new Error(`${name} must be set in production`);
  return [secret(env, `${name}#1`), secret(env, `${name}#2`)];
}

/** Origins allowed to call the API from a browser: the site's, by default the local site's. */
export function corsOrigins(env: Env): string[] {
  const origins = env.array('CORS_ORIGINS', []).filter(Boolean);
  if (origins.length > 0 || isProduction()) return origins;
  return ['http://localhost:4321', 'http://127.0.0.1:4321'];
}
