// `npm run bench [-- --only lighthouse,api] [--quick] [--full]`: measures the shop against the
// budgets of docs/performance.md and prints one table (figure, value, budget, met?). Every run adds a
// line to bench/results/history.jsonl; a --full run (without --quick or --only) also replaces
// bench/results/latest.md (results-file.ts).
//   --only a,b   run only these benchmarks (lighthouse, bytes, build, freshness, product-list, api, mixed, import)
//   --quick      one run per figure where the default takes the median of several, shorter loads
//   --full       also the 5,000-product figures (seeding and building them takes long)
//   --database d only the figures of one database (sqlite or postgres) where a benchmark has both
import path from 'node:path';
import { LANGUAGES } from '@suvarna/domain';
import { apiLoadFigures } from './api-load.ts';
import { pictureFigure, productPagePictures } from './back-office-pictures.ts';
import { backupFigures } from './backup.ts';
import { buildTimeFigures } from './build-times.ts';
import { catalogueFigures, weighPages, weightFigures } from './bytes.ts';
import { freshnessFigures } from './freshness-bench.ts';
import { auditRuns, lighthouseFigures } from './lighthouse.ts';
import { mixedLoadFigures } from './mixed-load.ts';
import { productListFigures } from './product-list-interaction.ts';
import {
  buildReport,
  describeMachine,
  errorText,
  type Figure,
  failedFigure,
  formatFigure,
  formatTable,
} from './report.ts';
import { FULL_MODE, LATEST_FILE, RESULTS_DIR, readCommit, runMode, writeResults } from './results-file.ts';
import { Shop } from './shop.ts';
import { type DatabaseKind, log, repoDir, startCms } from './stack.ts';
import { stockImportFigures } from './stock-import.ts';

export const BENCHMARKS = [
  'lighthouse',
  'bytes',
  'build',
  'freshness',
  'product-list',
  'api',
  'mixed',
  'import',
  'backup',
] as const;
type Benchmark = (typeof BENCHMARKS)[number];
const MEDIUM = 1000;
const LARGE = 5000;
/** The product list's catalogue budget is set at 10,000 products (docs/performance.md). */
const HUGE = 10_000;
/** The mixed read/write load's larger catalogue (docs/performance.md), seeded into its own CMS. */
const MIXED = 2000;
/**
 * docs/performance.md: with the shop in three languages a build and a change going live may take 1.5 times
 * the English-only budgets in seconds (ratios stay as they are).
 */
const LANGUAGE_ALLOWANCE = LANGUAGES.length > 1 ? 1.5 : 1;
/** An English-only budget in seconds, as it applies to the site's languages. */
const seconds = (englishOnly: number) => englishOnly * LANGUAGE_ALLOWANCE;

const DATABASES: readonly DatabaseKind[] = ['sqlite', 'postgres'];

interface Options {
  only: Set<Benchmark>;
  quick: boolean;
  full: boolean;
  database?: DatabaseKind;
}

function parseOptions(args: string[]): Options {
  const only = new Set<Benchmark>(BENCHMARKS);
  let quick = false;
  let full = false;
  let database: DatabaseKind | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--quick') quick = true;
    else if (arg === '--full') full = true;
    else if (arg === '--database' || arg?.startsWith('--database=')) {
      const name = arg === '--database' ? args[++index] : arg.slice('--database='.length);
      if (!DATABASES.includes(name as DatabaseKind))
        throw new Error(`--database takes ${DATABASES.join(' or ')}; not "${name ?? ''}"`);
      database = name as DatabaseKind;
    } else if (arg === '--only' || arg?.startsWith('--only=')) {
      const list = arg === '--only' ? args[++index] : arg.slice('--only='.length);
      const names = (list ?? '').split(',').filter(Boolean);
      const unknown = names.filter((name) => !BENCHMARKS.includes(name as Benchmark));
      if (names.length === 0 || unknown.length > 0) {
        throw new Error(`--only takes a list of ${BENCHMARKS.join(', ')}; not "${unknown.join(',') || list}"`);
      }
      only.clear();
      for (const name of names) only.add(name as Benchmark);
    } else throw new Error(`unknown option "${arg}" (known: --only a,b --quick --full --database d)`);
  }
  return { only, quick, full, ...(database ? { database } : {}) };
}

