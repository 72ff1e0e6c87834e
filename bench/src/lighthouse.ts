// Lighthouse 13 (mobile and desktop presets) on the demo site as the publisher builds it, served
// over HTTP/2 and TLS as a CDN serves it (cdn-edge.ts): the four category scores, LCP, TBT and CLS
// of each page, each the median of several runs (`auditRuns`).
import { createRequire } from 'node:module';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startCdnEdge } from './cdn-edge.ts';
import { describeLanternWeight, lanternWeight } from './lantern-weight.ts';
import { type Figure, median } from './report.ts';
import { benchSettings } from './settings.ts';
import { log } from './stack.ts';

export interface PageToAudit {
  kind: string;
  url: string;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];

interface LaunchedChrome {
  port: number;
  kill(): void;
}

const HEADLESS_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

/**
 * The flags Lighthouse's Chrome is started with: chrome-launcher's defaults and headless, but with
 * Chrome's own default for RenderDocument, which chrome-launcher switches off for Lighthouse's CI
 * (GoogleChrome/lighthouse#16363; Puppeteer stopped switching it off in April 2026,
 * puppeteer/puppeteer#14745). Switched off, Chromium 156 held the first frame of the Gujarati and
 * Hindi home pages until about 1.2 s (on 27 November in all 13 Lighthouse loads of the Hindi one,
 * none of 90 plain loads with it on). A phone's Chrome keeps the default, and the estimate of a
 * held load counts every request that finished before the paint.
 */
export function lighthouseChromeFlags(launcherDefaults: readonly string[]): string[] {
  const flags = launcherDefaults.map((flag) => {
    if (!flag.startsWith('--disable-features=')) return flag;
    const features = flag.slice('--disable-features='.length).split(',');
    return `--disable-features=${features.filter((feature) => feature !== 'RenderDocument').join(',')}`;
  });
  return [...flags, ...HEADLESS_FLAGS];
}

interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[]; ignoreDefaultFlags: boolean }): Promise<LaunchedChrome>;
  Launcher: { defaultFlags(): string[] };
}

/** chrome-launcher comes with Lighthouse rather than as a dependency of ours: resolved from there. */
export async function chromeLauncher(): Promise<ChromeLauncher> {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  return (await import(fromLighthouse.resolve('chrome-launcher'))) as ChromeLauncher;
}

async function launchChrome(extraFlags: readonly string[]): Promise<LaunchedChrome> {
  const launcher = await chromeLauncher();
  return launcher.launch({
    chromePath: benchSettings().chromePath,
    ignoreDefaultFlags: true,
    chromeFlags: [...lighthouseChromeFlags(launcher.Launcher.defaultFlags()), ...extraFlags],
  });
}

/** The pages' one origin: the edge fronts it. */
function originOf(pages: readonly PageToAudit[]): string {
  const origins = new Set(pages.map((page) => new URL(page.url).origin));
  const [origin] = origins;
  if (!origin || origins.size > 1)
    throw new Error(`Lighthouse audits pages of one site, not of ${[...origins].join(', ') || 'none'}`);
  return origin;
}

interface Run {
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The bytes the simulated LCP counts (lantern-weight.ts); null if the report could not say. */
  lcpBytes: number | null;
}

async function audit(url: string, port: number, preset: Preset): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  const weight = lanternWeight(audits);
  // Where a score is short of 100, say which audits cost it, so the table's number can be acted on.
  for (const id of CATEGORIES) {
    const category = categories[id];
    if (!category || category.score === 1) continue;
    const missed = category.auditRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} ${Math.round((audits[ref.id]?.score ?? 0) * 100)}`);
    log(`lighthouse ${preset} ${url}: ${id} ${Math.round((category.score ?? 0) * 100)}, short on ${missed.join(', ')}`);
    // Performance is mostly the simulated FCP and LCP: say which bytes they were made of.
    if (id === 'performance' && weight) log(`  ${describeLanternWeight(weight)}`);
  }
  const numeric = (id: string) => {
    const value = audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} on ${url}`);
    return value;
  };
  return {
    scores: CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100)),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    lcpBytes: weight?.lcp.total ?? null,
  };
}

/** How many counted audits each page gets per preset. */
export type AuditRuns = Record<Preset, number>;

/**
 * The bench's counts: a phone's figures carry the budget, and Lighthouse's own advice is that the
 * median of 5 runs is about twice as steady as one (its docs/variability.md); this machine's two
 * cores also serve the site while Chrome loads it. On 28 November a full run with 3 gave the English
 * list 99 from runs of 83 (on TBT), 99 and 100, where 20 loads of it alone gave 100 each.
 */
