// The mixed read/write load of docs/performance.md against the bench's own CMS: 100 connections send the
// traffic of mixed-traffic.ts for a fixed time, at the demo catalogue and again after seeding
// synthetic products; after each load every written rate and product is read back, to check that no
// acknowledged write was lost. Figures: req/s, latency (p50, p99, worst), errors (any answer other
// than 2xx, or none), writes acknowledged and lost; then the large catalogue's throughput against
// the demo's. The client is node:http rather than autocannon: each write's answer must be tied to
// the value it wrote, and autocannon's callbacks say neither which connection answered nor that a
// request timed out (it sends it again by itself).
import { Agent, request } from 'node:http';
import { type ApiClient, createApiClient } from '@suvarna/api-client';
import { tokenOfLogin } from '@suvarna/domain';
import {
  type CatalogueFacts,
  catalogueFacts,
  drawRequest,
  fieldKey,
  type PlannedRequest,
  type RequestKind,
  recordOf,
  storedValues,
  type WriteCheck,
  WriteLedger,
  type WriteOutcome,
  type WrongValue,
} from './mixed-traffic.ts';
import { errorText, type Figure, failedFigure, median, percentile } from './report.ts';
import { type Cms, type DatabaseKind, log, startCms } from './stack.ts';
import { seededRandom } from './support/random.ts';
import { seedSyntheticCatalogue } from './synthetic-catalogue.ts';

const CONNECTIONS = 100;
/** A request unanswered this long counts as an error (autocannon's default too). */
const TIMEOUT_MS = 10_000;
/** An untimed load first, so the JIT and the database's caches are warm. */
const WARM_UP_SECONDS = 2;
const P99_BUDGET_MS = 500;
const THROUGHPUT_RATIO_BUDGET = 0.8;
const KINDS: readonly RequestKind[] = ['list', 'product', 'rate', 'patch'];
const KIND_LABELS: Record<RequestKind, string> = {
  list: 'product list',
  product: 'product page',
  rate: 'rate writes',
  patch: 'product writes',
};

interface Answer {
  /** 0 when no answer came (refused connection, reset, timeout). */
  status: number;
  ms: number;
  /** Why it failed: the status and the start of the body, or the network error. */
  error?: string;
}

