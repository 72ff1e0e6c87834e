// The CMS's public API under load (autocannon on the loopback address): requests per second, p50
// and p99 latency and errors of each route, with /api/health as the floor. Each repetition runs the
// routes one after the other, so the ratios compare runs made side by side: product-list / health
// (how far the shop's list is from Strapi's per-request floor) and product-list / Strapi's generic
// GET /api/products for the same filter and page (docs/performance.md: at least as fast).
import autocannon from 'autocannon';
import { BENCH_SEARCH } from './product-list-interaction.ts';
import { type Figure, median } from './report.ts';
import type { Credentials } from './stack.ts';

interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const LIST = 'product-list (filtered)';
const SEARCH = 'product-list (searched)';
const GENERIC = "Strapi's generic find (same filter)";

const routesFor = (credentials: Credentials): Route[] => [
  { name: 'health', method: 'GET', path: '/api/health' },
  {
    name: LIST,
    method: 'GET',
    path: '/api/user/product-list?page=1&limit=12&metal=Gold&gender=female&sort=price_desc',
  },
  // The shop's search as people type it: three words, one misspelt, through the same catalogue query
  // the static list runs (docs/site.md#search): at least the filtered list's throughput.
  {
    name: SEARCH,
    method: 'GET',
    path: `/api/user/product-list?page=1&limit=12&searchParams=${encodeURIComponent(BENCH_SEARCH)}`,
  },
  // Strapi's own find for the same filter and page. Price is derived, so it cannot sort by price:
  // it sorts by name. It does less work (no rates, no prices; the public role cannot populate the
  // rate and category relations), which makes it a strict yardstick.
  {
    name: GENERIC,
    method: 'GET',
    path: '/api/products?filters[metal][$eq]=Gold&filters[gender][$eq]=female&populate[images]=true&pagination[page]=1&pagination[pageSize]=12&sort=name:asc',
  },
  { name: 'get-price', method: 'GET', path: '/api/admin/get-price' },
  // Successful logins only: the login throttle counts failures, so these are never refused.
  { name: 'login', method: 'POST', path: '/api/admin/login', body: JSON.stringify(credentials) },
];

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

async function load(cmsUrl: string, route: Route, seconds: number): Promise<Sample> {
  const result = await autocannon({
    url: `${cmsUrl}${route.path}`,
    method: route.method,
    connections: 10,
    duration: seconds,
    ...(route.body ? { body: route.body, headers: { 'content-type': 'application/json' } } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

/** The yardstick must answer the same question: the same number of matching products. */
async function checkSameProducts(cmsUrl: string, routes: Route[]) {
  const totalOf = async (name: string, read: (body: never) => number) => {
    const route = routes.find((candidate) => candidate.name === name);
    const response = await fetch(`${cmsUrl}${route?.path}`);
    if (!response.ok) throw new Error(`${name} answered ${response.status}`);
    return read((await response.json()) as never);
  };
  const list = await totalOf(LIST, (body: { data: { total: number } }) => body.data.total);
  const generic = await totalOf(
    GENERIC,
    (body: { meta: { pagination: { total: number } } }) => body.meta.pagination.total,
  );
  if (list !== generic) throw new Error(`${LIST} matches ${list} products but ${GENERIC} ${generic}`);
}

export async function apiLoadFigures(options: {
  cmsUrl: string;
  database: string;
  credentials: Credentials;
  seconds: number;
  repetitions: number;
  products: number;
}): Promise<Figure[]> {
  const routes = routesFor(options.credentials);
  await checkSameProducts(options.cmsUrl, routes);
  // A short untimed pass first, so the JIT and the database's caches are warm for every route.
  for (const route of routes) await load(options.cmsUrl, route, 1);
  const samples = new Map<string, Sample[]>(routes.map((route) => [route.name, []]));
  for (let repetition = 0; repetition < options.repetitions; repetition += 1) {
    for (const route of routes) samples.get(route.name)?.push(await load(options.cmsUrl, route, options.seconds));
  }

  const figures: Figure[] = [];
  for (const route of routes) {
    const runs = samples.get(route.name) ?? [];
    const errors = runs.reduce((sum, run) => sum + run.errors, 0);
    const requests = runs.reduce((sum, run) => sum + run.requests, 0);
    const p50 = median(runs.map((run) => run.p50));
    const p99 = median(runs.map((run) => run.p99));
    figures.push({
      bench: 'api',
      name: `${options.database} ${route.name}`,
      value: median(runs.map((run) => run.rps)),
      unit: 'req/s',
      note: `p50 ${p50} ms, p99 ${p99} ms, ${errors} errors of ${requests}`,
      detail: { p50Ms: p50, p99Ms: p99, errors, requests },
    });
  }
  const ratio = (numerator: string, denominator: string) => {
    const over = samples.get(denominator) ?? [];
    return median((samples.get(numerator) ?? []).map((run, index) => run.rps / (over[index]?.rps ?? Number.NaN)));
  };
  const note = `req/s ratio, ${options.products} products, 10 connections, ${options.repetitions}×${options.seconds} s each`;
  figures.push(
    { bench: 'api', name: `${options.database} product-list / health`, value: ratio(LIST, 'health'), unit: '×', note },
    {
      bench: 'api',
      name: `${options.database} product-list / Strapi's generic find`,
      value: ratio(LIST, GENERIC),
      unit: '×',
      budget: { min: 5 },
      note,
    },
    {
      bench: 'api',
      name: `${options.database} product-list searched / filtered`,
      value: ratio(SEARCH, LIST),
      unit: '×',
      budget: { min: 1 },
      note: `${note}; "${BENCH_SEARCH}"`,
    },
  );
  return figures;
}
