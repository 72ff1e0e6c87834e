// Backups at a shop's scale (issue 51's figures), on the bench's own CMS per database: 'Back up now'
// of the demo catalogue (its time and archive size), the 100-connection mixed load's throughput
// while backups are taken one after another against without, and with --full the same backup of
// 5,000 synthetic products with a picture each.
import { mixedThroughput } from './mixed-load.ts';
import { errorText, type Figure, failedFigure } from './report.ts';
import { type Cms, type DatabaseKind, log, startCms } from './stack.ts';
import { seedSyntheticCatalogue } from './synthetic-catalogue.ts';

interface BackupRun {
  result: string;
  size: number | null;
  message: string | null;
}

async function signIn(cms: Cms): Promise<string> {
  const answer = await fetch(`${cms.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cms.credentials),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** One 'Back up now', timed: the archive written and verified. */
async function backUpNow(cms: Cms, token: string): Promise<{ seconds: number; bytes: number }> {
  const started = performance.now();
  const answer = await fetch(`${cms.url}/api/admin/backups`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const seconds = (performance.now() - started) / 1000;
  const run = ((await answer.json()) as { data?: BackupRun }).data;
  if (!answer.ok || run?.result !== 'verified') {
    throw new Error(`Back up now answered ${answer.status}: ${run?.result ?? ''} ${run?.message ?? ''}`);
  }
  return { seconds, bytes: run.size ?? 0 };
}

const mib = (bytes: number) => bytes / 1024 / 1024;

/** The mixed load alone, then while backups follow one another for as long as it runs. */
async function throughputWhileBackingUp(cms: Cms, token: string, seconds: number, figureName: string): Promise<Figure> {
  const alone = await mixedThroughput(cms, seconds);
  let backingUp = true;
  let taken = 0;
  const backups = (async () => {
    while (backingUp) {
      await backUpNow(cms, token);
      taken += 1;
    }
  })();
  const during = await mixedThroughput(cms, seconds).finally(() => {
    backingUp = false;
  });
  await backups;
  return {
    bench: 'backup',
    name: figureName,
    value: during.rps / alone.rps,
    unit: '×',
    budget: { min: 0.8 },
    note: `${Math.round(alone.rps)} req/s without, ${Math.round(during.rps)} during ${taken} backup${taken === 1 ? '' : 's'} one after another (${seconds} s each, 100 connections); errors ${alone.errors} / ${during.errors}, lost writes ${alone.lost} / ${during.lost}`,
    detail: { without: alone.rps, during: during.rps, backups: taken, errors: during.errors, lost: during.lost },
  };
}

export async function backupFigures(
  database: DatabaseKind,
  options: { seconds: number; largeProducts: number | null },
): Promise<Figure[]> {
  const name = (what: string) => `${database} backup, ${what}`;
  log(`starting a CMS on ${database} with the demo catalogue for the backups`);
  const cms = await startCms(database);
  const figures: Figure[] = [];
  try {
    const token = await signIn(cms);
    const demo = await backUpNow(cms, token);
    figures.push(
      { bench: 'backup', name: name('demo catalogue: time'), value: demo.seconds, unit: 's' },
      { bench: 'backup', name: name('demo catalogue: archive size'), value: mib(demo.bytes), unit: 'MiB' },
    );

    figures.push(
      await throughputWhileBackingUp(
        cms,
        token,
        options.seconds,
        name('mixed load throughput while backing up / without'),
      ),
    );

    if (options.largeProducts !== null) {
      log(`seeding ${options.largeProducts} synthetic products with a picture each`);
      await seedSyntheticCatalogue({ cmsUrl: cms.url, credentials: cms.credentials, products: options.largeProducts });
      const large = await backUpNow(cms, token);
      const label = `${options.largeProducts.toLocaleString('en-US')} synthetic products with pictures`;
      figures.push(
        { bench: 'backup', name: name(`${label}: time`), value: large.seconds, unit: 's' },
        { bench: 'backup', name: name(`${label}: archive size`), value: mib(large.bytes), unit: 'MiB' },
        await throughputWhileBackingUp(
          cms,
          token,
          options.seconds,
          name(`${label}: mixed load while backing up / without`),
        ),
      );
    }
    return figures;
  } catch (error) {
    return [...figures, failedFigure('backup', name('backup'), errorText(error))];
  } finally {
    await cms.stop();
  }
}
