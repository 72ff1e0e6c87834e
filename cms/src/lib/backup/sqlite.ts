// The SQLite side of a backup: the online copy (VACUUM INTO), its check (integrity_check, every
// table's count) and whether a CMS has the file open. better-sqlite3 is synchronous, and a large
// shop's copy and check take seconds, so the CMS runs them on a worker thread (inWorker): its
// requests go on being answered meanwhile. The same file is the worker's entry.
import { existsSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

type Sqlite = InstanceType<typeof Database>;

/** Every table's row count: the manifest's "counts of every kind of record". */
export function tableCounts(database: Sqlite): Record<string, number> {
  const tables = (
    database
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all() as { name: string }[]
  ).map((row) => row.name);
  return Object.fromEntries(
    tables.map((name) => [
      name,
      (database.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get() as { n: number }).n,
    ]),
  );
}

/** Strapi's record of the schema it last synced (its hash), or null on a database it never started on. */
function schemaHash(database: Sqlite): string | null {
  try {
    const row = database.prepare('select hash from strapi_database_schema order by id desc limit 1').get() as
      | { hash: string }
      | undefined;
    return row?.hash ?? null;
  } catch {
    return null;
  }
}

export interface SqliteCopy {
  counts: Record<string, number>;
  schemaHash: string | null;
  fileRows: Array<{ url: unknown; formats: unknown }>;
}

/**
 * VACUUM INTO: one read transaction, so the copy is the database at one moment while the CMS goes
 * on writing (SQLite's backup API instead starts over whenever another process writes, and under
 * steady writes may never end). Then what the manifest says of the copy.
 */
function copy(source: string, target: string): SqliteCopy {
  const live = new Database(source, { readonly: true, fileMustExist: true });
  try {
    // Waits for a writer's commit rather than failing: the CMS goes on writing meanwhile.
    live.pragma('busy_timeout = 30000');
    live.prepare('vacuum into ?').run(target);
  } finally {
    live.close();
  }
  const copied = new Database(target, { readonly: true });
  try {
    return {
      counts: tableCounts(copied),
      schemaHash: schemaHash(copied),
      fileRows: copied.prepare('select url, formats from files').all() as SqliteCopy['fileRows'],
    };
  } finally {
    copied.close();
  }
}

/** A copy's soundness: null when `integrity_check` says ok, else what it says; and its counts. */
function check(file: string): { damage: string | null; counts: Record<string, number> } {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = database.pragma('integrity_check') as { integrity_check: string }[];
    const sound = integrity.length === 1 && integrity[0]?.integrity_check === 'ok';
    return { damage: sound ? null : JSON.stringify(integrity).slice(0, 300), counts: tableCounts(database) };
  } finally {
    database.close();
  }
}

type Task = { kind: 'copy'; source: string; target: string } | { kind: 'check'; file: string };
type Result<T extends Task> = T extends { kind: 'copy' } ? SqliteCopy : ReturnType<typeof check>;

const perform = (task: Task) => (task.kind === 'copy' ? copy(task.source, task.target) : check(task.file));

/** Runs a task on a worker thread of its own, and answers its result (or throws its error). */
export function inWorker<T extends Task>(task: T): Promise<Result<T>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(__filename, { workerData: { suvarnaSqliteTask: task } });
    worker.once('message', (answer: { result?: Result<T>; error?: string }) =>
      answer.error === undefined ? resolve(answer.result as Result<T>) : reject(new Error(answer.error)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the backup's SQLite worker stopped with code ${code}`));
    });
  });
}

if (!isMainThread && parentPort && workerData?.suvarnaSqliteTask) {
  try {
    parentPort.postMessage({ result: perform(workerData.suvarnaSqliteTask as Task) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Whether a process (a CMS) has the SQLite file open: an exclusive lock, tried without waiting,
 * fails while any other connection is open on it, even an idle one (WAL mode).
 */
export function databaseInUse(databaseFile: string): boolean {
  if (!existsSync(databaseFile)) return false;
  const database = new Database(databaseFile, { timeout: 0 });
  try {
    database.pragma('locking_mode = EXCLUSIVE');
    database.exec('begin exclusive');
    database.exec('commit');
    return false;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return true;
    throw error;
  } finally {
    database.close();
  }
}
