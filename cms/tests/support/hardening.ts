// Shared by the hardening tests (load, crash, backup): product forms, a bounded pool of workers,
// the CMS as a real child process, and the check that uploads, their rows and their links agree.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { ADMIN, CMS_DIR } from './cms';
import { asBlob } from './images';

const require = createRequire(import.meta.url);
export const SqliteDatabase: new (
  file: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => SqliteHandle = require('better-sqlite3');

export interface SqliteHandle {
  prepare(sql: string): { all(...values: unknown[]): unknown[]; get(...values: unknown[]): unknown };
  pragma(statement: string): unknown;
  close(): void;
}

export type Image = [bytes: Uint8Array, type: string, name: string];

/** A valid product's form fields; the SKU is the caller's, so concurrent writers never collide. */
export function productFields(sku: string, purity: string, categoryId: number, overrides: Record<string, string> = {}) {
  return {
    name: `Hardening ${sku}`,
    sku,
    metal: 'Gold',
    purity,
    category_id: String(categoryId),
    laber: '1500',
    discount: '100',
    gender: 'female',
    status: 'active',
    weight: '4.5',
    size: '16',
    color: 'Yellow',
    details: 'Made for the hardening tests',
    description: 'A ring written under load',
    ...overrides,
  };
}

export function productForm(values: Record<string, string>, images: Image[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  for (const [bytes, type, name] of images) form.append('images', asBlob(bytes, type), name);
  return form;
}

/** Runs the tasks with at most `concurrency` of them in flight; every task runs, failures included. */
export async function runPool<T>(tasks: Array<() => Promise<T>>, concurrency: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}

/** A small deterministic random generator (mulberry32), so a failing mix can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

// --- uploads ------------------------------------------------------------------------------------

export interface UploadRow {
  id: number;
  url: string;
}

export interface UploadLink {
  file_id: number;
  related_type: string;
  related_id: number;
}

export interface UploadAudit {
  /** Files in <public>/uploads that no upload row names. */
  filesWithoutRow: string[];
  /** Upload rows whose file is not on disk. */
  rowsWithoutFile: number[];
  /** Upload rows that no product or banner uses. */
  unusedRows: number[];
  /** Links from a product or banner to an upload row that does not exist. */
  linksWithoutRow: number[];
}

export const uploadFiles = (publicDir: string) =>
  readdirSync(path.join(publicDir, 'uploads')).filter((name) => !name.startsWith('.'));

/** Compares the uploads folder with the upload rows and the rows with their links (files_related_mph). */
export function auditUploads(publicDir: string, rows: UploadRow[], links: UploadLink[]): UploadAudit {
  const onDisk = new Set(uploadFiles(publicDir));
  const named = new Set(rows.map((row) => path.basename(row.url)));
  const ids = new Set(rows.map((row) => row.id));
  const used = new Set(links.map((link) => link.file_id));
  return {
    filesWithoutRow: [...onDisk].filter((name) => !named.has(name)).sort(),
    rowsWithoutFile: rows.filter((row) => !onDisk.has(path.basename(row.url))).map((row) => row.id),
    unusedRows: rows.filter((row) => !used.has(row.id)).map((row) => row.id),
    linksWithoutRow: links.filter((link) => !ids.has(link.file_id)).map((link) => link.file_id),
  };
}

export const CLEAN_UPLOADS: UploadAudit = {
  filesWithoutRow: [],
  rowsWithoutFile: [],
  unusedRows: [],
  linksWithoutRow: [],
};

/** The same audit read straight from a SQLite file (the CMS that wrote it may be dead). */
export function auditSqliteUploads(databaseFile: string, publicDir: string): UploadAudit {
  const db = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('select id, url from files').all() as UploadRow[];
    const links = db.prepare('select file_id, related_type, related_id from files_related_mph').all() as UploadLink[];
    return auditUploads(publicDir, rows, links);
  } finally {
    db.close();
  }
}

// --- the CMS as a child process ------------------------------------------------------------------

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface CmsProcess {
  base: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, as in a power cut or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

/**
 * Starts `pnpm --filter cms start` (scripts/start.mjs) on the SQLite file and uploads folder of
 * `workDir`, and waits until /api/health answers. The same workDir restarts on the same state.
 */
export async function startCmsProcess(
  workDir: string,
  env: Record<string, string> = {},
  databaseFile = path.join(workDir, 'data.db'),
): Promise<CmsProcess> {
  mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(CMS_DIR, 'scripts', 'start.mjs')], {
    cwd: CMS_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: databaseFile,
      PUBLIC_DIR: path.join(workDir, 'public'),
      // Secrets generated once into the work dir, so a restart reads the same ones.
      ENV_PATH: path.join(workDir, '.env'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_STARTUP_LOG: 'false',
      STRAPI_LOG_LEVEL: 'error',
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the CMS exited with ${child.exitCode} while starting:\n${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the CMS did not answer on ${base} within 120 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

export interface Envelope<T = unknown> {
  status: number;
  body: { success?: boolean; message?: string; data?: T };
}

/** One request to a CMS by its address: JSON or multipart body, bearer token, parsed envelope. */
export async function request<T = unknown>(
  base: string,
  method: string,
  route: string,
  options: { body?: unknown; form?: FormData; token?: string } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.form ?? (options.body === undefined ? null : JSON.stringify(options.body));
  const response = await fetch(`${base}${route}`, { method, headers, body });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: { message: `not JSON: ${text.slice(0, 200)}` } };
  }
}

export async function adminToken(base: string): Promise<string> {
  const answer = await request<{ token: string }>(base, 'POST', '/api/admin/login', { body: ADMIN });
  if (!answer.body.data?.token) throw new Error(`login failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data.token;
}