/** One step of the run; steps run in order of the catalogue size they need, so it only grows. */
interface Step {
  bench: Benchmark;
  /** What the row says if the step fails before it has figures. */
  what: string;
  /** The database it measures, for the benchmarks measured on each. */
  database?: DatabaseKind;
  run(): Promise<Figure[]>;
}

const plural = (count: number) => count.toLocaleString('en-US');

function plan(options: Options, shop: Shop): Step[] {
  const runs = options.quick ? 1 : 3;
  const demoLabel = async () => `demo catalogue (${await shop.products()} products)`;
  const syntheticLabel = async (synthetic: number) =>
    `${plural(synthetic)} synthetic products (${plural(await shop.products())} in all)`;
  const livePage = async (kind: string, pathname: string) => ({
    kind,
    url: `${(await shop.site()).siteUrl}${pathname}`,
  });
  /** Pages in English, then in each other language (`home (gu)`). */
  const inEveryLanguage = (pages: ReadonlyArray<{ kind: string; path: string }>) =>
    Promise.all(
      LANGUAGES.flatMap((language) =>
        pages.map(({ kind, path }) =>
          language === 'en' ? livePage(kind, path) : livePage(`${kind} (${language})`, `/${language}${path}`),
        ),
      ),
    );
  /** Home, product list and product page, in each language. */
  const demoPages = async () =>
    inEveryLanguage([
      { kind: 'home', path: '/' },
      { kind: 'product list', path: '/product-list' },
      { kind: 'product page', path: await firstProductPath((await shop.site()).siteUrl) },
    ]);
  /** The pages a shopper reads before visiting (old gold, sizes, savings, a visit, privacy), in each language. */
  const shopperPages = () =>
    inEveryLanguage([
      { kind: 'old gold', path: '/old-gold' },
      { kind: 'size guide', path: '/size-guide' },
      { kind: 'savings plan', path: '/savings-plan' },
      { kind: 'book a visit', path: '/book-visit' },
      { kind: 'privacy', path: '/privacy' },
    ]);
  const buildAt = (synthetic: number, budgets: { warmSeconds?: number; editRatio?: number } = {}): Step => ({
    bench: 'build',
    what: synthetic ? `${plural(synthetic)} synthetic products` : 'demo catalogue',
    run: async () => {
      await shop.grow(synthetic);
      // The product edits below would otherwise rebuild the live site during the timed builds.
      await shop.stopPublisher();
      return buildTimeFigures({
        cmsUrl: (await shop.start()).url,
        catalogue: synthetic ? await syntheticLabel(synthetic) : await demoLabel(),
        coldRuns: options.quick || synthetic >= MEDIUM ? 1 : runs,
        warmRuns: runs,
        editProduct: () => shop.editProduct(),
        keepPicturesIn: await shop.picturesCache(),
        ...(budgets.warmSeconds ? { warmBudgetSeconds: budgets.warmSeconds } : {}),
        ...(budgets.editRatio ? { editBudgetRatio: budgets.editRatio } : {}),
        feedBudgets: synthetic === MEDIUM,
      });
    },
  });
  const freshness = (synthetic: number, budgets: { rateSeconds?: number; editSeconds?: number }): Step => ({
    bench: 'freshness',
    what: `changes to live site, ${plural(synthetic)} synthetic products`,
    run: async () => {
      await shop.grow(synthetic);
      const cms = await shop.start();
      const site = await shop.site();
      return freshnessFigures({
        cmsUrl: cms.url,
        siteUrl: site.siteUrl,
        publisherIdle: site.idle,
        credentials: cms.credentials,
        runs,
        catalogue: await syntheticLabel(synthetic),
        budgets,
        productEdit: synthetic >= LARGE,
      });
    },
  });
  const productList = (synthetic: number): Step => ({
    bench: 'product-list',
    what: `filter interaction, ${plural(synthetic)} synthetic products`,
    run: async () => {
      await shop.grow(synthetic);
      return productListFigures({
        siteUrl: (await shop.site()).siteUrl,
        interactions: 5,
        catalogue: await syntheticLabel(synthetic),
        budgeted: synthetic >= LARGE,
        bytesBudgeted: synthetic >= HUGE,
      });
    },
  });
  const skippedLarge = (bench: Benchmark, name: string): Step => ({
    bench,
    what: name,
    run: async () => [
      {
        bench,
        name,
        value: null,
        unit: '',
        skipped: `needs --full (seeding and building ${plural(LARGE)} and ${plural(HUGE)} products takes long)`,
      },
    ],
  });
  const api = (database: DatabaseKind): Step => ({
    bench: 'api',
    what: `${database} API under load`,
    database,
    run: async () => {
      log(`starting a CMS on ${database} for the API under load`);
      const cms = await startCms(database, { genericProductRoute: true });
      try {
        const count = await fetch(`${cms.url}/api/user/product-list?limit=1`).then(
          async (response) => ((await response.json()) as { data: { total: number } }).data.total,
        );
        return await apiLoadFigures({
          cmsUrl: cms.url,
          database,
          credentials: cms.credentials,
          seconds: options.quick ? 3 : 10,
          repetitions: runs,
          products: count,
        });
      } finally {
        await cms.stop();
      }
    },
  });

  // Its own CMS per database, as for the API figures: the writes move rates and change products.
  const mixed = (database: DatabaseKind): Step => ({
    bench: 'mixed',
    what: `${database} mixed read/write load`,
    database,
    run: () =>
      mixedLoadFigures({
        database,
        // One run in --quick, but as long as the others: 100 connections need seconds to settle.
        seconds: 10,
        repetitions: runs,
        synthetic: MIXED,
      }),
  });

  const steps: Step[] = [
    {
      bench: 'lighthouse',
      what: 'demo site',
      run: async () => lighthouseFigures([...(await demoPages()), ...(await shopperPages())], auditRuns(options.quick)),
    },
    {
      bench: 'bytes',
      what: 'demo site',
      run: async () => {
        const cms = await shop.start();
        const pages = [
          ...(await demoPages()),
          await livePage('about', '/about'),
          await livePage('contact', '/contact'),
          await livePage('old gold', '/old-gold'),
          await livePage('size guide', '/size-guide'),
          await livePage('savings plan', '/savings-plan'),
          await livePage('book a visit', '/book-visit'),
          await livePage('privacy', '/privacy'),
          { ...(await livePage('admin', '/admin/')), signedIn: true },
        ];
        return [
          ...weightFigures(await weighPages(pages, cms)),
          ...(await catalogueFigures((await shop.site()).siteUrl)),
        ];
      },
    },
    buildAt(0),
    buildAt(MEDIUM, { warmSeconds: seconds(30), editRatio: 0.4 }),
    {
      bench: 'bytes',
      what: `back office on a phone, ${plural(MEDIUM)} synthetic products`,
      run: async () => {
        await shop.grow(MEDIUM);
        const cms = await shop.start();
        const pictures = await productPagePictures((await shop.site()).siteUrl, cms);
        return [pictureFigure(pictures, await syntheticLabel(MEDIUM))];
      },
    },
    freshness(MEDIUM, { rateSeconds: seconds(8) }),
    ...(options.full
      ? [
          buildAt(LARGE),
          freshness(LARGE, { rateSeconds: seconds(30), editSeconds: seconds(10) }),
          productList(LARGE),
          buildAt(HUGE),
          freshness(HUGE, {}),
          productList(HUGE),
        ]
      : [
          productList(MEDIUM),
          ...[LARGE, HUGE].flatMap((size) => [
            skippedLarge('build', `${plural(size)} synthetic products`),
            skippedLarge('freshness', `changes to live site, ${plural(size)} synthetic products`),
            skippedLarge('product-list', `filter interaction, ${plural(size)} synthetic products`),
          ]),
        ]),
    api('sqlite'),
    api('postgres'),
    mixed('sqlite'),
    mixed('postgres'),
    // Its own CMS per database: 5,000 pieces imported (issue 50's budgets).
    ...DATABASES.map(
      (database): Step => ({
        bench: 'import',
        what: `${database} stock import, 5,000 rows`,
        database,
        run: () => stockImportFigures(database, options.quick ? 3 : 5),
      }),
    ),
    // Its own CMS per database: Back up now, under the mixed load (issue 51's figures).
    ...(['sqlite', 'postgres'] as const).map(
      (database): Step => ({
        bench: 'backup',
        what: `${database} backups`,
        database,
        run: () => backupFigures(database, { seconds: 10, largeProducts: options.full ? LARGE : null }),
      }),
    ),
    ...(options.full ? [] : [skippedLarge('backup', `backup of ${plural(LARGE)} synthetic products with pictures`)]),
  ];
  return steps.filter(
    (step) =>
      options.only.has(step.bench) && (!options.database || !step.database || step.database === options.database),
  );
}

