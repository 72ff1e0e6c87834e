// The site's own build script (site/scripts/build.mjs) run for a test or a benchmark, against a CMS,
// with its report of the pages it rendered and reused. Asynchronously: a blocked event loop would
// miss the CMS closing idle connections.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { siteDir } from './processes.js';

/**
 * Where a site cache (SITE_CACHE_DIR) keeps the optimised product pictures, each named by its
 * upload and size (site/src/integrations/product-pictures.ts): any build from the same CMS can
 * link them instead of making them again.
 */
export const picturesCacheOf = (cacheDir: string) => path.join(cacheDir, 'pictures');

export interface SiteBuildReport {
  rendered: string[];
  reused: string[];
  /** Where the build the reused pages come from went (the publisher trusts them only if that is live). */
  reusedFrom: string | null;
}

export interface SiteBuild extends SiteBuildReport {
  status: number | null;
  /** What it wrote to stdout and stderr, for messages. */
  output: string;
}

export interface SiteBuildOptions {
  cmsUrl: string;
  outDir: string;
  /** Astro's cache between builds (SITE_CACHE_DIR). */
  cacheDir: string;
  /** A copy of the site to build instead of this one. */
  site?: string;
  /** More settings for the build (the bucket's, say). */
  env?: Record<string, string>;
  /** Render every page, reusing none from the last build (the pictures stay cached). */
  force?: boolean;
  /** Called once the build's process has started (to watch its memory, say). */
  onStart?: (child: ChildProcess) => void;
}

export async function buildSite(options: SiteBuildOptions): Promise<SiteBuild> {
  const site = options.site ?? siteDir;
  const report = `${options.outDir}.report.json`;
  rmSync(report, { force: true });
  const child = spawn(
    process.execPath,
    [
      path.join(site, 'scripts', 'build.mjs'),
      '--outDir',
      options.outDir,
      '--report',
      report,
      ...(options.force ? ['--force'] : []),
    ],
    {
      cwd: site,
      env: {
        ...process.env,
        ...options.env,
        CMS_URL: options.cmsUrl,
        SITE_CACHE_DIR: options.cacheDir,
        ASTRO_TELEMETRY_DISABLED: '1',
      },
    },
  );
  options.onStart?.(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const pages: SiteBuildReport =
    status === 0 ? JSON.parse(readFileSync(report, 'utf8')) : { rendered: [], reused: [], reusedFrom: null };
  rmSync(report, { force: true });
  return { status, output, ...pages };
}
