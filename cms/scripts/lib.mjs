// Shared by the CMS's command-line scripts: where things are, the environment, a fresh build.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseEnv } from 'node:util';

export const cmsDir = path.resolve(import.meta.dirname, '..');
export const distDir = path.join(cmsDir, 'dist');
// ENV_PATH (Strapi's own name for it) chooses another file: a deployment's, or a test's.
const envFile = path.resolve(cmsDir, process.env.ENV_PATH ?? '.env');
const require = createRequire(import.meta.url);

export const say = (text) => console.log(`[cms] ${text}`);
export const fail = (text) => {
  console.error(`[cms] error: ${text}`);
  process.exit(1);
};

/**
 * Compiles the app if needed, then, outside production, writes cms/.env with fresh random secrets
 * the first time (the secrets the settings module names), and loads it. A secret added to the CMS
 * later (the Web Push keys) is added to an older .env: a key made anew at each start would end
 * every subscription bound to the last one.
 */
export function loadEnvironment() {
  ensureBuilt();
  if (process.env.NODE_ENV !== 'production') {
    const { freshSecrets } = require(path.join(distDir, 'src', 'lib', 'settings.js'));
    const existing = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : null;
    const missing = Object.entries(freshSecrets()).filter(([name]) => !existing?.[name] && !process.env[name]);
    const lines = missing.map(([name, value]) => `${name}=${value}`);
    if (!existing) {
      writeFileSync(
        envFile,
        `# Generated on first local run: random secrets of this machine's CMS. Never commit.\n${lines.join('\n')}\n`,
        { mode: 0o600 },
      );
      say(`wrote ${path.relative(cmsDir, envFile)} with fresh random secrets`);
    } else if (lines.length > 0) {
      appendFileSync(
        envFile,
        `\n# Added: secrets this CMS has needed since the file was written.\n${lines.join('\n')}\n`,
      );
      say(`added ${missing.map(([name]) => name).join(', ')} to ${path.relative(cmsDir, envFile)}`);
    }
  }
  if (existsSync(envFile)) {
    for (const [name, value] of Object.entries(parseEnv(readFileSync(envFile, 'utf8')))) {
      process.env[name] ??= value;
    }
  }
  process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
}

function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Compiles the app when dist/ is missing or older than its sources. */
export function ensureBuilt() {
  const built = path.join(distDir, 'src', 'index.js');
  const sources = Math.max(newestChange(path.join(cmsDir, 'src')), newestChange(path.join(cmsDir, 'config')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  say('compiling (dist/ is older than the sources)');
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], {
    cwd: cmsDir,
    stdio: 'inherit',
  });
}

/** Stops with a message naming every bad setting (src/lib/settings.ts), before Strapi wraps it in its own. */
export function checkSettings() {
  try {
    return require(path.join(distDir, 'src', 'lib', 'settings.js')).settings();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

/** The backup archive's making and checking (src/lib/backup/archive.ts), compiled; call after loadEnvironment(). */
export function backupArchive() {
  return require(path.join(distDir, 'src', 'lib', 'backup', 'archive.js'));
}

/** The CMS's version, as its package.json says. */
export const appVersion = () => JSON.parse(readFileSync(path.join(cmsDir, 'package.json'), 'utf8')).version;

export function createStrapi() {
  return require('@strapi/strapi').createStrapi({ appDir: cmsDir, distDir });
}

/** Named command-line options: --email x --password y. */
export function options(names) {
  const args = process.argv.slice(2);
  const found = {};
  for (const name of names) {
    const index = args.indexOf(`--${name}`);
    if (index >= 0) found[name] = args[index + 1];
  }
  return found;
}