const isSuccess = (status: number) => status >= 200 && status < 300;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(agent: Agent, cmsUrl: URL, token: string, planned: PlannedRequest): Promise<Answer> {
  return new Promise((resolve) => {
    const body = planned.body ? JSON.stringify(planned.body) : undefined;
    const headers: Record<string, string> = {};
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    if (planned.write) headers.authorization = `Bearer ${token}`;
    const started = performance.now();
    const finish = (status: number, error?: string) =>
      resolve({ status, ms: performance.now() - started, ...(error === undefined ? {} : { error }) });
    const outgoing = request(
      { agent, hostname: cmsUrl.hostname, port: cmsUrl.port, method: planned.method, path: planned.path, headers },
      (response) => {
        const status = response.statusCode ?? 0;
        // A success's body is not needed; an error's says why.
        let text = '';
        if (isSuccess(status)) response.resume();
        else
          response.on('data', (chunk: Buffer) => {
            if (text.length < 200) text += chunk;
          });
        response.on('end', () => finish(status, isSuccess(status) ? undefined : `${status} ${text.slice(0, 160)}`));
        response.on('error', (error) => finish(0, error.message));
      },
    );
    outgoing.setTimeout(TIMEOUT_MS, () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    outgoing.on('error', (error) => finish(0, error.message));
    outgoing.end(body);
  });
}

const outcomeOf = (answer: Answer): WriteOutcome =>
  isSuccess(answer.status) ? 'acknowledged' : answer.status === 0 ? 'unknown' : 'refused';

interface Tally {
  latencies: Record<RequestKind, number[]>;
  serverErrors: number;
  clientErrors: number;
  unanswered: number;
  /** Each error text and how often it came. */
  errorTexts: Map<string, number>;
  writesSent: Record<'rate' | 'patch', number>;
  writesAcknowledged: Record<'rate' | 'patch', number>;
  /** Every write with its times (ms since the load started) and answer, to explain a wrong value. */
  writes: WriteEvent[];
}

interface WriteEvent {
  key: string;
  value: number;
  sentMs: number;
  answeredMs: number;
  status: number;
}

const newTally = (): Tally => ({
  latencies: { list: [], product: [], rate: [], patch: [] },
  serverErrors: 0,
  clientErrors: 0,
  unanswered: 0,
  errorTexts: new Map(),
  writesSent: { rate: 0, patch: 0 },
  writesAcknowledged: { rate: 0, patch: 0 },
  writes: [],
});

function record(tally: Tally, planned: PlannedRequest, answer: Answer) {
  tally.latencies[planned.kind].push(answer.ms);
  if (planned.kind === 'rate' || planned.kind === 'patch') {
    tally.writesSent[planned.kind] += 1;
    if (isSuccess(answer.status)) tally.writesAcknowledged[planned.kind] += 1;
  }
  if (isSuccess(answer.status)) return;
  if (answer.status >= 500) tally.serverErrors += 1;
  else if (answer.status === 0) tally.unanswered += 1;
  else tally.clientErrors += 1;
  const text = `${planned.method} ${planned.path.split('?')[0]}: ${answer.error ?? answer.status}`;
  tally.errorTexts.set(text, (tally.errorTexts.get(text) ?? 0) + 1);
}

/** One timed load's figures. */
interface LoadResult {
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  worst: number;
  kindP99: Record<RequestKind, number>;
  kindCounts: Record<RequestKind, number>;
  errors: number;
  tally: Tally;
  writesSent: number;
  writesAcknowledged: number;
  check: WriteCheck;
}

const sortedNumbers = (values: number[]) => values.sort((a, b) => a - b);
const round = (ms: number) => Math.round(ms * 10) / 10;

function summarise(tally: Tally, seconds: number, check: WriteCheck): LoadResult {
  const all = sortedNumbers(KINDS.flatMap((kind) => tally.latencies[kind]));
  const kindP99 = Object.fromEntries(
    KINDS.map((kind) => {
      const sorted = sortedNumbers(tally.latencies[kind]);
      return [kind, sorted.length > 0 ? round(percentile(sorted, 99)) : Number.NaN];
    }),
  ) as Record<RequestKind, number>;
  return {
    seconds,
    requests: all.length,
    rps: all.length / seconds,
    p50: round(percentile(all, 50)),
    p99: round(percentile(all, 99)),
    worst: round(percentile(all, 100)),
    kindP99,
    kindCounts: Object.fromEntries(KINDS.map((kind) => [kind, tally.latencies[kind].length])) as Record<
      RequestKind,
      number
    >,
    errors: tally.serverErrors + tally.clientErrors + tally.unanswered,
    tally,
    writesSent: tally.writesSent.rate + tally.writesSent.patch,
    writesAcknowledged: tally.writesAcknowledged.rate + tally.writesAcknowledged.patch,
    check,
  };
}

interface Target {
  cmsUrl: URL;
  cms: Cms;
  token: string;
  api: ApiClient;
  ledger: WriteLedger;
}

/** The written values as the CMS now reports them. */
async function readBack(api: ApiClient) {
  const [rates, products] = await Promise.all([api.getRates(), api.getAllProducts()]);
  return storedValues(rates, products);
}

/**
 * Products' written fields as the database holds them, through Strapi's generic route (mounted for
 * the bench), which reads the rows themselves rather than the CMS's kept, priced catalogue: it tells
 * a write the database lost from one the catalogue does not show.
 */
async function databaseValues(cms: Cms, productIds: number[]): Promise<Map<string, number>> {
  const query = new URLSearchParams({ 'fields[0]': 'labourPaise', 'fields[1]': 'discountPaise' });
  for (const [index, id] of productIds.entries()) query.set(`filters[id][$in][${index}]`, String(id));
  query.set('pagination[pageSize]', String(Math.max(productIds.length, 1)));
  const response = await fetch(`${cms.url}/api/products?${query}`);
  if (!response.ok) throw new Error(`the generic product route answered ${response.status}`);
  const rows = ((await response.json()) as { data: Array<{ id: number; labourPaise: number; discountPaise: number }> })
    .data;
  const values = new Map<string, number>();
  for (const row of rows) {
    values.set(fieldKey(row.id, 'laber'), row.labourPaise / 100);
    values.set(fieldKey(row.id, 'discount'), row.discountPaise / 100);
  }
  return values;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** Logs, for each wrong value, what the database holds and every write of its record during the load. */
async function explainWrongValues(target: Target, wrong: WrongValue[], writes: WriteEvent[]) {
  const shown = wrong.slice(0, 5);
  const productIds = shown.flatMap(({ key }) => (key.startsWith('product ') ? [Number(key.split(' ')[1])] : []));
  const inDatabase = await databaseValues(target.cms, productIds).catch((error: unknown) => {
    log(`    (could not read the database's rows: ${errorText(error)})`);
    return new Map<string, number>();
  });
  for (const value of shown) {
    // Rates are read from their table on every call: what the CMS shows is what the database holds.
    const held = value.key.startsWith('rate ') ? value.stored : inDatabase.get(value.key);
    log(
      `    ${value.key}: last acknowledged ${value.expected}, the CMS shows ${value.stored ?? 'nothing (record gone)'}, the database holds ${held ?? 'nothing'}; its record's writes:`,
    );
    for (const write of writes.filter((candidate) => recordOf(candidate.key) === recordOf(value.key))) {
      log(
        `      ${ms(write.sentMs)} → ${ms(write.answeredMs)}: ${write.key} = ${write.value}, answered ${write.status || 'nothing'}`,
      );
    }
  }
}

/**
 * Opens the connections before the timed load, with one health check each at once (the agent opens
 * a socket per request in flight). A burst of new connections reaching a CMS already busy with
 * requests waits in its accept queue for seconds, which would be timed as the first requests'
 * latency: this load measures requests on open connections, as a proxy's or a CDN's would be.
 */
async function openConnections(agent: Agent, target: Target) {
  const health: PlannedRequest = { kind: 'list', method: 'GET', path: '/api/health' };
  const answers = await Promise.all(
    Array.from({ length: CONNECTIONS }, () => send(agent, target.cmsUrl, target.token, health)),
  );
  const failed = answers.find((answer) => !isSuccess(answer.status));
  if (failed) throw new Error(`the CMS's health check failed while opening connections: ${failed.error}`);
}

/**
 * CONNECTIONS connections send requests one after the other for `seconds`, each drawing from its own
 * generator seeded from `seed`; requests in flight at the end are awaited and counted. Then the
 * written values are read back and checked.
 */
async function load(target: Target, facts: CatalogueFacts, seconds: number, seed: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const tally = newTally();
  let elapsed: number;
  try {
    await openConnections(agent, target);
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const connection = async (index: number) => {
      const random = seededRandom(seed * 1000 + index);
      while (performance.now() < deadline) {
        const planned = drawRequest(random, facts, target.ledger);
        const sentMs = performance.now() - started;
        const answer = await send(agent, target.cmsUrl, target.token, planned);
        record(tally, planned, answer);
        if (!planned.write) continue;
        target.ledger.settle(planned.write.key, planned.write.value, outcomeOf(answer));
        tally.writes.push({ ...planned.write, sentMs, answeredMs: sentMs + answer.ms, status: answer.status });
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => connection(index)));
    elapsed = (performance.now() - started) / 1000;
  } finally {
    // A kept-alive socket the server closes while idle between loads would fail the next load's first request.
    agent.destroy();
  }
  // A write given up on may still be under way in the CMS: let it finish before reading back.
  if (tally.writes.some((write) => write.status === 0)) await pause(TIMEOUT_MS);
  const check = target.ledger.check(await readBack(target.api));
  const wrong = [...check.lost, ...check.stray];
  if (wrong.length > 0) await explainWrongValues(target, wrong, tally.writes);
  return summarise(tally, elapsed, check);
}

/** What each load showed of the CMS's behaviour: slow kinds, errors and lost writes, as evidence. */
function logLoad(what: string, result: LoadResult) {
  const kinds = KINDS.map(
    (kind) =>
      `${KIND_LABELS[kind]} ${result.kindCounts[kind]} (p99 ${Number.isNaN(result.kindP99[kind]) ? '-' : ms(result.kindP99[kind])})`,
  ).join(', ');
  log(
    `  ${what}: ${Math.round(result.rps)} req/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, worst ${ms(result.worst)}; ${kinds}; ` +
      `${result.errors} errors; ${result.writesAcknowledged} of ${result.writesSent} writes acknowledged; ` +
      `${result.check.checked} values read back: ${result.check.lost.length} lost, ${result.check.stray.length} changed by refused writes, ${result.check.unsure} unsure`,
  );
  const texts = [...result.tally.errorTexts].sort(([, a], [, b]) => b - a).slice(0, 5);
  for (const [text, count] of texts) log(`    ${count}× ${text}`);
}

interface CatalogueRuns {
  label: string;
  runs: LoadResult[];
  /** Checks after every load, the warm-up's included. */
  checks: WriteCheck[];
}

async function measureAt(target: Target, label: string, options: MixedLoadOptions): Promise<CatalogueRuns> {
  const facts = catalogueFacts(await target.api.getAllProducts(), await target.api.getRates());
  log(`mixed load at the ${label}: ${CONNECTIONS} connections, ${options.repetitions}×${options.seconds} s`);
  const warmUp = await load(target, facts, WARM_UP_SECONDS, 0);
  logLoad('warm-up', warmUp);
  const runs: LoadResult[] = [];
  for (let repetition = 1; repetition <= options.repetitions; repetition += 1) {
    const result = await load(target, facts, options.seconds, repetition);
    logLoad(`run ${repetition}`, result);
    runs.push(result);
  }
  return { label, runs, checks: [warmUp.check, ...runs.map((run) => run.check)] };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const count = (value: number) => value.toLocaleString('en-US');

function catalogueFigures(
  database: DatabaseKind,
  measured: CatalogueRuns,
  seconds: number,
  budgeted: boolean,
): Figure[] {
  const { runs, checks } = measured;
  const name = (what: string) => `${database} mixed load, ${measured.label}${what}`;
  const medianOf = (pick: (run: LoadResult) => number) => median(runs.map(pick));
  const p99 = medianOf((run) => run.p99);
  const errors = sum(runs.map((run) => run.errors));
  const requests = sum(runs.map((run) => run.requests));
  const sent = sum(runs.map((run) => run.writesSent));
  const acknowledged = sum(runs.map((run) => run.writesAcknowledged));
  const lost = sum(checks.map((check) => check.lost.length));
  const stray = sum(checks.map((check) => check.stray.length));
  const unsure = sum(checks.map((check) => check.unsure));
  const runsNote = `median of ${runs.length} run${runs.length === 1 ? '' : 's'} of ${seconds} s, ${CONNECTIONS} connections`;
  const kindP99 = KINDS.map((kind) => `${KIND_LABELS[kind]} ${ms(medianOf((run) => run.kindP99[kind]))}`).join(', ');
  const acknowledgedOf = (kind: 'rate' | 'patch') => sum(runs.map((run) => run.tally.writesAcknowledged[kind]));
  return [
    {
      bench: 'mixed',
      name: name(''),
      value: medianOf((run) => run.rps),
      unit: 'req/s',
      note: `p50 ${ms(medianOf((run) => run.p50))}, worst ${ms(medianOf((run) => run.worst))}, ${runsNote}`,
      detail: {
        p50Ms: medianOf((run) => run.p50),
        p99Ms: p99,
        worstMs: medianOf((run) => run.worst),
        requests,
      },
    },
    {
      bench: 'mixed',
      name: name(': p99'),
      value: p99,
      unit: 'ms',
      ...(budgeted ? { budget: { max: P99_BUDGET_MS } } : {}),
      note: kindP99,
    },
    {
      bench: 'mixed',
      name: name(': errors'),
      value: errors,
      unit: 'count',
      budget: { max: 0 },
      note: `of ${count(requests)} requests: ${sum(runs.map((run) => run.tally.serverErrors))} 5xx, ${sum(runs.map((run) => run.tally.clientErrors))} 4xx, ${sum(runs.map((run) => run.tally.unanswered))} unanswered`,
      detail: { errors, requests },
    },
    {
      bench: 'mixed',
      name: name(': writes acknowledged'),
      value: acknowledged,
      unit: 'count',
      note: `of ${count(sent)} sent: ${acknowledgedOf('rate')} rate moves, ${acknowledgedOf('patch')} product patches`,
      detail: { sent, acknowledged },
    },
    {
      bench: 'mixed',
      name: name(': acknowledged writes lost'),
      value: lost,
      unit: 'count',
      budget: { max: 0 },
      note: `values read back after each of ${checks.length} loads (warm-up included): ${sum(checks.map((check) => check.checked))} in all, ${stray} changed by refused writes, ${unsure} unsure (unanswered)`,
      detail: { lost, stray, unsure },
    },
  ];
}

export interface MixedLoadOptions {
  database: DatabaseKind;
  seconds: number;
  repetitions: number;
  /** Synthetic products added to the demo catalogue for the second measurement. */
  synthetic: number;
}

async function signIn(cms: Cms): Promise<Target> {
  let token = '';
  const api = createApiClient({ baseUrl: cms.url, getToken: () => token, timeoutMs: 120_000 });
  token = tokenOfLogin((await api.login(cms.credentials)).data);
  return { cmsUrl: new URL(cms.url), cms, token, api, ledger: new WriteLedger() };
}

/**
 * The mixed load's throughput against a CMS for `seconds` (after the warm-up), and the errors and
 * lost writes it saw: for figures that compare it with and without other work (a backup).
 */
export async function mixedThroughput(
  cms: Cms,
  seconds: number,
): Promise<{ rps: number; errors: number; lost: number }> {
  const target = await signIn(cms);
  const facts = catalogueFacts(await target.api.getAllProducts(), await target.api.getRates());
  await load(target, facts, WARM_UP_SECONDS, 0);
  const result = await load(target, facts, seconds, 1);
  return { rps: result.rps, errors: result.errors, lost: result.check.lost.length };
}

/** The mixed load on one database: the demo catalogue, then with `synthetic` products seeded. */
export async function mixedLoadFigures(options: MixedLoadOptions): Promise<Figure[]> {
  const { database, synthetic } = options;
  log(`starting a CMS on ${database} with the demo catalogue for the mixed load`);
  const cms = await startCms(database, { genericProductRoute: true });
  try {
    const target = await signIn(cms);
    const demoCount = (await target.api.getProductCount()).totalProductCount;
    const demo = await measureAt(target, `demo catalogue (${count(demoCount)} products)`, options);
    const figures = catalogueFigures(database, demo, options.seconds, false);

    const largeLabel = `${count(synthetic)} synthetic products`;
    try {
      log(`seeding ${count(synthetic)} synthetic products`);
      const seeded = await seedSyntheticCatalogue({
        cmsUrl: cms.url,
        credentials: cms.credentials,
        products: synthetic,
      });
      log(`seeded ${seeded.created} products in ${seeded.seconds.toFixed(0)} s`);
      const total = (await target.api.getProductCount()).totalProductCount;
      const large = await measureAt(target, `${largeLabel} (${count(total)} in all)`, options);
      figures.push(...catalogueFigures(database, large, options.seconds, true), {
        bench: 'mixed',
        name: `${database} mixed load: ${largeLabel} / demo catalogue throughput`,
        value: median(large.runs.map((run) => run.rps)) / median(demo.runs.map((run) => run.rps)),
        unit: '×',
        budget: { min: THROUGHPUT_RATIO_BUDGET },
        note: 'req/s ratio of the medians',
      });
    } catch (error) {
      log(`mixed load at ${largeLabel} failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
      figures.push(failedFigure('mixed', `${database} mixed load, ${largeLabel}`, errorText(error)));
    }
    return figures;
  } finally {
    await cms.stop();
  }
}
