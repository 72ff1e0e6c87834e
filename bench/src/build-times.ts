// Site builds from the CMS: cold (Astro's cache empty, so every image is fetched and optimised),
// warm (images cached, every page rendered: a full build), and after one product edit (the
// incremental build re-renders the pages that show the product), with the peak memory of the
// build's processes.
import { existsSync, linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@suvarna/domain';
import { picturesCacheOf } from '@suvarna/testkit';
import { type Figure, median } from './report.ts';
import { type BuildResult, buildSite, log, temporaryDir } from './stack.ts';

export interface BuildTimeOptions {
  cmsUrl: string;
  /** How the catalogue is named in the table, e.g. "demo catalogue (24 products)". */
  catalogue: string;
  /** Each cold build starts from an empty cache folder of its own. */
  coldRuns: number;
  /** Warm builds reuse the cache the last cold build filled. */
  warmRuns: number;
  /** Seconds the warm build must stay under, where docs/performance.md sets a budget. */
  warmBudgetSeconds?: number;
  /** Changes one product in the CMS, as an admin would; each call a different change. */
  editProduct: () => Promise<void>;
  /** The most a build after one product edit may take, as a share of the full warm build (docs/performance.md). */
  editBudgetRatio?: number;
  /** Whether the feeds' budgets apply (the 1,000-product catalogue: docs/performance.md). */
  feedBudgets?: boolean;
  /**
   * A pictures cache the builds leave their product pictures in (linked) before their own cache is
   * removed: the live site's next build, untimed, then need not make them again (minutes at 5,000
   * products and more).
   */
  keepPicturesIn?: string;
}

/**
 * Links the files of `from` into `to`, leaving those already there; how many were linked. A build
 * that failed before making any picture has no `from`: nothing to keep, and its own error stands.
 */
function linkNewFiles(from: string, to: string): number {
  if (!existsSync(from)) return 0;
  mkdirSync(to, { recursive: true });
  const present = new Set(readdirSync(to));
  let linked = 0;
  for (const file of readdirSync(from)) {
    if (present.has(file)) continue;
    linkSync(path.join(from, file), path.join(to, file));
    linked += 1;
  }
  return linked;
}

export async function buildTimeFigures(options: BuildTimeOptions): Promise<Figure[]> {
  const cacheDirs: string[] = [];
  const cold: BuildResult[] = [];
  const warm: BuildResult[] = [];
  const edits: BuildResult[] = [];
  // Each build into a folder of its own, as the publisher's are (and untimed, its removal).
  const build = async (cacheDir: string, force = false) => {
    const outDir = temporaryDir('build');
    try {
      return await buildSite({ cmsUrl: options.cmsUrl, siteUrl: 'http://127.0.0.1:4321', outDir, cacheDir, force });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  };
  try {
    for (let run = 0; run < options.coldRuns; run += 1) {
      cacheDirs.push(temporaryDir('astro-cache'));
      cold.push(await build(cacheDirs.at(-1) as string));
    }
    const cacheDir = cacheDirs.at(-1) as string;
    for (let run = 0; run < options.warmRuns; run += 1) warm.push(await build(cacheDir, true));
    for (let run = 0; run < options.warmRuns; run += 1) {
      await options.editProduct();
      edits.push(await build(cacheDir));
    }
  } finally {
    const lastCache = cacheDirs.at(-1);
    if (options.keepPicturesIn && lastCache) {
      const kept = linkNewFiles(picturesCacheOf(lastCache), options.keepPicturesIn);
      log(`${kept} product pictures kept for the live site's builds`);
    }
    for (const dir of cacheDirs) rmSync(dir, { recursive: true, force: true });
  }
  const row = (kind: string, results: BuildResult[], budgetSeconds?: number): Figure => ({
    bench: 'build',
    name: `${options.catalogue}, ${kind}`,
    value: median(results.map((result) => result.seconds)),
    unit: 's',
    ...(budgetSeconds ? { budget: { max: budgetSeconds } } : {}),
    // Every public page is built once per language: the languages say what the page count covers.
    note: `peak memory ${Math.round(Math.max(...results.map((result) => result.peakMiB)))} MiB, ${median(results.map((result) => result.rendered))} pages rendered in ${LANGUAGES.length} languages (${LANGUAGES.join(', ')}), median of ${results.length}`,
    detail: {
      languages: LANGUAGES.length,
      peakMiB: Math.max(...results.map((result) => result.peakMiB)),
      ...Object.fromEntries(results.map((result, index) => [`run${index + 1}Seconds`, result.seconds])),
      ...Object.fromEntries(results.map((result, index) => [`run${index + 1}Rendered`, result.rendered])),
    },
  });
  const warmRow = row('warm (every page rendered)', warm, options.warmBudgetSeconds);
  const editRow = row('after one product edit', edits);
  const ratio = (editRow.value ?? Number.NaN) / (warmRow.value ?? Number.NaN);
  // The feeds are written by every build, incremental or not: their time in the full build (a share,
  // budget 5 %) and in the build after one edit (budget 0.3 s; docs/performance.md).
  const feedShare = median(warm.map((result) => result.feedSeconds / result.seconds));
  const feedEdit = median(edits.map((result) => result.feedSeconds));
  return [
    row('cold', cold),
    warmRow,
    editRow,
    {
      bench: 'build',
      name: `${options.catalogue}, one product edit / warm full build`,
      value: ratio,
      unit: '×',
      ...(options.editBudgetRatio ? { budget: { max: options.editBudgetRatio } } : {}),
      note: `medians of ${edits.length} and ${warm.length}`,
    },
    {
      bench: 'build',
      name: `${options.catalogue}, the feeds' share of the warm full build`,
      value: feedShare * 100,
      unit: '%',
      ...(options.feedBudgets ? { budget: { max: 5 } } : {}),
      note: `Astro's render time of /feeds/ over the build's, median of ${warm.length}`,
    },
    {
      bench: 'build',
      name: `${options.catalogue}, the feeds' time after one product edit`,
      value: feedEdit,
      unit: 's',
      ...(options.feedBudgets ? { budget: { max: 0.3 } } : {}),
      note: `Astro's render time of /feeds/, median of ${edits.length}`,
    },
  ];
}
