// Lighthouse 13 (mobile and desktop presets) on the demo site as the publisher builds it, served
// over HTTP/2 and TLS as a CDN serves it (cdn-edge.ts): the four category scores, LCP, TBT and CLS
// of each page, each the median of several runs.
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

async function audit(url: string, port: number, preset: (typeof PRESETS)[number]): Promise<Run> {
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

/**
 * Per page and preset two rows: the lowest of the four scores (budget: 100 on mobile, so all four
 * must be 100; each score in the note), and LCP with TBT and CLS in the note.
 */
export async function lighthouseFigures(pages: readonly PageToAudit[], runs: number): Promise<Figure[]> {
  const origin = originOf(pages);
  const edge = await startCdnEdge(origin);
  let chrome: LaunchedChrome | undefined;
  const figures: Figure[] = [];
  try {
    chrome = await launchChrome([edge.chromeFlag]);
    for (const preset of PRESETS) {
      for (const page of pages) {
        const results: Run[] = [];
        const url = `${edge.url}${page.url.slice(origin.length)}`;
        for (let run = 0; run < runs; run += 1) results.push(await audit(url, chrome.port, preset));
        const scores = CATEGORIES.map((_, index) => median(results.map((result) => result.scores[index] ?? 0)));
        const lcpMs = median(results.map((result) => result.lcpMs));
        const tbtMs = median(results.map((result) => result.tbtMs));
        const cls = median(results.map((result) => result.cls));
        const lcpBytes = results.flatMap((result) => (result.lcpBytes === null ? [] : [result.lcpBytes]));
        const counted = lcpBytes.length ? `, LCP estimate counts ${(median(lcpBytes) / 1024).toFixed(0)} KB` : '';
        figures.push(
          {
            bench: 'lighthouse',
            name: `${preset} ${page.kind}: lowest score`,
            value: Math.min(...scores),
            unit: 'score',
            ...(preset === 'mobile' ? { budget: { min: 100 } } : {}),
            note: `perf/a11y/bp/seo ${scores.join('/')}, median of ${runs}`,
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
        );
      }
    }
  } finally {
    chrome?.kill();
    await edge.close();
  }
  return figures;
}