export function auditRuns(quick: boolean): AuditRuns {
  return quick ? { mobile: 1, desktop: 1 } : { mobile: 5, desktop: 3 };
}

export interface ScheduledAudit {
  page: PageToAudit;
  preset: Preset;
  /** False for the warm-up, whose figures are logged and left out of the medians. */
  counted: boolean;
}

/**
 * The loads one run audits, in order: first a warm-up, the first page on a phone, not counted; then
 * each preset's pages, each as many times as `runs` says for the preset. The first load of a freshly
 * started Chrome shares the machine with Chrome's own start-up and the edge's first connection, and
 * Lighthouse charges that to the page: on 28 November the English home page, audited first, took
 * TBT 1,351, 3, 41, 0 and 0 ms in five fresh Chromes (scores 75, then 100), and 0, 0, 0, 0 and 19
 * ms when each Chrome had loaded another page first; in every full run before, it was the one page
 * short of 100.
 */
export function auditSchedule(pages: readonly PageToAudit[], runs: AuditRuns): ScheduledAudit[] {
  const [first] = pages;
  const warmUp: ScheduledAudit[] = first ? [{ page: first, preset: 'mobile', counted: false }] : [];
  const measured = PRESETS.flatMap((preset) =>
    pages.flatMap((page) => Array.from({ length: runs[preset] }, () => ({ page, preset, counted: true }))),
  );
  return [...warmUp, ...measured];
}

/**
 * A page's two rows for a preset: the lowest of the four scores (budget: 100 on mobile, so all four
 * must be 100; each score in the note), and LCP with TBT and CLS in the note.
 */
function pageFigures(page: PageToAudit, preset: Preset, results: readonly Run[]): Figure[] {
  const scores = CATEGORIES.map((_, index) => median(results.map((result) => result.scores[index] ?? 0)));
  // Every run's performance when they differ, so a median of 100 shows the runs that were not.
  const performances = results.map((result) => result.scores[0] ?? 0);
  const spread = new Set(performances).size > 1 ? ` (performance ${performances.join(', ')})` : '';
  const lcpMs = median(results.map((result) => result.lcpMs));
  const tbtMs = median(results.map((result) => result.tbtMs));
  const cls = median(results.map((result) => result.cls));
  const lcpBytes = results.flatMap((result) => (result.lcpBytes === null ? [] : [result.lcpBytes]));
  const counted = lcpBytes.length ? `, LCP estimate counts ${(median(lcpBytes) / 1024).toFixed(0)} KB` : '';
  return [
    {
      bench: 'lighthouse',
      name: `${preset} ${page.kind}: lowest score`,
      value: Math.min(...scores),
      unit: 'score',
      ...(preset === 'mobile' ? { budget: { min: 100 } } : {}),
      note: `perf/a11y/bp/seo ${scores.join('/')}, median of ${results.length}${spread}`,
      detail: Object.fromEntries(CATEGORIES.map((id, index) => [id, scores[index] ?? 0])),
    },
    {
      bench: 'lighthouse',
      name: `${preset} ${page.kind}: LCP`,
      value: lcpMs,
      unit: 'ms',
      note: `TBT ${Math.round(tbtMs)} ms, CLS ${cls.toFixed(3)}${counted}`,
      detail: { lcpMs, tbtMs, cls },
    },
  ];
}

/** Every page's figures on a phone, then on a desktop, from the audits of `auditSchedule`. */
export async function lighthouseFigures(pages: readonly PageToAudit[], runs: AuditRuns): Promise<Figure[]> {
  const origin = originOf(pages);
  const edge = await startCdnEdge(origin);
  let chrome: LaunchedChrome | undefined;
  const results = new Map<string, Run[]>();
  const key = (page: PageToAudit, preset: Preset) => `${preset} ${page.kind}`;
  try {
    chrome = await launchChrome([edge.chromeFlag]);
    for (const { page, preset, counted } of auditSchedule(pages, runs)) {
      const url = `${edge.url}${page.url.slice(origin.length)}`;
      const run = await audit(url, chrome.port, preset);
      if (!counted) {
        log(
          `lighthouse warm-up, not counted: ${preset} ${page.kind} performance ${run.scores[0]}, TBT ${Math.round(run.tbtMs)} ms`,
        );
        continue;
      }
      results.set(key(page, preset), [...(results.get(key(page, preset)) ?? []), run]);
    }
  } finally {
    chrome?.kill();
    await edge.close();
  }
  return PRESETS.flatMap((preset) =>
    pages.flatMap((page) => pageFigures(page, preset, results.get(key(page, preset)) ?? [])),
  );
}
