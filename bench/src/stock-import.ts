// The stock sheet at a shop's scale (docs/import-export.md, issue 50's budgets), on the bench's own
// CMS per database: the dry run of a 5,000-row sheet, its apply (and the CMS's memory growth during
// it), the public product list's throughput while it applies against before, and the export of the
// 5,000 pieces. The reads are autocannon's, on the loopback address, 10 connections.
import autocannon from 'autocannon';
import { errorText, type Figure, failedFigure } from './report.ts';
import { type DatabaseKind, log, startCms, treeMemory } from './stack.ts';

const ROWS = 5000;
const RATE = 'BI 22K';
const CATEGORY = 'Bench Imports';
const READ_PATH = '/api/user/product-list?page=1&limit=12&metal=Gold&sort=price_desc';

/** 5,000 plain pieces, each with its own HUID, as a shop's billing software would export them. */
function sheet(): string {
  const rows = Array.from({ length: ROWS }, (_, i) =>
    [
      `BI-${i}`,
      `Bench Chain ${i}`,
      CATEGORY,
      'Gold',
      RATE,
      (2 + (i % 40) / 4).toFixed(2),
      '450',
      'female',
      'active',
      `BI${String(i).padStart(4, '0')}`,
    ].join(','),
  );
  return ['sku,name,category,metal,purity,net_weight,making_value,gender,status,huid', ...rows].join('\n');
}

async function call(url: string, token: string | null, init: { method: string; body?: unknown; form?: FormData }) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: init.method,
    headers,
    body: init.form ?? (init.body === undefined ? null : JSON.stringify(init.body)),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method} ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 200)}`);
  return text;
}

const importForm = (csv: string, dryRun: boolean) => {
  const form = new FormData();
  form.append('file', new Blob([csv]), 'stock.csv');
  form.append('dryRun', String(dryRun));
  return form;
};

/** Reads of the public list until `stop()`: requests per second. */
function readLoad(url: string) {
  let done: (rps: number) => void = () => {};
  const result = new Promise<number>((resolve) => {
    done = resolve;
  });
  const instance = autocannon({ url: `${url}${READ_PATH}`, connections: 10, duration: 600 }, (error, outcome) =>
    done(error ? Number.NaN : outcome.requests.total / (outcome.duration || 1)),
  );
  return {
    stop: () => {
      instance.stop();
      return result;
    },
  };
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await work();
  return [value, (performance.now() - started) / 1000];
};

export async function stockImportFigures(database: DatabaseKind, readSeconds: number): Promise<Figure[]> {
  const name = (what: string) => `${database} ${what}`;
  log(`starting a CMS on ${database} for the stock import`);
  const cms = await startCms(database);
  try {
    const login = JSON.parse(
      await call(`${cms.url}/api/admin/login`, null, { method: 'POST', body: cms.credentials }),
    ) as { data: { token: string } };
    const token = login.data.token;
    await call(`${cms.url}/api/admin/add-price`, token, { method: 'POST', body: { name: RATE, price: 7000 } });
    await call(`${cms.url}/api/admin/add-category`, token, { method: 'POST', body: { name: CATEGORY } });
    const csv = sheet();
    const importUrl = `${cms.url}/api/admin/import`;

    const [dry, drySeconds] = await timed(() =>
      call(importUrl, token, { method: 'POST', form: importForm(csv, true) }),
    );
    const dryReport = (JSON.parse(dry) as { data: { created: number; failed: number } }).data;
    if (dryReport.created !== ROWS) throw new Error(`the dry run would create ${dryReport.created} of ${ROWS} rows`);

    // The list's throughput alone (after an untimed pass: the JIT and the caches warm), then while
    // the sheet is applied.
    const warmUp = readLoad(cms.url);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await warmUp.stop();
    const before = readLoad(cms.url);
    await new Promise((resolve) => setTimeout(resolve, readSeconds * 1000));
    const readsBefore = await before.stop();
    const pid = cms.pid ?? 0;
    const memoryBefore = treeMemory(pid).rssKiB;
    let memoryPeak = memoryBefore;
    const sampler = setInterval(() => {
      memoryPeak = Math.max(memoryPeak, treeMemory(pid).rssKiB);
    }, 200);
    const during = readLoad(cms.url);
    let applied: string;
    let applySeconds: number;
    try {
      [applied, applySeconds] = await timed(() =>
        call(importUrl, token, { method: 'POST', form: importForm(csv, false) }),
      );
    } finally {
      clearInterval(sampler);
    }
    const readsDuring = await during.stop();
    const report = (JSON.parse(applied) as { data: { created: number } }).data;
    if (report.created !== ROWS) throw new Error(`the apply created ${report.created} of ${ROWS} rows`);

    const [exported, exportSeconds] = await timed(() =>
      call(`${cms.url}/api/admin/export?format=csv`, token, { method: 'GET' }),
    );
    const exportedRows = exported.split('\n').length - 1;
    const rows = `${ROWS.toLocaleString('en-US')} rows`;
    return [
      { bench: 'import', name: name(`dry run, ${rows}`), value: drySeconds, unit: 's', budget: { max: 5 } },
      { bench: 'import', name: name(`apply, ${rows}`), value: applySeconds, unit: 's', budget: { max: 60 } },
      {
        bench: 'import',
        name: name('CMS memory growth during the apply'),
        value: (memoryPeak - memoryBefore) / 1024,
        unit: 'MiB',
        budget: { max: 300 },
        note: `${Math.round(memoryBefore / 1024)} MiB before, sampled every 200 ms`,
      },
      {
        bench: 'import',
        name: name('public list throughput during the apply / before'),
        value: readsDuring / readsBefore,
        unit: '×',
        budget: { min: 0.8 },
        note: `${Math.round(readsBefore)} req/s before (${readSeconds} s), ${Math.round(readsDuring)} during, 10 connections`,
      },
      {
        bench: 'import',
        name: name(`export, ${exportedRows.toLocaleString('en-US')} products`),
        value: exportSeconds,
        unit: 's',
        budget: { max: 5 },
      },
    ];
  } catch (error) {
    return [failedFigure('import', name('stock import'), errorText(error))];
  } finally {
    await cms.stop();
  }
}
