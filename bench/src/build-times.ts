// Full site builds from the CMS: cold (Astro's cache empty, so every image is fetched and optimised)
// and warm (the cache of the previous build), with the peak memory of the build's processes.
import { rmSync } from 'node:fs';
import { type Figure, median } from './report.ts';
import { type BuildResult, buildSite, temporaryDir } from './stack.ts';

export interface BuildTimeOptions {
  cmsUrl: string;
  /** How the catalogue is named in the table, e.g. "demo catalogue (24 products)". */
  catalogue: string;
  /** Each cold build starts from an empty cache folder of its own. */
  coldRuns: number;
  /** Warm builds reuse the cache the last cold build filled. */
  warmRuns: number;
  /** Seconds the warm build must stay under, where DESIGN.md sets a budget. */
  warmBudgetSeconds?: number;
}

export async function buildTimeFigures(options: BuildTimeOptions): Promise<Figure[]> {
  const outDir = temporaryDir('build');
  const cacheDirs: string[] = [];
  const cold: BuildResult[] = [];
  const warm: BuildResult[] = [];
  const build = (cacheDir: string) =>
    buildSite({ cmsUrl: options.cmsUrl, siteUrl: 'http://127.0.0.1:4321', outDir, cacheDir });
  try {
    for (let run = 0; run < options.coldRuns; run += 1) {
      cacheDirs.push(temporaryDir('astro-cache'));
      cold.push(await build(cacheDirs.at(-1) as string));
    }
    for (let run = 0; run < options.warmRuns; run += 1) warm.push(await build(cacheDirs.at(-1) as string));
  } finally {
    for (const dir of [outDir, ...cacheDirs]) rmSync(dir, { recursive: true, force: true });
  }
  const row = (kind: 'cold' | 'warm', results: BuildResult[]): Figure => ({
    bench: 'build',
    name: `${options.catalogue}, ${kind}`,
    value: median(results.map((result) => result.seconds)),
    unit: 's',
    ...(kind === 'warm' && options.warmBudgetSeconds ? { budget: { max: options.warmBudgetSeconds } } : {}),
    note: `peak memory ${Math.round(Math.max(...results.map((result) => result.peakMiB)))} MiB, median of ${results.length}`,
    detail: {
      peakMiB: Math.max(...results.map((result) => result.peakMiB)),
      ...Object.fromEntries(results.map((result, index) => [`run${index + 1}Seconds`, result.seconds])),
    },
  });
  return [row('cold', cold), row('warm', warm)];
}
