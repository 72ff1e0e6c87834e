// Which pages a build rendered and which it reused from the last build, for scripts/build.mjs's
// report (the publisher trusts a reused page to be the live build's bytes). Told by Astro's
// incremental cache, not by the build's log, whose lines interleave when pages are generated several
// at a time: a rendered page that has a cache key is written to the cache as it is made, and a
// reused one is copied out of it, which leaves its cached copy as an earlier build wrote it. A page
// without a cache key is rendered every time and has no cached copy (Astro prunes the copies of
// pages that lost their key before the build is done).
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export interface PagesReport {
  /** Output files from the build's folder, as `/product-preview/12/index.html`. */
  rendered: string[];
  reused: string[];
}

/** Astro's folder of cached pages in its cacheDir (astro/dist/core/build/incremental.js). */
const CACHED_PAGES_FOLDER = 'dist';

const sizeAndTime = (file: string) =>
  stat(file).then(
    (found) => ({ size: found.size, modified: found.mtimeMs }),
    () => null,
  );

/** Reused: its cached copy is older than this build and the same size as the page. */
export async function classifyPages(
  outDir: string,
  cachedPagesDir: string,
  pages: readonly string[],
  buildStarted: number,
): Promise<PagesReport> {
  const report: PagesReport = { rendered: [], reused: [] };
  const fates = await Promise.all(
    pages.map(async (page) => {
      const [built, cached] = await Promise.all([
        sizeAndTime(path.join(outDir, page)),
        sizeAndTime(path.join(cachedPagesDir, page)),
      ]);
      return cached !== null && built !== null && cached.modified < buildStarted && cached.size === built.size;
    }),
  );
  pages.forEach((page, index) => {
    (fates[index] ? report.reused : report.rendered).push(`/${page.split(path.sep).join('/')}`);
  });
  return report;
}

/** Writes the report to `file` when the build is done; without a file it does nothing. */
export function buildReport(file: string | undefined): AstroIntegration {
  let cachedPagesDir = '';
  let started = 0;
  return {
    name: 'suvarna:build-report',
    hooks: {
      'astro:config:done': ({ config }) => {
        cachedPagesDir = path.join(fileURLToPath(config.cacheDir), CACHED_PAGES_FOLDER);
      },
      'astro:build:start': () => {
        started = Date.now();
      },
      'astro:build:done': async ({ dir, assets }) => {
        if (!file) return;
        const outDir = fileURLToPath(dir);
        const pages = new Set([...assets.values()].flat().map((url) => path.relative(outDir, fileURLToPath(url))));
        const report = await classifyPages(outDir, cachedPagesDir, [...pages].sort(), started);
        await writeFile(file, JSON.stringify(report));
      },
    },
  };
}