async function firstProductPath(siteUrl: string): Promise<string> {
  const html = await (await fetch(`${siteUrl}/product-list`)).text();
  const found = /href="(\/product-preview\/[^"]+)"/.exec(html)?.[1];
  if (!found) throw new Error('the product list links to no product page');
  return found;
}

async function main() {
  const startedAt = new Date();
  // Read before the run: the code measured is the code it started with.
  const commit = readCommit(repoDir);
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`[bench] error: ${errorText(error)}`);
    process.exit(2);
  }
  const shop = new Shop();
  const figures: Figure[] = [];
  const stopAll = async () => {
    await shop.stop().catch((error: unknown) => log(`could not stop everything: ${errorText(error)}`));
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    for (const step of plan(options, shop)) {
      log(`${step.bench}: ${step.what}`);
      const started = performance.now();
      let stepFigures: Figure[];
      try {
        stepFigures = await step.run();
      } catch (error) {
        log(`${step.bench} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        stepFigures = [failedFigure(step.bench, step.what, errorText(error))];
      }
      figures.push(...stepFigures);
      for (const figure of stepFigures) log(formatFigure(figure));
      log(`${step.bench}: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await stopAll();
  }

  const machine = describeMachine();
  const report = buildReport(figures, {
    startedAt,
    mode: runMode({
      quick: options.quick,
      full: options.full,
      only: options.only.size < BENCHMARKS.length ? [...options.only] : [],
      ...(options.database ? { database: options.database } : {}),
    }),
    commit,
    machine,
    languages: LANGUAGES,
  });
  const written = writeResults(report, path.join(repoDir, RESULTS_DIR));
  console.log(`\n${formatTable(figures, machine)}`);
  console.log(
    `languages: ${LANGUAGES.join(', ')}${LANGUAGE_ALLOWANCE === 1 ? '' : `: budgets in seconds are ${LANGUAGE_ALLOWANCE}× the English-only ones (docs/performance.md)`}\n`,
  );
  const shown = (file: string) => path.relative(process.cwd(), file) || file;
  log(`added to ${shown(written.history)} (${report.seconds} s in all)`);
  log(
    written.latest
      ? `written to ${shown(written.latest)}`
      : `${RESULTS_DIR}/${LATEST_FILE} kept: only a run in mode ${FULL_MODE} (--full alone) replaces it, this one: ${report.mode}`,
  );
  // Failed figures are in the table; the exit code says so to scripts too.
  process.exit(figures.some((figure) => figure.failed) ? 1 : 0);
}

await main();
